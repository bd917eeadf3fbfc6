// The levels as budgets (lichess' way: a level is how much the engine may look, and how much of the
// board it sees): iterations of the search, which make a level's choice the same on every machine for
// the same seed, a time limit that stops a slow machine first (hard stays under 2 s a move on one
// core), and for easy a sight below 1: it overlooks most of the places its tile fits, as a beginner does.
import type { BotRequest } from './types';

export interface Budget {
  iterations: number;
  timeMs: number;
  /** The share of its whole turns the seat sees, each drawn anew each turn (1, all, when not given):
   *  it takes the best of those it sees. */
  sight?: number;
}

const BUDGETS: Record<BotRequest['level'], Budget> = {
  easy: { iterations: 0, timeMs: 0, sight: 0.25 },
  medium: { iterations: 120, timeMs: 300 },
  normal: { iterations: 600, timeMs: 800 },
  hard: { iterations: 12_000, timeMs: 1800 },
};

/** The budget of a request: its own iterations or time when given (seeing every turn), else its
 *  level's; less the time already spent (none left: the one-ply best of what it sees, as the greedy
 *  rung plays). */
export function budgetOf(r: Pick<BotRequest, 'level' | 'iterations' | 'timeMs' | 'spentMs'>): Budget {
  const b = r.iterations !== undefined || r.timeMs !== undefined
    ? { iterations: r.iterations ?? 1e9, timeMs: r.timeMs ?? 60_000 }
    : BUDGETS[r.level] ?? BUDGETS.normal;
  return r.spentMs ? { ...b, timeMs: Math.max(0, b.timeMs - r.spentMs) } : b;
}
