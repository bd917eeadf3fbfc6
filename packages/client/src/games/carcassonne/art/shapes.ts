// The shapes of a Carcassonne tile's features in a 100-unit square, north up, and their quarter
// turns. A city segment is one of five shapes (a cap on one edge, a corner, a band through the
// middle, three edges, the whole tile); each is drawn in one orientation here and turned onto its
// edges. Points are turned in code rather than by an SVG transform, so the document holds the final
// coordinates (tests read them) and light falls from the same side on every tile.

/** A path as commands with absolute coordinates: ['M', x, y], ['Q', cx, cy, x, y], ['Z']... */
export type Cmd = [string, ...number[]];
export type Pt = [number, number];

/** Side length of a tile in SVG units. */
export const TILE = 100;
/** The middle of each side, N E S W: where roads cross it. */
export const MIDS: readonly Pt[] = [[50, 0], [100, 50], [50, 100], [0, 50]];

/** (x, y) turned q quarter turns clockwise about the tile's centre. */
export function turnPt([x, y]: Pt, q: number): Pt {
  let p: Pt = [x, y];
  for (let i = 0; i < ((q % 4) + 4) % 4; i++) p = [TILE - p[1], p[0]];
  return p;
}

export function turnPath(path: readonly Cmd[], q: number): Cmd[] {
  return path.map(([c, ...xy]) => {
    const out: number[] = [];
    for (let i = 0; i < xy.length; i += 2) out.push(...turnPt([xy[i], xy[i + 1]], q));
    return [c, ...out];
  });
}

/** A rectangle [x, y, w, h] turned: still a rectangle (turns are quarter turns). */
export function turnRect([x, y, w, h]: readonly number[], q: number): [number, number, number, number] {
  const [a, b] = [turnPt([x, y], q), turnPt([x + w, y + h], q)];
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1])];
}

/** Numbers short in the text: 2 decimals at most. */
export const n = (v: number): string => String(Math.round(v * 100) / 100);

export const pathText = (path: readonly Cmd[]): string => path.map(([c, ...xy]) => c + xy.map(n).join(' ')).join('');

export interface CityShape {
  /** The sides it covers, north up. */
  sides: readonly number[];
  /** The city's ground: the tile's edges it covers and the walls between. */
  area: Cmd[];
  /** The walls: the area's boundary inside the tile, each from corner to corner. */
  walls: Cmd[][];
  /** Houses [x, y, w, h], clear of the walls and of the pennant. */
  houses: readonly (readonly number[])[];
  /** Where a pennant's shield goes, and a house drawn there when the city has none. */
  pennant: Pt;
  spare: readonly number[];
  /** Where a road that ends on this city meets its wall (a gate), if one can. */
  gate?: { side: number; at: Pt };
}

/** A cap's wall: 31 units deep in the middle, leaving each corner at under 40° to the edge, so that two
 *  caps on neighbouring edges (the I tile) leave a wedge of field between them. */
const CAP: Cmd = ['C', 52, 40, 48, 40, 0, 0];

