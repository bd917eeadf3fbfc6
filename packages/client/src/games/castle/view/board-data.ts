// What the board shows, as data attributes on its canvas: where the lit cells, the rings, the last
// move and the markers are on screen (CSS px from the canvas's top-left corner, kept right under
// zoom and pan), what is chosen, which wall tiles lie where. For assistive tools and the browser
// tests, which read them (e2e/*.e2e.cjs). Plain strings, tested with jest.
import type { Castle } from '@castle/rules';
import type { BoardModel } from '../logic/board-model';
import { Ring, cellCentre } from './board-geometry';
import type { Camera } from '../../../view/camera';
import { MARKER_RADIUS } from './marker-motion';
import { NUMBERED } from './track-spaces';

const round = (v: number) => Math.round(v * 10) / 10;

/** Everything but the markers: `rings` and `reach` as the board drew them, `faceUp` the wall tiles
 *  turned face up for a moment (tower → kind). */
export function boardData(m: BoardModel, castle: Castle, camera: Camera, rings: readonly Ring[], reach: number, faceUp: ReadonlyMap<number, number>): Record<string, string> {
  const centre = (id: number) => camera.toScreen(...cellCentre(castle, id)).map(round);
  return {
    selected: m.preview ? `${m.preview.cell}/${m.preview.rot}` : '',
    ghost: m.ghost ? `${m.ghost.cell}/${m.ghost.rot}` : '',
    legalCells: JSON.stringify(m.legalCells.map((id) => [id, ...centre(id)])),
    pieceMarks: JSON.stringify(rings.map((r) => [r.piece, ...camera.toScreen(r.x, r.y).map(round), round(reach)])),
    lastMove: m.lastMove ? JSON.stringify({ ...m.lastMove, at: centre(m.lastMove.cell) }) : '',
    highlight: (m.highlight ?? []).join(','),
    trackLabels: NUMBERED.join(','),
    wallTiles: castle.towerSpaces.map((_, k) => (faceUp.has(k) ? `up:${faceUp.get(k)}` : m.towers[k] ? 'down' : '')).join(','),
    zoom: camera.zoom.toFixed(3),
  };
}

/** The markers: per seat its score, where it stands on screen and its radius. */
export function markerData(spots: readonly { x: number; y: number }[], scores: readonly number[] | undefined, camera: Camera): string {
  const r = MARKER_RADIUS * camera.scale;
  return JSON.stringify(spots.map((s, seat) => [seat, scores?.[seat] ?? 0, ...camera.toScreen(s.x, s.y).map(round), round(r)]));
}
