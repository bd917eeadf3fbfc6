// What both games' boards (board.ts, plane-view.ts) do alike around their camera: the world
// container the camera moves and scales, frames on demand (canvas-frames.ts), the pointer wired to
// the camera (pan, wheel, pinch, tap: gestures.ts), and the canvas following its host's size. Each
// board draws its own layers into the world and says what lies over the canvas and where things are.
import { Application, Container } from 'pixi.js';
import type { Camera } from './camera';
import { CanvasFrames, FrameHooks, prepareCanvas, watchHostSize } from './canvas-frames';
import { GestureHandlers, attachGestures } from './gestures';
import { isTouchScreen, ringReach } from './hit-test';

/** What a board makes of the pointer; the camera's moves are handled here. */
export type PointerHandlers = Omit<GestureHandlers, 'changed'>;

export abstract class CameraCanvas<M> {
  /** Everything drawn, in world units: the camera places it on the screen. */
  protected readonly world = new Container();
  /** Frames on demand, and what each layer was last built from. */
  protected readonly frames: CanvasFrames;
  /** What was last rendered; null before the first render. */
  protected model: M | null = null;
  private detach: () => void = () => undefined;
  private resizeObserver: ResizeObserver | null = null;

  /** `hooks`: what a frame does besides drawing (an animation's steps). */
  constructor(protected readonly app: Application, protected readonly camera: Camera, hooks: Omit<FrameHooks, 'painted'> = {}) {
    this.frames = new CanvasFrames(app, { ...hooks, painted: () => !!this.model });
    app.stage.addChild(this.world);
    prepareCanvas(app);
  }

  /** Stop listening and drawing (the screen is going away). */
  destroy(): void {
    this.frames.stop();
    this.detach();
    this.resizeObserver?.disconnect();
  }

  /** Where things are, as data attributes on the canvas (called once there is a model). */
  protected abstract publish(): void;

  /** Move what lies over the canvas (labels, buttons) with the world. */
  protected abstract placeOverlay(): void;

  /** Start taking input and the host's size: called last in a board's constructor, once what
   *  `placeOverlay` moves exists. `overlay`: the element over the canvas, watched for size until
   *  the canvas is placed. */
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
