// What covers each point of a Carcassonne tile as the art draws it (art/tile-svg.ts):
// a grid of samples over the 100-unit tile, north up, each labelled city, road, village square,
// churchyard, wall or grass, and the grass split into the tile's fields by flood fill from their
// half edges. Built from the art's own shapes (art/shapes.ts) and the rules' tile data,
// so that follower spots (plane-spots.ts) stand on what the picture shows. Plain arithmetic.
import type { TileKind } from '@castle/carcassonne';
import { type Cmd, type Pt, MIDS, TILE, cityShape, roadInto, roadThrough, turnPath, turnPt, turnRect } from '../art/shapes';

/** Sizes the art draws with (tile-svg.ts, which keeps them to itself): a road's
 *  width and its verges, a wall's thickness on the field side of a city, the village square's
 *  radius, how far a road runs in to a cloister. test/plane-view.test.ts reads the drawing itself
 *  back and checks that every spot stands on its feature there. */
export const ART = { road: 9, verge: 1.6, wall: 4.6, square: 10, cloisterRoad: 28 } as const;

/** Samples every STEP units, 0 to 100 inclusive on both axes: the tile's centre is a sample. */
export const STEP = 2;
export const N = TILE / STEP + 1;

export const SIDE_INDEX: Record<string, number> = { N: 0, E: 1, S: 2, W: 3 };

/** The region of each sample: 'c0' city 0, 'r1' road 1, 'f0' field 0, 'sq', 'yard', 'wall',
 *  'grass' (grass of no field: a wedge between two city caps). Index j * N + i. */
export interface TileRegions {
  labels: string[];
  /** Each road's centre line, flattened (for spots that run along it). */
  roads: Pt[][];
  /** The church's middle, where a monk stands. */
  church: Pt | null;
}

export const sampleAt = (k: number): Pt => [(k % N) * STEP, Math.floor(k / N) * STEP];

/** A path's points, its curves sampled at 16 steps each (the art writes M, L, Q, C, Z). */
export function flattenPath(path: readonly Cmd[]): Pt[] {
  const out: Pt[] = [];
  for (const [c, ...v] of path) {
    if (c === 'M' || c === 'L') out.push([v[0], v[1]]);
    else if (c === 'Q' || c === 'C') {
      const from = out[out.length - 1], ctrl: Pt[] = [];
      for (let i = 0; i < v.length; i += 2) ctrl.push([v[i], v[i + 1]]);
      for (let s = 1; s <= 16; s++) {
        const t = s / 16;
        let pts = [from, ...ctrl];
        while (pts.length > 1) pts = pts.slice(1).map((p, k): Pt => [pts[k][0] + (p[0] - pts[k][0]) * t, pts[k][1] + (p[1] - pts[k][1]) * t]);
        out.push(pts[0]);
      }
    }
  }
  return out;
}

/** Where a closed polygon crosses the row y: a point (x, y) is inside (even-odd) when an odd
 *  number of these lie to its right. One pass per row instead of one per point. */
export function rowCrossings(poly: readonly Pt[], y: number): number[] {
  const xs: number[] = [];
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i], [xj, yj] = poly[j];
    if ((yi > y) !== (yj > y)) xs.push(((xj - xi) * (y - yi)) / (yj - yi) + xi);
  }
  return xs;
}

/** Distance from p to a polyline. */
export function distToLine([px, py]: Pt, line: readonly Pt[]): number {
  let best = Infinity;
  for (let i = 1; i < line.length; i++) {
    const [ax, ay] = line[i - 1], [bx, by] = line[i], dx = bx - ax, dy = by - ay;
    const len = dx * dx + dy * dy, t = len ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len)) : 0;
    const ex = px - ax - t * dx, ey = py - ay - t * dy;
    best = Math.min(best, ex * ex + ey * ey);
  }
  return Math.sqrt(best);
}

/** A shape's bounding box grown by `pad`, to skip the exact test for points far from it. */
interface Box { x0: number; y0: number; x1: number; y1: number }
function boxOf(pts: readonly Pt[], pad: number): Box {
  const xs = pts.map((p) => p[0]), ys = pts.map((p) => p[1]);
  return { x0: Math.min(...xs) - pad, y0: Math.min(...ys) - pad, x1: Math.max(...xs) + pad, y1: Math.max(...ys) + pad };
}

/** The roads' centre lines as the art draws them: across, round a corner, or into the tile to the
 *  cloister, a city's gate or the village square in the middle (which `square` then says). */
function roadLines(t: TileKind): { lines: Cmd[][]; square: boolean } {
  const ends = t.roads.filter((r) => r.sides.length === 1).length;
  let square = false;
  const lines = t.roads.map((r) => {
    const s = r.sides.map((x) => SIDE_INDEX[x]);
    if (s.length === 2) return roadThrough(s[0], s[1]);
    if (t.cloister) return roadInto(s[0], ART.cloisterRoad);
    if (ends === 1) {
      for (const c of t.cities) {
        const { shape, q } = cityShape(c.sides.map((x) => SIDE_INDEX[x]));
        if (shape.gate && (shape.gate.side + q) % 4 === s[0]) {
          const at = turnPt(shape.gate.at, q), mid = MIDS[s[0]];
          return roadInto(s[0], Math.abs(at[0] - mid[0]) + Math.abs(at[1] - mid[1]));
        }
      }
    }
    square = true;
    return roadInto(s[0], TILE / 2);
  });
  return { lines, square };
}

