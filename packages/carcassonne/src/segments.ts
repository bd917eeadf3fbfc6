// The tile data turned into the small tables the engine reads: each tile's segments (the places a
// follower can stand), and per rotation which segment meets each of the twelve edge ports.
// Ports: side d (0 N, 1 E, 2 S, 3 W) has ports d*3 (first half, clockwise), d*3+1 (the middle:
// city or road), d*3+2 (second half). Turning a tile clockwise by r moves port p to (p + 3r) % 12,
// and port d*3+k of one tile meets port opp(d)*3+(2-k) of its neighbour.
import { HalfEdge, Side, TILE_KINDS } from './tiles';

export const CITY = 0, ROAD = 1, FIELD = 2, CLOISTER = 3;
export type FeatureKind = 'city' | 'road' | 'field' | 'cloister';
export const FEATURE_KINDS: readonly FeatureKind[] = ['city', 'road', 'field', 'cloister'];
export type Role = 'knight' | 'thief' | 'farmer' | 'monk';
export const ROLES: readonly Role[] = ['knight', 'thief', 'farmer', 'monk'];

export interface Segment {
  /** The follower spot's id on the tile: 'c1', 'r2', 'f1', 'cloister'. */
  spot: string;
  kind: number;
  pennant: boolean;
  /** For a field: the local indices of the city segments of this tile it borders. */
  borders: number[];
}

const SIDES: Side[] = ['N', 'E', 'S', 'W'];
const HALVES: HalfEdge[] = ['N1', 'N2', 'E1', 'E2', 'S1', 'S2', 'W1', 'W2'];
const EDGE_CODE: Record<string, number> = { C: 1, R: 2, F: 3 };

/** Segments of each tile kind, in the order cities, roads, fields, cloister (its local indices). */
export const SEGMENTS: readonly (readonly Segment[])[] = TILE_KINDS.map((t) => [
  ...t.cities.map((c, i) => ({ spot: `c${i + 1}`, kind: CITY, pennant: c.pennant, borders: [] })),
  ...t.roads.map((_, i) => ({ spot: `r${i + 1}`, kind: ROAD, pennant: false, borders: [] })),
  ...t.fields.map((f, i) => ({ spot: `f${i + 1}`, kind: FIELD, pennant: false, borders: f.cities.slice() })),
  ...(t.cloister ? [{ spot: 'cloister', kind: CLOISTER, pennant: false, borders: [] }] : []),
]);

/** Which segment (local index) sits at each port in rotation 0, -1 for none. */
function basePorts(k: number): number[] {
  const t = TILE_KINDS[k], ports = new Array<number>(12).fill(-1);
  const nCities = t.cities.length, nRoads = t.roads.length;
  t.cities.forEach((c, i) => c.sides.forEach((s) => { ports[SIDES.indexOf(s) * 3 + 1] = i; }));
  t.roads.forEach((r, i) => r.sides.forEach((s) => { ports[SIDES.indexOf(s) * 3 + 1] = nCities + i; }));
  t.fields.forEach((f, i) => f.halves.forEach((x) => {
    const j = HALVES.indexOf(x); // N1 is port 0, N2 port 2, E1 port 3, ...
    ports[(j >> 1) * 3 + (j & 1) * 2] = nCities + nRoads + i;
  }));
  return ports;
}

/** PORTS[kind * 4 + rot][port]: the segment at that port of the turned tile, or -1. */
export const PORTS: readonly Int8Array[] = [];
/** SIG[kind * 4 + rot]: the turned tile's edges, 2 bits a side (bits 2d): 1 city, 2 road, 3 field. */
export const SIG: readonly number[] = [];
/** SEG_PORTS[kind * 4 + rot][local]: the ports a segment of the turned tile reaches. */
export const SEG_PORTS: readonly (readonly number[])[][] = [];

TILE_KINDS.forEach((t, k) => {
  const ports = basePorts(k);
  for (let rot = 0; rot < 4; rot++) {
    const turned = new Int8Array(12).fill(-1);
    for (let p = 0; p < 12; p++) turned[(p + 3 * rot) % 12] = ports[p];
    let sig = 0;
    for (let d = 0; d < 4; d++) sig |= EDGE_CODE[t.edges[d]] << (2 * ((d + rot) % 4));
    (PORTS as Int8Array[]).push(turned);
    (SIG as number[]).push(sig);
    (SEG_PORTS as number[][][]).push(SEGMENTS[k].map((_, local) => [...turned.keys()].filter((p) => turned[p] === local)));
  }
});

/** MASK[need]: the bits of a placement's edge signature that a cell's needs constrain (2 bits a
 *  side; a side with no neighbour needs 0, which anything meets). */
export const MASK: readonly number[] = Array.from({ length: 256 }, (_, need) => {
  let m = 0;
  for (let d = 0; d < 4; d++) if ((need >> (2 * d)) & 3) m |= 3 << (2 * d);
  return m;
});

/** FIT[need * 32 + kind]: the rotations (bit rot) in which a tile kind meets a cell's needs. */
export const FIT: readonly number[] = Array.from({ length: 256 * 32 }, (_, i) => {
  const need = i >> 5, kind = i & 31;
  let bits = 0;
  if (kind < SEGMENTS.length) for (let rot = 0; rot < 4; rot++) if ((SIG[kind * 4 + rot] & MASK[need]) === need) bits |= 1 << rot;
  return bits;
});

/** CLOISTER_AT[kind]: the local index of the tile's cloister, or -1. */
export const CLOISTER_AT: readonly number[] = SEGMENTS.map((segs) => segs.findIndex((g) => g.kind === CLOISTER));

/** NEW_NODES[kind]: a fresh union-find entry (a root with no open side) for each of the tile's segments. */
export const NEW_NODES: readonly (readonly number[])[] = SEGMENTS.map((segs) => segs.map(() => -1));

/** Edge code of side d of a signature. */
export const edgeAt = (sig: number, d: number): number => (sig >> (2 * d)) & 3;

/** Local index of a spot id on a tile kind, or -1. */
export function spotIndex(kind: number, spot: string): number {
  const segs = SEGMENTS[kind];
  for (let i = 0; i < segs.length; i++) if (segs[i].spot === spot) return i;
  return -1;
}
