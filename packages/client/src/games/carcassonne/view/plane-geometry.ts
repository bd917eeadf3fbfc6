// Where things stand on Carcassonne's open plane, in world units: cell (x, y) is the square from
// (x·CELL, y·CELL), the start tile's at the origin, and the world grows with the tiles. Followers
// and rings stand at their spots (plane-spots.ts); what a tap hits; the camera kept as the player
// left it when the world grows. Plain arithmetic over the camera, tested with jest.
import type { PlaneModel, PlaneTileAt, PlaneXY } from '../logic/plane-model';
import { CELL } from '../../../view/cell';
import type { Camera, Rect } from '../../../view/camera';
import { minSpacing, spotPoint } from './plane-spots';

/** World units per tile: the Castle's cell, so that hit-test.ts's ringZoom frames a tile alike. */
export const PLANE_CELL = CELL;
/** World room beyond the ring of free cells round the tiles, in cells. */
export const WORLD_MARGIN = 0.3;
/** Largest a tile is drawn (CSS px) when the whole plane is fitted: one tile at the start of a
 *  game would otherwise fill the screen. */
export const MAX_FIT_TILE_PX = 140;
/** A follower's height, and its width lying down, as a share of a tile. */
export const FOLLOWER_SIZE = 0.3;

export function cellBox(x: number, y: number, inset = 0): [number, number, number, number] {
  return [x * CELL + inset, y * CELL + inset, CELL - 2 * inset, CELL - 2 * inset];
}

/** The edges of the cells `cells` that border no other of them: the outline of the area they cover,
 *  as [x1, y1, x2, y2] in world units. */
export function outlineEdges(cells: readonly PlaneXY[]): [number, number, number, number][] {
  const has = new Set(cells.map((c) => `${c.x},${c.y}`));
  const out: [number, number, number, number][] = [];
  for (const { x, y } of new Map(cells.map((c) => [`${c.x},${c.y}`, c])).values()) {
    const [x0, y0] = [x * CELL, y * CELL], [x1, y1] = [x0 + CELL, y0 + CELL];
    if (!has.has(`${x},${y - 1}`)) out.push([x0, y0, x1, y0]);
    if (!has.has(`${x + 1},${y}`)) out.push([x1, y0, x1, y1]);
    if (!has.has(`${x},${y + 1}`)) out.push([x0, y1, x1, y1]);
    if (!has.has(`${x - 1},${y}`)) out.push([x0, y0, x0, y1]);
  }
  return out;
}

export const cellCentre = (x: number, y: number): [number, number] => [(x + 0.5) * CELL, (y + 0.5) * CELL];

export const cellAtWorld = (wx: number, wy: number): PlaneXY => ({ x: Math.floor(wx / CELL), y: Math.floor(wy / CELL) });

export const cellAtScreen = (camera: Camera, sx: number, sy: number): PlaneXY => cellAtWorld(...camera.toWorld(sx, sy));

/** The world shown: the tiles' bounding box, a free cell on each side (where a tile may go) and a
 *  margin; on a screen of w×h CSS px, grown about its middle until a fitted tile is at most
 *  MAX_FIT_TILE_PX. */
export function planeWorld(tiles: readonly PlaneXY[], w: number, h: number): Rect {
  const xs = tiles.map((t) => t.x), ys = tiles.map((t) => t.y);
  const x0 = Math.min(0, ...xs) - 1 - WORLD_MARGIN, x1 = Math.max(0, ...xs) + 2 + WORLD_MARGIN;
  const y0 = Math.min(0, ...ys) - 1 - WORLD_MARGIN, y1 = Math.max(0, ...ys) + 2 + WORLD_MARGIN;
  let rect = { x: x0 * CELL, y: y0 * CELL, w: (x1 - x0) * CELL, h: (y1 - y0) * CELL };
  const fit = Math.min(w / rect.w, h / rect.h), most = MAX_FIT_TILE_PX / CELL;
  if (fit > most) {
    const k = fit / most, cx = rect.x + rect.w / 2, cy = rect.y + rect.h / 2;
    rect = { x: cx - (rect.w * k) / 2, y: cy - (rect.h * k) / 2, w: rect.w * k, h: rect.h * k };
  }
  return rect;
}

/** Where the camera looks, kept apart from the world: the scale in CSS px per unit, not the zoom,
 *  which means another thing once the world grows. */
