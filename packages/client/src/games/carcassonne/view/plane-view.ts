// The original Carcassonne's open plane (PixiJS): the tiles on the table, the cells where the
// drawn tile fits, the ghost and the chosen placement, the followers, and the rings of a follower
// step. It decides nothing: the page's turn logic hands it a PlaneModel (logic/plane-model.ts).
//
// As the Castle's board (board.ts): everything is drawn once in world units (plane-geometry.ts)
// into layers kept between renders (plane-layers.ts); a render rebuilds only the layers whose part
// of the model changed, and the camera (fit, zoom, pan: camera-canvas.ts) only moves the world. The
// world grows with the tiles. Nothing runs while nothing changes: a frame is asked for when the
// model or the camera changes. Where things are goes into data attributes (plane-data.ts).
import { Application, Container, Graphics } from 'pixi.js';
import type { PlaneModel, PlaneXY } from '../logic/plane-model';
import { Camera } from '../../../view/camera';
import { CameraCanvas } from '../../../view/camera-canvas';
import { fitButton } from '../../../view/fit-button';
import { planeData } from './plane-data';
import { PlaneRing, cellAtScreen, cellCentre, frameCells, legalAtScreen, moveWorld, planeRings, planeWorld, restoreView, saveView, spotAtScreen } from './plane-geometry';
import { TileLayer, drawFollowers, drawLegal, drawMarks, drawPending, drawPreview, drawRings } from './plane-layers';
import { planeArtReady, whenPlaneArtReady } from './plane-textures';
import { t } from '../../../i18n/words';

export class PlaneView extends CameraCanvas<PlaneModel> {
  private tiles = new TileLayer();
  private marks = new Graphics();
  private legal = new Graphics();
  private previewLayer = new Container();
  private followers = new Container();
  private rings = new Graphics();
  private pending = new Container();
  private fitButton = fitButton({
    text: t('carcassonne.fit.text'), title: t('carcassonne.fit.title'), label: t('carcassonne.fit.label'), testid: 'plane-fit', size: 'padding:0 10px;font-size:16px',
  }, () => this.fit());

  /** The rings drawn (world centres, radius). */
  private ringSpots: PlaneRing[] = [];
  private ringR = 0;
  /** The way back to the camera before `focus` framed its cells. */
  private beforeFocus: (() => void) | null = null;
  private hovered = '';
  private destroyed = false;

  /** A tap or click on a cell, any cell (the page decides what it means). */
  onCellTap: (x: number, y: number) => void = () => undefined;
  /** The pointer over a lit legal cell, or null when it leaves them. */
  onCellHover: (cell: { x: number; y: number } | null) => void = () => undefined;
  /** A tap on one of the follower step's rings. */
  onSpotTap: (spot: string) => void = () => undefined;

  /** `overlay`: an element laid over the canvas for the fit button (DOM: no Pixi text or UI). */
  constructor(app: Application, overlay: HTMLElement) {
    super(app, new Camera(planeWorld([], 1, 1)));
    this.world.addChild(this.tiles.container, this.marks, this.legal, this.previewLayer, this.followers, this.rings, this.pending);
    app.canvas.dataset.testid = 'plane';
    overlay.append(this.fitButton);
    this.listen(overlay, {
      tap: (x, y) => this.tap(x, y),
      hover: (x, y) => this.hover(legalAtScreen(this.camera, this.model?.legalCells ?? [], x, y)),
      leave: () => this.hover(null),
    });
  }

  override destroy(): void {
    this.destroyed = true;
    super.destroy();
    this.fitButton.remove();
  }

