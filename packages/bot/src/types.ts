// What the computer is asked and what it answers: written once for every game. It is handed what one
// seat can see (the game's public view) and what the server offers that seat (its legal actions,
// which any page of that seat is sent too), never the state with the seed or the stack's order.

export type Level = 'easy' | 'medium' | 'normal' | 'hard';
/** Weakest first. */
export const LEVELS: readonly Level[] = ['easy', 'medium', 'normal', 'hard'];

export interface BotRequest {
  /** The game's id: 'castle' or 'carcassonne'. */
  game: string;
  /** The game's public view (publicView), as every client may see it. */
  view: unknown;
  /** The seat the computer plays. */
  seat: number;
  /** The legal actions offered to that seat now (the "actions" message's). */
  actions: unknown[];
  /** The hints sent with those actions (the game's hints: the Castle's scoring outcomes), if any. */
  hints?: unknown[];
  level: Level;
  /** Decides every random choice: the same request and seed give the same answer. */
  seed: string;
  /** A budget instead of the level's: search iterations, or milliseconds of thinking. */
  iterations?: number;
  timeMs?: number;
  /** Milliseconds of the turn's time already gone before the search starts (waiting for a thread on
   *  a busy server): taken from the level's time, so that the move still shows within its budget. */
  spentMs?: number;
  /** Playouts: 'policy' (few random followers) or 'uniform' (any legal action alike), so that the
   *  ladder can measure what a policy is worth. Uniform by default: the policy won 43.4% and 43.9%
   *  of 400 games against it in the Castle and the Falcon, 46.1% in Carcassonne (docs/bot.md). */
  playouts?: 'policy' | 'uniform';
}

/** The turn the computer takes: one action, or a placement and the follower chosen with it. */
export type BotTurn = unknown[];
