// The Pixi application behind the board: sharp on phones (drawn at the device's pixel ratio), and
// no render loop (the board draws itself when something changes). Pixi's canvas renderer: it starts
// at once where WebGL compiles its shaders first (a second in software), and draws the board's few
// dozen pictures in a frame without uploading textures (WebGL's uploads made frames of 300-800 ms).
import { Application } from 'pixi.js';
// Pixi's shader code without eval: the page's Content-Security-Policy has no 'unsafe-eval'.
import 'pixi.js/unsafe-eval';
import { BoardView } from './board';
import { boardResolution } from '../../../view/resolution';
import { loadTileTextures } from './tile-textures';

/** Create and start the board's application in `host`: the canvas fills it and follows its size. */
export async function createBoardApp(host: HTMLElement): Promise<Application> {
  const app = new Application();
  await app.init({
    resizeTo: host, background: 0x23211e, antialias: true, autoStart: false, preference: 'canvas',
    resolution: boardResolution(host.clientWidth, host.clientHeight), autoDensity: true,
  });
  app.ticker.stop();
  return app;
}

/** The board in `host`: its application, the canvas and the labels laid over it, and the view. */
export async function mountBoard(host: HTMLElement): Promise<{ pixi: Application; board: BoardView }> {
  // The tiles' pictures are made meanwhile: the first frame shows them (no flat colours first).
  const [pixi] = await Promise.all([createBoardApp(host), loadTileTextures()]);
  const labels = document.createElement('div');
  labels.className = 'board-labels';
  host.append(pixi.canvas, labels);
  return { pixi, board: new BoardView(pixi, labels) };
}
