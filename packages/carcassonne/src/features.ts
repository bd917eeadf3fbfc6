// Features: the union-find over segments that says when a road or city closes (a root keeps its
// count of open sides), and the walk that lists what a feature covers when it is scored.
import { DELTA, W, firstIn, gridAt, kindIn, opposite, rotIn, xyOf } from './grid';
import { CLOISTER, FEATURE_KINDS, PORTS, SEGMENTS, SEG_PORTS } from './segments';
import type { CarcState, FeatureRef } from './types';

/** Root of a segment node (read only: a state's union-find is never changed in place). */
export function find(uf: readonly number[], n: number): number {
  while (uf[n] >= 0) n = uf[n];
  return n;
}

/** Root of a node in a union-find the caller owns, halving the path on the way. */
export function findOwned(uf: number[], n: number): number {
  while (uf[n] >= 0) {
    const p = uf[n];
    if (uf[p] >= 0) uf[n] = uf[p];
    n = p;
  }
  return n;
}

/** Open sides of a road or city (at its root): 0 once it is complete. */
export const openAt = (uf: readonly number[], root: number): number => -uf[root] - 1;

/** Join two features in an owned union-find; their open sides add up. The older root stays. */
export function union(uf: number[], a: number, b: number): number {
  const ra = findOwned(uf, a), rb = findOwned(uf, b);
  if (ra === rb) return ra;
  const [root, child] = ra < rb ? [ra, rb] : [rb, ra];
  uf[root] += uf[child] + 1; // -(oa + 1) + -(ob + 1) + 1 = -(oa + ob + 1)
  uf[child] = root;
  return root;
}

/** Node of a segment: the tile's first node plus the segment's local index. */
export const nodeOf = (grid: CarcState['grid'], cell: number, local: number): number => firstIn(gridAt(grid, cell)) + local;

/** Followers per seat on the feature whose root is given (farmers on a field, knights in a city, ...). */
export function menOn(s: CarcState, root: number): number[] {
  const out = new Array<number>(s.seats).fill(0);
  for (const m of s.men) if (find(s.uf, nodeOf(s.grid, m >> 7, (m >> 3) & 15)) === root) out[m & 7]++;
  return out;
}

/** The seats with the most followers (at least one each); none when nobody stands there. */
export function majority(men: readonly number[]): number[] {
  const most = Math.max(...men);
  const out: number[] = [];
  if (most > 0) men.forEach((n, seat) => { if (n === most) out.push(seat); });
  return out;
}

// Scratch marks for walks, reused (a walk is never interrupted by another).
const seenNode = new Int32Array(1024);
const seenCell = new Int32Array(W * W);
let stamp = 0;

export interface Walk {
  ref: FeatureRef;
  tiles: number;
  pennants: number;
}

/** Everything a feature covers, from one of its segments: the tiles (each counted once, however
 *  many of its segments a tile holds), the pennants, and its cells for a page to show. */
export function walk(s: CarcState, cell: number, local: number): Walk {
  const v = gridAt(s.grid, cell), kind = kindIn(v), seg = SEGMENTS[kind][local];
  const { x, y } = xyOf(cell);
  if (seg.kind === CLOISTER) {
    const cells = [{ x, y }];
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && gridAt(s.grid, cell + dy * W + dx)) cells.push({ x: x + dx, y: y + dy });
    }
    return { ref: { kind: 'cloister', x, y, spot: seg.spot, cells }, tiles: cells.length, pennants: 0 };
  }
  stamp++;
  const cells: number[] = [], queue = [cell, local];
  seenNode[firstIn(v) + local] = stamp;
  let pennants = 0;
  for (let i = 0; i < queue.length; i += 2) {
    const c = queue[i], l = queue[i + 1], cv = gridAt(s.grid, c), k = kindIn(cv), kr = k * 4 + rotIn(cv);
    if (seenCell[c] !== stamp) { seenCell[c] = stamp; cells.push(c); }
    if (SEGMENTS[k][l].pennant) pennants++;
    for (const p of SEG_PORTS[kr][l]) {
      const d = (p / 3) | 0, n = c + DELTA[d], nv = gridAt(s.grid, n);
      if (!nv) continue;
      const nl = PORTS[kindIn(nv) * 4 + rotIn(nv)][opposite(d) * 3 + 2 - (p % 3)], node = firstIn(nv) + nl;
      if (seenNode[node] === stamp) continue;
      seenNode[node] = stamp;
      queue.push(n, nl);
    }
  }
  return {
    ref: { kind: FEATURE_KINDS[seg.kind], x, y, spot: seg.spot, cells: cells.map(xyOf) },
    tiles: cells.length,
    pennants,
  };
}
