// Where games live between moves and across restarts: a game is its game, options, seed, seats and
// moves. Written once for every game: options, actions and results are the game's own JSON.
import { type GameRatings, type SeatAction, type StoredLeaving, seedOf } from '@castle/game';
import type { ChatLine } from '@castle/protocol';
import type { RatingStore } from './ratings';

/** A seat: its display name and its token (secret), both null while the seat is free; `bot`, the
 *  computer's level when the computer plays it (taken at creation; its token is nobody's). */
export interface SeatRecord {
  name: string | null;
  token: string | null;
  bot?: string;
  /** How and when its player left a game still played (the computer played it on from there). */
  left?: StoredLeaving;
  /** Its contribution to the shuffle (issue 43), once the seat has one; none in games created before commitments. */
  contribution?: string;
  /** The server drew that contribution: the computer's seat, or a player whose client sent none. */
  serverDrew?: boolean;
  /** In a rated game, the identity that took the seat (its id: docs/identity.md). */
  player?: string;
}

/** A seat's contribution to the shuffle, and whether the server drew it. */
export interface Contribution {
  value: string;
  serverDrew: boolean;
}

export interface GameRecord {
  code: string;
  /** The game's id (`GameDefinition.id`); games stored before games were named are the Castle's. */
  game: string;
  /** The rules version the game was stored under (`rulesVersion`); 1 for games stored before it was. */
  rules: number;
  /** The game's options, as its `parseOptions` reads them. */
  options: unknown;
  /** Secret: never leaves the server while the game is played. As stored for a game created before
   *  commitments; for a later one derived on load from `secret` and every seat's contribution
   *  (storedSeed), '' until every seat has one. */
  seed: string;
  /** The server's secret the seed is derived from (its SHA-256 is public from the start); absent
   *  in games created before commitments. Never leaves the server before the end. */
  secret?: string | null;
  createdAt: number;
  /** One per seat, in seat order: as many as the game was created with (2 before there were more). */
  seats: SeatRecord[];
  /** Accepted actions in order: the one at index `moves` took the game from `moves` accepted actions to one more. */
  actions: SeatAction[];
  /** The game's result (`GameDefinition.result`) once it is over. */
  result: unknown | null;
  finishedAt: number | null;
  /** When someone last came to the game (created, opened, joined, left by its last player); a game
   *  nobody touches for EXPIRE_DAYS is abandoned (abandon.ts). */
  touchedAt: number;
  /** When it was marked abandoned: it no longer reopens; its record stays readable. */
  abandonedAt: number | null;
  /** Created open to anyone (`open: true`): listed in the lobby while a seat is free, also when its
   *  room is opened again after a restart. False in games stored before it was kept. */
  open: boolean;
  /** The code of its rematch once every seat asked for one: the old game's link finds it, also
   *  after a restart. Null before (and in games stored before it was kept). */
  next: string | null;
  /** The time control chosen at creation (the protocol's TimeControl); null: none (and in games
   *  stored before clocks). */
  clock: unknown | null;
  /** With each action, the clocks as they were once it was accepted (the protocol's ClockState);
   *  null for an action without them. As many as `actions`. */
  clocks: (unknown | null)[];
  /** Each seat's colour (an index into the game's seat colours), where it is not the seat's own
   *  number: a rematch turns the seats by one, and each player keeps their colour. Absent: seat i wears colour i. */
  colours?: number[] | null;
  /** A rated game: its end changes its players' ratings. Absent: casual (and every game stored before ratings). */
  rated?: boolean;
  /** Once a rated game is over, its ratings as its end shows them (kept in its record); absent before. */
  ratings?: GameRatings | null;
}

/** A game to store; `open` is false when left out. */
export type NewGame = Pick<GameRecord, 'code' | 'game' | 'rules' | 'options' | 'seed' | 'createdAt' | 'seats' | 'secret'> & { open?: boolean; clock?: unknown | null; colours?: number[] | null; rated?: boolean };

