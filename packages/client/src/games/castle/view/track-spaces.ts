// Where the score track's 100 spaces, tower wall tiles and numbers are along the castle wall, in
// world units (the castle's top-left corner at 0,0; `c` a cell). Plain arithmetic, tested with jest.
import { Castle, TRACK_LENGTH } from '@castle/rules';

/** A track space: its centre and the unit normal pointing away from the castle. */
export interface Space { x: number; y: number; nx: number; ny: number }

/** How far the spaces lie outside the wall line, and the numbers outside them (in cells). */
export const TRACK_OFFSET = 0.5;
export const NUMBER_OFFSET = 1.0;
/** Every fifth space is numbered. */
export const NUMBERED = Array.from({ length: TRACK_LENGTH / 5 }, (_, i) => i * 5);

/** The 100 spaces along the castle wall's real outline, clockwise from the tower on 0/1. */
export function trackSpaces(c: number, castle: Castle): Space[] {
  const { wallBends: WALL_BENDS, towerSpaces: TOWER_SPACES } = castle;
  const off = c * TRACK_OFFSET, n = WALL_BENDS.length;
  const px = (p: readonly [number, number]): [number, number] => [p[0] * c, p[1] * c];
  const out: Space[] = new Array(TRACK_LENGTH);
  for (let k = 0; k < n; k++) {
    const [bx, by] = px(WALL_BENDS[k]), [nx, ny] = px(WALL_BENDS[(k + 1) % n]), [qx, qy] = px(WALL_BENDS[(k + n - 1) % n]);
    const len = Math.hypot(nx - bx, ny - by), dx = (nx - bx) / len, dy = (ny - by) / len;
    const ilen = Math.hypot(bx - qx, by - qy), ex = (bx - qx) / ilen, ey = (by - qy) / ilen;
    // Outside the wall is on the left of the clockwise outline: normal (dy, -dx). A tower's two
    // spaces stand either side of its bend, one on each stretch of wall.
    const t = TOWER_SPACES[k], tNext = k + 1 < n ? TOWER_SPACES[k + 1] : TRACK_LENGTH;
    out[t] = { x: bx + ey * off - ex * off * 0.6, y: by - ex * off - ey * off * 0.6, nx: ey, ny: -ex };
    out[(t + 1) % TRACK_LENGTH] = { x: bx + dy * off + dx * off * 0.6, y: by - dx * off + dy * off * 0.6, nx: dy, ny: -dx };
    const count = tNext - t - 2;
    for (let i = 0; i < count; i++) {
      const u = (i + 1) / (count + 1);
      out[t + 2 + i] = { x: bx + (nx - bx) * u + dy * off, y: by + (ny - by) * u - dx * off, nx: dy, ny: -dx };
    }
  }
  return out;
}

/** Where the wall tile of tower k lies: outside its bend, on the diagonal between its two spaces. */
export function towerTileSpot(c: number, k: number, track: Space[], castle: Castle): [number, number] {
  const [bx, by] = castle.wallBends[k], a = track[castle.towerSpaces[k]], b = track[(castle.towerSpaces[k] + 1) % TRACK_LENGTH];
  const vx = a.nx + b.nx, vy = a.ny + b.ny, len = Math.hypot(vx, vy) || 1;
  return [bx * c + (vx / len) * c * 1.0, by * c + (vy / len) * c * 1.0];
}

/** Where the number of space i is written. */
export function numberSpot(c: number, s: Space): [number, number] {
  const d = c * (NUMBER_OFFSET - TRACK_OFFSET);
  return [s.x + s.nx * d, s.y + s.ny * d];
}
