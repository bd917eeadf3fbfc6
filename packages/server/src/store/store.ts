// Where games live between moves and across restarts: a game is its options, seed, seats and moves.
import type { Action, GameResult, Variants } from '@castle/rules';

export interface GameRecord {
  code: string;
  /** `rules`: the rules version the game was stored under (`rulesVersion`); absent before it was
   *  recorded, which means 1. */
  options: { falcon: boolean; variants: Variants; rules?: number };
  /** Secret: never leaves the server. */
  seed: string;
  createdAt: number;
  /** Display names and seat tokens (secret) of the two seats, null while a seat is free. */
  names: [string | null, string | null];
  tokens: [string | null, string | null];
  /** Accepted actions in order: action n took the game from turn n to n + 1. */
  actions: Action[];
  result: GameResult | null;
  finishedAt: number | null;
  /** When someone last came to the game (created, opened, joined, left by its last player); a game
   *  nobody touches for EXPIRE_DAYS is abandoned (abandon.ts). */
  touchedAt: number;
  /** When it was marked abandoned: it no longer reopens; its record stays readable. */
  abandonedAt: number | null;
}

export type NewGame = Pick<GameRecord, 'code' | 'options' | 'seed' | 'createdAt'> & Partial<Pick<GameRecord, 'names' | 'tokens'>>;

export interface GameStore {
  /** Store a new game, its seats free unless given (a rematch); false if the code is taken. */
  create(game: NewGame): Promise<boolean>;
  exists(code: string): Promise<boolean>;
  load(code: string): Promise<GameRecord | null>;
  /** Store action number n (0-based); durable when the promise resolves. Idempotent: when action n
   *  is already stored and is this same action (a retry after a lost reply), it resolves too; a
   *  different action at n, or an n past the end (a gap), rejects with MoveOutOfOrder. */
  append(code: string, n: number, action: Action): Promise<void>;
  setSeat(code: string, seat: 0 | 1, name: string, token: string): Promise<void>;
  finish(code: string, result: GameResult): Promise<void>;
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

/** A store's definite no to an append: another action holds that number, or the number leaves a gap. */
export class MoveOutOfOrder extends Error {
  constructor(code: string, n: number) {
    super(`game ${code}: move ${n} is out of order in the store`);
    this.name = 'MoveOutOfOrder';
  }
}

/** An action as JSON with its keys in order, so that the same action reads the same however it was built. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v);
}

/** Is the stored action (its JSON) the action being appended? */
export function sameAction(stored: string, action: Action): boolean {
  return canonical(JSON.parse(stored)) === canonical(action);
}