export interface CameraView { fit: boolean; scale: number; cx: number; cy: number }

export const saveView = (c: Camera): CameraView => ({ fit: c.isFit, scale: c.scale, cx: c.cx, cy: c.cy });

export function restoreView(c: Camera, v: CameraView): void {
  if (v.fit) c.fit();
  else c.focus(v.cx, v.cy, v.scale / c.fitScale);
}

/** Show another world: still fitted if it was, else the same place at the same scale (no closer
 *  in than the new world fitted). */
export function moveWorld(c: Camera, world: Rect): void {
  const v = saveView(c);
  c.world = world;
  restoreView(c, v);
}

/** Frame `cells` (and half a cell round them): the camera zooms in as far as they all stay in view,
 *  no further than MAX_FOCUS_TILE_PX a tile, and never out past the whole world fitted. */
export const MAX_FOCUS_TILE_PX = 160;
export function frameCells(c: Camera, cells: readonly PlaneXY[]): void {
  if (!cells.length) return;
  const xs = cells.map((p) => p.x), ys = cells.map((p) => p.y);
  const x0 = Math.min(...xs) - 0.5, x1 = Math.max(...xs) + 1.5, y0 = Math.min(...ys) - 0.5, y1 = Math.max(...ys) + 1.5;
  const scale = Math.min(c.width / ((x1 - x0) * CELL), c.height / ((y1 - y0) * CELL), MAX_FOCUS_TILE_PX / CELL);
  c.focus(((x0 + x1) / 2) * CELL, ((y0 + y1) / 2) * CELL, scale / c.fitScale);
}

/** The tile on a cell: placed, or the placement shown before it is sent (preview, the rings' tile). */
export function tileAt(m: PlaneModel, x: number, y: number): PlaneTileAt | null {
  const at = (t: PlaneTileAt | null | undefined) => (t && t.x === x && t.y === y ? t : null);
  return m.tiles.find((t) => t.x === x && t.y === y) ?? at(m.preview) ?? at(m.spots?.at) ?? null;
}

/** The world point of a spot on a tile (its middle for a spot the tile does not have). */
export function spotWorld(t: PlaneTileAt, spot: string): [number, number] {
  const p = spotPoint(t.tile, spot, t.rot) ?? [50, 50];
  return [(t.x + p[0] / 100) * CELL, (t.y + p[1] / 100) * CELL];
}

/** Where a follower stands: its spot on the tile of its cell. */
export function followerWorld(m: PlaneModel, f: PlaneXY & { spot: string }): [number, number] {
  const t = tileAt(m, f.x, f.y);
  return t ? spotWorld(t, f.spot) : cellCentre(f.x, f.y);
}

export interface PlaneRing { spot: string; x: number; y: number }

/** The follower step's rings: their world centres, their radius (as large as their spacing
 *  allows) and that spacing (world units; Infinity for one ring). */
export function planeRings(m: PlaneModel): { rings: PlaneRing[]; radius: number; spacing: number } {
  if (!m.spots) return { rings: [], radius: 0, spacing: Infinity };
  const at = m.spots.at;
  const rings = m.spots.spots.map(({ spot }) => {
    const [x, y] = spotWorld(at, spot);
    return { spot, x, y };
  });
  const spacing = minSpacing(rings.map((r): [number, number] => [r.x, r.y]));
  return { rings, radius: Math.min(spacing * 0.42, CELL * 0.14), spacing };
}

/** The ring nearest a canvas point within `reach` CSS px, or null. */
export function spotAtScreen(camera: Camera, rings: readonly PlaneRing[], reach: number, sx: number, sy: number): string | null {
  let best: { spot: string; d: number } | null = null;
  for (const r of rings) {
    const [x, y] = camera.toScreen(r.x, r.y), d = Math.hypot(x - sx, y - sy);
    if (d <= reach && (!best || d < best.d)) best = { spot: r.spot, d };
  }
  return best?.spot ?? null;
}

/** The lit cell under a canvas point, or null. */
export function legalAtScreen(camera: Camera, legal: readonly PlaneXY[], sx: number, sy: number): PlaneXY | null {
  const c = cellAtScreen(camera, sx, sy);
  return legal.some((l) => l.x === c.x && l.y === c.y) ? c : null;
}
