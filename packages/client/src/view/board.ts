// The board picture (PixiJS): castle, wall with start spaces, score track with towers, placed tiles
// drawn from their feature pictures, followers, keeps, and the highlights of a turn.
// It decides nothing: what is legal comes from the rules through TurnChoices.
//
// Everything is drawn once in world units (a cell is CELL units, the castle's top-left corner at
// 0,0) into layers kept between renders; a render rebuilds only the layers whose part of the model
// changed, and the camera (fit, zoom, pan) only moves the world. Nothing runs while nothing changes:
// a frame is asked for when the model, the camera or an animation changes, and none otherwise.
import { Application, Container, Graphics, Ticker } from 'pixi.js';
import { BASE_CASTLE, Castle, FALCON_CASTLE, StartSpaceData, TRACK_LENGTH, TileSet, rotatePicture } from '@castle/rules';
import type { BoardModel } from '../logic/board-model';
import { boardResolution } from './resolution';
import { Camera } from './camera';
import { attachGestures } from './gestures';
import { Circle, placeLabels } from './label-layout';
import { minSpacing, ringSpots } from './ring-spots';
import { drawTrack, drawWallTile } from './track';
import { NUMBERED, Space, numberSpot, towerTileSpot, trackSpaces } from './track-spaces';

import { FOUNTAIN_COLOUR, LETTER_COLOURS, MARKET_COLOUR, SEAT_COLOURS } from '../art/palette';
import { drawPicture, whenTileTexturesReady } from './tile-textures';

export { FOUNTAIN_COLOUR, LETTER_COLOURS, MARKET_COLOUR, SEAT_COLOURS }; // the colours live in art/palette.ts
/** World units per cell. */
const CELL = 60;
/** World room around the castle for the track, its numbers and the wall tiles (in cells). */
const MARGIN = 1.35;
/** Smallest distance between follower rings on screen (CSS px): a fingertip's 44 px target on a
 *  touch screen; a mouse needs less. */
const TOUCH_TARGET = 44, MOUSE_TARGET = 24;
const MARKER_MS = 900, FLOAT_HOLD_MS = 1400, WALL_FACE_UP_MS = 2500;

/** Colours of the turn's marks: each means one thing, and none is a seat's colour. */
const MARK = { legal: 0x7fe07f, chosen: 0xfff27a, last: 0xffffff, scored: 0xffd36b, focus: 0xa8f0ff, flash: 0xffffff };

/** The world a castle takes: its cells and the room around them. */
const worldOf = (castle: Castle) => ({
  x: -MARGIN * CELL, y: -MARGIN * CELL, w: (castle.width + 2 * MARGIN) * CELL, h: (castle.height + 2 * MARGIN) * CELL,
});

export class BoardView {
  /** World units: the camera maps them to the screen (`this.camera.scale` CSS px a unit). */
  private cell = CELL;
  private ox = 0;
  private oy = 0;
  /** The castle drawn: the Falcon castle is larger. */
  private castle: Castle = BASE_CASTLE;
  private camera = new Camera(worldOf(BASE_CASTLE));
  private track: Space[] = trackSpaces(CELL, BASE_CASTLE);
  private world = new Container();
  private ground = new Graphics();
  private wallTiles = new Graphics();
  private tileLayer = new Container();
  private marks = new Graphics();
  private legal = new Graphics();
  private previewG = new Graphics();
  private pieces = new Graphics();
  private rings = new Graphics();
  private markerG = [new Graphics(), new Graphics()];
  /** One Graphics per cell with a tile, with what it shows ("tile/rot"). */
  private tileG = new Map<number, { key: string; g: Graphics }>();
  /** What each layer was last built from: a layer is rebuilt only when this changes. */
  private built: Record<string, string> = {};
  private model: BoardModel | null = null;
  private ui: { numbers: HTMLElement[]; kinds: HTMLElement; floats: HTMLElement; fit: HTMLButtonElement; layer: HTMLElement };

  // Markers: drawn scores (fractional while moving), the move under way, the "+N" labels.
  private shown: number[] | null = null;
  private anim: { from: number[]; to: number[]; start: number } | null = null;
  private floats: { seat: number; text: string; progress: number }[] = [];
  private floatTimer: ReturnType<typeof setTimeout> | undefined;
  /** Wall tiles face up for a moment: tower → kind; and the events already shown. */
  private faceUp = new Map<number, number>();
  private seenTaken = new Set<number>();

  /** Rings: their world centres and radius; the camera before the follower step zoomed in. */
  private ringSpots: { piece: number; x: number; y: number }[] = [];
  private ringR = 0;
  private ringCell = -1;
  private beforeRings: ReturnType<Camera['save']> | null = null;
  private hovered = -1;
  private lastEmptyTap = { t: 0, x: 0, y: 0 };
  private frameQueued = false;
  private renders = 0;
  private detach: () => void;
  private resizeObserver: ResizeObserver | null = null;

