// The board and the followers travel as one number each (docs/api.md): a
// synced Schema instance costs about 1 KB of change tracking per game, a number in an array a few
// bytes. Written once here: the server packs, the page unpacks.

/** Figures by their number in a packed follower: 0 a plain follower. */
export const FIGURES = ['', 'king', 'falconer'] as const;

export interface PackedCell { tile: number; rot: number; order: number }
export interface PackedFollower { seat: number; cell: number; piece: number; figure: string }

/** A cell as tile | rot << 8 | order << 10, `order` its place in the order tiles were placed; -1 when empty. */
export function packCell(c: PackedCell | null): number {
  return c ? c.tile | (c.rot << 8) | (c.order << 10) : -1;
}

/** -1 is an empty cell (tile -1). */
export function unpackCell(n: number): PackedCell {
  return n < 0 ? { tile: -1, rot: 0, order: 0 } : { tile: n & 0xff, rot: (n >> 8) & 3, order: n >>> 10 };
}

/** Every cell of a board of `cells` cells, from its placements in the order they were placed. */
export function packBoard(cells: number, placements: readonly { cell: number; tile: number; rot: number }[]): number[] {
  const board = new Array<number>(cells).fill(-1);
  placements.forEach((p, order) => { board[p.cell] = packCell({ tile: p.tile, rot: p.rot, order }); });
  return board;
}

/** A packed board's placements in the order they were placed. */
export function unpackBoard(board: Iterable<number>): { cell: number; tile: number; rot: number }[] {
  return [...board].map(unpackCell).map((c, cell) => ({ cell, ...c })).filter((c) => c.tile >= 0)
    .sort((a, b) => a.order - b.order).map(({ cell, tile, rot }) => ({ cell, tile, rot }));
}

/** A follower as seat | figure << 2 | piece << 8 | cell << 16. */
export function packFollower(f: { seat: number; cell: number; piece: number; figure?: string }): number {
  return (f.seat | (Math.max(0, FIGURES.indexOf((f.figure ?? '') as (typeof FIGURES)[number])) << 2) | (f.piece << 8) | (f.cell << 16)) >>> 0;
}

export function unpackFollower(n: number): PackedFollower {
  return { seat: n & 3, figure: FIGURES[(n >> 2) & 0x3f] ?? '', piece: (n >> 8) & 0xff, cell: n >>> 16 };
}

/** Bit k set when tower space k still holds a face-down wall tile (never which one). */
export function packTowers(towers: readonly boolean[]): number {
  return towers.reduce<number>((bits, t, k) => (t ? bits | (1 << k) : bits), 0);
}

/** Per tower space (of `count`): still holds a face-down wall tile. */
export function unpackTowers(bits: number, count: number): boolean[] {
  return Array.from({ length: count }, (_, k) => ((bits >>> k) & 1) === 1);
}

/** Wall tiles held, in the order taken: one hexadecimal digit per tile (its kind, 1 to 9), the first
 *  taken lowest. The castle has 13 face-down wall tiles, so 52 bits at most: a float64 holds them
 *  exactly (arithmetic, not 32-bit bit operations). 0 for none. */
export function packWall(kinds: readonly number[]): number {
  return kinds.reduceRight((n, k) => n * 16 + k, 0);
}

/** The wall tiles held, in the order taken. */
export function unpackWall(packed: number): number[] {
  const kinds: number[] = [];
  for (let n = packed; n > 0; n = Math.floor(n / 16)) kinds.push(n % 16);
  return kinds;
}
