// Carcassonne's table as one SVG document: the placed tiles in their pictures and the followers on
// them, fitted to the board's box as the canvas fits it (planeWorld). The page shows it while the
// canvas starts (screens/board-picture.ts), so that a game's board is on screen at once; the canvas
// then takes over. A pure string, tested with jest; the marks of a turn come with the canvas.
import { CARC_PICTURES } from '../art/pictures';
import { carcFollowerBody } from '../art/follower-svg';
import { carcassonneTileBody } from '../art/tile-svg';
import { TILE } from '../art/shapes';
import type { PlaneModel } from '../logic/plane-model';
import { fittedSvg, n } from '../../../view/picture-svg';
import { FOLLOWER_SIZE, PLANE_CELL as C, followerWorld, planeWorld } from './plane-geometry';
import { colourOf } from '../../../art/seat-colours';


/** A tile's drawing turned `rot` quarter turns, made once per tile and turn. */
const bodies = new Map<string, { defs: string; body: string }>();
function bodyOf(letter: string, rot: number) {
  const key = `${letter}/${rot}`;
  let b = bodies.get(key);
  if (!b) bodies.set(key, (b = carcassonneTileBody(CARC_PICTURES[letter], rot)));
  return b;
}

/** The table of `m` as an SVG document for a box of w×h CSS px, fitted and centred in it. */
export function planePicture(m: PlaneModel, w: number, h: number): string {
  const world = planeWorld(m.tiles, Math.max(1, w), Math.max(1, h)), scale = n(C / TILE);
  let defs = '', out = '';
  for (const t of m.tiles) {
    if (!CARC_PICTURES[t.tile]) continue;
    const b = bodyOf(t.tile, t.rot);
    defs ||= b.defs;
    out += `<g transform="translate(${t.x * C} ${t.y * C}) scale(${scale})">${b.body}</g>`;
  }
  for (const f of m.followers) {
    const [x, y] = followerWorld(m, f);
    out += carcFollowerBody(colourOf(f.seat), f.role === 'farmer' ? 'lying' : 'standing', x, y, C * FOLLOWER_SIZE);
  }
  return fittedSvg(world, defs, out);
}