export interface GameStore {
  /** The players and their ratings, in the same database (ratings.ts). */
  readonly ratings: RatingStore;
  /** Store a new game with its seats (free ones have a null name and token; a rematch's are taken);
   *  false if the code is taken. */
  create(game: NewGame): Promise<boolean>;
  exists(code: string): Promise<boolean>;
  /** The id of a stored game's game, without loading its moves; null for an unknown code. */
  gameOf(code: string): Promise<string | null>;
  load(code: string): Promise<GameRecord | null>;
  /** Store the action taken after `moves` accepted actions; durable when the promise resolves.
   *  Idempotent: when that action is already stored and is this same action (a retry after a lost
   *  reply), it resolves too; a different action there, or a `moves` past the end (a gap), rejects
   *  with MoveOutOfOrder. */
  append(code: string, moves: number, action: SeatAction, clock?: unknown | null): Promise<void>;
  /** Store a chat line, number `line.n` (the lines before it are stored): kept with the game, like
   *  its moves. Storing the same number again (a retry after a lost reply) changes nothing. */
  appendChat(code: string, line: ChatLine): Promise<void>;
  /** The game's chat lines in order, players' and watchers' (empty for a game without any). */
  chat(code: string): Promise<ChatLine[]>;
  /** Take or rename a seat; with `bot`, the computer plays it from now on (a player who was away),
   *  and `left` says how and when its player left. */
  setSeat(code: string, seat: number, name: string, token: string, bot?: string, left?: StoredLeaving): Promise<void>;
  /** Take a free seat with its contribution to the shuffle (setSeat keeps a seat's contribution and
   *  player), and in a rated game the identity taking it. */
  takeSeat(code: string, seat: number, name: string, token: string, contribution: Contribution, player?: string): Promise<void>;
  /** Give a taken seat without one its contribution (a rematch's seats, when their players come);
   *  a seat that has one keeps it. */
  contribute(code: string, seat: number, contribution: Contribution): Promise<void>;
  finish(code: string, result: unknown): Promise<void>;
  /** Keep a rated game's ratings as its end shows them (its record reads them back). */
  setRatings(code: string, ratings: GameRatings): Promise<void>;
  /** Keep the code of a finished game's rematch with it. */
  setNext(code: string, next: string): Promise<void>;
  /** Codes of games neither finished nor abandoned. */
  unfinished(): Promise<string[]>;
  /** Is this a stored game neither finished nor abandoned? (Without loading its moves.) */
  isUnfinished(code: string): Promise<boolean>;
  /** A game no process holds is about to be opened, atomically: 'open' (unfinished and touched at
   *  `before` or later: marked touched now), 'abandoned' (nobody touched it since `before`: marked
   *  abandoned now, or it was already), null (unknown or finished). */
  reopen(code: string, before: number): Promise<'open' | 'abandoned' | null>;
  /** Mark an unfinished game touched now. */
  touch(code: string): Promise<void>;
  /** Up to `limit` codes of unfinished games nobody touched since `before`. */
  untouched(before: number, limit: number): Promise<string[]>;
  /** Up to `limit` codes of rated games over before `before` with no ratings kept (their end was
   *  not rated: rating-sweep.ts), oldest first. */
  unrated(before: number, limit: number): Promise<string[]>;
  /** Mark the game abandoned if it is unfinished and nobody touched it since `before`, atomically;
   *  true if it was marked now. */
  abandon(code: string, before: number): Promise<boolean>;
  /** The right to open a game for `ms`, so that two processes never open it at once; false while
   *  another holder has it. */
  claim(code: string, holder: string, ms: number): Promise<boolean>;
  /** Give the claim up once the game is listed (or could not be opened), if `holder` still has it. */
  release(code: string, holder: string): Promise<void>;
  /** Write a little, and look for the mark this store left at its first check: null when all is
   *  well, or why the store no longer holds what it held (emptied, its file replaced). Rejects when
   *  the store cannot be written. */
  check(): Promise<string | null>;
  close(): Promise<void>;
}

/** A whole game at a time, for copying one store into another (`npm run migrate-store`): the stores
 *  games are copied from list their codes, the store of record takes whole games. */
export interface StoreCopy {
  /** Stored codes in code order, the first `limit` after `after` ('' for the first page). */
  codes(after: string, limit: number): Promise<string[]>;
  /** Store the game as it is (its times, seats, moves with clocks, result and chat): 'added'; 'same'
   *  when the same game is stored already (a copy run again); 'different' when another game has the
   *  code (nothing is changed). */
  put(game: GameRecord, chat: ChatLine[]): Promise<'added' | 'same' | 'different'>;
}

/** Rated games over with no ratings kept (`unrated`), in both stores' SQL: migration 006's partial
 *  index games_unrated holds only these rows, and a query is planned on it only if its WHERE says the same. */
export const UNRATED = 'rated AND result IS NOT NULL AND ratings IS NULL';

/** A store's definite no to an append: another action holds that number, or the number leaves a gap. */
export class MoveOutOfOrder extends Error {
  constructor(code: string, moves: number) {
    super(`game ${code}: the move after ${moves} is out of order in the store`);
    this.name = 'MoveOutOfOrder';
  }
}

/** A value (an action, a whole game) as JSON with its keys in order, so that the same value reads the same however it was built. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v);
}

/** Is the stored action (its JSON) the action being appended? */
export function sameAction(stored: string, action: SeatAction): boolean {
  return canonical(JSON.parse(stored)) === canonical(action);
}

/** The seed of a stored game: `seed` as stored for a game created before commitments; for a later
 *  one derived from its secret and every seat's contribution in seat order, '' until every seat has
 *  one. Derived on each load rather than stored: it then cannot disagree with what it comes from. */
export function storedSeed(seed: string, secret: string | null | undefined, seats: readonly SeatRecord[]): string {
  if (!secret) return seed;
  return seats.every((s) => s.contribution) ? seedOf(secret, seats.map((s) => s.contribution!)) : '';
}

/** What the `seed` column keeps of a game: its seed if created before commitments, else nothing
 *  (it is derived on load: storedSeed). */
export const seedColumn = (g: Pick<GameRecord, 'seed' | 'secret'>): string => (g.secret ? '' : g.seed);

/** `count` seats from fields name<i> and token<i> (as games of two seats were always kept). */
export function seatsFromFields(count: number, get: (field: string) => string | null | undefined): SeatRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const bot = get(`bot${i}`), left = get(`left${i}`);
    return { name: get(`name${i}`) ?? null, token: get(`token${i}`) ?? null, ...(bot ? { bot } : {}), ...(left ? { left: JSON.parse(left) as StoredLeaving } : {}) };
  });
}

/** Stored options of the old shape held the rules version too: `{ falcon, variants, rules? }`. */
export function splitOptions(json: string): { options: Record<string, unknown>; rules: number | undefined } {
  const { rules, ...options } = JSON.parse(json) as Record<string, unknown>;
  return { options, rules: typeof rules === 'number' ? rules : undefined };
}
