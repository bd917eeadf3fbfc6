// The in-place engine's scoring, as the pure API scores (turn.ts, final.ts) but without events:
// what a tile completed (roads, cities, cloisters) with the followers' return, and the final
// scoring (incomplete features, then farms). A feature's segments are listed from its set's
// circular list; tiles are counted once each however many of its segments a tile holds.
import { EngineBoard } from './engine-board';
import { BORDER_A, BORDER_B, CELLS, CITY, CLOISTER_KIND, CLOISTER_LOCAL, FIELD, MAX_NODES, NCR, SEGS } from './engine-tables';
import { W } from './grid';

const FARM_POINTS_PER_CITY = 3;
const CLOISTER_POINTS = 9;

// Scratch marks, reused (each reset when its stamp would overflow).
const cellMark = new Int32Array(CELLS);
const rootMark = new Int32Array(MAX_NODES);
const cityMark = new Int32Array(MAX_NODES);
let cellStamp = 0, rootStamp = 0, cityStamp = 0;
const LIMIT = 0x3fffffff;
const nextCellStamp = (): number => { if (++cellStamp === LIMIT) { cellMark.fill(0); cellStamp = 1; } return cellStamp; };
const nextRootStamp = (): number => { if (++rootStamp === LIMIT) { rootMark.fill(0); rootStamp = 1; } return rootStamp; };
const nextCityStamp = (): number => { if (++cityStamp === LIMIT) { cityMark.fill(0); cityStamp = 1; } return cityStamp; };

/** Followers per seat on the feature last counted. */
const count = new Int32Array(8);
/** Done roots this turn (a tile has at most four cities and roads). */
const done = new Int32Array(8);

/** Count the followers per seat on the set of `root` into `count`; the most any seat has. */
function countMen(b: EngineBoard, root: number): number {
  const seats = b.seats, link = b.link, man = b.nodeMan;
  for (let s = 0; s < seats; s++) count[s] = 0;
  let n = root;
  do {
    const m = man[n];
    if (m !== 0) count[m - 1]++;
    n = link[n];
  } while (n !== root);
  let most = 0;
  for (let s = 0; s < seats; s++) if (count[s] > most) most = count[s];
  return most;
}

/** Points to every seat with the most followers (`most` of them, at least one). */
function award(b: EngineBoard, most: number, points: number): void {
  if (most === 0 || points === 0) return;
  for (let s = 0; s < b.seats; s++) if (count[s] === most) b.addScore(s, points);
}

/** Tiles a road's or city's set covers (each once); with `pennants`, a city's pennants added. */
function tilesOf(b: EngineBoard, root: number, pennants: boolean): number {
  const stamp = nextCellStamp(), link = b.link, cellOf = b.nodeCell, pen = b.nodePennant;
  let n = root, tiles = 0;
  do {
    const c = cellOf[n];
    if (cellMark[c] !== stamp) { cellMark[c] = stamp; tiles++; }
    if (pennants) tiles += pen[n];
    n = link[n];
  } while (n !== root);
  return tiles;
}

/** Tiles on the eight cells around a cell. */
export function surrounding(b: EngineBoard, cell: number): number {
  const g = b.grid;
  return (g[cell - W - 1] !== 0 ? 1 : 0) + (g[cell - W] !== 0 ? 1 : 0) + (g[cell - W + 1] !== 0 ? 1 : 0)
    + (g[cell - 1] !== 0 ? 1 : 0) + (g[cell + 1] !== 0 ? 1 : 0)
    + (g[cell + W - 1] !== 0 ? 1 : 0) + (g[cell + W] !== 0 ? 1 : 0) + (g[cell + W + 1] !== 0 ? 1 : 0);
}

/** Send home every follower on the set of `root`. */
function sendHome(b: EngineBoard, root: number): void {
  let n = root;
  do {
    if (b.nodeMan[n] !== 0) b.removeMan(n);
    n = b.link[n];
  } while (n !== root);
}

/** Score what the tile on `cell` completed and send its followers home (a feature nobody stands
 *  on scores nothing and is skipped). */
export function scoreCompleted(b: EngineBoard, cell: number): void {
  const v = b.grid[cell], kind = (v - 1) & 31, first = (v - 1) >> 7, ncr = NCR[kind];
  let doneCount = 0;
  for (let l = 0; l < ncr; l++) {
    const root = b.find(first + l);
    if (b.open[root] !== 0 || b.occ[root] === 0) continue;
    let seen = false;
    for (let i = 0; i < doneCount; i++) if (done[i] === root) seen = true;
    if (seen) continue;
    done[doneCount++] = root;
    const city = b.nodeKind[root] === CITY, tiles = tilesOf(b, root, city);
    award(b, countMen(b, root), city ? 2 * tiles : tiles);
    sendHome(b, root);
  }
  // A cloister completes when the last of its eight neighbours is laid: this tile or one of them.
  for (let i = 0; i < b.cloisterCount; i++) {
    const c = b.cloisters[i], d = c - cell + W + 1;
    if (d < 0 || d > 2 * W + 2 || d % W > 2) continue;
    const cv = b.grid[c], node = ((cv - 1) >> 7) + CLOISTER_LOCAL[(cv - 1) & 31], m = b.nodeMan[node];
    if (m === 0 || surrounding(b, c) < 8) continue;
    b.addScore(m - 1, CLOISTER_POINTS);
    b.removeMan(node);
  }
}

/** The final scoring: incomplete roads, cities and cloisters holding followers (1 a tile, 1 a
 *  pennant; a cloister 1 and 1 a neighbour), then each field holding farmers (3 for every
 *  completed city it borders), each to its majority. */
export function scoreFinal(b: EngineBoard): void {
  const stamp = nextRootStamp(), men = b.men, grid = b.grid;
  for (let i = 0; i < b.menCount; i++) {
    const m = men[i], cell = m >> 7, node = ((grid[cell] - 1) >> 7) + ((m >> 3) & 15), kind = b.nodeKind[node];
    if (kind === FIELD) continue;
    if (kind === CLOISTER_KIND) {
      b.addScore(m & 7, 1 + surrounding(b, cell));
      continue;
    }
    const root = b.find(node);
    if (rootMark[root] === stamp) continue;
    rootMark[root] = stamp;
    award(b, countMen(b, root), tilesOf(b, root, kind === CITY));
  }
  for (let i = 0; i < b.menCount; i++) {
    const m = men[i], node = ((grid[m >> 7] - 1) >> 7) + ((m >> 3) & 15);
    if (b.nodeKind[node] !== FIELD) continue;
    const root = b.find(node);
    if (rootMark[root] === stamp) continue;
    rootMark[root] = stamp;
    award(b, countMen(b, root), FARM_POINTS_PER_CITY * citiesOf(b, root));
  }
}

/** Completed cities the field of `root` borders, each counted once. */
function citiesOf(b: EngineBoard, root: number): number {
  const stamp = nextCityStamp(), link = b.link, grid = b.grid;
  let n = root, cities = 0;
  do {
    const v = grid[b.nodeCell[n]], first = (v - 1) >> 7, i = ((v - 1) & 31) * SEGS + (n - first);
    for (let k = 0; k < 2; k++) {
      const local = k === 0 ? BORDER_A[i] : BORDER_B[i];
      if (local < 0) break;
      const city = b.find(first + local);
      if (b.open[city] === 0 && cityMark[city] !== stamp) { cityMark[city] = stamp; cities++; }
    }
    n = link[n];
  } while (n !== root);
  return cities;
}
