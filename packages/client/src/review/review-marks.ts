// Which reviewed turns the page marks: for each seat, its turns that cost it most, the three that
// lost the most points, among those that lost at least two (a smaller loss is within the playouts'
// noise at the review's budget).
import type { ReviewedTurn } from '@castle/bot';

export const MARKS_PER_SEAT = 3;
export const MARK_FROM_POINTS = 2;

/** The indices of the marked turns in `turns`. */
export function markedTurns(turns: readonly Pick<ReviewedTurn, 'seat' | 'loss'>[]): Set<number> {
  const bySeat = new Map<number, number[]>();
  turns.forEach((t, i) => {
    if (t.loss >= MARK_FROM_POINTS) bySeat.set(t.seat, [...(bySeat.get(t.seat) ?? []), i]);
  });
  return new Set([...bySeat.values()].flatMap((is) => is.sort((a, b) => turns[b].loss - turns[a].loss || a - b).slice(0, MARKS_PER_SEAT)));
}
