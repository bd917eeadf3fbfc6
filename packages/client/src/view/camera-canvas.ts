// What both games' boards (board.ts, plane-view.ts) do alike around their camera: the world
// container the camera moves and scales, frames on demand (canvas-frames.ts), the pointer wired to
// the camera (pan, wheel, pinch, tap: gestures.ts), the canvas following its host's size, and the
// zoom onto a follower step's rings where a finger could not tell them apart. Each board draws its
// own layers into the world and says what lies over the canvas and where things are.
import { Application, Container } from 'pixi.js';
import type { Camera } from './camera';
import { CanvasFrames, FrameHooks, prepareCanvas, watchHostSize } from './canvas-frames';
import { GestureHandlers, attachGestures } from './gestures';
import { isTouchScreen, ringReach, ringZoom } from './hit-test';

/** What a board makes of the pointer; the camera's moves are handled here. */
export type PointerHandlers = Omit<GestureHandlers, 'changed'>;

export abstract class CameraCanvas<M> {
  /** Everything drawn, in world units: the camera places it on the screen. */
  protected readonly world = new Container();
  /** Frames on demand, and what each layer was last built from. */
  protected readonly frames: CanvasFrames;
  /** What was last rendered; null before the first render. */
  protected model: M | null = null;
  /** Which tile the follower step's rings stand on ('' for none), and the way back to the camera
   *  before they zoomed in on it. */
  private ringsAt = '';
  private beforeRings: (() => void) | null = null;
  private detach: () => void = () => undefined;
  private resizeObserver: ResizeObserver | null = null;

  /** `hooks`: what a frame does besides drawing (an animation's steps). */
  constructor(protected readonly app: Application, protected readonly camera: Camera, hooks: Omit<FrameHooks, 'painted' | 'dressed'> = {}) {
    this.frames = new CanvasFrames(app, { ...hooks, painted: () => !!this.model, dressed: () => !!this.model && this.artMade() });
    app.stage.addChild(this.world);
    prepareCanvas(app);
  }

  /** Stop listening and drawing (the screen is going away). */
  destroy(): void {
    // Timers and art still on their way (a wall tile turned face up, the tiles' pictures) find no
    // model and draw nothing on what is gone.
    this.model = null;
    this.frames.stop();
    this.detach();
    this.resizeObserver?.disconnect();
  }

  /** Show the whole board (a fit button, a key, a double tap): the rings' zoom is forgotten. */
  fit(): void {
    this.forgetRingZoom();
    this.camera.fit();
    this.cameraMoved();
  }

  /** The board's pictures are made (it no longer draws them in flat colours). */
  protected abstract artMade(): boolean;

  /** Where things are, as data attributes on the canvas (called once there is a model). */
  protected abstract publish(): void;

  /** Move what lies over the canvas (labels, buttons) with the world. */
  protected abstract placeOverlay(): void;

  /** Start taking input and the host's size: called last in a board's constructor, once what
   *  `placeOverlay` moves exists. `overlay`: the element laid over the canvas (its host is
   *  watched where the canvas has none yet). */
  protected listen(overlay: HTMLElement, pointer: PointerHandlers): void {
    const canvas = this.app.canvas;
    this.detach = attachGestures(canvas, this.camera, { ...pointer, changed: () => this.cameraMoved() });
    this.camera.resize(this.app.screen.width, this.app.screen.height);
    this.resizeObserver = watchHostSize(canvas, overlay, () => this.resized());
    this.placeWorld();
  }

  protected buildIf(layer: string, key: string, build: () => void): void {
    this.frames.buildIf(layer, key, build);
  }

  protected requestRender(): void {
    this.frames.request();
  }

  /** The camera moved: move the world and what lies over it, and say where things are now. */
  protected cameraMoved(): void {
    this.placeWorld();
    if (this.model) this.publish();
    this.requestRender();
  }

  protected placeWorld(): void {
    const [x, y] = this.camera.toScreen(0, 0);
    this.world.position.set(x, y);
    this.world.scale.set(this.camera.scale);
    this.placeOverlay();
  }

  /** The camera takes the screen's new size; a board may keep its view across it, or redraw. */
  protected takeScreenSize(): void {
    this.camera.resize(this.app.screen.width, this.app.screen.height);
  }

  /** The camera's view now, and how to go back to it (kept relative to the fitted world unless a
   *  board keeps it otherwise). */
  protected keepView(): () => void {
    const v = this.camera.save();
    return () => this.camera.restore(v);
  }

  /** The follower step's rings stand on tile `at`, at `centre` (world units), `spacing` apart:
   *  where they would stand closer than a fingertip (or a mouse's target), the camera zooms to
   *  the tile, once for each tile. */
  protected zoomToRings(at: string, centre: readonly [number, number], spacing: number): void {
    const was = this.ringsAt;
    this.ringsAt = at;
    if (was === at) return;
    const zoom = ringZoom(this.camera, spacing, this.touchScreen());
    if (zoom === null) return;
    this.beforeRings ??= this.keepView();
    this.camera.focus(centre[0], centre[1], zoom);
    this.placeWorld();
  }

  /** The rings are gone: the camera goes back to where it was before they zoomed in. */
  protected leaveRings(): void {
    this.ringsAt = '';
    if (!this.beforeRings) return;
    this.beforeRings();
    this.beforeRings = null;
    this.placeWorld();
  }

  /** Leave the camera where it is when the rings go (it was fitted since, or shows another world). */
  protected forgetRingZoom(): void {
    this.beforeRings = null;
  }

  protected touchScreen(): boolean {
    return isTouchScreen(this.camera.width, this.camera.height);
  }

  /** How far from the centre of a ring of `radius` (world units) a tap takes it, in CSS px, at this zoom. */
  protected ringReach(radius: number): number {
    return ringReach(radius, this.camera.scale, this.touchScreen());
  }

  private resized(): void {
    const host = this.app.canvas.parentElement;
    if (!host) return;
    const w = host.clientWidth, h = host.clientHeight;
    if (!w || !h || (w === this.app.screen.width && h === this.app.screen.height)) return;
    (this.app as Application & { resize?: () => void }).resize?.();
    this.takeScreenSize();
    this.cameraMoved();
  }
}
