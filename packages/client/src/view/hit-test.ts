// How near a ring a tap must be, a double tap off the board, and how far to zoom for rings a
// finger can tell apart, in any game's canvas (what a point hits is each game's: the Castle's
// board-hit.ts, Carcassonne's plane-geometry.ts). Plain arithmetic over the camera, tested with jest.
import type { Camera } from './camera';
import { CELL } from './cell';

/** Smallest distance between follower rings on screen (CSS px): a fingertip's 44 px target on a
 *  touch screen; a mouse needs less. */
export const TOUCH_TARGET = 44, MOUSE_TARGET = 24;

/** The page's window, typed so that this file also compiles (and runs) without the DOM's types. */
const page = globalThis as { matchMedia?: (query: string) => { matches: boolean } };

/** A coarse pointer, or a screen as small as a phone's. */
export function isTouchScreen(width: number, height: number): boolean {
  return page.matchMedia?.('(pointer: coarse)').matches || Math.min(width, height) < 500;
}

/** How far from a ring's centre a tap takes it (CSS px): its radius, at least a fingertip's half-width. */
export function ringReach(radius: number, scale: number, touch: boolean): number {
  return Math.max(radius * scale, (touch ? TOUCH_TARGET : MOUSE_TARGET) / 2);
}

/** Taps off the board's cells: the second of two quick ones near each other is a double tap. */
export class DoubleTap {
  private last = { t: 0, x: 0, y: 0 };

  /** A tap at time `now` (ms): true when it makes a double tap (which then starts no other). */
  tap(now: number, x: number, y: number, touch: boolean): boolean {
    const last = this.last;
    const double = now - last.t < 400 && Math.hypot(x - last.x, y - last.y) < (touch ? 30 : 10);
    this.last = { t: double ? 0 : now, x, y };
    return double;
  }
}

/** The zoom at which rings `spacing` world units apart are a target apart (a finger's or a
 *  mouse's), no further in than shows the whole tile and a little around it; null when they
 *  are far enough apart already, or that zoom is no closer than the camera's. */
export function ringZoom(camera: Camera, spacing: number, touch: boolean): number | null {
  const need = touch ? TOUCH_TARGET : MOUSE_TARGET;
  if (spacing * camera.scale >= need) return null;
  const most = Math.min(camera.width, camera.height) / (CELL * 1.6) / camera.fitScale;
  const zoom = Math.min(need * 1.1 / (spacing * camera.fitScale), Math.max(camera.zoom, most));
  return zoom <= camera.zoom ? null : zoom;
}