  onCellTap: (cell: number) => void = () => undefined;
  /** A lit cell under the mouse, or -1 when the pointer leaves the lit cells. */
  onCellHover: (cell: number) => void = () => undefined;
  onPieceTap: (piece: number) => void = () => undefined;

  /** `labels`: an element laid over the canvas for text (track numbers, points, wall tile kinds):
   *  the DOM draws text without Pixi's text system, which adds 35 kB to the main chunk. */
  constructor(private app: Application, private labels: HTMLElement) {
    this.world.addChild(this.ground, this.wallTiles, this.tileLayer, this.marks, this.legal, this.previewG, this.pieces, this.rings, ...this.markerG);
    app.stage.addChild(this.world);
    const canvas = app.canvas;
    canvas.style.display = 'block'; // an inline canvas adds a line gap below, which would grow its host
    // Sharp on phones: draw at the device's pixel ratio even where the Application was made without.
    const res = boardResolution(app.screen.width, app.screen.height);
    if (app.renderer.resolution !== res || !app.renderer.view.autoDensity) {
      app.renderer.view.autoDensity = true;
      app.renderer.resize(app.screen.width, app.screen.height, res);
    }
    // Pixi's own pointer events are not used (taps, pans and pinches are read below), and they keep
    // a ticker running on every frame for hover checks: an idle page would never idle.
    app.renderer.events?.setTargetElement(null as unknown as HTMLCanvasElement);
    // The renderer's scheduler (its clean-ups) also keeps Pixi's system ticker asking for every
    // frame, forever. Stopped here; the scheduler's due tasks run after each of our renders instead.
    Ticker.system.autoStart = false;
    Ticker.system.stop();
    this.detach = attachGestures(canvas, this.camera, {
      tap: (x, y, touch) => this.tap(x, y, touch),
      hover: (x, y) => this.hover(this.litCellAt(x, y)),
      leave: () => this.hover(-1),
      changed: () => this.cameraMoved(),
    });
    this.ui = this.makeLabels();
    this.camera.resize(app.screen.width, app.screen.height);
    const host = canvas.parentElement ?? labels.parentElement;
    if (host && typeof ResizeObserver !== 'undefined') {
      this.resizeObserver = new ResizeObserver(() => this.resized());
      this.resizeObserver.observe(host);
    }
    this.placeWorld();
  }

  /** Stop listening (the screen is going away). */
  private destroyed = false;

  destroy(): void {
    this.destroyed = true;
    this.detach();
    this.ui.layer.remove();
    this.resizeObserver?.disconnect();
    clearTimeout(this.floatTimer);
  }

  // ---- rendering -----------------------------------------------------------------------

  render(m: BoardModel): void {
    const t0 = performance.now();
    this.model = m;
    const castle = m.falcon ? FALCON_CASTLE : BASE_CASTLE;
    if (castle !== this.castle) this.useCastle(castle);
    this.buildIf('ground', this.castle.name, () => {
      const g = this.ground.clear();
      drawTrack(g, this.cell, this.track, this.castle);
      const c = this.cell;
      this.castle.cells.forEach(([x, y]) => g.rect(this.ox + x * c - 5, this.oy + y * c - 5, c + 10, c + 10).fill(0x5b5348)); // the wall
      this.castle.cells.forEach(([x, y]) => g.rect(this.ox + x * c + 1, this.oy + y * c + 1, c - 2, c - 2).fill(0x3f4a3c));
      for (const s of this.castle.starts) this.drawStart(g, s);
    });
    this.takeWallTiles(m);
    this.buildIf('wallTiles', JSON.stringify([m.towers, [...this.faceUp]]), () => this.drawWallTiles(m));
    this.syncTiles(m);
    this.buildIf('marks', JSON.stringify([m.lastMove, m.highlight, m.flashCells, m.lastMove ? this.built.tiles : '']), () => this.drawMarks(m));
    this.buildIf('legal', m.legalCells.join(), () => {
      const g = this.legal.clear(), c = this.cell, w = c * 0.05;
      for (const id of m.legalCells) {
        const [x, y] = this.castle.cells[id];
        g.rect(this.ox + x * c + w, this.oy + y * c + w, c - 2 * w, c - 2 * w).stroke({ width: w, color: MARK.legal });
      }
    });
    this.buildIf('preview', JSON.stringify([m.preview, m.ghost ?? null]), () => this.drawPreview(m));
    this.buildIf('pieces', JSON.stringify([m.followers, m.keeps, this.built.tiles, m.preview]), () => {
      const g = this.pieces.clear();
      for (const k of m.keeps) this.drawKeep(g, k.cell, k.seat);
      for (const f of m.followers) this.drawFollower(g, m, f);
    });
    this.buildIf('rings', JSON.stringify([m.pieceMarks, this.built.tiles, m.preview]), () => this.drawRings(m));
    this.takeScores(m);
    this.publish();
    this.requestRender();
    this.timed('slowestRender', t0);
  }

