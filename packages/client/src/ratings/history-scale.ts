// Where each point of a player's rating history sits in its chart (history-chart.ts draws it): pure
// numbers, so that the scaling is tested without a page. Oldest on the left; a higher rating higher.

/** The chart's size and the margins around its plotted area (the labels sit in the margins). */
export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface ScaledHistory {
  /** One per rating, in the order given. */
  points: { x: number; y: number; rating: number }[];
  /** The ratings at the plotted area's bottom and top edges. */
  low: number;
  high: number;
}

/** The least span of ratings a chart shows: a flat history, or a single game, is a point in the middle of
 *  a band this wide, not a line stretched across the whole chart by a change of one point. */
export const MIN_SPAN = 100;

/** The points of `ratings` (the rating after each game, oldest first; at least one) in `box`. */
export function historyScale(ratings: readonly number[], box: ChartBox): ScaledHistory {
  if (ratings.length === 0) throw new Error('a rating history has at least one game: there is nothing to chart');
  const lo = Math.min(...ratings), hi = Math.max(...ratings);
  const half = Math.max(hi - lo, MIN_SPAN) / 2, mid = (lo + hi) / 2;
  const low = Math.floor(mid - half), high = Math.ceil(mid + half);
  const plotW = box.width - box.left - box.right, plotH = box.height - box.top - box.bottom;
  const x = (i: number) => (ratings.length === 1 ? box.left + plotW / 2 : box.left + (plotW * i) / (ratings.length - 1));
  const y = (r: number) => box.top + (plotH * (high - r)) / (high - low);
  return { points: ratings.map((rating, i) => ({ x: x(i), y: y(rating), rating })), low, high };
}