export const CITY_SHAPES: readonly CityShape[] = [
  { // a cap on the north edge (E, H, I, J, K, L, D)
    sides: [0],
    area: [['M', 0, 0], ['L', 100, 0], CAP, ['Z']],
    walls: [[['M', 100, 0], CAP]],
    houses: [[23, 3, 13, 9], [64, 3, 13, 9]],
    pennant: [49, 13], spare: [40, 4, 19, 12],
  },
  { // a corner, north and west (M, N, O, P)
    sides: [0, 3],
    area: [['M', 0, 0], ['L', 100, 0], ['Q', 54, 54, 0, 100], ['Z']],
    walls: [[['M', 100, 0], ['Q', 54, 54, 0, 100]]],
    houses: [[5, 5, 15, 10], [41, 4, 15, 9], [62, 4, 10, 9], [4, 40, 10, 15], [4, 61, 9, 11]],
    pennant: [27, 26], spare: [21, 18, 14, 15],
  },
  { // a band from west to east through the middle (F, G)
    sides: [1, 3],
    area: [['M', 0, 0], ['Q', 50, 50, 100, 0], ['L', 100, 100], ['Q', 50, 50, 0, 100], ['Z']],
    walls: [[['M', 0, 0], ['Q', 50, 50, 100, 0]], [['M', 100, 100], ['Q', 50, 50, 0, 100]]],
    houses: [[3, 21, 12, 13], [3, 67, 12, 12], [85, 20, 12, 13], [85, 67, 12, 12], [22, 35, 14, 10], [64, 55, 14, 10]],
    pennant: [50, 50], spare: [43, 43, 14, 14],
  },
  { // three edges, open to the south (Q, R, S, T)
    sides: [0, 1, 3],
    area: [['M', 0, 0], ['L', 100, 0], ['L', 100, 100], ['Q', 50, 40, 0, 100], ['Z']],
    walls: [[['M', 100, 100], ['Q', 50, 40, 0, 100]]],
    houses: [[6, 5, 15, 10], [26, 4, 13, 10], [43, 5, 13, 9], [60, 4, 15, 10], [82, 6, 12, 13], [4, 24, 12, 15], [84, 28, 12, 14],
      [22, 43, 14, 10], [64, 43, 14, 10], [6, 52, 11, 13], [83, 52, 11, 13]],
    pennant: [50, 32], spare: [43, 22, 14, 15],
    gate: { side: 2, at: [50, 70] },
  },
  { // the whole tile (C)
    sides: [0, 1, 2, 3],
    area: [['M', 0, 0], ['L', 100, 0], ['L', 100, 100], ['L', 0, 100], ['Z']],
    walls: [],
    houses: [[5, 5, 15, 10], [28, 4, 13, 10], [60, 4, 15, 10], [82, 7, 12, 13], [4, 26, 12, 15], [84, 30, 12, 14],
      [5, 60, 12, 13], [83, 58, 12, 14], [7, 83, 15, 11], [31, 85, 13, 10], [57, 84, 15, 10], [82, 81, 12, 13],
      [24, 27, 14, 10], [62, 62, 14, 10]],
    pennant: [50, 50], spare: [43, 43, 14, 14],
  },
];

/** The shape of a city on `sides` and the quarter turn that lays it there. Throws if no shape fits. */
export function cityShape(sides: readonly number[]): { shape: CityShape; q: number } {
  const want = [...new Set(sides)].sort().join();
  for (const shape of CITY_SHAPES) {
    for (let q = 0; q < 4; q++) {
      if (shape.sides.map((s) => (s + q) % 4).sort().join() === want) return { shape, q };
    }
  }
  throw new Error(`No city shape covers the sides ${JSON.stringify(sides)}.`);
}

/** A quarter circle's control distance for a cubic Bézier (4/3·(√2 − 1) of the radius). */
const ARC = 0.5523 * 50;

/** The centre line of a road that crosses the tile from side a to side b: straight across, or a
 *  quarter circle round the corner between two neighbouring sides (it meets both at right angles). */
export function roadThrough(a: number, b: number): Cmd[] {
  if ((a - b + 4) % 2 === 0) return [['M', ...MIDS[a]], ['L', ...MIDS[b]]];
  // Drawn from south to west (the V tile), then turned so that {2, 3} lands on {a, b}.
  const q = [0, 1, 2, 3].find((k) => [(2 + k) % 4, (3 + k) % 4].sort().join() === [a, b].sort().join())!;
  return turnPath([['M', 50, 100], ['C', 50, 100 - ARC, ARC, 50, 0, 50]], q);
}

/** The centre line of a road from side a to a point `depth` units in from that side. */
export function roadInto(a: number, depth: number): Cmd[] {
  return turnPath([['M', 50, 100], ['L', 50, 100 - depth]], a - 2);
}
