// The Pixi application behind Carcassonne's plane, as board-app.ts makes the Castle's: sharp on
// phones (drawn at the device's pixel ratio), no render loop (the view draws itself when something
// changes), and an overlay over the canvas for the fit button; Pixi's canvas renderer, for the
// reasons board-app.ts gives, and the tiles' pictures made while it starts.
import { Application } from 'pixi.js';
// Pixi's shader code without eval: the page's Content-Security-Policy has no 'unsafe-eval'.
import 'pixi.js/unsafe-eval';
import { loadPlaneTextures } from './plane-textures';
import { PlaneView } from './plane-view';
import { boardResolution } from '../../../view/resolution';

/** The plane in `host`: the canvas fills it and follows its size. The caller destroys the view,
 *  then the application (`pixi.destroy(true)`), when the screen goes. */
export async function mountPlane(host: HTMLElement): Promise<{ pixi: Application; view: PlaneView }> {
  const pixi = new Application();
  await Promise.all([pixi.init({
    resizeTo: host, background: 0x2b2822, antialias: true, autoStart: false, preference: 'canvas',
    resolution: boardResolution(host.clientWidth, host.clientHeight), autoDensity: true,
  }), loadPlaneTextures()]);
  pixi.ticker.stop();
  // The overlay is placed over the canvas: the host must be its containing block.
  if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
  const overlay = document.createElement('div');
  overlay.className = 'plane-overlay';
  overlay.style.cssText = 'position:absolute;inset:0;pointer-events:none;overflow:hidden';
  host.append(pixi.canvas, overlay);
  return { pixi, view: new PlaneView(pixi, overlay) };
}
