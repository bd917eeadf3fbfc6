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
}

export type NewGame = Pick<GameRecord, 'code' | 'options' | 'seed' | 'createdAt'> & Partial<Pick<GameRecord, 'names' | 'tokens'>>;

export interface GameStore {
  /** Store a new game, its seats free unless given (a rematch); false if the code is taken. */
  create(game: NewGame): Promise<boolean>;
  exists(code: string): Promise<boolean>;
  load(code: string): Promise<GameRecord | null>;
  /** Store action number n (0-based); durable when the promise resolves. */
  append(code: string, n: number, action: Action): Promise<void>;
  setSeat(code: string, seat: 0 | 1, name: string, token: string): Promise<void>;
  finish(code: string, result: GameResult): Promise<void>;
  /** Codes of games not finished yet. */
  unfinished(): Promise<string[]>;
  /** Is this a stored game not finished yet? (Without loading its moves.) */
  isUnfinished(code: string): Promise<boolean>;
  /** The right to open a game for `ms`, so that two processes never open it at once; false while
   *  another holder has it. */
  claim(code: string, holder: string, ms: number): Promise<boolean>;
  close(): Promise<void>;
}
