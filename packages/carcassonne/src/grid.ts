// The open plane as cells, and the frontier: the empty cells beside a tile with what each needs.
// 72 tiles reach at most 71 cells from the start tile, so a square of 145 × 145 cells around it
// holds every tile and every frontier cell; a cell is (y + 72) * 145 + (x + 72).
import { FIT, edgeAt } from './segments';
import type { CarcState, XY } from './types';

export const W = 145;
const OFF = 72;
/** The farthest a tile can lie from the start tile. */
export const REACH = 71;
/** Cell steps to the side d (N, E, S, W). */
export const DELTA: readonly number[] = [-W, 1, W, -1];
export const opposite = (d: number): number => (d + 2) & 3;

export const cellOf = (x: number, y: number): number => (y + OFF) * W + (x + OFF);
export const xOf = (cell: number): number => (cell % W) - OFF;
export const yOf = (cell: number): number => ((cell / W) | 0) - OFF;
export const xyOf = (cell: number): XY => ({ x: xOf(cell), y: yOf(cell) });

/** Grid value packing: 1 + (kind | rot << 5 | first node << 7); 0 for an empty cell. */
export const packCell = (kind: number, rot: number, first: number): number => 1 + (kind | (rot << 5) | (first << 7));
export const kindIn = (v: number): number => (v - 1) & 31;
export const rotIn = (v: number): number => ((v - 1) >> 5) & 3;
export const firstIn = (v: number): number => (v - 1) >> 7;

/** The grid keeps its tiles in 64 buckets by cell (cell & 63), each a flat list of cell, value: a
 *  placement copies 64 slots and one short bucket, not a row of the plane. */
export const BUCKETS = 64;

export function gridAt(grid: CarcState['grid'], cell: number): number {
  const b = grid[cell & 63];
  for (let i = 0; i < b.length; i += 2) if (b[i] === cell) return b[i + 1];
  return 0;
}

/** A copy of the grid with a value on an empty cell (the outer array and one bucket are new). */
export function gridWith(grid: CarcState['grid'], cell: number, value: number): CarcState['grid'] {
  const out = grid.slice(), b = grid[cell & 63], n = b.length, bucket = new Array<number>(n + 2);
  for (let i = 0; i < n; i++) bucket[i] = b[i];
  bucket[n] = cell;
  bucket[n + 1] = value;
  out[cell & 63] = bucket;
  return out;
}

export const frontierCell = (f: number): number => f & 0x7fff;
export const frontierNeed = (f: number): number => f >> 15;

/** The tile (kind, rot) meets every placed neighbour of a frontier entry. */
export const fitsNeed = (need: number, kind: number, rot: number): boolean => ((FIT[(need << 5) | kind] >> rot) & 1) === 1;

/** The frontier after a tile of signature `sig` is placed on `cell` (a new array; grid is before the
 *  placement): the cell leaves it, and each empty side cell gets (or joins it with) the edge it must meet. */
export function frontierAfter(frontier: readonly number[], grid: CarcState['grid'], cell: number, sig: number): number[] {
  const out = frontier.slice(); // a plain copy is the cheapest array to make; it is then edited in place
  let found = 0, at = -1; // bit d: the cell on side d was already on the frontier; where `cell` was
  for (let i = 0; i < out.length; i++) {
    const c = out[i] & 0x7fff;
    if (c === cell) { at = i; continue; }
    const d = c === cell - W ? 0 : c === cell + 1 ? 1 : c === cell + W ? 2 : c === cell - 1 ? 3 : -1;
    if (d >= 0) { out[i] |= edgeAt(sig, d) << (2 * opposite(d) + 15); found |= 1 << d; }
  }
  if (at >= 0) { out[at] = out[out.length - 1]; out.pop(); } // the last entry takes its place
  for (let d = 0; d < 4; d++) {
    const n = cell + DELTA[d];
    if (!(found & (1 << d)) && gridAt(grid, n) === 0) out.push(n | (edgeAt(sig, d) << (2 * opposite(d) + 15)));
  }
  return out;
}

/** Does the tile kind fit anywhere on the frontier? */
export function fitsAnywhere(frontier: readonly number[], kind: number): boolean {
  for (let i = 0; i < frontier.length; i++) if (FIT[((frontier[i] >> 15) << 5) | kind]) return true;
  return false;
}

/** The frontier entry of a cell, or -1 when the cell touches no tile along a side. */
export function frontierEntry(frontier: readonly number[], cell: number): number {
  for (let i = 0; i < frontier.length; i++) if (frontierCell(frontier[i]) === cell) return frontier[i];
  return -1;
}
