// Positions for tests, puzzles and examples: tiles laid, followers standing and the tiles still to
// draw, given in words rather than played turn by turn. Every tile is checked as a placement would
// be (beside a tile, edges matching), so a position is one the game could reach by its placements.
import { BUCKETS, cellOf, fitsNeed, frontierEntry, frontierNeed, gridAt, kindIn } from './grid';
import { spotIndex } from './segments';
import { START_KIND, kindOf } from './tiles';
import { beginTurn, copyState, layTile } from './turn';
import type { CarcState } from './types';

export interface Position {
  seats: number;
  /** Tiles laid after the start tile (a D at 0,0), in an order in which each touches one before it. */
  tiles: { tile: string; x: number; y: number; rot: number }[];
  /** Followers standing, by seat and spot (several may share a feature, as after tiles joined it). */
  followers?: { seat: number; x: number; y: number; spot: string }[];
  scores?: number[];
  /** The tiles still to draw, in order: the first is drawn now. */
  order: string[];
  /** The seat to act (0 if left out). */
  toAct?: number;
}

/** The state of a position; throws a RangeError saying what is wrong with it. */
export function fromPosition(p: Position): CarcState {
  let board = layTile({ uf: [], grid: Array.from({ length: BUCKETS }, () => []), frontier: [], tiles: [], cloisters: [] }, cellOf(0, 0), START_KIND, 0);
  for (const t of p.tiles) {
    const kind = kindOf(t.tile), cell = cellOf(t.x, t.y), entry = frontierEntry(board.frontier, cell);
    if (kind < 0) throw new RangeError(`no tile ${t.tile}`);
    if (gridAt(board.grid, cell) || entry < 0 || !fitsNeed(frontierNeed(entry), kind, t.rot)) {
      throw new RangeError(`${t.tile} turned ${t.rot} cannot be laid at ${t.x},${t.y}`);
    }
    board = layTile(board, cell, kind, t.rot);
  }
  const men: number[] = [];
  for (const f of p.followers ?? []) {
    const cell = cellOf(f.x, f.y), v = gridAt(board.grid, cell), local = v ? spotIndex(kindIn(v), f.spot) : -1;
    if (local < 0) throw new RangeError(`no spot ${f.spot} at ${f.x},${f.y}`);
    men.push(f.seat | (local << 3) | (cell << 7));
  }
  const stack = p.order.map(kindOf);
  if (stack.includes(-1)) throw new RangeError('order holds a letter that is no tile (A to X)');
  const s = copyState({
    version: 1, seats: p.seats, seed: '', stack, next: 0, setAside: [], turn: 0, toAct: 0, step: 'place', tile: -1, placed: -1,
    tiles: board.tiles, grid: board.grid, frontier: board.frontier, cloisters: board.cloisters, uf: board.uf, men,
    scores: p.scores ? p.scores.slice() : new Array<number>(p.seats).fill(0), result: null,
  });
  return beginTurn(s, p.toAct ?? 0, []);
}
