// The Pixi application behind the board: sharp on phones (drawn at the device's pixel ratio), and
// no render loop (the board draws itself when something changes).
import { Application } from 'pixi.js';
// Pixi's shader code without eval: the page's Content-Security-Policy has no 'unsafe-eval'.
import 'pixi.js/unsafe-eval';
import { BoardView } from './board';

/** Largest backing store, in device pixels. A 390×506 board at 3× is 1.8 M; a 2560×1440 window
 *  at 2× would be 14.7 M (59 MB of colour alone, several times that with antialiasing's buffers),
 *  which phones and small GPUs run out of: above this the ratio drops until it fits. */
export const MAX_DEVICE_PIXELS = 12e6;

/** The resolution to draw a board of w×h CSS pixels at: the device pixel ratio, at most 3 (no
 *  screen is sharper to the eye), and lower where the backing store would pass MAX_DEVICE_PIXELS. */
export function boardResolution(w: number, h: number, dpr = globalThis.devicePixelRatio || 1): number {
  const byMemory = Math.sqrt(MAX_DEVICE_PIXELS / Math.max(1, w * h));
  return Math.max(1, Math.min(dpr, 3, byMemory));
}

/** Create and start the board's application in `host`: the canvas fills it and follows its size. */
export async function createBoardApp(host: HTMLElement): Promise<Application> {
  const app = new Application();
  await app.init({
    resizeTo: host, background: 0x23211e, antialias: true, autoStart: false,
    resolution: boardResolution(host.clientWidth, host.clientHeight), autoDensity: true,
  });
  app.ticker.stop();
  return app;
}

/** The board in `host`: its application, the canvas and the labels laid over it, and the view. */
export async function mountBoard(host: HTMLElement): Promise<{ pixi: Application; board: BoardView }> {
  const pixi = await createBoardApp(host);
  const labels = document.createElement('div');
  labels.className = 'board-labels';
  host.append(pixi.canvas, labels);
  return { pixi, board: new BoardView(pixi, labels) };
}
