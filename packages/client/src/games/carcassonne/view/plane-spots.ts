// Where a follower stands on a Carcassonne tile, per spot of the rules ('c1', 'r2', 'f1',
// 'cloister'): a point in tile units (0..100, x east, y south), from the table worked out ahead
// (plane-spot-finder.ts, plane-spot-table.ts), turned with the tile.
import { type Pt, turnPt } from '../art/shapes';
import { SPOT_TABLE } from './plane-spot-table';

const cache = new Map<string, ReadonlyMap<string, Pt>>();

/** The spots of a tile kind ('A'–'X') north up, in the rules' order. Unknown letters have none. */
function baseSpots(letter: string): ReadonlyMap<string, Pt> {
  let spots = cache.get(letter);
  if (!spots) cache.set(letter, spots = new Map((SPOT_TABLE[letter] ?? []).map(([spot, x, y]) => [spot, [x, y]])));
  return spots;
}

/** Where a follower on `spot` stands on a tile `letter` turned `rot` quarter turns clockwise,
 *  in tile units (0..100); null for a spot the tile does not have. */
export function spotPoint(letter: string, spot: string, rot: number): Pt | null {
  const p = baseSpots(letter).get(spot);
  return p ? turnPt(p, rot) : null;
}

/** Every spot of a turned tile with its point. */
export function tileSpots(letter: string, rot: number): { spot: string; at: Pt }[] {
  return [...baseSpots(letter)].map(([spot, p]) => ({ spot, at: turnPt(p, rot) }));
}

/** The smallest distance between two of these points (Infinity for fewer than two). */
export function minSpacing(points: readonly Pt[]): number {
  const dist = (a: Pt, b: Pt) => Math.hypot(a[0] - b[0], a[1] - b[1]);
  let m = Infinity;
  for (let i = 0; i < points.length; i++) for (let j = i + 1; j < points.length; j++) m = Math.min(m, dist(points[i], points[j]));
  return m;
}
