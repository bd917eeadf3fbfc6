// The original Carcassonne's open plane travels as numbers too (as codec.ts does for the Castle's
// castle): a placed tile and a follower one number each, positions offset into 8 bits per axis (the
// 72 tiles reach at most 71 cells from the start tile). Written once here: the server packs, the page unpacks.

/** Spots a follower may take on a tile (the tile data's names); a packed follower keeps the index. */
export const PLANE_SPOTS = ['c1', 'c2', 'r1', 'r2', 'r3', 'r4', 'f1', 'f2', 'f3', 'f4', 'cloister'] as const;

const OFF = 128;
const letter = (k: number): string => String.fromCharCode(65 + k);
const kindOf = (tile: string): number => tile.charCodeAt(0) - 65;

export interface PlaneTile { x: number; y: number; tile: string; rot: number }
export interface PlaneFollower { seat: number; x: number; y: number; spot: string }

/** A tile as kind | rot << 5 | (x + 128) << 7 | (y + 128) << 15, kind 0 for A. */
export function packPlaneTile(t: PlaneTile): number {
  return kindOf(t.tile) | (t.rot << 5) | ((t.x + OFF) << 7) | ((t.y + OFF) << 15);
}

export function unpackPlaneTile(n: number): PlaneTile {
  return { tile: letter(n & 31), rot: (n >> 5) & 3, x: ((n >> 7) & 0xff) - OFF, y: ((n >> 15) & 0xff) - OFF };
}

/** A follower as seat | spot << 3 | (x + 128) << 7 | (y + 128) << 15, spot its index in PLANE_SPOTS. */
export function packPlaneFollower(f: PlaneFollower): number {
  const spot = PLANE_SPOTS.indexOf(f.spot as (typeof PLANE_SPOTS)[number]);
  if (spot < 0) throw new RangeError(`no follower spot ${f.spot}`);
  return f.seat | (spot << 3) | ((f.x + OFF) << 7) | ((f.y + OFF) << 15);
}

export function unpackPlaneFollower(n: number): PlaneFollower {
  return { seat: n & 7, spot: PLANE_SPOTS[(n >> 3) & 15], x: ((n >> 7) & 0xff) - OFF, y: ((n >> 15) & 0xff) - OFF };
}

/** A cell as (x + 128) | (y + 128) << 8; -1 for none. */
export function packPlaneCell(c: { x: number; y: number } | null): number {
  return c ? (c.x + OFF) | ((c.y + OFF) << 8) : -1;
}

export function unpackPlaneCell(n: number): { x: number; y: number } | null {
  return n < 0 ? null : { x: (n & 0xff) - OFF, y: ((n >> 8) & 0xff) - OFF };
}
