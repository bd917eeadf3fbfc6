// The board picture (PixiJS): castle, wall with start spaces, score track with towers, placed tiles
// drawn from their feature pictures, followers, keeps, and the highlights of a turn.
// It decides nothing: what is legal comes from the rules through TurnChoices.
//
// Everything is drawn once in world units (board-geometry.ts) into layers kept between renders
// (board-layers.ts); a render rebuilds only the layers whose part of the model changed, and the
// camera (fit, zoom, pan: camera-canvas.ts) only moves the world. Nothing runs while nothing changes:
// a frame is asked for when the model, the camera or an animation changes, and none otherwise. Text
// lies over the canvas in the DOM (board-labels.ts); where things are goes into data attributes (board-data.ts).
import { Application, Graphics } from 'pixi.js';
import { BASE_CASTLE, Castle, FALCON_CASTLE } from '@castle/rules';
import type { BoardModel } from '../logic/board-model';
import { boardData, markerData } from './board-data';
import { CELL } from '../../../view/cell';
import { Ring, cellCentre, ringLayout, worldOf } from './board-geometry';
import { BoardLabels } from './board-labels';
import { TileLayer, drawGround, drawLegal, drawMarks, drawPieces, drawPreview, drawRings, drawWallTiles } from './board-layers';
import { BoardMarkers } from './board-markers';
import { Camera } from '../../../view/camera';
import { CameraCanvas } from '../../../view/camera-canvas';
import { DoubleTap } from '../../../view/hit-test';
import { litCellAt, tapTarget } from './board-hit';
import { tileArtReady, whenTileTexturesReady } from './tile-textures';
import { Space, trackSpaces } from './track-spaces';

/** How long a wall tile just taken shows face up (ms). */
const WALL_FACE_UP_MS = 2500;

export class BoardView extends CameraCanvas<BoardModel> {
  /** The castle drawn: the Falcon castle is larger. */
  private castle: Castle = BASE_CASTLE;
  private track: Space[] = trackSpaces(CELL, BASE_CASTLE);
  private ground = new Graphics();
  private wallTiles = new Graphics();
  private tiles = new TileLayer();
  private marks = new Graphics();
  private legal = new Graphics();
  private previewG = new Graphics();
  private pieces = new Graphics();
  private rings = new Graphics();
  private labels: BoardLabels;
  private markers: BoardMarkers;
  /** Wall tiles face up for a moment: tower → kind; and the events already shown. */
  private faceUp = new Map<number, number>();
  private seenTaken = new Set<number>();

  /** Rings: their world centres and radius. */
  private ringSpots: Ring[] = [];
  private ringR = 0;
  private hovered = -1;
  private doubleTap = new DoubleTap();

  onCellTap: (cell: number) => void = () => undefined;
  /** A lit cell under the mouse, or -1 when the pointer leaves the lit cells. */
  onCellHover: (cell: number) => void = () => undefined;
  onPieceTap: (piece: number) => void = () => undefined;

  /** `labels`: an element laid over the canvas for text (track numbers, points, wall tile kinds):
   *  the DOM draws text without Pixi's text system, which adds 35 kB to the main chunk. */
  constructor(app: Application, labels: HTMLElement) {
    super(app, new Camera(worldOf(BASE_CASTLE)), {
      before: (t) => { if (this.markers.step(t) && this.model) this.publishMarkers(); },
      again: () => this.markers.moving,
    });
    this.world.addChild(this.ground, this.wallTiles, this.tiles.container, this.marks, this.legal, this.previewG, this.pieces, this.rings);
    this.labels = new BoardLabels(labels, () => this.fit());
    this.markers = new BoardMarkers(this.labels, this.camera, () => this.track);
    this.world.addChild(...this.markers.graphics);
    this.listen(labels, {
      tap: (x, y, touch) => this.tap(x, y, touch),
      hover: (x, y) => this.hover(litCellAt(this.camera, this.castle, this.model?.legalCells ?? [], x, y)),
      leave: () => this.hover(-1),
    });
  }

  override destroy(): void {
    super.destroy();
    this.labels.remove();
    this.markers.destroy();
  }

