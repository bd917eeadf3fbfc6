// What a point on the Castle's canvas hits: a follower ring, a cell of the castle, or nothing.
// Plain arithmetic over the camera, tested with jest.
import type { Castle } from '@castle/rules';
import type { Camera } from '../../../view/camera';
import { Ring, cellAtWorld } from './board-geometry';

/** The cell (any cell of the castle) under a canvas point, or -1. */
export function cellAtScreen(camera: Camera, castle: Castle, x: number, y: number): number {
  return cellAtWorld(castle, ...camera.toWorld(x, y));
}

/** A lit cell under a canvas point, or -1. */
export function litCellAt(camera: Camera, castle: Castle, legalCells: readonly number[], x: number, y: number): number {
  const id = cellAtScreen(camera, castle, x, y);
  return id >= 0 && legalCells.includes(id) ? id : -1;
}

/** What a tap takes: the nearest ring within reach, else the cell under it, else nothing (off the castle). */
export function tapTarget(camera: Camera, castle: Castle, rings: readonly Ring[], reach: number, x: number, y: number): { piece: number } | { cell: number } | null {
  let best: { piece: number; d: number } | null = null;
  for (const r of rings) {
    const [sx, sy] = camera.toScreen(r.x, r.y), d = Math.hypot(sx - x, sy - y);
    if (d <= reach && (!best || d < best.d)) best = { piece: r.piece, d };
  }
  if (best) return { piece: best.piece };
  const cell = cellAtScreen(camera, castle, x, y);
  return cell >= 0 ? { cell } : null;
}