  /** The longest time the board has taken to update (`render`) and to draw a frame, in ms, as data
   *  attributes: the page's own measure of what the board costs, apart from the rest of the page. */
  private timed(what: 'slowestRender' | 'slowestFrame', t0: number): void {
    const ms = performance.now() - t0, d = this.app.canvas.dataset;
    if (ms > Number(d[what] ?? 0)) d[what] = ms.toFixed(1);
  }

  /** Rebuild a layer when what it shows changed. */
  private buildIf(layer: string, key: string, build: () => void): void {
    if (this.built[layer] === key) return;
    this.built[layer] = key;
    build();
  }

  /** Draw at the next frame, once however many changes came in between. */
  private requestRender(): void {
    if (this.frameQueued) return;
    this.frameQueued = true;
    requestAnimationFrame(() => {
      this.frameQueued = false;
      if (this.destroyed) return; // the screen closed while this frame was queued
      const t0 = performance.now();
      this.stepMarkers(t0);
      this.app.render();
      (this.app.renderer as unknown as { scheduler?: { _update?: () => void } }).scheduler?._update?.();
      this.timed('slowestFrame', t0);
      this.renders++;
      const canvas = this.app.canvas;
      canvas.dataset.renders = String(this.renders);
      // When the board was first painted, for the page's own measure of how soon it shows.
      if (!canvas.dataset.firstPaint && this.model) canvas.dataset.firstPaint = performance.now().toFixed(1);
      if (this.anim) this.requestRender();
    });
  }

  private resized(): void {
    const host = this.app.canvas.parentElement;
    if (!host) return;
    const w = host.clientWidth, h = host.clientHeight;
    if (!w || !h || (w === this.app.screen.width && h === this.app.screen.height)) return;
    (this.app as Application & { resize?: () => void }).resize?.();
    this.camera.resize(this.app.screen.width, this.app.screen.height);
    this.cameraMoved();
  }

  /** The camera moved: move the world and the labels, and say where things are now. */
  private cameraMoved(): void {
    this.placeWorld();
    if (this.model) this.publish();
    this.requestRender();
  }

  private placeWorld(): void {
    const [x, y] = this.camera.toScreen(0, 0);
    this.world.position.set(x, y);
    this.world.scale.set(this.camera.scale);
    const px = this.cell * this.camera.scale, size = Math.max(9, Math.min(18, px * 0.3));
    NUMBERED.forEach((n, i) => {
      const [sx, sy] = this.camera.toScreen(...numberSpot(this.cell, this.track[n]));
      this.ui.numbers[i].style.cssText = `${LABEL}left:${sx}px;top:${sy}px;font-size:${size}px;color:#d8cdb8;font-weight:600`;
    });
    this.ui.fit.hidden = this.camera.isFit;
    this.placeKinds();
    this.placeFloats();
  }

  // ---- layers --------------------------------------------------------------------------

