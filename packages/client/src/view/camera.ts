// Where the board's world (castle and track, in world units) is on the canvas: "fit" shows all of
// it; zoom and pan move from there. Plain arithmetic, no Pixi or DOM, so jest can test it.

export interface Rect { x: number; y: number; w: number; h: number }

export class Camera {
  /** Screen size in CSS pixels. */
  width = 1;
  height = 1;
  /** Zoom relative to fit: 1 shows the whole world. */
  zoom = 1;
  /** World point at the centre of the screen. */
  cx: number;
  cy: number;

  constructor(public world: Rect, readonly maxZoom = 10) {
    this.cx = world.x + world.w / 2;
    this.cy = world.y + world.h / 2;
  }

  /** Show another world (a castle of another size), whole. */
  setWorld(world: Rect): void {
    this.world = world;
    this.fit();
  }

  /** CSS pixels per world unit when the whole world fits. */
  get fitScale(): number { return Math.min(this.width / this.world.w, this.height / this.world.h); }
  /** CSS pixels per world unit now. */
  get scale(): number { return this.fitScale * this.zoom; }
  get isFit(): boolean { return this.zoom === 1; }

  resize(width: number, height: number): void {
    this.width = Math.max(1, width);
    this.height = Math.max(1, height);
    this.clamp();
  }

  toScreen(wx: number, wy: number): [number, number] {
    const s = this.scale;
    return [(wx - this.cx) * s + this.width / 2, (wy - this.cy) * s + this.height / 2];
  }

  toWorld(sx: number, sy: number): [number, number] {
    const s = this.scale;
    return [(sx - this.width / 2) / s + this.cx, (sy - this.height / 2) / s + this.cy];
  }

  /** Zoom by `factor`, keeping the world point under the screen point (sx, sy) where it is. */
  zoomAt(sx: number, sy: number, factor: number): void {
    const [wx, wy] = this.toWorld(sx, sy);
    this.zoom = Math.min(this.maxZoom, Math.max(1, this.zoom * factor));
    const s = this.scale;
    this.cx = wx - (sx - this.width / 2) / s;
    this.cy = wy - (sy - this.height / 2) / s;
    this.clamp();
  }

  /** Move the picture by (dx, dy) CSS pixels. */
  panBy(dx: number, dy: number): void {
    const s = this.scale;
    this.cx -= dx / s;
    this.cy -= dy / s;
    this.clamp();
  }

  /** Centre on a world point at a zoom (clamped like any other). */
  focus(wx: number, wy: number, zoom: number): void {
    this.zoom = Math.min(this.maxZoom, Math.max(1, zoom));
    this.cx = wx;
    this.cy = wy;
    this.clamp();
  }

  fit(): void { this.focus(this.world.x + this.world.w / 2, this.world.y + this.world.h / 2, 1); }

  save(): { zoom: number; cx: number; cy: number } { return { zoom: this.zoom, cx: this.cx, cy: this.cy }; }
  restore(v: { zoom: number; cx: number; cy: number }): void { this.focus(v.cx, v.cy, v.zoom); }

  /** Keep the world covering the screen as far as it can: no panning off into the void. When the
   *  world is narrower than the screen on an axis, it stays centred on that axis. */
  private clamp(): void {
    const s = this.scale, hw = this.width / 2 / s, hh = this.height / 2 / s, { x, y, w, h } = this.world;
    this.cx = w <= 2 * hw ? x + w / 2 : Math.min(x + w - hw, Math.max(x + hw, this.cx));
    this.cy = h <= 2 * hh ? y + h / 2 : Math.min(y + h - hh, Math.max(y + hh, this.cy));
  }
}
