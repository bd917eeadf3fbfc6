// How both games' boards (board.ts, plane-view.ts) draw: only on demand, one frame however many
// changes asked for it, a layer rebuilt only when what it shows changed; and the page's own measure
// of what its board costs, as data attributes on the canvas (the slowest update and frame, the
// frames drawn, when it was first painted, in flat colours and in its pictures).
import type { Application } from 'pixi.js';
import { quietPixi, runDueTasks } from './pixi-internals';
import { boardResolution } from './resolution';

/** A board's canvas made ready: a block (an inline canvas adds a line gap below, which would grow
 *  its host), sharp on phones (drawn at the device's pixel ratio even where the Application was
 *  made without), and idle between the board's own renders: no Pixi pointer events (the board reads
 *  taps, pans and pinches itself), no system ticker (pixi-internals.ts). */
export function prepareCanvas(app: Application): HTMLCanvasElement {
  const canvas = app.canvas;
  canvas.style.display = 'block';
  const res = boardResolution(app.screen.width, app.screen.height);
  if (app.renderer.resolution !== res || !app.renderer.view.autoDensity) {
    app.renderer.view.autoDensity = true;
    app.renderer.resize(app.screen.width, app.screen.height, res);
  }
  quietPixi(app);
  return canvas;
}

/** Call `resized` when the canvas's host (or, before it is placed, `fallback`) changes size. */
export function watchHostSize(canvas: HTMLCanvasElement, fallback: HTMLElement, resized: () => void): ResizeObserver | null {
  const host = canvas.parentElement ?? fallback.parentElement;
  if (!host || typeof ResizeObserver === 'undefined') return null;
  const observer = new ResizeObserver(resized);
  observer.observe(host);
  return observer;
}

export interface FrameHooks {
  /** Just before a frame is drawn (an animation steps). */
  before?(t: number): void;
  /** After a frame: true to draw another (an animation goes on). */
  again?(): boolean;
  /** Something to show has been handed over: the first frame after it is the first paint. */
  painted(): boolean;
  /** ... and drawn in its pictures (the art made): the first frame after it is the art's first paint. */
  dressed(): boolean;
}

export class CanvasFrames {
  /** What each layer was last built from (see `buildIf`). */
  readonly built: Record<string, string> = {};
  private queued = false;
  private renders = 0;
  private stopped = false;

  constructor(private app: Application, private hooks: FrameHooks) {}

  /** Rebuild a layer when what it shows (`key`) changed. */
  buildIf(layer: string, key: string, build: () => void): void {
    if (this.built[layer] === key) return;
    this.built[layer] = key;
    build();
  }

  /** Build these layers (all when none are named) at the next render, whatever their keys. */
  forget(layers: readonly string[] = Object.keys(this.built)): void {
    for (const layer of layers) delete this.built[layer];
  }

  /** Draw at the next frame, once however many changes came in between. */
  request(): void {
    if (this.queued) return;
    this.queued = true;
    requestAnimationFrame(() => {
      this.queued = false;
      if (this.stopped) return; // the screen closed while this frame was queued
      const t0 = performance.now();
      this.hooks.before?.(t0);
      this.app.render();
      runDueTasks(this.app);
      this.timed('slowestFrame', t0);
      const d = this.app.canvas.dataset;
      d.renders = String(++this.renders);
      if (!d.firstPaint && this.hooks.painted()) d.firstPaint = performance.now().toFixed(1);
      if (!d.artPaint && this.hooks.dressed()) d.artPaint = performance.now().toFixed(1);
      if (this.hooks.again?.()) this.request();
    });
  }

  /** The longest an update (`render`, timed by its caller from `t0`) or a frame has taken, in ms. */
  timed(what: 'slowestRender' | 'slowestFrame', t0: number): void {
    const ms = performance.now() - t0, d = this.app.canvas.dataset;
    if (ms > Number(d[what] ?? 0)) d[what] = ms.toFixed(1);
  }

  /** No frame after this one (the screen is going away). */
  stop(): void {
    this.stopped = true;
  }
}
