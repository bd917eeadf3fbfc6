// How the table of follower spots (plane-spot-table.ts) is worked out: where a follower stands on
// a Carcassonne tile, per spot of the rules ('c1', 'r2', 'f1', 'cloister': segments.ts), a point in
// tile units (0..100, x east, y south) on what the picture shows (plane-regions.ts reads it from
// the art's shapes): a knight inside the walls, a thief on the road, a farmer in the middle of its
// own field clear of roads and walls, a monk on the church. The spots of a tile are spread apart,
// so that rings on them are a fingertip apart once the tile is zoomed to fill a phone. Plain
// arithmetic, some 70 ms for the 24 kinds in a browser: too slow for a page's first frame, so the
// page reads the table, and test/plane-spot-table.test.ts checks the table against this.
import { TILE_KINDS, type TileKind } from '@castle/carcassonne';
import { type Pt, TILE } from '../art/shapes';
import { N, STEP, TileRegions, sampleAt, tileRegions } from './plane-regions';

/** Clearance (tile units) past which a spot gains nothing: a figure is 30 units tall. */
const ENOUGH = 14;
/** Spots this far apart (tile units) are far enough: past it, each keeps to its own best place. */
const SPREAD = 22;

interface Feature { spot: string; cands: Pt[]; natural: number[] }

const dist = (a: Pt, b: Pt) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const edgeDist = ([x, y]: Pt) => Math.min(x, TILE - x, y, TILE - y);

/** Each sample's distance to the nearest sample of another region or to the tile's border
 *  (two-pass chamfer over the grid: within a few percent of the true distance). */
function clearance(labels: readonly string[], own: string): Float64Array {
  const d = new Float64Array(N * N), diag = STEP * Math.SQRT2;
  for (let k = 0; k < N * N; k++) d[k] = labels[k] === own ? edgeDist(sampleAt(k)) : 0;
  // Forward from the top-left (neighbours west, north-west, north, north-east), then back.
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      const k = y * N + x;
      if (x > 0) d[k] = Math.min(d[k], d[k - 1] + STEP);
      if (y > 0) d[k] = Math.min(d[k], d[k - N] + STEP, x > 0 ? d[k - N - 1] + diag : Infinity, x < N - 1 ? d[k - N + 1] + diag : Infinity);
    }
  }
  for (let y = N - 1; y >= 0; y--) {
    for (let x = N - 1; x >= 0; x--) {
      const k = y * N + x;
      if (x < N - 1) d[k] = Math.min(d[k], d[k + 1] + STEP);
      if (y < N - 1) d[k] = Math.min(d[k], d[k + N] + STEP, x < N - 1 ? d[k + N + 1] + diag : Infinity, x > 0 ? d[k + N - 1] + diag : Infinity);
    }
  }
  return d;
}

/** A city or a field: its samples clear of the others, best where it is widest (up to ENOUGH)
 *  and near its middle. */
function area(spot: string, label: string, r: TileRegions): Feature {
  const d = clearance(r.labels, label);
  let ks: number[] = [];
  const all: number[] = [];
  r.labels.forEach((l, k) => {
    if (l !== label) return;
    all.push(k);
    if (d[k] >= 3) ks.push(k);
  });
  if (!ks.length) ks = all;
  if (!ks.length) return { spot, cands: [[50, 50]], natural: [0] }; // not drawn: the middle
  const cands = ks.map(sampleAt);
  let mx = 0, my = 0;
  for (const [x, y] of cands) { mx += x / cands.length; my += y / cands.length; }
  return { spot, cands, natural: ks.map((k, i) => Math.min(d[k], ENOUGH) - 0.15 * Math.hypot(cands[i][0] - mx, cands[i][1] - my)) };
}

/** A road: points along its centre line where the road shows (not under a wall, a gate or the
 *  village square), best halfway along that and not too near the tile's border. */
function road(spot: string, index: number, r: TileRegions): Feature {
  const line = r.roads[index], own = `r${index}`, cands: Pt[] = [], along: number[] = [];
  let s = 0;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1], b = line[i], len = dist(a, b), steps = Math.ceil(len);
    for (let u = 0; u <= steps; u++) {
      const p: Pt = [a[0] + ((b[0] - a[0]) * u) / steps, a[1] + ((b[1] - a[1]) * u) / steps];
      if (r.labels[Math.round(p[1] / STEP) * N + Math.round(p[0] / STEP)] !== own) continue;
      cands.push(p);
      along.push(s + (u / steps) * len);
    }
    s += len;
  }
  if (!cands.length) return { spot, cands: [[50, 50]], natural: [0] }; // not drawn: the middle
  const mid = (Math.min(...along) + Math.max(...along)) / 2;
  return { spot, cands, natural: cands.map((p, i) => -Math.abs(along[i] - mid) - Math.max(0, ENOUGH - edgeDist(p))) };
}

/** The features of a tile kind in the rules' order (cities, roads, fields, cloister). */
function features(t: TileKind): Feature[] {
  const r = tileRegions(t);
  return [
    ...t.cities.map((_, i) => area(`c${i + 1}`, `c${i}`, r)),
    ...t.roads.map((_, i) => road(`r${i + 1}`, i, r)),
    ...t.fields.map((_, i) => area(`f${i + 1}`, `f${i}`, r)),
    ...(r.church ? [{ spot: 'cloister', cands: [r.church], natural: [0] }] : []),
  ];
}

/** Each feature's best place, then a few rounds in which each moves to where it is best and
 *  farthest (up to SPREAD) from the others. */
function spread(fs: readonly Feature[]): Pt[] {
  const best = (f: Feature, j: number, others: readonly Pt[] | null): Pt => {
    let at = 0, top = -Infinity;
    for (let i = 0; i < f.cands.length; i++) {
      const [x, y] = f.cands[i];
      let near = SPREAD * SPREAD; // squared distances: no square root per candidate
      if (others) for (let o = 0; o < others.length; o++) if (o !== j) near = Math.min(near, (x - others[o][0]) ** 2 + (y - others[o][1]) ** 2);
      const v = f.natural[i] + (others ? Math.sqrt(near) : 0);
      if (v > top) { top = v; at = i; }
    }
    return f.cands[at];
  };
  const chosen = fs.map((f, j) => best(f, j, null));
  if (fs.length < 2) return chosen;
  for (let round = 0; round < 4; round++) fs.forEach((f, j) => { chosen[j] = best(f, j, chosen); });
  return chosen;
}

/** The spots of a tile kind ('A'–'X') north up: spot id → point, in the rules' order. */
export function findSpots(letter: string): [string, Pt][] {
  const t = TILE_KINDS.find((k) => k.letter === letter);
  const fs = t ? features(t) : [];
  const at = spread(fs);
  return fs.map((f, i) => [f.spot, at[i]]);
}