  /** Placed tiles: only cells whose tile or rotation changed are drawn again. */
  private syncTiles(m: BoardModel): void {
    const keys = m.board.map((b) => (b.tile >= 0 ? `${b.tile}/${b.rot}` : ''));
    const all = keys.join();
    if (this.built.tiles === all) return;
    this.built.tiles = all;
    keys.forEach((key, id) => {
      const had = this.tileG.get(id);
      if ((had?.key ?? '') === key) return;
      if (!key) { had!.g.destroy(); this.tileG.delete(id); return; }
      const g = had?.g.clear() ?? new Graphics();
      if (!had) this.tileLayer.addChild(g);
      this.tileG.set(id, { key, g });
      const b = m.board[id];
      this.drawTile(g, id, m.tiles.types[b.tile].picture, b.rot, 1);
    });
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

  private drawWallTiles(m: BoardModel): void {
    const g = this.wallTiles.clear();
    this.castle.towerSpaces.forEach((_, k) => {
      const up = this.faceUp.has(k);
      if (!m.towers[k] && !up) return;
      const [x, y] = towerTileSpot(this.cell, k, this.track, this.castle);
      drawWallTile(g, this.cell, x, y, up);
    });
    this.ui.kinds.replaceChildren(...[...this.faceUp].map(([tower, kind]) => {
      const span = document.createElement('span');
      span.textContent = String(kind);
      span.dataset.tower = String(tower);
      return span;
    }));
    this.placeKinds();
  }

  /** The last move (its tile, its follower, what scored), the focused feature and flashes. */
  private drawMarks(m: BoardModel): void {
    const g = this.marks.clear(), c = this.cell;
    const box = (id: number, inset: number) => {
      const [x, y] = this.castle.cells[id];
      return [this.ox + x * c + inset, this.oy + y * c + inset, c - 2 * inset, c - 2 * inset] as const;
    };
    const lm = m.lastMove;
    if (lm) {
      for (const id of lm.scored) g.rect(...box(id, 0)).fill({ color: MARK.scored, alpha: 0.3 }).stroke({ width: c * 0.04, color: MARK.scored });
      // A double frame, light inside dark, reads on light and dark tiles alike.
      g.rect(...box(lm.cell, c * 0.04)).stroke({ width: c * 0.07, color: 0x111111, alpha: 0.7 });
      g.rect(...box(lm.cell, c * 0.04)).stroke({ width: c * 0.035, color: MARK.last });
      if (lm.follower && m.board[lm.follower.cell]?.tile >= 0) {
        const [x, y] = this.pieceCentre(m, lm.follower.cell, lm.follower.piece);
        g.circle(x, y, c * 0.2).fill({ color: MARK.last, alpha: 0.35 }).stroke({ width: c * 0.03, color: MARK.last });
      }
    }
    for (const id of m.highlight ?? []) if (this.castle.cells[id]) g.rect(...box(id, 0)).fill({ color: MARK.focus, alpha: 0.35 }).stroke({ width: c * 0.05, color: MARK.focus });
    for (const id of m.flashCells ?? []) if (this.castle.cells[id]) g.rect(...box(id, 1)).stroke({ width: c * 0.07, color: MARK.flash });
  }

  /** The chosen placement (clear outline) and the ghost under the pointer (faint, no outline). */
  private drawPreview(m: BoardModel): void {
    const g = this.previewG.clear(), c = this.cell;
    const gh = m.ghost;
    if (gh && gh.cell !== m.preview?.cell) this.drawTile(g, gh.cell, m.tiles.types[gh.tile].picture, gh.rot, 0.45);
    if (m.preview) {
      this.drawTile(g, m.preview.cell, m.tiles.types[m.preview.tile].picture, m.preview.rot, 0.85);
      const [x, y] = this.castle.cells[m.preview.cell];
      g.rect(this.ox + x * c, this.oy + y * c, c, c).stroke({ width: c * 0.07, color: MARK.chosen });
    }
  }

  /** Rings on the pieces a follower may take, spread apart; tapping one places it there. On a
   *  screen where they would stand closer than a fingertip, the camera zooms to the tile. */
  private drawRings(m: BoardModel): void {
    const g = this.rings.clear(), pm = m.pieceMarks, c = this.cell, sub = c / 5;
    const was = this.ringCell;
    this.ringSpots = [];
    if (!pm) {
      this.ringCell = -1;
      if (this.beforeRings) { this.camera.restore(this.beforeRings); this.beforeRings = null; this.placeWorld(); }
      return;
    }
    const b = m.board[pm.cell];
    const tile = b && b.tile >= 0 ? b : (m.preview && m.preview.cell === pm.cell ? m.preview : null);
    const o = tile ? m.tiles.oriented[tile.tile][tile.rot] : null;
    const spots = ringSpots(pm.pieces.map((p) => o?.pieces[p]?.cells ?? [12]));
    const [cx, cy] = this.castle.cells[pm.cell];
    this.ringSpots = pm.pieces.map((piece, i) => ({ piece, x: this.ox + cx * c + (spots[i] % 5 + 0.5) * sub, y: this.oy + cy * c + (Math.floor(spots[i] / 5) + 0.5) * sub }));
    const spacing = Math.min(minSpacing(spots), 5) * sub;
    this.ringR = Math.min(spacing * 0.42, sub * 0.9);
    for (const r of this.ringSpots) {
      const picked = r.piece === pm.picked;
      g.circle(r.x, r.y, this.ringR).fill({ color: 0xffffff, alpha: picked ? 0.35 : 0.18 })
        .stroke({ width: c * (picked ? 0.05 : 0.025), color: picked ? MARK.chosen : 0xffffff });
    }
    this.ringCell = pm.cell;
    if (was !== pm.cell) this.zoomToRings(pm.cell, spacing);
  }

  /** Zoom to the new tile when its rings would be closer than a finger (or a mouse) can tell. */
  private zoomToRings(cell: number, spacing: number): void {
    const need = this.touchScreen() ? TOUCH_TARGET : MOUSE_TARGET;
    if (spacing * this.camera.scale >= need) return;
    const c = this.cell, [x, y] = this.castle.cells[cell];
    // Large enough for the rings, small enough that the whole tile and a little around it shows.
    const most = Math.min(this.camera.width, this.camera.height) / (c * 1.6) / this.camera.fitScale;
    const zoom = Math.min(need * 1.1 / (spacing * this.camera.fitScale), Math.max(this.camera.zoom, most));
    if (zoom <= this.camera.zoom) return;
    this.beforeRings ??= this.camera.save();
    this.camera.focus(this.ox + (x + 0.5) * c, this.oy + (y + 0.5) * c, zoom);
    this.placeWorld();
  }

  private touchScreen(): boolean {
    return globalThis.matchMedia?.('(pointer: coarse)').matches || Math.min(this.camera.width, this.camera.height) < 500;
  }

  // ---- markers and points --------------------------------------------------------------

  private takeScores(m: BoardModel): void {
    if (m.floats) { // the screen animates: draw what it says
      this.anim = null;
      this.shown = m.scores.slice();
      this.floats = m.floats;
      this.ui.floats.replaceChildren(...this.floats.map((f) => this.floatLabel(f.seat, f.text)));
    } else if (!this.shown) {
      this.shown = m.scores.slice(); // the first picture: no move to show
    } else {
      const target = this.anim?.to ?? this.shown;
      if (m.scores.some((v, i) => v !== target[i])) {
        const from = this.shown.slice();
        this.anim = { from, to: m.scores.slice(), start: performance.now() };
        this.floats = m.scores.flatMap((to, seat) => (to > from[seat] ? [{ seat, text: `+${Math.round(to - from[seat])}`, progress: 0 }] : []));
        this.ui.floats.replaceChildren(...this.floats.map((f) => this.floatLabel(f.seat, f.text)));
        clearTimeout(this.floatTimer);
      }
    }
    this.drawMarkerShapes();
    this.placeMarkers();
  }

  /** One frame of the markers' move: positions only, nothing rebuilt. */
  private stepMarkers(now: number): void {
    const a = this.anim;
    if (!a || !this.shown) return;
    const t = Math.min(1, (now - a.start) / MARKER_MS), ease = 1 - (1 - t) ** 3;
    this.shown = a.to.map((to, i) => a.from[i] + (to - a.from[i]) * ease);
    for (const f of this.floats) f.progress = t;
    if (t >= 1) {
      this.anim = null;
      this.shown = a.to.slice();
      this.drawMarkerShapes();
      this.floatTimer = setTimeout(() => { this.floats = []; this.ui.floats.replaceChildren(); }, FLOAT_HOLD_MS);
    }
    this.placeMarkers();
    if (this.model) this.publishMarkers();
  }

  /** A marker's shape: a circle for the first seat, a square for the second (told apart without
   *  colour too), with a bar under it once it has gone round past 100. */
  private drawMarkerShapes(): void {
    const r = this.cell * 0.17;
    this.markerG.forEach((g, seat) => {
      const past = (this.shown?.[seat] ?? 0) >= TRACK_LENGTH;
      this.buildIf(`marker${seat}`, String(past), () => {
        g.clear();
        if (seat === 0) g.circle(0, 0, r).fill(SEAT_COLOURS[0]).stroke({ width: this.cell * 0.03, color: 0xffffff });
        else g.rect(-r * 0.9, -r * 0.9, 1.8 * r, 1.8 * r).fill(SEAT_COLOURS[1]).stroke({ width: this.cell * 0.03, color: 0xffffff });
        if (past) g.rect(-r, r + 2, 2 * r, this.cell * 0.05).fill(0xffffff);
      });
    });
  }

  /** World position of each marker: along the track (between spaces while moving); two on one
   *  space stand side by side across the track, the first seat nearer the wall. */
  private markerSpots(): { x: number; y: number; nx: number; ny: number }[] {
    const scores = this.shown ?? [0, 0];
    const at = (v: number) => {
      const i = Math.floor(v), f = v - i, a = this.track[((i % TRACK_LENGTH) + TRACK_LENGTH) % TRACK_LENGTH], b = this.track[(i + 1) % TRACK_LENGTH];
      return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, nx: a.nx, ny: a.ny };
    };
    const spots = scores.map(at);
    const same = scores.length === 2 && Math.round(scores[0]) % TRACK_LENGTH === Math.round(scores[1]) % TRACK_LENGTH;
    if (same) {
      const d = this.cell * 0.19;
      spots.forEach((s, seat) => { const k = seat === 0 ? -d : d; s.x += s.nx * k; s.y += s.ny * k; });
    }
    return spots;
  }

