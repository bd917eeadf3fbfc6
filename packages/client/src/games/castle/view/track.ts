// The score track's picture along the wall (where its spaces are: track-spaces.ts), and a wall
// tile on its tower. Drawn once: nothing on it changes but the markers and the wall tiles, which
// are drawn elsewhere.
import { Graphics } from 'pixi.js';
import { Castle, TRACK_LENGTH } from '@castle/rules';
import type { Space } from './track-spaces';

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
