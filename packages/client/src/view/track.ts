// The score track along the wall, in world units (castle's top-left corner at 0,0; `c` a cell):
// where its 100 spaces, towers, gates and numbers are, and its picture. Drawn once: nothing on it
// changes but the markers and the wall tiles, which are drawn elsewhere.
import { Graphics } from 'pixi.js';
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

const STONE = 0x6d655a, STONE_LIGHT = 0xb8ad98, TOWER = 0x8a8072, GATE = 0x3a2a1c;

/** The track's picture: spaces (every fifth larger), towers on the bends, and Falcon gates. */
export function drawTrack(g: Graphics, c: number, track: Space[], castle: Castle): void {
  const { wallBends: WALL_BENDS, towerSpaces: TOWER_SPACES } = castle;
  // Towers first, under their spaces: a battlemented square on each bend of the wall.
  WALL_BENDS.forEach(([bx, by]) => {
    const x = bx * c, y = by * c, s = c * 0.3, m = s / 2.5;
    g.rect(x - s, y - s, 2 * s, 2 * s).fill(TOWER).stroke({ width: c * 0.03, color: 0x3b362f });
    // Notches in the middle of each side read as battlements.
    for (const [ux, uy] of [[0, -1], [1, 0], [0, 1], [-1, 0]]) g.rect(x + ux * (s - m / 2) - m / 2, y + uy * (s - m / 2) - m / 2, m, m).fill(0x3b362f);
  });
  // The two spaces of each tower are joined: one tower covers both.
  TOWER_SPACES.forEach((t) => {
    const a = track[t], b = track[(t + 1) % TRACK_LENGTH];
    g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: c * 0.12, color: TOWER, cap: 'round' });
  });
  track.forEach((s, i) => {
    const tower = TOWER_SPACES.includes(i) || TOWER_SPACES.includes(i - 1);
    const fifth = i % 5 === 0;
    g.circle(s.x, s.y, c * (fifth ? 0.1 : 0.07)).fill(fifth ? STONE_LIGHT : tower ? 0x9a8f7e : STONE);
  });
  {
    // A gate (Falcon): a dark arch across the track between its two spaces.
    for (const [a, b] of castle.gates) {
      const p = track[a], q = track[b], x = (p.x + q.x) / 2, y = (p.y + q.y) / 2, tx = q.x - p.x, ty = q.y - p.y, tl = Math.hypot(tx, ty);
      const ux = tx / tl, uy = ty / tl, half = c * 0.22, thick = c * 0.06;
      g.poly([
        x - ux * thick - p.nx * half, y - uy * thick - p.ny * half, x + ux * thick - p.nx * half, y + uy * thick - p.ny * half,
        x + ux * thick + p.nx * half, y + uy * thick + p.ny * half, x - ux * thick + p.nx * half, y - uy * thick + p.ny * half,
      ]).fill(GATE).stroke({ width: c * 0.02, color: 0xe8dcb5 });
    }
  }
}

/** A wall tile on its tower: face down (its back), or face up for a moment after it is taken. */
export function drawWallTile(g: Graphics, c: number, x: number, y: number, faceUp: boolean): void {
  const s = c * 0.2;
  if (faceUp) {
    g.roundRect(x - s, y - s, 2 * s, 2 * s, s * 0.2).fill(0xf3ead2).stroke({ width: c * 0.03, color: 0xffd36b });
    return;
  }
  g.roundRect(x - s, y - s, 2 * s, 2 * s, s * 0.2).fill(0x2b2b2b).stroke({ width: c * 0.025, color: 0xd8cdb8 });
  // The back's pattern: a small tower, so a face-down tile reads as a tile and not a hole.
  g.rect(x - s * 0.35, y - s * 0.3, s * 0.7, s * 0.75).fill(0x6d655a);
  for (const ux of [-0.35, -0.05, 0.25]) g.rect(x + s * ux, y - s * 0.5, s * 0.1, s * 0.22).fill(0x6d655a);
}
