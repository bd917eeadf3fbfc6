// The search both games use at the root: which of the seat's whole turns to take. Each iteration
// tries one turn on a fresh determinization (the hidden tiles dealt anew) and plays out to the end;
// UCB1 picks the turn to try, with a progressive bias toward the one-ply value (the greedy rung's),
// which leads while a turn has few samples and fades as they grow. A small budget therefore plays
// about as the greedy rung does, a large one as its playouts say. A sight below 1 (easy) hides most
// turns from it, each turn anew: the level a beginner beats, with no rule of any game of its own.
import type { Budget } from './levels';

/** Exploration of UCB1, on rewards in about [0, 1]. */
const EXPLORE = 0.7;
/** How much the one-ply value weighs, in reward per 10 points behind the best turn, before samples. */
const BIAS = 0.5;
/** Progressive widening: after t iterations the best max(4, √t / 3) turns by their one-ply value
 *  are in play (8 after 600, 36 after 12,000): samples spread over a few turns say more than
 *  single samples over all of them. */
export const widthAfter = (t: number) => Math.max(4, Math.floor(Math.sqrt(t) / 3));

/** The turns the seat sees: each with the chance `sight` (all of them at 1, and at least one). */
function seen(count: number, sight: number, random: () => number): number[] {
  const all = Array.from({ length: count }, (_, i) => i);
  if (sight >= 1) return all; // no draw: a level that sees everything plays as it did before sight
  const some = all.filter(() => random() < sight);
  return some.length ? some : [Math.floor(random() * count)];
}

/**
 * The index of the turn to take. `values` are the turns' one-ply values (points for the seat, higher
 * better); `sample(i)` tries turn i once on a fresh determinization and returns its reward (1 for a
 * win, 0 for a loss, a little more for a larger margin). Only the turns the budget's sight lets it
 * see are considered.
 */
export function searchRoot(values: readonly number[], budget: Budget, sample: (turn: number) => number, random: () => number): number {
  const order = seen(values.length, budget.sight ?? 1, random).sort((a, b) => values[b] - values[a] || a - b);
  const best = values[order[0]];
  const turns = order.slice(0, Math.min(order.length, widthAfter(budget.iterations)));
  if (turns.length === 1 || budget.iterations <= 0) return turns[0];
  const bias = turns.map((i) => (BIAS * Math.max(-3, values[i] - best)) / 10);
  const n = new Array<number>(turns.length).fill(0), sum = new Array<number>(turns.length).fill(0);
  const until = Date.now() + budget.timeMs;
  for (let total = 0; total < budget.iterations && (total % 16 !== 0 || Date.now() < until); total++) {
    const width = Math.min(turns.length, widthAfter(total));
    let pick = n.indexOf(0);
    if (pick < 0 || pick >= width) {
      pick = 0;
      let top = -Infinity;
      const log = Math.log(total);
      for (let k = 0; k < width; k++) {
        const ucb = sum[k] / n[k] + EXPLORE * Math.sqrt(log / n[k]) + bias[k] / n[k];
        if (ucb > top) { top = ucb; pick = k; }
      }
    }
    n[pick]++;
    sum[pick] += sample(turns[pick]);
  }
  // The turn with the best mean, the bias still counted: among turns tried alike, the better now.
  let pick = 0, top = -Infinity;
  for (let k = 0; k < turns.length; k++) {
    if (n[k] === 0) continue;
    const value = (sum[k] + bias[k]) / n[k];
    if (value > top) { top = value; pick = k; }
  }
  return turns[pick];
}

/** How the seat did at the end: half for the win (shared wins split, a loss 0), half for the margin
 *  over the best other seat (±50 points and more count as ±1): with the margin weighed as much as the
 *  win, normal beat greedy in 95% of 60 Castle games against 91% with a tenth: within the noise. */
export function reward(scores: ArrayLike<number>, seat: number): number {
  let best = -Infinity;
  for (let i = 0; i < scores.length; i++) if (i !== seat && scores[i] > best) best = scores[i];
  const mine = scores[seat];
  let tied = 0;
  for (let i = 0; i < scores.length; i++) if (scores[i] === mine) tied++;
  const win = mine > best ? 1 : mine === best ? 1 / tied : 0;
  return 0.5 * win + 0.5 * Math.max(-1, Math.min(1, (mine - best) / 50));
}
