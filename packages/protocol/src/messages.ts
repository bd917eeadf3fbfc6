// The messages of a game's WebSocket, both ways: their names and payloads. The count of accepted
// actions is `moves` everywhere (an action names the count it was chosen at, so stale ones are refused).
import type { ActionOf, AnyGame, HintOf } from '@castle/game';
import type { SignedSeat } from './identity';

/** Client → server. */
export const TO_SERVER = {
  action: 'action', rematch: 'rematch', handOver: 'handOver', abort: 'abort', resign: 'resign', claimWin: 'claimWin',
  rematchWithdraw: 'rematchWithdraw', rematchDecline: 'rematchDecline', signedSeat: 'signedSeat',
} as const;
/** Server → client. */
export const TO_CLIENT = {
  seat: 'seat', watching: 'watching', actions: 'actions', error: 'error', rematch: 'rematch', seatTaken: 'seatTaken', shutdown: 'shutdown', storeLost: 'storeLost',
  challenge: 'challenge',
} as const;

/** "action": an action chosen at `moves`, and maybe `then`, a second one taken with it (both or neither). */
export interface ActionMessage<A = Record<string, unknown>> {
  moves: number;
  action: A;
  then?: A;
}

/** "actions", to the seat to act: its legal actions at `moves`, with the game's hint for each (null
 *  where there is nothing to say; the Castle tells what a scoring order gives). */
export interface ActionsMessage<A = unknown, H = unknown> {
  moves: number;
  actions: A[];
  hints: (H | null)[];
}

/** "actions" with a game's own types, read from its definition (`ActionsMessageOf<typeof castle>`). */
export type ActionsMessageOf<G extends AnyGame> = ActionsMessage<ActionOf<G>, HintOf<G>>;

/** "handOver": at a table of three or more, a seated player asks the computer to play `seat`, whose
 *  player has been away for the game's `awayLimit` seconds or more. */
export interface HandOverMessage {
  seat: number;
}

/** "abort" ({}): a seated player ends the game without a result, while some seat has not made its
 *  first move. "resign" ({}): a seated player gives the game up, once every seat has moved (at a
 *  table of two the other wins; of three or more the computer plays the seat on). "claimWin" ({}):
 *  at a table of two, the player whose opponent is to act and has been away for the game's
 *  `claimLimit` seconds or more wins. */
export type EmptyMessage = Record<string, never>;

/** After the end, "rematch" ({}) asks for a rematch, or accepts the one asked for; "rematchWithdraw"
 *  ({}) takes one's own ask back; "rematchDecline" ({}) turns down the one another seat asked for:
 *  nobody's ask stands then. */
export type RematchAnswer = typeof TO_SERVER.rematch | typeof TO_SERVER.rematchWithdraw | typeof TO_SERVER.rematchDecline;

/** "seat", to a seated client only: its seat and the token that takes it back. "watching" ({}), to
 *  a client that joined without a seat (asked to watch, or no seat was free for it). */
export interface SeatMessage {
  seat: number;
  token: string;
}

/** "rematch", to each seated player alone: the new game and its own token there. */
export interface RematchMessage {
  code: string;
  token: string;
}

/** What the server says to a page: a stable code and its parameters, which a page puts in its
 *  player's language (the README lists each code with its parameters), and the same in an English
 *  sentence for those who use the API by hand. A page never shows `message`. */
export interface Said {
  code: string;
  params?: Record<string, string | number>;
  message: string;
}

/** "error": a refusal, to its sender alone; nothing changed. */
export type ErrorMessage = Said;

/** "seatTaken", "shutdown", "storeLost": what happened. */
export type NoticeMessage = Said;

/** "challenge", to a client that joined a rated game to play (no seat token, not watching): the free
 *  seat it may take and the challenge its identity signs for it (identity.ts seatMessage). Until it
 *  answers with "signedSeat" it holds no seat. Sent again, with a new challenge, after a refused answer. */
export interface ChallengeMessage {
  challenge: string;
  seat: number;
}

/** "signedSeat": the page's identity takes the seat it was offered; `name` is the identity's display
 *  name (checked as every name is). Answered with "seat", or an "error" and a new "challenge". */
export interface SignedSeatMessage {
  signed: SignedSeat;
  name: string;
  /** A random mark the browser keeps (8 to 64 base64url characters): two identities with the same
   *  address and mark are one person's, refused the other seat (SAME_PLAYER). */
  browser?: string;
}
