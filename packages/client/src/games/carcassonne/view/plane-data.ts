// What the plane view shows, as data attributes on its canvas: where the lit cells and the
// follower rings are on screen (CSS px from the canvas's top-left corner, kept right under zoom
// and pan), what is chosen, how many tiles and followers lie on the table. For assistive tools
// and the browser tests. Plain strings, tested with jest.
import type { PlaneModel } from '../logic/plane-model';
import type { Camera } from '../../../view/camera';
import { PLANE_CELL, PlaneRing, cellCentre } from './plane-geometry';

const round = (v: number) => Math.round(v * 10) / 10;
const placed = (t: { x: number; y: number; rot: number } | null) => (t ? `${t.x},${t.y}/${t.rot}` : '');

/** `rings` and `reach` (CSS px a tap may land from a ring's centre) as the view drew them. */
export function planeData(m: PlaneModel, camera: Camera, rings: readonly PlaneRing[], reach: number): Record<string, string> {
  const at = (wx: number, wy: number) => camera.toScreen(wx, wy).map(round);
  return {
    legalCells: JSON.stringify(m.legalCells.map((c) => [c.x, c.y, ...at(...cellCentre(c.x, c.y))])),
    spots: JSON.stringify(rings.map((r) => [r.spot, ...at(r.x, r.y), round(reach)])),
    selected: placed(m.preview),
    ghost: placed(m.ghost),
    lastPlaced: m.lastPlaced ? `${m.lastPlaced.x},${m.lastPlaced.y}` : '',
    tiles: String(m.tiles.length),
    followers: String(m.followers.length),
    zoom: camera.zoom.toFixed(3),
    tilePx: round(PLANE_CELL * camera.scale).toString(),
  };
}