  private placeMarkers(): void {
    this.markerSpots().forEach((s, seat) => this.markerG[seat]?.position.set(s.x, s.y));
    this.placeFloats();
  }

  private floatLabel(seat: number, text: string): HTMLElement {
    const span = document.createElement('span');
    span.textContent = text;
    span.dataset.seat = String(seat);
    span.style.color = `#${SEAT_COLOURS[seat].toString(16).padStart(6, '0')}`;
    return span;
  }

  /** "+N" labels beside their markers, toward the castle, clear of each other and of the markers. */
  private placeFloats(): void {
    const spans = [...this.ui.floats.children] as HTMLElement[];
    if (!spans.length) return;
    const px = this.cell * this.camera.scale, size = Math.max(14, Math.min(28, px * 0.45)), r = this.cell * 0.17 * this.camera.scale;
    const spots = this.markerSpots().map((s) => ({ ...s, p: this.camera.toScreen(s.x, s.y) }));
    const markers: Circle[] = spots.map((s) => ({ x: s.p[0], y: s.p[1], r: r * 1.3 }));
    // The labels' real sizes at this font size (an estimate from the text's length fell short for
    // wide digits, and labels overlapped).
    for (const span of spans) span.style.fontSize = `${size}px`;
    const wants = this.floats.map((f, i) => {
      const s = spots[f.seat];
      const span = spans[i];
      return { x: s.p[0], y: s.p[1], dx: -s.nx, dy: -s.ny, w: (span?.offsetWidth || size * 0.62 * f.text.length) + 4, h: (span?.offsetHeight || size * 1.15) + 2 };
    });
    const at = placeLabels(wants, markers);
    spans.forEach((span, i) => {
      const f = this.floats[i];
      if (!f || !at[i]) return;
      span.style.left = `${at[i][0]}px`;
      span.style.top = `${at[i][1]}px`;
      span.style.fontSize = `${size}px`;
      span.style.opacity = String(1 - f.progress * 0.3);
    });
  }

