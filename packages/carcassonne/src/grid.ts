// The open plane as cells, and the frontier: the empty cells beside a tile with what each needs.
// 72 tiles reach at most 71 cells from the start tile, so a square of 145 × 145 cells around it
// holds every tile and every frontier cell; a cell is (y + 72) * 145 + (x + 72).
import { MASK, SIG, edgeAt } from './segments';
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

export function gridAt(grid: CarcState['grid'], cell: number): number {
  const row = grid[(cell / W) | 0];
  return row ? row[cell % W] : 0;
}

/** A copy of the grid with one cell set (the outer array and that row are new). */
export function gridWith(grid: CarcState['grid'], cell: number, value: number): CarcState['grid'] {
  const out = grid.slice(), r = (cell / W) | 0;
  const row = out[r] ? out[r]!.slice() : new Array<number>(W).fill(0);
  row[cell % W] = value;
  out[r] = row;
  return out;
}

export const frontierCell = (f: number): number => f & 0x7fff;
export const frontierNeed = (f: number): number => f >> 15;

/** The tile (kind, rot) meets every placed neighbour of a frontier entry. */
export const fitsNeed = (need: number, kind: number, rot: number): boolean => (SIG[kind * 4 + rot] & MASK[need]) === need;

/** The frontier after a tile of signature `sig` is placed on `cell` (a new array; grid is before the placement). */
export function frontierAfter(frontier: readonly number[], grid: CarcState['grid'], cell: number, sig: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < frontier.length; i++) if (frontierCell(frontier[i]) !== cell) out.push(frontier[i]);
  for (let d = 0; d < 4; d++) {
    const n = cell + DELTA[d];
    if (gridAt(grid, n) !== 0) continue;
    const bits = edgeAt(sig, d) << (2 * opposite(d) + 15);
    let i = 0;
    while (i < out.length && frontierCell(out[i]) !== n) i++;
    if (i < out.length) out[i] |= bits;
    else out.push(n | bits);
  }
  return out;
}

/** Does the tile kind fit anywhere on the frontier? */
export function fitsAnywhere(frontier: readonly number[], kind: number): boolean {
  for (let i = 0; i < frontier.length; i++) {
    const m = MASK[frontierNeed(frontier[i])], need = frontierNeed(frontier[i]), base = kind * 4;
    if ((SIG[base] & m) === need || (SIG[base + 1] & m) === need || (SIG[base + 2] & m) === need || (SIG[base + 3] & m) === need) return true;
  }
  return false;
}

/** The frontier entry of a cell, or -1 when the cell touches no tile along a side. */
export function frontierEntry(frontier: readonly number[], cell: number): number {
  for (let i = 0; i < frontier.length; i++) if (frontierCell(frontier[i]) === cell) return frontier[i];
  return -1;
}