  render(m: PlaneModel): void {
    const t0 = performance.now();
    this.model = m;
    const art = planeArtReady();
    this.buildIf('world', JSON.stringify([m.tiles.map((t) => [t.x, t.y]), this.camera.width, this.camera.height]), () => this.growWorld(m));
    this.buildIf('tiles', `${art}|${m.tiles.map((t) => `${t.x},${t.y},${t.tile},${t.rot}`).join(';')}`, () => this.tiles.sync(m.tiles, art, this.artLater));
    this.buildIf('marks', JSON.stringify([m.lastPlaced, m.highlight, m.outline ?? []]), () => drawMarks(this.marks.clear(), m));
    this.buildIf('legal', JSON.stringify(m.legalCells), () => drawLegal(this.legal.clear(), m.legalCells));
    this.buildIf('preview', JSON.stringify([art, m.ghost, m.preview]), () => drawPreview(this.previewLayer, m, this.artLater));
    // Followers stand on their tile's spots: drawn again when a tile under them may have changed.
    const under = JSON.stringify([m.preview, m.spots?.at ?? null, m.tiles.length]);
    this.buildIf('followers', JSON.stringify([art, m.followers, under]), () => drawFollowers(this.followers, m, this.artLater));
    this.buildIf('pending', JSON.stringify([art, m.pendingFollower, under]), () => drawPending(this.pending, m, this.artLater));
    this.buildIf('rings', JSON.stringify([m.spots, m.pendingFollower?.spot ?? null]), () => this.drawRings(m));
    this.buildIf('focus', JSON.stringify(m.focus ?? []), () => this.frame(m.focus ?? []));
    this.publish();
    this.requestRender();
    this.frames.timed('slowestRender', t0);
  }

  /** The world as the tiles and the screen make it: fitted still if it was, else as the player left it. */
  private growWorld(m: PlaneModel): void {
    moveWorld(this.camera, planeWorld(m.tiles, this.camera.width, this.camera.height));
    this.placeWorld();
  }

  /** The plane's world changes with the tiles: a view is kept as fitted, or as the same place and
   *  scale. */
  protected override keepView(): () => void {
    const v = saveView(this.camera);
    return () => restoreView(this.camera, v);
  }

  /** A new screen size keeps the view (fitted, or the same place and zoom). */
  protected override takeScreenSize(): void {
    const back = this.keepView();
    super.takeScreenSize();
    back();
    if (this.model) this.render(this.model); // the world's size depends on the screen's
  }

  protected artMade(): boolean {
    return planeArtReady();
  }

  protected placeOverlay(): void {
    this.fitButton.hidden = this.camera.isFit;
  }

  /** Rings on the spots a follower may take. Where they would stand closer than a fingertip (or
   *  a mouse's target), the camera zooms to their tile, and goes back when the step ends. */
  private drawRings(m: PlaneModel): void {
    const g = this.rings.clear();
    const { rings, radius, spacing } = planeRings(m);
    this.ringSpots = rings;
    this.ringR = radius;
    if (!m.spots) { this.leaveRings(); return; }
    drawRings(g, rings, radius, m.pendingFollower?.spot ?? null);
    const at = m.spots.at;
    this.zoomToRings(`${at.x},${at.y}`, cellCentre(at.x, at.y), spacing);
  }

  /** Frame the model's focus cells; none: back to the camera before. */
  private frame(cells: readonly PlaneXY[]): void {
    if (cells.length) {
      this.beforeFocus ??= this.keepView();
      frameCells(this.camera, cells);
    } else if (this.beforeFocus) {
      this.beforeFocus();
      this.beforeFocus = null;
    } else return;
    this.placeWorld();
  }

  // ---- data attributes, input and the fit button ----------------------------------------

  protected publish(): void {
    Object.assign(this.app.canvas.dataset, planeData(this.model!, this.camera, this.ringSpots, this.ringReach(this.ringR)));
  }

  private hover(cell: PlaneXY | null): void {
    const key = cell ? `${cell.x},${cell.y}` : '';
    if (key === this.hovered) return;
    this.hovered = key;
    this.onCellHover(cell && { x: cell.x, y: cell.y });
  }

  /** A tap takes the nearest ring within reach, else the cell under it. */
  private tap(x: number, y: number): void {
    const spot = spotAtScreen(this.camera, this.ringSpots, this.ringReach(this.ringR), x, y);
    if (spot !== null) { this.onSpotTap(spot); return; }
    const c = cellAtScreen(this.camera, x, y);
    this.onCellTap(c.x, c.y);
  }

  /** The art is not ready: draw tiles and followers again once it is. */
  private artLater = (): void => whenPlaneArtReady(this.artReady);

  private artReady = (): void => {
    if (this.model && !this.destroyed) this.render(this.model);
  };
}