  /** The kind of a wall tile just taken, on its face-up tile. */
  private placeKinds(): void {
    const size = Math.max(10, Math.min(22, this.cell * this.camera.scale * 0.3));
    for (const span of [...this.ui.kinds.children] as HTMLElement[]) {
      const [x, y] = this.camera.toScreen(...towerTileSpot(this.cell, Number(span.dataset.tower), this.track, this.castle));
      span.style.cssText = `${LABEL}left:${x}px;top:${y}px;font-size:${size}px;color:#2a241d;font-weight:bold;text-shadow:none`;
    }
  }

  // ---- labels and data attributes ------------------------------------------------------

  /** Track numbers, wall tile kinds and the fit button go in a layer of their own beside `labels`,
   *  which holds only the "+N" points (so a page can watch them alone). */
  private makeLabels(): BoardView['ui'] {
    const layer = document.createElement('div'), kinds = document.createElement('div');
    layer.className = 'board-track';
    layer.style.cssText = 'position:absolute;inset:0;pointer-events:none;overflow:hidden';
    const numbers = NUMBERED.map((n) => {
      const span = document.createElement('span');
      span.textContent = String(n);
      return span;
    });
    const fit = document.createElement('button');
    fit.type = 'button';
    fit.textContent = '⤢';
    fit.title = 'Show the whole board';
    fit.setAttribute('aria-label', 'Fit the board');
    fit.dataset.testid = 'board-fit';
    fit.hidden = true;
    // The layer lets pointers through to the canvas; this button takes them.
    fit.style.cssText = 'position:absolute;right:6px;top:6px;min-width:44px;min-height:44px;font-size:20px;pointer-events:auto;opacity:0.9';
    fit.onclick = () => { this.beforeRings = null; this.camera.fit(); this.cameraMoved(); };
    layer.append(...numbers, kinds, fit);
    const host = this.labels.parentElement;
    if (host) host.insertBefore(layer, this.labels); else this.labels.append(layer);
    this.labels.replaceChildren();
    return { numbers, kinds, floats: this.labels, fit, layer };
  }

  /** Where things are on the canvas (CSS px from its top-left corner), for assistive tools and
   *  the browser tests; kept right under zoom and pan. */
  private publish(): void {
    const m = this.model!, d = this.app.canvas.dataset, c = this.cell;
    const centre = (id: number) => this.camera.toScreen(this.ox + (this.castle.cells[id][0] + 0.5) * c, this.oy + (this.castle.cells[id][1] + 0.5) * c).map(round);
    d.selected = m.preview ? `${m.preview.cell}/${m.preview.rot}` : '';
    d.ghost = m.ghost ? `${m.ghost.cell}/${m.ghost.rot}` : '';
    d.legalCells = JSON.stringify(m.legalCells.map((id) => [id, ...centre(id)]));
    const hit = this.ringHitRadius();
    d.pieceMarks = JSON.stringify(this.ringSpots.map((r) => [r.piece, ...this.camera.toScreen(r.x, r.y).map(round), round(hit)]));
    d.lastMove = m.lastMove ? JSON.stringify({ ...m.lastMove, at: centre(m.lastMove.cell) }) : '';
    d.highlight = (m.highlight ?? []).join(',');
    d.trackLabels = NUMBERED.join(',');
    d.wallTiles = this.castle.towerSpaces.map((_, k) => (this.faceUp.has(k) ? `up:${this.faceUp.get(k)}` : m.towers[k] ? 'down' : '')).join(',');
    d.zoom = this.camera.zoom.toFixed(3);
    this.publishMarkers();
  }

