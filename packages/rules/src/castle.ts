// The castle as data: the cell map, the start spaces printed on the wall, and the score track.
// The printed board is not written down anywhere, so this is a reconstruction within SPEC.md's
// facts (docs/board.md draws it). Everything below the data is derived from it.

/** Rows of the castle, top row first: `.` a cell, `#` outside the wall. */
export const CASTLE_MAP: readonly string[] = [
  '#........#',
  '..........',
  '..........',
  '..........',
  '.........#',
  '..........',
  '..........',
  '#.........',
];

/** Sides of a cell or tile, clockwise. */
export const N = 0, E = 1, S = 2, W = 3;
export type Side = 0 | 1 | 2 | 3;

export interface StartSpaceData {
  /** The cell in front of it, as x, y in CASTLE_MAP. */
  x: number;
  y: number;
  /** The side of that cell the start space lies on (it is part of the wall). */
  side: Side;
  /**
   * Five sub-cells along the wall, read left to right (north and south walls) or top to bottom
   * (east and west walls), in the tile letters of tiles.ts.
   */
  strip: string;
}

export const START_SPACES_DATA: readonly StartSpaceData[] = [
  { x: 3, y: 0, side: N, strip: 'CCPCC' },
  { x: 6, y: 0, side: N, strip: 'TTTTT' },
  { x: 9, y: 2, side: E, strip: 'HHPCC' },
  { x: 9, y: 6, side: E, strip: 'CMCCC' },
  { x: 6, y: 7, side: S, strip: 'CCPTT' },
  { x: 2, y: 7, side: S, strip: 'HHHHH' },
  { x: 0, y: 3, side: W, strip: 'CCPHH' },
];

/** The score track: 100 spaces clockwise; a score of 100 or more goes round again. */
export const TRACK_LENGTH = 100;

/**
 * First space of each corner tower (a tower covers that space and the next), clockwise from the
 * tower on 0/1, which starts at the top-left bend of the wall. Tower k stands on the k-th bend.
 */
export const TOWER_SPACES: readonly number[] = [0, 12, 16, 21, 29, 33, 38, 43, 51, 71, 75, 79, 93, 96];

/** Falcon gates lie between these track spaces (on straight stretches of the wall). */
export const GATES: readonly (readonly [number, number])[] = [[27, 28], [47, 48], [69, 70], [91, 92]];

// ---- derived -------------------------------------------------------------------------------

export const CASTLE_WIDTH = CASTLE_MAP[0].length;
export const CASTLE_HEIGHT = CASTLE_MAP.length;

/** Cells in reading order: cell id -> [x, y]. */
export const CELLS: readonly (readonly [number, number])[] = (() => {
  const out: [number, number][] = [];
  CASTLE_MAP.forEach((row, y) => [...row].forEach((ch, x) => { if (ch === '.') out.push([x, y]); }));
  return out;
})();

export const CELL_COUNT = CELLS.length;

/** Cell id at x, y, or -1 outside the castle. */
export function cellAt(x: number, y: number): number {
  if (!(x >= 0 && y >= 0 && x < CASTLE_WIDTH && y < CASTLE_HEIGHT)) return -1;
  return CELL_INDEX[y * CASTLE_WIDTH + x];
}
const CELL_INDEX: number[] = (() => {
  const idx = new Array<number>(CASTLE_WIDTH * CASTLE_HEIGHT).fill(-1);
  CELLS.forEach(([x, y], id) => { idx[y * CASTLE_WIDTH + x] = id; });
  return idx;
})();

export const DX = [0, 1, 0, -1];
export const DY = [-1, 0, 1, 0];

/** Start spaces are counted as tiles with these ids, after the cells. */
export const START_BASE = 1000;

/**
 * What lies beyond each side of each cell: a cell id (>= 0), WALL, or a start space as
 * -(2 + index). Indexed [cell * 4 + side].
 */
export const WALL = -1;
export const NEIGHBOURS: readonly number[] = (() => {
  const out: number[] = [];
  CELLS.forEach(([x, y]) => {
    for (let d = 0; d < 4; d++) {
      const nx = x + DX[d], ny = y + DY[d];
      const inside = nx >= 0 && ny >= 0 && nx < CASTLE_WIDTH && ny < CASTLE_HEIGHT;
      out.push(inside ? cellAt(nx, ny) : WALL);
    }
  });
  START_SPACES_DATA.forEach((s, i) => {
    const c = cellAt(s.x, s.y);
    if (c < 0 || out[c * 4 + s.side] !== WALL) throw new Error(`start space ${i} is not on the wall`);
    out[c * 4 + s.side] = -(2 + i);
  });
  return out;
})();

export function isStartNeighbour(n: number): boolean {
  return n <= -2;
}
export function startIndexOf(n: number): number {
  return -n - 2;
}

/** Index of the tower whose two spaces include this track position, or -1. */
export function towerAtSpace(space: number): number {
  const p = ((space % TRACK_LENGTH) + TRACK_LENGTH) % TRACK_LENGTH;
  for (let t = 0; t < TOWER_SPACES.length; t++) {
    if (p === TOWER_SPACES[t] || p === TOWER_SPACES[t] + 1) return t;
  }
  return -1;
}

/**
 * The wall's outline as its bends (grid points, x right, y down), clockwise from the bend of the
 * corner tower on 0/1, so that bend k is corner tower k. Derived from CASTLE_MAP.
 */
export const WALL_BENDS: readonly (readonly [number, number])[] = (() => {
  const inside = (x: number, y: number) => cellAt(x, y) >= 0;
  // Boundary edges, directed so that the castle lies on their right (clockwise on screen).
  const next = new Map<string, [number, number]>();
  CELLS.forEach(([x, y]) => {
    if (!inside(x, y - 1)) next.set(`${x},${y}`, [x + 1, y]);
    if (!inside(x + 1, y)) next.set(`${x + 1},${y}`, [x + 1, y + 1]);
    if (!inside(x, y + 1)) next.set(`${x + 1},${y + 1}`, [x, y + 1]);
    if (!inside(x - 1, y)) next.set(`${x},${y + 1}`, [x, y]);
  });
  const start = CELLS.find(([x, y]) => !inside(x, y - 1))!; // top-left end of the top wall
  const points: [number, number][] = [[start[0], start[1]]];
  for (let p = next.get(`${start[0]},${start[1]}`)!; `${p}` !== `${start}`; p = next.get(`${p[0]},${p[1]}`)!) points.push(p);
  return points.filter((p, i) => {
    const a = points[(i + points.length - 1) % points.length], b = points[(i + 1) % points.length];
    return (p[0] - a[0]) * (b[1] - p[1]) !== (p[1] - a[1]) * (b[0] - p[0]); // a bend: the direction changes
  });
})();
