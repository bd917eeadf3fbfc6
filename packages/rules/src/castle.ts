// The castles as data: the cell map, the start spaces printed on the wall, the towers on the score
// track and the Falcon gates, one set per edition. The printed boards are not written down
// anywhere, so both are reconstructions within SPEC.md's facts (docs/board.md draws them and says
// which parts are sourced). Everything below the data is derived from it.
import { StartPieces, startPiecesOf } from './pieces';

/** Sides of a cell or tile, clockwise. */
export const N = 0, E = 1, S = 2, W = 3;
export type Side = 0 | 1 | 2 | 3;

export interface StartSpaceData {
  /** The cell in front of it, as x, y in the castle's map. */
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

export interface CastleData {
  name: 'base' | 'falcon';
  /** Rows of the castle, top row first: `.` a cell, `#` outside the wall. */
  map: readonly string[];
  starts: readonly StartSpaceData[];
  /**
   * First space of each corner tower (a tower covers that space and the next), clockwise from the
   * tower on 0/1, which starts at the top-left bend of the wall. Tower k stands on the k-th bend.
   */
  towerSpaces: readonly number[];
  /** Falcon gates, each lying between two track spaces on a straight stretch of wall. */
  gates: readonly (readonly [number, number])[];
}

/** The score track: 100 spaces clockwise; a score of 100 or more goes round again. */
export const TRACK_LENGTH = 100;

const TOWER_SPACES = [0, 12, 16, 21, 29, 33, 38, 43, 51, 71, 75, 79, 93, 96];

export const BASE_CASTLE_DATA: CastleData = {
  name: 'base',
  map: [
    '#........#',
    '..........',
    '..........',
    '..........',
    '.........#',
    '..........',
    '..........',
    '#.........',
  ],
  starts: [
    { x: 3, y: 0, side: N, strip: 'CCPCC' },
    { x: 6, y: 0, side: N, strip: 'TTTTT' },
    { x: 9, y: 2, side: E, strip: 'HHPCC' },
    { x: 9, y: 6, side: E, strip: 'CMCCC' },
    { x: 6, y: 7, side: S, strip: 'CCPTT' },
    { x: 2, y: 7, side: S, strip: 'HHHHH' },
    { x: 0, y: 3, side: W, strip: 'CCPHH' },
  ],
  towerSpaces: TOWER_SPACES,
  gates: [],
};

/**
 * With the Falcon expansion four gate sections are inserted into the wall (between 27/28, 47/48,
 * 69/70 and 91/92: sourced), and two of them carry a start space (sourced, without their pictures).
 * Wall pieces inserted into a closed wall lengthen it, so this castle is the base castle with one
 * more column (x = 5) and one more row (y = 2): 95 cells for 78 tiles, as 76 for 60 (reconstructed).
 * The two new start spaces lie in the inserted row on the west wall and the inserted column on the
 * south wall, the stretches of gates 91/92 and 69/70 (reconstructed, pictures too).
 */
export const FALCON_CASTLE_DATA: CastleData = {
  name: 'falcon',
  map: [
    '#.........#',
    '...........',
    '...........',
    '...........',
    '...........',
    '..........#',
    '...........',
    '...........',
    '#..........',
  ],
  starts: [
    { x: 3, y: 0, side: N, strip: 'CCPCC' },
    { x: 7, y: 0, side: N, strip: 'TTTTT' },
    { x: 10, y: 3, side: E, strip: 'HHPCC' },
    { x: 10, y: 7, side: E, strip: 'CMCCC' },
    { x: 7, y: 8, side: S, strip: 'CCPTT' },
    { x: 2, y: 8, side: S, strip: 'HHHHH' },
    { x: 0, y: 4, side: W, strip: 'CCPHH' },
    { x: 0, y: 2, side: W, strip: 'CCPKK' },
    { x: 5, y: 8, side: S, strip: 'CCCMC' },
  ],
  towerSpaces: TOWER_SPACES,
  gates: [[27, 28], [47, 48], [69, 70], [91, 92]],
};

export const DX = [0, 1, 0, -1];
export const DY = [-1, 0, 1, 0];

/** Start spaces are counted as tiles with these ids, after the cells of either castle. */
export const START_BASE = 1000;
/** What lies beyond a cell's side when it is the plain wall (see Castle.neighbours). */
export const WALL = -1;

/** A castle with everything the rules and the pictures derive from its data. */
export interface Castle extends CastleData {
  width: number;
  height: number;
  /** Cells in reading order: cell id -> [x, y]. */
  cells: readonly (readonly [number, number])[];
  cellCount: number;
  /** Cell id at x, y, or -1 outside the castle. */
  cellAt(x: number, y: number): number;
  /**
   * What lies beyond each side of each cell: a cell id (>= 0), WALL, or a start space as
   * -(2 + index). Indexed [cell * 4 + side].
   */
  neighbours: readonly number[];
  /** Each start space's strip as pieces, acting like one edge of a tile. */
  startPieces: readonly StartPieces[];
  /**
   * The wall's outline as its bends (grid points, x right, y down), clockwise from the bend of the
   * corner tower on 0/1, so that bend k is corner tower k.
   */
  wallBends: readonly (readonly [number, number])[];
  /** Index of the tower whose two spaces include this track position, or -1. */
  towerAtSpace(space: number): number;
}

export function isStartNeighbour(n: number): boolean {
  return n <= -2;
}
export function startIndexOf(n: number): number {
  return -n - 2;
}

export function makeCastle(data: CastleData): Castle {
  const width = data.map[0].length, height = data.map.length;
  if (data.map.some((row) => row.length !== width)) throw new Error(`${data.name} castle: rows of unequal length`);
  const cells: [number, number][] = [];
  data.map.forEach((row, y) => [...row].forEach((ch, x) => { if (ch === '.') cells.push([x, y]); }));
  const index = new Array<number>(width * height).fill(-1);
  cells.forEach(([x, y], id) => { index[y * width + x] = id; });
  const cellAt = (x: number, y: number) => (x >= 0 && y >= 0 && x < width && y < height ? index[y * width + x] : -1);

  const neighbours: number[] = [];
  cells.forEach(([x, y]) => {
    for (let d = 0; d < 4; d++) neighbours.push(cellAt(x + DX[d], y + DY[d]) >= 0 ? cellAt(x + DX[d], y + DY[d]) : WALL);
  });
  data.starts.forEach((s, i) => {
    const c = cellAt(s.x, s.y);
    if (c < 0 || neighbours[c * 4 + s.side] !== WALL) throw new Error(`${data.name} castle: start space ${i} is not on the wall`);
    neighbours[c * 4 + s.side] = -(2 + i);
  });

  const towerSpot = new Array<number>(TRACK_LENGTH).fill(-1);
  data.towerSpaces.forEach((t, k) => { towerSpot[t] = k; towerSpot[(t + 1) % TRACK_LENGTH] = k; });

  return {
    ...data, width, height, cells, cellCount: cells.length, cellAt, neighbours,
    startPieces: data.starts.map((s, i) => startPiecesOf(s.strip, `${data.name} castle: start space ${i}`)),
    wallBends: wallBendsOf(cells, cellAt),
    towerAtSpace: (space) => towerSpot[((space % TRACK_LENGTH) + TRACK_LENGTH) % TRACK_LENGTH],
  };
}

function wallBendsOf(cells: readonly (readonly [number, number])[], cellAt: (x: number, y: number) => number): [number, number][] {
  const inside = (x: number, y: number) => cellAt(x, y) >= 0;
  // Boundary edges, directed so that the castle lies on their right (clockwise on screen).
  const next = new Map<string, [number, number]>();
  cells.forEach(([x, y]) => {
    if (!inside(x, y - 1)) next.set(`${x},${y}`, [x + 1, y]);
    if (!inside(x + 1, y)) next.set(`${x + 1},${y}`, [x + 1, y + 1]);
    if (!inside(x, y + 1)) next.set(`${x + 1},${y + 1}`, [x, y + 1]);
    if (!inside(x - 1, y)) next.set(`${x},${y + 1}`, [x, y]);
  });
  const start = cells.find(([x, y]) => !inside(x, y - 1))!; // top-left end of the top wall
  const points: [number, number][] = [[start[0], start[1]]];
  for (let p = next.get(`${start[0]},${start[1]}`)!; `${p}` !== `${start}`; p = next.get(`${p[0]},${p[1]}`)!) points.push(p);
  return points.filter((p, i) => {
    const a = points[(i + points.length - 1) % points.length], b = points[(i + 1) % points.length];
    return (p[0] - a[0]) * (b[1] - p[1]) !== (p[1] - a[1]) * (b[0] - p[0]); // a bend: the direction changes
  });
}

export const BASE_CASTLE: Castle = makeCastle(BASE_CASTLE_DATA);
export const FALCON_CASTLE: Castle = makeCastle(FALCON_CASTLE_DATA);

/** The castle a game is played in: the Falcon expansion brings its own. */
export function castleOf(state: { options: { falcon: boolean } }): Castle {
  return state.options.falcon ? FALCON_CASTLE : BASE_CASTLE;
}
