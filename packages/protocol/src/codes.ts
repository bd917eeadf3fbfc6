// Refusal codes (the `code` of an "error" message or an HTTP answer) and WebSocket close codes.
import { CHAT_REFUSAL } from './chat';
import { IDENTITY_REFUSAL } from './identity';

/** Refusals of the server's own; the rules add theirs (ILLEGAL, NOT_YOUR_TURN, ...). */
export const REFUSAL = {
  BAD_MESSAGE: 'BAD_MESSAGE',
  STALE: 'STALE',
  NOT_A_PLAYER: 'NOT_A_PLAYER',
  NOT_YOUR_SEAT: 'NOT_YOUR_SEAT',
  WAITING_FOR_OPPONENT: 'WAITING_FOR_OPPONENT',
  NOT_OVER: 'NOT_OVER',
  /** A rematch withdrawn by a seat that did not ask for it, or declined when no other seat asked
   *  (or once it is made). */
  NO_REMATCH_OFFER: 'NO_REMATCH_OFFER',
  /** A seat asked to be handed to the computer, or a win claimed against it, whose player is
   *  connected or has not been away long enough. */
  NOT_AWAY: 'NOT_AWAY',
  /** An abort, a resignation, a claim or a hand-over after the game ended. */
  GAME_OVER: 'GAME_OVER',
  /** An abort once every seat has made its first move: resign instead. */
  TOO_LATE_TO_ABORT: 'TOO_LATE_TO_ABORT',
  /** A resignation before every seat has made its first move: abort instead. */
  TOO_EARLY_TO_RESIGN: 'TOO_EARLY_TO_RESIGN',
  /** A win claimed where it never may be: a table of three or more, against the computer, against a
   *  seat that is not to act, before both seats have moved. */
  NO_CLAIM: 'NO_CLAIM',
  /** A hand-over that can never be: a table of two, one's own seat, the computer's already. */
  NO_HAND_OVER: 'NO_HAND_OVER',
  RATE_LIMITED: 'RATE_LIMITED',
  UNKNOWN_MESSAGE: 'UNKNOWN_MESSAGE',
  STORE_FAILED: 'STORE_FAILED',
  STORE_LOST: 'STORE_LOST',
  OUTDATED_GAME: 'OUTDATED_GAME',
  ABANDONED_GAME: 'ABANDONED_GAME',
  TOO_MANY_GAMES: 'TOO_MANY_GAMES',
  TOO_MANY_WATCHERS: 'TOO_MANY_WATCHERS',
  TOO_MANY_CREATES: 'TOO_MANY_CREATES',
  TOO_MANY_LOOKUPS: 'TOO_MANY_LOOKUPS',
  /** A create `open: true` past OPEN_PER_ADDRESS open games waiting for players from one address. */
  TOO_MANY_OPEN_GAMES: 'TOO_MANY_OPEN_GAMES',
  /** A create past WAITING_PER_ADDRESS games waiting for players (seats not all taken) from one address. */
  TOO_MANY_WAITING_GAMES: 'TOO_MANY_WAITING_GAMES',
  /** A join for a seat only (`seatOnly: true`, quick match) when no seat is free: it does not watch. */
  GAME_FULL: 'GAME_FULL',
  BAD_OPTIONS: 'BAD_OPTIONS',
  /** A name others would see that cannot be shown (`reason`: nameRefusal's). */
  BAD_NAME: 'BAD_NAME',
  BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  /** A join whose `contribution` to the shuffle is not 64 lowercase hex digits. */
  BAD_CONTRIBUTION: 'BAD_CONTRIBUTION',
  BAD_CODE: 'BAD_CODE',
  NOT_FOUND: 'NOT_FOUND',
  /** Not a player's id (27 characters of base64url: docs/identity.md). */
  BAD_PLAYER_ID: 'BAD_PLAYER_ID',
  BAD_RECORD: 'BAD_RECORD',
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** The process makes as many replays as it takes just now (REPLAY_PER_SECOND): try again shortly. */
  REPLAYS_BUSY: 'REPLAYS_BUSY',
  ...CHAT_REFUSAL,
  ...IDENTITY_REFUSAL,
} as const;

export type RefusalCode = (typeof REFUSAL)[keyof typeof REFUSAL];

/** The codes of the notices ("shutdown", "seatTaken"; "storeLost" says STORE_LOST), of no params. */
export const NOTICE = {
  /** The server is restarting: the game is saved, the page comes back in a moment. */
  SERVER_RESTART: 'SERVER_RESTART',
  /** The game is open in another tab or window, which took the seat. */
  SEAT_TAKEN: 'SEAT_TAKEN',
} as const;

/** The server is going down: come back in a moment. */
export const CLOSE_SERVER_RESTART = 4100;
/** A newer tab or window took this seat: do not come back by itself. */
export const CLOSE_SEAT_TAKEN = 4101;
/** This page's player resigned at a table of three or more: the computer plays the seat on, the
 *  page watches. */
export const CLOSE_RESIGNED = 4102;
/** A join for a seat only found none free when it connected (another took it meanwhile): an error of
 *  the join over the WebSocket, whose codes are numbers (GAME_FULL over HTTP). */
export const JOIN_GAME_FULL = 4103;
/** The connection did not read what it was sent (its unsent data passed the server's
 *  SEND_BUFFER_LIMIT): closed; a page comes back by itself, as after any drop. */
export const CLOSE_BACKLOG = 4104;
/** Too many messages: the socket is closed and read no further. */
export const CLOSE_FLOOD = 4429;
