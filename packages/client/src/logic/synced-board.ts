// The synced board and followers, one number each (packed by packages/server/src/packed.ts; the
// format is in the README, "The game server's interface"), read back as the page uses them.

export interface SyncedCell { tile: number; rot: number; placedAt: number }
export interface SyncedFollower { seat: number; cell: number; piece: number; figure: string }

/** -1 is an empty cell (tile -1). */
export function unpackCell(n: number): SyncedCell {
  return n < 0 ? { tile: -1, rot: 0, placedAt: 0 } : { tile: n & 0xff, rot: (n >> 8) & 3, placedAt: n >>> 10 };
}

const FIGURES = ['', 'king', 'falconer'];

export function unpackFollower(n: number): SyncedFollower {
  return { seat: n & 3, figure: FIGURES[(n >> 2) & 0x3f] ?? '', piece: (n >> 8) & 0xff, cell: n >>> 16 };
}