  render(m: BoardModel): void {
    const t0 = performance.now();
    this.model = m;
    const castle = m.falcon ? FALCON_CASTLE : BASE_CASTLE;
    if (castle !== this.castle) this.useCastle(castle);
    this.buildIf('ground', this.castle.name, () => drawGround(this.ground.clear(), this.castle, this.track, this.artLater));
    this.takeWallTiles(m);
    this.buildIf('wallTiles', JSON.stringify([m.towers, [...this.faceUp]]), () => {
      drawWallTiles(this.wallTiles.clear(), this.castle, this.track, m.towers, this.faceUp);
      this.labels.showKinds(this.faceUp);
      this.labels.placeKinds(this.camera, this.track, this.castle);
    });
    const keys = m.board.map((b) => (b.tile >= 0 ? `${b.tile}/${b.rot}` : ''));
    this.buildIf('tiles', keys.join(), () => this.tiles.sync(m, this.castle, keys, this.artLater));
    this.buildIf('marks', JSON.stringify([m.lastMove, m.highlight, m.flashCells, m.lastMove ? this.frames.built.tiles : '']), () => drawMarks(this.marks.clear(), m, this.castle));
    this.buildIf('legal', m.legalCells.join(), () => drawLegal(this.legal.clear(), this.castle, m.legalCells));
    this.buildIf('preview', JSON.stringify([m.preview, m.ghost ?? null]), () => drawPreview(this.previewG.clear(), m, this.castle, this.artLater));
    this.buildIf('pieces', JSON.stringify([m.followers, m.keeps, this.frames.built.tiles, m.preview]), () => drawPieces(this.pieces.clear(), m, this.castle));
    this.buildIf('rings', JSON.stringify([m.pieceMarks, this.frames.built.tiles, m.preview]), () => this.drawRings(m));
    this.markers.take(m, performance.now());
    this.publish();
    this.requestRender();
    this.frames.timed('slowestRender', t0);
  }

  protected artMade(): boolean {
    return tileArtReady();
  }

  protected placeOverlay(): void {
    this.labels.placeNumbers(this.camera, this.track);
    this.labels.placeKinds(this.camera, this.track, this.castle);
    this.markers.placeFloats();
  }

  /** New `wallTaken` events turn their tile face up for a moment. */
  private takeWallTiles(m: BoardModel): void {
    for (const w of m.wallTaken ?? []) {
      if (this.seenTaken.has(w.id)) continue;
      this.seenTaken.add(w.id);
      this.faceUp.set(w.tower, w.kind);
      setTimeout(() => {
        if (this.faceUp.get(w.tower) !== w.kind) return;
        this.faceUp.delete(w.tower);
        if (this.model) this.render(this.model);
      }, WALL_FACE_UP_MS);
    }
  }

  /** Rings on the pieces a follower may take, spread apart; tapping one places it there. On a
   *  screen where they would stand closer than a fingertip, the camera zooms to the tile. */
  private drawRings(m: BoardModel): void {
    const g = this.rings.clear(), pm = m.pieceMarks;
    this.ringSpots = [];
    if (!pm) { this.leaveRings(); return; }
    const { rings, radius, spacing } = ringLayout(m, this.castle, pm);
    this.ringSpots = rings;
    this.ringR = radius;
    drawRings(g, rings, radius, pm.picked);
    this.zoomToRings(String(pm.cell), cellCentre(this.castle, pm.cell), spacing);
  }

  // ---- data attributes and input -------------------------------------------------------

  protected publish(): void {
    Object.assign(this.app.canvas.dataset, boardData(this.model!, this.castle, this.camera, this.ringSpots, this.ringReach(this.ringR), this.faceUp));
    this.publishMarkers();
  }

  private publishMarkers(): void {
    this.app.canvas.dataset.markers = markerData(this.markers.spots(), this.model?.scores, this.camera);
  }

  private hover(cell: number): void {
    if (cell === this.hovered) return;
    this.hovered = cell;
    this.onCellHover(cell);
  }

  /** A tap takes the nearest ring within reach, else the cell under it; a double tap off the
   *  castle's cells shows the whole board again. */
  private tap(x: number, y: number, touch: boolean): void {
    const hit = tapTarget(this.camera, this.castle, this.ringSpots, this.ringReach(this.ringR), x, y);
    if (hit && 'piece' in hit) this.onPieceTap(hit.piece);
    else if (hit) this.onCellTap(hit.cell);
    else if (this.doubleTap.tap(performance.now(), x, y, touch)) this.fit();
  }

  // ---- castle and tile art -------------------------------------------------------------

  /** The tile textures are not ready: draw the tiles and start spaces again once they are. */
  private artLater = (): void => whenTileTexturesReady(this.artReady);

  private artReady = (): void => {
    this.tiles.forget();
    this.frames.forget(['ground', 'tiles', 'preview']);
    if (this.model) this.render(this.model);
  };

  /** Draw another castle from now on (a game's first render tells which): everything anew. */
  private useCastle(castle: Castle): void {
    this.castle = castle;
    this.track = trackSpaces(CELL, castle);
    this.camera.setWorld(worldOf(castle));
    this.forgetRingZoom();
    this.tiles.clear();
    this.frames.forget();
    this.markers.forgetShapes();
    // The camera now fits the new world: the world and the track numbers move with it.
    this.placeWorld();
  }
}
