// The synced board and followers, one number each (packed by packages/server/src/packed.ts; the
// format is in the README, "The game server's interface"), read back as the page uses them.

export interface SyncedCell { tile: number; rot: number; placedAt: number }
export interface SyncedFollower { seat: number; cell: number; piece: number; figure: string }

/** -1 is an empty cell (tile -1). */
export function unpackCell(n: number): SyncedCell {
  return n < 0 ? { tile: -1, rot: 0, placedAt: 0 } : { tile: n & 0xff, rot: (n >> 8) & 3, placedAt: n >>> 10 };
}

const FIGURES = ['', 'king', 'falconer'];

/** Per tower space (of `count`): still holds a face-down wall tile. */
export function unpackTowers(bits: number, count: number): boolean[] {
  return Array.from({ length: count }, (_, k) => ((bits >>> k) & 1) === 1);
}

/** The wall tiles held, by kind in ascending order (kind k's count at bits 2(k - 1)). */
export function unpackWall(bits: number): number[] {
  const kinds: number[] = [];
  for (let k = 1; k <= 9; k++) for (let n = (bits >>> (2 * (k - 1))) & 3; n > 0; n--) kinds.push(k);
  return kinds;
}

/** How many of each tile type are still to come, from what everyone sees: each type's count in the
 *  set, less the tiles on the board (packed cells), the discarded ones (comma-separated types) and
 *  the one drawn (`tile`, -1 for none) while it is not on the board yet (`placed`, its cell, is -1
 *  until then). */
export function remainingOf(
  counts: readonly number[], board: ArrayLike<number>, discarded: string, tile: number, placed: number,
): number[] {
  const left = counts.slice();
  for (let c = 0; c < board.length; c++) if (board[c] >= 0) left[board[c] & 0xff]--;
  if (discarded) for (const t of discarded.split(',')) left[Number(t)]--;
  if (tile >= 0 && placed < 0) left[tile]--;
  return left;
}

export function unpackFollower(n: number): SyncedFollower {
  return { seat: n & 3, figure: FIGURES[(n >> 2) & 0x3f] ?? '', piece: (n >> 8) & 0xff, cell: n >>> 16 };
}