/** The half edge a sample on the tile's border lies on: N1 N2 E1 E2 S1 S2 W1 W2 clockwise from
 *  the north-west corner. Null inside the tile, on a corner or on a side's middle. */
function halfEdgeOf([x, y]: Pt): string | null {
  const m = TILE / 2, onX = x === 0 || x === TILE, onY = y === 0 || y === TILE;
  if (onX === onY) return null;
  const along = onY ? x : y;
  if (along === m) return null;
  if (y === 0) return along < m ? 'N1' : 'N2';
  if (x === TILE) return along < m ? 'E1' : 'E2';
  if (y === TILE) return along > m ? 'S1' : 'S2';
  return along > m ? 'W1' : 'W2';
}

/** The sample offsets within a wall's reach of a city sample (its edge half a step beyond it). */
const WALL_DISC: [number, number][] = (() => {
  const from = ART.wall + 1 + STEP / 2, r = Math.ceil(from / STEP), out: [number, number][] = [];
  for (let dj = -r; dj <= r; dj++) for (let di = -r; di <= r; di++) if (Math.hypot(di, dj) * STEP <= from) out.push([di, dj]);
  return out;
})();

/** Label every sample of a tile kind (north up). */
export function tileRegions(t: TileKind): TileRegions {
  const roadHalf = ART.road / 2 + ART.verge;
  const cities = t.cities.map((c) => {
    const { shape, q } = cityShape(c.sides.map((x) => SIDE_INDEX[x]));
    const area = flattenPath(turnPath(shape.area, q));
    return { rows: Array.from({ length: N }, (_, j) => rowCrossings(area, j * STEP)) };
  });
  const cityLabel = cities.map((_, i) => `c${i}`), roadLabel = t.roads.map((_, i) => `r${i}`);
  const { lines, square } = roadLines(t);
  const roads = lines.map(flattenPath), roadBoxes = roads.map((r) => boxOf(r, roadHalf));
  const facing = t.roads.length ? SIDE_INDEX[t.roads[0].sides[0]] - 2 : 0; // a cloister faces its road
  const yard = t.cloister ? turnRect([25, 17, 50, 67], facing) : null;
  const label = (x: number, y: number, row: number): string => {
    for (let c = 0; c < cities.length; c++) {
      let right = 0;
      for (const cx of cities[c].rows[row]) if (cx > x) right++;
      if (right % 2 === 1) return cityLabel[c];
    }
    if (square && Math.hypot(x - 50, y - 50) <= ART.square + ART.verge) return 'sq';
    let road = -1, near = roadHalf;
    for (let r = 0; r < roads.length; r++) {
      const b = roadBoxes[r];
      if (x < b.x0 || x > b.x1 || y < b.y0 || y > b.y1) continue;
      const d = distToLine([x, y], roads[r]);
      if (d <= near) { near = d; road = r; }
    }
    if (road >= 0) return roadLabel[road];
    if (yard && x >= yard[0] && x <= yard[0] + yard[2] && y >= yard[1] && y <= yard[1] + yard[3]) return 'yard';
    return 'grass';
  };
  const labels: string[] = new Array(N * N);
  for (let j = 0, k = 0; j < N; j++) {
    for (let i = 0; i < N; i++, k++) labels[k] = label(i * STEP, j * STEP, j);
  }
  // Walls stand on the field side of a city's edge: grass within their reach of the city's
  // samples, whose edge lies half a step beyond them. Only samples on a city's rim reach out.
  for (let k = 0; k < N * N; k++) {
    if (labels[k][0] !== 'c') continue;
    const i0 = k % N, j0 = (k - i0) / N;
    const rim = (i0 > 0 && labels[k - 1][0] !== 'c') || (i0 < N - 1 && labels[k + 1][0] !== 'c')
      || (j0 > 0 && labels[k - N][0] !== 'c') || (j0 < N - 1 && labels[k + N][0] !== 'c');
    if (!rim) continue;
    for (const [di, dj] of WALL_DISC) {
      const i = i0 + di, j = j0 + dj, n = j * N + i;
      if (i >= 0 && j >= 0 && i < N && j < N && labels[n] === 'grass') labels[n] = 'wall';
    }
  }
  // The grass in pieces (4-neighbour flood fill); a piece is the field whose half edges it touches.
  const fieldOfHalf = new Map<string, number>();
  t.fields.forEach((f, i) => f.halves.forEach((h) => fieldOfHalf.set(h, i)));
  const seen = new Uint8Array(N * N);
  for (let start = 0; start < N * N; start++) {
    if (labels[start] !== 'grass' || seen[start]) continue;
    const piece: number[] = [start];
    seen[start] = 1;
    const votes = new Map<number, number>();
    for (let i = 0; i < piece.length; i++) {
      const k = piece[i], x = k % N, y = Math.floor(k / N);
      const h = halfEdgeOf(sampleAt(k)), f = h === null ? undefined : fieldOfHalf.get(h);
      if (f !== undefined) votes.set(f, (votes.get(f) ?? 0) + 1);
      for (let dir = 0; dir < 4; dir++) {
        const nx = x + [1, -1, 0, 0][dir], ny = y + [0, 0, 1, -1][dir], n = ny * N + nx;
        if (nx < 0 || ny < 0 || nx >= N || ny >= N || seen[n] || labels[n] !== 'grass') continue;
        seen[n] = 1;
        piece.push(n);
      }
    }
    const field = [...votes].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (field !== undefined) for (const k of piece) labels[k] = `f${field}`;
  }
  const church: Pt | null = t.cloister ? turnPt([50, 44], facing) : null;
  return { labels, roads, church };
}
