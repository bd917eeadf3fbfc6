// The in-place engine's constants and flat tables: the tile data of segments.ts laid out in typed
// arrays (one index computation per lookup, no nested arrays), the action codes, and the capacities
// the engine allocates once.
import { W } from './grid';
import { CITY, CLOISTER_AT, FIELD, FIT, PORTS, ROAD, SEGMENTS, SIG } from './segments';

/** Cells of the plane (145 × 145, as grid.ts numbers them). */
export const CELLS = W * W;
/** At most this many segments on one tile (X: four roads and four fields). */
export const SEGS = 8;
/** Capacities: tiles laid (72 in a game; positions may ask for more), union-find nodes, frontier cells. */
export const MAX_TILES = 128;
export const MAX_NODES = MAX_TILES * SEGS;
export const MAX_FRONTIER = 4 * MAX_TILES + 4;
/** The most legal actions one step can have (every frontier cell in four rotations). */
export const MAX_LEGAL = 4 * MAX_FRONTIER;
/** Followers of one seat. */
export const SUPPLY = 7;
export const MAX_SEATS_ENGINE = 5;

/** Steps as numbers. */
export const PLACE = 0, FOLLOWER = 1, OVER = 2;

/**
 * Action codes: a placement is `cell * 4 + rot` (below 2^17); a follower step's choice is
 * `FOLLOW_NONE` for none, `FOLLOW_NONE + 1 + local` for the tile's segment `local`.
 */
export const FOLLOW_NONE = 1 << 17;

/** NSEG[kind]: segments of the tile; NCR[kind]: its cities and roads (local indices 0 to NCR - 1). */
export const NSEG = Int32Array.from(SEGMENTS, (s) => s.length);
export const NCR = Int32Array.from(SEGMENTS, (s) => s.filter((g) => g.kind === CITY || g.kind === ROAD).length);
/** SEG_KIND[kind * SEGS + local]: CITY, ROAD, FIELD or CLOISTER; SEG_PENNANT: 1 for a city with a pennant. */
export const SEG_KIND = new Int32Array(SEGMENTS.length * SEGS);
export const SEG_PENNANT = new Int32Array(SEGMENTS.length * SEGS);
/** For a field: the local indices of the (at most two) cities of its tile it borders, -1 for none. */
export const BORDER_A = new Int32Array(SEGMENTS.length * SEGS).fill(-1);
export const BORDER_B = new Int32Array(SEGMENTS.length * SEGS).fill(-1);
SEGMENTS.forEach((segs, k) => segs.forEach((g, l) => {
  const i = k * SEGS + l;
  SEG_KIND[i] = g.kind;
  SEG_PENNANT[i] = g.pennant ? 1 : 0;
  if (g.kind === FIELD) {
    if (g.borders.length > 2) throw new Error('a field borders at most two cities of its tile');
    if (g.borders.length > 0) BORDER_A[i] = g.borders[0];
    if (g.borders.length > 1) BORDER_B[i] = g.borders[1];
  }
}));

/** PORT[(kind * 4 + rot) * 12 + port]: the segment at the port of the turned tile, -1 for none. */
export const PORT = new Int32Array(PORTS.length * 12);
PORTS.forEach((ports, kr) => { for (let p = 0; p < 12; p++) PORT[kr * 12 + p] = ports[p]; });
/** SIGS[kind * 4 + rot]: the turned tile's edges, 2 bits a side. */
export const SIGS = Int32Array.from(SIG);
/** FITS[need << 5 | kind]: the rotations (bit rot) in which the tile meets a cell's needs. */
export const FITS = Uint8Array.from(FIT);
/** CLOISTER_LOCAL[kind]: the local index of its cloister, -1 for none. */
export const CLOISTER_LOCAL = Int32Array.from(CLOISTER_AT);
/** Cell steps to the sides N, E, S, W. */
export const STEP_N = -W, STEP_E = 1, STEP_S = W, STEP_W = -1;
export const DELTAS = Int32Array.from([STEP_N, STEP_E, STEP_S, STEP_W]);

export { CITY, ROAD, FIELD };
export const CLOISTER_KIND = 3;