  private publishMarkers(): void {
    const r = this.cell * 0.17 * this.camera.scale;
    this.app.canvas.dataset.markers = JSON.stringify(this.markerSpots().map((s, seat) =>
      [seat, this.model?.scores[seat] ?? 0, ...this.camera.toScreen(s.x, s.y).map(round), round(r)]));
  }

  // ---- input ---------------------------------------------------------------------------

  /** How far from a ring's centre a tap takes it: at least a fingertip's half-width. */
  private ringHitRadius(): number {
    return Math.max(this.ringR * this.camera.scale, (this.touchScreen() ? TOUCH_TARGET : MOUSE_TARGET) / 2);
  }

  /** The cell (any cell of the castle) under a canvas point, or -1. */
  private cellAtScreen(x: number, y: number): number {
    const [wx, wy] = this.camera.toWorld(x, y);
    return this.castle.cellAt(Math.floor((wx - this.ox) / this.cell), Math.floor((wy - this.oy) / this.cell));
  }

  private litCellAt(x: number, y: number): number {
    const id = this.cellAtScreen(x, y);
    return id >= 0 && this.model?.legalCells.includes(id) ? id : -1;
  }

  private hover(cell: number): void {
    if (cell === this.hovered) return;
    this.hovered = cell;
    this.onCellHover(cell);
  }

  /** A tap takes the nearest ring within reach, else the cell under it; a double tap off the
   *  castle's cells shows the whole board again. */
  private tap(x: number, y: number, touch: boolean): void {
    const reach = this.ringHitRadius();
    let best: { piece: number; d: number } | null = null;
    for (const r of this.ringSpots) {
      const [sx, sy] = this.camera.toScreen(r.x, r.y), d = Math.hypot(sx - x, sy - y);
      if (d <= reach && (!best || d < best.d)) best = { piece: r.piece, d };
    }
    if (best) { this.onPieceTap(best.piece); return; }
    const id = this.cellAtScreen(x, y);
    if (id >= 0) { this.onCellTap(id); return; }
    const now = performance.now(), last = this.lastEmptyTap;
    if (now - last.t < 400 && Math.hypot(x - last.x, y - last.y) < (touch ? 30 : 10)) {
      this.beforeRings = null;
      this.camera.fit();
      this.cameraMoved();
      this.lastEmptyTap = { t: 0, x, y };
    } else this.lastEmptyTap = { t: now, x, y };
  }

  // ---- pieces --------------------------------------------------------------------------

  /** Centre of a piece of the tile on a cell, from its sub-cells. */
  private pieceCentre(m: BoardModel, cell: number, piece: number): [number, number] {
    const b = m.board[cell];
    const tile = b.tile >= 0 ? b : (m.preview && m.preview.cell === cell ? m.preview : null);
    const o = tile ? m.tiles.oriented[tile.tile][tile.rot] : null;
    const cells = o?.pieces[piece]?.cells ?? [12];
    const sx = cells.reduce((s, k) => s + (k % 5), 0) / cells.length, sy = cells.reduce((s, k) => s + Math.floor(k / 5), 0) / cells.length;
    // The sub-cell of the piece nearest its centre, so the mark stands on the piece itself.
    const best = cells.reduce((a, k) => ((k % 5 - sx) ** 2 + (Math.floor(k / 5) - sy) ** 2 < (a % 5 - sx) ** 2 + (Math.floor(a / 5) - sy) ** 2 ? k : a));
    const [x, y] = this.castle.cells[cell], sub = this.cell / 5;
    return [this.ox + x * this.cell + (best % 5 + 0.5) * sub, this.oy + y * this.cell + (Math.floor(best / 5) + 0.5) * sub];
  }

  private drawFollower(g: Graphics, m: BoardModel, f: BoardModel['followers'][number]): void {
    const [x, y] = this.pieceCentre(m, f.cell, f.piece);
    const r = this.cell * (f.figure ? 0.14 : 0.11), colour = SEAT_COLOURS[f.seat];
    const b = m.board[f.cell];
    const kind = b.tile >= 0 ? m.tiles.oriented[b.tile][b.rot].pieces[f.piece]?.kind : undefined;
    const line = { width: this.cell * 0.035, color: 0x111111 };
    if (kind === 'court') { // merchants lie down
      g.ellipse(x, y, r * 1.5, r * 0.7).fill(colour).stroke(line);
    } else if (f.seat === 0) {
      g.circle(x, y, r).fill(colour).stroke(line);
    } else {
      g.rect(x - r, y - r, 2 * r, 2 * r).fill(colour).stroke(line);
    }
    if (f.figure === 'king') g.poly([x - r, y - r * 1.2, x - r * 0.5, y - r * 1.9, x, y - r * 1.3, x + r * 0.5, y - r * 1.9, x + r, y - r * 1.2]).fill(0xffd700);
    if (f.figure === 'falconer') g.poly([x, y - r * 2, x + r * 0.6, y - r * 1.2, x, y - r * 0.9, x - r * 0.6, y - r * 1.2]).fill(0xffffff);
  }

