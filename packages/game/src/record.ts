// The game record people keep (PGN's role, JCloisterZone's saved games): written once for every game
// from what a store holds of a finished game, and read back from unknown JSON. A record is exactly
// options + seed + actions, so the rules replay it; the rest (names, clocks, chat, times) is what a
// player would want to see again. Only for a finished game: each game's seed is drawn on its own, so
// once the game is over it tells nothing about another.
import type { SeatAction } from './definition';
import type { GameRatings } from './rated';
import type { RecordShuffle } from './shuffle';

/** The format's name and version, raised whenever a reader of the older one would misread it
 *  (2: the seats that left, without which a table's winners cannot be checked). */
export const RECORD_FORMAT = 'castle-game-record';
export const RECORD_VERSION = 2;

export interface RecordSeat {
  /** The seat's name at the end (null: never taken, as in a game aborted before it began). */
  name: string | null;
  /** The computer's level, where the computer played this seat. */
  computer?: string;
}

export interface RecordMove<A = SeatAction> {
  action: A;
  /** Each seat's time left in ms once this action was accepted, where a clock ran. */
  clock?: number[];
}

/** How a player left a game still played at a table of three or more, the computer playing the seat
 *  on: resigned (the seat cannot win then), handed over while away, or out of time. */
export const LEAVE_KINDS = ['resigned', 'away', 'time'] as const;
export type LeaveKind = (typeof LEAVE_KINDS)[number];

/** A seat whose player left while the game went on. */
export interface RecordLeaving {
  seat: number;
  /** Left after this many moves: the moves before it were the player's, the rest the computer's. */
  after: number;
  how: LeaveKind;
  /** When, as an ISO 8601 time. */
  at: string;
}

/** A line of the players' chat (the watchers' are theirs, not the game's). */
export interface RecordChatLine {
  /** Said after this many moves. */
  after: number;
  seat: number;
  name: string;
  text: string;
  /** When, as an ISO 8601 time. */
  at: string;
}

export interface GameRecord<O = unknown, A = SeatAction, R = unknown> {
  format: typeof RECORD_FORMAT;
  version: number;
  /** The game's id (`GameDefinition.id`) and its rules version the moves were played under. */
  game: string;
  rules: number;
  /** The game's code on the site that played it. */
  code: string;
  options: O;
  seed: string;
  /** How the seed was drawn, for anyone to check (shuffle-check.ts); absent from games created
   *  before commitments. Optional, so records of version 2 without it read as before. */
  shuffle?: RecordShuffle;
  seats: RecordSeat[];
  /** A rated game's ratings: each seat's player, before, after and the change (absent: casual). */
  ratings?: GameRatings;
  /** The time control, as the site states it (absent: none). */
  clock?: unknown;
  /** Each seat's colour where it is not the seat's own number (a rematch: each player kept theirs). */
  colours?: number[];
  moves: RecordMove<A>[];
  chat?: RecordChatLine[];
  /** The seats whose player left while the game went on, in the moves' order (absent: none). */
  left?: RecordLeaving[];
  /** How the game ended: 'score' (the rules' end), 'resigned', 'claimed', 'aborted', 'notStarted',
   *  'time', 'abandoned' or 'expired' (closed for good: nobody played it). */
  end: string;
  /** The result as stored: how it ended, the seat concerned, winners, scores, and for an end by
   *  score the game's own result. */
  result: R;
  /** ISO 8601 times. */
  startedAt: string;
  finishedAt: string;
}

/** What a store holds of a finished game (the server's stored game has these fields and more). */
export interface StoredGame {
  code: string;
  game: string;
  rules: number;
  options: unknown;
  seed: string;
  /** The commitment, contributions and secret the seed came from (absent: created before them). */
  shuffle?: RecordShuffle | null;
  /** A rated game's ratings, as kept with it (absent or null: casual). */
  ratings?: GameRatings | null;
  createdAt: number;
  seats: readonly { name: string | null; bot?: string; left?: StoredLeaving | null }[];
  actions: readonly SeatAction[];
  clocks: readonly (unknown | null)[];
  clock: unknown | null;
  colours?: readonly number[] | null;
  result: unknown | null;
  finishedAt: number | null;
}

/** How and when a seat's player left, as the store keeps it with the seat. */
export interface StoredLeaving {
  after: number;
  how: LeaveKind;
  at: number;
}

/** A stored chat line (the protocol's ChatLine). */
export interface StoredChatLine {
  moves: number;
  side: string;
  seat: number | null;
  name: string;
  text: string;
  at: number;
}

/** A stored clock's time left per seat, if it is one. */
function timesLeft(clock: unknown): number[] | null {
  const left = (clock as { left?: unknown } | null)?.left;
  return Array.isArray(left) && left.every((ms) => typeof ms === 'number') ? left : null;
}

/** How a stored result says the game ended; results stored before endings were kept are ends by score. */
function endOf(result: unknown): string {
  const end = (result as { end?: unknown } | null)?.end;
  return typeof end === 'string' ? end : 'score';
}

/** The record of a finished game; null for a game not finished (its seed must not leave). */
export function buildRecord(g: StoredGame, chat: readonly StoredChatLine[] = []): GameRecord | null {
  if (g.result === null || g.finishedAt === null) return null;
  const said = chat.filter((l) => l.side === 'players' && l.seat !== null)
    .map((l): RecordChatLine => ({ after: l.moves, seat: l.seat!, name: l.name, text: l.text, at: new Date(l.at).toISOString() }));
  const left = g.seats.flatMap((s, seat): RecordLeaving[] => (s.left ? [{ seat, after: s.left.after, how: s.left.how, at: new Date(s.left.at).toISOString() }] : []))
    .sort((a, b) => a.after - b.after || a.seat - b.seat);
  return {
    format: RECORD_FORMAT, version: RECORD_VERSION, game: g.game, rules: g.rules, code: g.code, options: g.options, seed: g.seed,
    ...(g.shuffle ? { shuffle: {
      commitment: g.shuffle.commitment, contributions: [...g.shuffle.contributions], secret: g.shuffle.secret,
      ...(g.shuffle.serverDrew?.length ? { serverDrew: [...g.shuffle.serverDrew] } : {}),
    } } : {}),
    seats: g.seats.map((s) => (s.bot ? { name: s.name, computer: s.bot } : { name: s.name })),
    ...(g.ratings ? { ratings: g.ratings } : {}),
    ...(g.clock ? { clock: g.clock } : {}),
    ...(g.colours ? { colours: [...g.colours] } : {}),
    moves: g.actions.map((action, i) => {
      const left = timesLeft(g.clocks[i]);
      return left ? { action, clock: left } : { action };
    }),
    ...(said.length ? { chat: said } : {}),
    ...(left.length ? { left } : {}),
    end: endOf(g.result), result: g.result,
    startedAt: new Date(g.createdAt).toISOString(), finishedAt: new Date(g.finishedAt).toISOString(),
  };
}

/** A record as a file: one field a line, and one seat, move or chat line a line, so that records
 *  read well and differ line by line. */
export function recordJson(record: GameRecord): string {
  const field = ([key, value]: [string, unknown]) => {
    const name = JSON.stringify(key);
    if (!Array.isArray(value) || value.length === 0) return ` ${name}: ${JSON.stringify(value)}`;
    return ` ${name}: [\n${value.map((v) => `  ${JSON.stringify(v)}`).join(',\n')}\n ]`;
  };
  return `{\n${Object.entries(record).map(field).join(',\n')}\n}\n`;
}
