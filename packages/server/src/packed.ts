// The board and the followers travel as one number each (README, "The game server's interface"):
// a synced Schema instance costs about 1 KB of change tracking per game, a number in an array a few
// bytes. The page reads them back with packages/client/src/logic/synced-board.ts. Imports nothing
// (the rules' shapes are named structurally), so that tests on either side can use it.

/** Figures by their number in a packed follower: 0 a plain follower. */
const FIGURES = ['', 'king', 'falconer'];

/** Each cell -1 when empty, else tile | rot << 8 | placedAt << 10 (the move it was placed at). */
export function packBoard(board: readonly ({ tile: number; rot: number } | null)[], placedAt: readonly number[]): number[] {
  return board.map((b, i) => (b ? b.tile | (b.rot << 8) | ((placedAt[i] ?? 0) << 10) : -1));
}

/** Bit k set when tower space k still holds a face-down wall tile (never which one). */
export function packTowers(towers: readonly (number | null)[]): number {
  return towers.reduce<number>((bits, t, k) => (t !== null ? bits | (1 << k) : bits), 0);
}

/** Wall tiles held, by kind (1 to 9): kind k's count (0 to 2, there are two of each) at bits 2(k - 1). */
export function packWall(kinds: readonly number[]): number {
  return kinds.reduce((bits, k) => bits + (1 << (2 * (k - 1))), 0);
}

/** Each follower on the board as seat | figure << 2 | piece << 8 | cell << 16. */
export function packFollowers(followers: readonly { seat: number; cell: number; piece: number; figure?: string }[]): number[] {
  return followers.map((f) => f.seat | (Math.max(0, FIGURES.indexOf(f.figure ?? '')) << 2) | (f.piece << 8) | (f.cell << 16));
}