  private drawKeep(g: Graphics, cell: number, seat: number): void {
    const [x, y] = this.castle.cells[cell], c = this.cell;
    const px = this.ox + x * c + c * 0.72, py = this.oy + y * c + c * 0.08, s = c * 0.22;
    g.rect(px, py + s * 0.3, s, s * 0.9).fill(SEAT_COLOURS[seat]).stroke({ width: c * 0.025, color: 0x111111 });
    g.rect(px, py, s * 0.3, s * 0.35).fill(SEAT_COLOURS[seat]);
    g.rect(px + s * 0.7, py, s * 0.3, s * 0.35).fill(SEAT_COLOURS[seat]);
  }

  // ---- tile art ------------------------------------------------------------------------

  /** The tile textures are ready: draw the tiles and start spaces again with them. */
  private artReady = (): void => {
    for (const t of this.tileG.values()) t.key = '';
    delete this.built.ground;
    delete this.built.tiles;
    delete this.built.preview;
    if (this.model) this.render(this.model);
  };

  /** Draw another castle from now on (a game's first render tells which): everything anew. */
  private useCastle(castle: Castle): void {
    this.castle = castle;
    this.track = trackSpaces(CELL, castle);
    this.camera.setWorld(worldOf(castle));
    this.beforeRings = null;
    // Tiles go: a cell id names another square in another castle, and the base castle has fewer.
    for (const t of this.tileG.values()) t.g.destroy();
    this.tileG.clear();
    this.built = {};
    // The camera now fits the new world: the world and the track numbers move with it.
    this.placeWorld();
  }

  private drawStart(g: Graphics, s: StartSpaceData): void {
    const c = this.cell, sub = c / 5;
    const bx = this.ox + s.x * c, by = this.oy + s.y * c;
    // The strip printed on the wall, a sub-cell deep, read left to right or top to bottom.
    const box: [number, number, number, number] = [[bx, by - sub, c, sub], [bx + c, by, sub, c], [bx, by + c, c, sub], [bx - sub, by, sub, c]][s.side] as [number, number, number, number];
    if (drawPicture(g, [s.strip], s.side % 2, ...box)) return;
    whenTileTexturesReady(this.artReady);
    const t = 5;
    [...s.strip].forEach((letter, k) => {
      const colour = LETTER_COLOURS[letter.toUpperCase()] ?? 0xcccccc;
      if (s.side === 0) g.rect(bx + k * sub, by - t, sub, t).fill(colour);
      if (s.side === 2) g.rect(bx + k * sub, by + c, sub, t).fill(colour);
      if (s.side === 1) g.rect(bx + c, by + k * sub, t, sub).fill(colour);
      if (s.side === 3) g.rect(bx - t, by + k * sub, t, sub).fill(colour);
    });
  }

  private drawTile(g: Graphics, id: number, picture: readonly string[], rot: number, alpha: number): void {
    const [cx, cy] = this.castle.cells[id];
    if (drawPicture(g, picture, rot, this.ox + cx * this.cell, this.oy + cy * this.cell, this.cell, this.cell, alpha)) return;
    // Until the textures are made: flat colours, drawn again with the art when it is ready.
    whenTileTexturesReady(this.artReady);
    let rows = [...picture];
    for (let r = 0; r < rot; r++) rows = rotatePicture(rows);
    const c = this.cell, sub = c / 5;
    const [x, y] = this.castle.cells[id];
    const bx = this.ox + x * c, by = this.oy + y * c;
    rows.forEach((row, sy) => [...row].forEach((letter, sx) => {
      const px = bx + sx * sub, py = by + sy * sub;
      g.rect(px, py, sub + 0.5, sub + 0.5).fill({ color: LETTER_COLOURS[letter.toUpperCase()] ?? 0xff00ff, alpha });
      if (letter === 'M') g.circle(px + sub / 2, py + sub / 2, sub * 0.3).fill(MARKET_COLOUR);
      if (letter === 'F') g.circle(px + sub / 2, py + sub / 2, sub * 0.3).fill(FOUNTAIN_COLOUR);
      if (letter === 'S') g.rect(px + sub * 0.2, py + sub * 0.2, sub * 0.6, sub * 0.6).fill(0xd4cbb8);
      if (letter !== letter.toUpperCase()) g.poly([px + sub / 2, py + sub * 0.15, px + sub * 0.85, py + sub * 0.85, px + sub * 0.15, py + sub * 0.85]).fill(0x1e1e1e);
    }));
    g.rect(bx, by, c, c).stroke({ width: 1, color: 0x2a2a2a, alpha: 0.6 });
  }
}

const round = (v: number) => Math.round(v * 10) / 10;
/** A label centred on its point. */
const LABEL = 'position:absolute;transform:translate(-50%,-50%);white-space:nowrap;text-shadow:0 0 3px #000;';
