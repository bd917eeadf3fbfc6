// The board picture (PixiJS): castle, wall with start spaces, score track with towers, placed tiles
// drawn from their feature pictures, followers, keeps, and the highlights of a turn.
// It decides nothing: what is legal comes from the rules through TurnChoices.
import { Application, Container, Graphics } from 'pixi.js';
import {
  CASTLE_MAP, CELLS, GATES, START_SPACES_DATA, TOWER_SPACES, TRACK_LENGTH, TileSet, WALL_BENDS, rotatePicture,
} from '@castle/rules';

export const SEAT_COLOURS = [0x0072b2, 0xe69f00]; // blue and orange: told apart with any colour vision
/** Colour of each picture letter's feature; markets and fountains get a mark of their own. */
export const LETTER_COLOURS: Record<string, number> = {
  H: 0xb5523b, T: 0x7d7f86, C: 0xe8dcb5, M: 0xe8dcb5, P: 0xc9a46a, F: 0xc9a46a, S: 0x9c8f7a, K: 0x8e6fb0,
};
export const MARKET_COLOUR = 0xd9822b;
export const FOUNTAIN_COLOUR = 0x3a8fd9;
const W = CASTLE_MAP[0].length, H = CASTLE_MAP.length;

export interface BoardModel {
  tiles: TileSet;
  board: { tile: number; rot: number }[];
  followers: { seat: number; cell: number; piece: number; figure: string }[];
  keeps: { seat: number; cell: number }[];
  scores: number[];
  /** Points on their way to a marker ("+8"), fading as they arrive (0..1). */
  floats: { seat: number; text: string; progress: number }[];
  towers: boolean[];
  falcon: boolean;
  legalCells: number[];
  preview: { cell: number; tile: number; rot: number } | null;
  /** Pieces of the placed tile to mark (follower options), with the one picked. */
  pieceMarks: { cell: number; pieces: number[]; picked: number | null } | null;
  flashCells: number[];
}

export class BoardView {
  private root = new Container();
  private cell = 40;
  private ox = 0;
  private oy = 0;
  onCellTap: (cell: number) => void = () => undefined;
  onCellHover: (cell: number) => void = () => undefined;
  onPieceTap: (piece: number) => void = () => undefined;

  /** `labels`: an element laid over the canvas for text (the floating points): the DOM draws text
   *  without Pixi's text system, which adds 35 kB to the main chunk. */
  constructor(private app: Application, private labels: HTMLElement) {
    app.stage.addChild(this.root);
  }

  /** Fit the castle and its track into the canvas. */
  private layout(): void {
    const { width, height } = this.app.screen;
    this.cell = Math.max(12, Math.floor(Math.min(width / (W + 3), height / (H + 3))));
    this.ox = Math.floor((width - this.cell * W) / 2);
    this.oy = Math.floor((height - this.cell * H) / 2);
  }

  render(m: BoardModel): void {
    this.layout();
    this.root.removeChildren().forEach((c) => c.destroy({ children: true }));
    const c = this.cell;
    const g = new Graphics();
    this.root.addChild(g);
    // The score track along the wall, 100 spaces clockwise from the tower on 0/1.
    this.drawTrack(g, m);
    // Wall and cells.
    CELLS.forEach(([x, y]) => g.rect(this.ox + x * c - 5, this.oy + y * c - 5, c + 10, c + 10).fill(0x5b5348)); // the wall
    CELLS.forEach(([x, y], id) => {
      g.rect(this.ox + x * c + 1, this.oy + y * c + 1, c - 2, c - 2).fill(0x3f4a3c);
      if (m.legalCells.includes(id)) g.rect(this.ox + x * c + 2, this.oy + y * c + 2, c - 4, c - 4).stroke({ width: 2, color: 0x7fe07f });
    });
    for (const s of START_SPACES_DATA) this.drawStart(g, s);
    m.board.forEach((b, id) => { if (b.tile >= 0) this.drawTile(g, id, m.tiles.types[b.tile].picture, b.rot, 1); });
    for (const id of m.flashCells) {
      const [x, y] = CELLS[id];
      g.rect(this.ox + x * c + 1, this.oy + y * c + 1, c - 2, c - 2).stroke({ width: 3, color: 0xffffff });
    }
    if (m.preview) {
      this.drawTile(g, m.preview.cell, m.tiles.types[m.preview.tile].picture, m.preview.rot, 0.85);
      const [x, y] = CELLS[m.preview.cell];
      g.rect(this.ox + x * c, this.oy + y * c, c, c).stroke({ width: 3, color: 0xfff27a });
    }
    for (const k of m.keeps) this.drawKeep(g, k.cell, k.seat);
    for (const f of m.followers) this.drawFollower(g, m, f);
    this.addHitAreas();
    this.app.canvas.dataset.pieceMarks = '[]';
    if (m.pieceMarks) this.drawPieceMarks(m);
    this.app.render();
    // Where the lit cells are on the canvas, for people's assistive tools and the browser tests.
    this.app.canvas.dataset.selected = m.preview ? `${m.preview.cell}/${m.preview.rot}` : '';
    this.app.canvas.dataset.legalCells = JSON.stringify(m.legalCells.map((id) => {
      const [x, y] = CELLS[id];
      return [id, this.ox + (x + 0.5) * c, this.oy + (y + 0.5) * c];
    }));
  }

  /** Pixel centre of each of the 100 track spaces, along the wall's real outline. */
  private trackSpaces(): [number, number][] {
    const c = this.cell, off = Math.max(7, c * 0.42), n = WALL_BENDS.length;
    const px = (p: readonly [number, number]): [number, number] => [this.ox + p[0] * c, this.oy + p[1] * c];
    const out: [number, number][] = new Array(TRACK_LENGTH);
    for (let k = 0; k < n; k++) {
      const [bx, by] = px(WALL_BENDS[k]), [nx, ny] = px(WALL_BENDS[(k + 1) % n]), [qx, qy] = px(WALL_BENDS[(k + n - 1) % n]);
      const len = Math.hypot(nx - bx, ny - by), dx = (nx - bx) / len, dy = (ny - by) / len;
      const ilen = Math.hypot(bx - qx, by - qy), ex = (bx - qx) / ilen, ey = (by - qy) / ilen;
      // Outside the wall is on the left of the clockwise outline: normal (dy, -dx).
      const t = TOWER_SPACES[k], tNext = k + 1 < n ? TOWER_SPACES[k + 1] : TRACK_LENGTH;
      out[t] = [bx + ey * off - ex * off * 0.6, by - ex * off - ey * off * 0.6];
      out[(t + 1) % TRACK_LENGTH] = [bx + dy * off + dx * off * 0.6, by - dx * off + dy * off * 0.6];
      const count = tNext - t - 2;
      for (let i = 0; i < count; i++) {
        const u = (i + 1) / (count + 1);
        out[t + 2 + i] = [bx + (nx - bx) * u + dy * off, by + (ny - by) * u - dx * off];
      }
    }
    return out;
  }

  private drawTrack(g: Graphics, m: BoardModel): void {
    const c = this.cell, track = this.trackSpaces(), r = Math.max(2.5, c * 0.11);
    track.forEach(([x, y], i) => {
      const tower = TOWER_SPACES.includes(i) || TOWER_SPACES.includes(i - 1);
      g.circle(x, y, r).fill(tower ? 0x9a8f7e : 0x6d655a);
    });
    TOWER_SPACES.forEach((t, k) => {
      const [ax, ay] = track[t], [bx, by] = track[(t + 1) % TRACK_LENGTH];
      const x = (ax + bx) / 2, y = (ay + by) / 2, s = c * 0.16;
      g.rect(x - s, y - s, 2 * s, 2 * s).stroke({ width: 1.5, color: 0xd8cdb8 });
      if (m.towers[k]) g.rect(x - s * 0.6, y - s * 0.6, s * 1.2, s * 1.2).fill(0x2b2b2b); // a face-down wall tile
    });
    if (m.falcon) {
      for (const [a, b] of GATES) {
        const [ax, ay] = track[a], [bx, by] = track[b];
        g.rect((ax + bx) / 2 - 2, (ay + by) / 2 - 2, 4, 4).fill(0xffffff);
      }
    }
    m.scores.forEach((score, seat) => {
      const [x0, y0] = track[score % TRACK_LENGTH];
      const rr = r * 1.5, x = x0 + (seat === 0 ? -rr * 0.4 : rr * 0.4), y = y0;
      if (seat === 0) g.circle(x, y, rr).fill(SEAT_COLOURS[0]).stroke({ width: 1, color: 0xffffff });
      else g.rect(x - rr, y - rr, 2 * rr, 2 * rr).fill(SEAT_COLOURS[1]).stroke({ width: 1, color: 0xffffff });
      if (score >= TRACK_LENGTH) g.rect(x - rr, y + rr + 1, 2 * rr, 2).fill(0xffffff); // laid down: past 100
    });
    this.labels.replaceChildren(...m.floats.map((f) => {
      const [x, y] = track[m.scores[f.seat] % TRACK_LENGTH];
      const label = document.createElement('span');
      label.textContent = f.text;
      label.style.cssText = `left:${x + (this.ox + W * c / 2 - x) * 0.25 * (1 - f.progress)}px;`
        + `top:${y + (this.oy + H * c / 2 - y) * 0.25 * (1 - f.progress)}px;font-size:${Math.max(14, c * 0.45)}px;`
        + `color:#${SEAT_COLOURS[f.seat].toString(16).padStart(6, '0')};opacity:${1 - f.progress * 0.6}`;
      return label;
    }));
  }

  private drawStart(g: Graphics, s: (typeof START_SPACES_DATA)[number]): void {
    const c = this.cell, sub = c / 5, t = 5;
    const bx = this.ox + s.x * c, by = this.oy + s.y * c;
    [...s.strip].forEach((letter, k) => {
      const colour = LETTER_COLOURS[letter.toUpperCase()] ?? 0xcccccc;
      if (s.side === 0) g.rect(bx + k * sub, by - t, sub, t).fill(colour);
      if (s.side === 2) g.rect(bx + k * sub, by + c, sub, t).fill(colour);
      if (s.side === 1) g.rect(bx + c, by + k * sub, t, sub).fill(colour);
      if (s.side === 3) g.rect(bx - t, by + k * sub, t, sub).fill(colour);
    });
  }

  private drawTile(g: Graphics, id: number, picture: readonly string[], rot: number, alpha: number): void {
    let rows = [...picture];
    for (let r = 0; r < rot; r++) rows = rotatePicture(rows);
    const c = this.cell, sub = c / 5;
    const [x, y] = CELLS[id];
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

  /** Centre of a piece of the tile on a cell, from its sub-cells. */
  private pieceCentre(m: BoardModel, cell: number, piece: number): [number, number] {
    const b = m.board[cell];
    const tile = b.tile >= 0 ? b : (m.preview && m.preview.cell === cell ? m.preview : null);
    const o = tile ? m.tiles.oriented[tile.tile][tile.rot] : null;
    const cells = o?.pieces[piece]?.cells ?? [12];
    const sx = cells.reduce((s, k) => s + (k % 5), 0) / cells.length, sy = cells.reduce((s, k) => s + Math.floor(k / 5), 0) / cells.length;
    // The sub-cell of the piece nearest its centre, so the mark stands on the piece itself.
    const best = cells.reduce((a, k) => ((k % 5 - sx) ** 2 + (Math.floor(k / 5) - sy) ** 2 < (a % 5 - sx) ** 2 + (Math.floor(a / 5) - sy) ** 2 ? k : a));
    const [x, y] = CELLS[cell], sub = this.cell / 5;
    return [this.ox + x * this.cell + (best % 5 + 0.5) * sub, this.oy + y * this.cell + (Math.floor(best / 5) + 0.5) * sub];
  }

  /** Rings on the pieces a follower may take; tapping one places it there. */
  private drawPieceMarks(m: BoardModel): void {
    const pm = m.pieceMarks!;
    this.app.canvas.dataset.pieceMarks = JSON.stringify(pm.pieces.map((piece) => [piece, ...this.pieceCentre(m, pm.cell, piece)]));
    for (const piece of pm.pieces) {
      const [x, y] = this.pieceCentre(m, pm.cell, piece);
      const r = this.cell * 0.13;
      const ring = new Graphics().circle(0, 0, r).fill({ color: 0xffffff, alpha: 0.15 })
        .stroke({ width: piece === pm.picked ? 3 : 1.5, color: piece === pm.picked ? 0xfff27a : 0xffffff });
      ring.position.set(x, y);
      ring.eventMode = 'static';
      ring.cursor = 'pointer';
      ring.on('pointertap', () => this.onPieceTap(piece));
      this.root.addChild(ring);
    }
  }

  private drawFollower(g: Graphics, m: BoardModel, f: BoardModel['followers'][number]): void {
    const [x, y] = this.pieceCentre(m, f.cell, f.piece);
    const r = this.cell * (f.figure ? 0.14 : 0.11), colour = SEAT_COLOURS[f.seat];
    const b = m.board[f.cell];
    const kind = b.tile >= 0 ? m.tiles.oriented[b.tile][b.rot].pieces[f.piece]?.kind : undefined;
    if (kind === 'court') { // merchants lie down
      g.ellipse(x, y, r * 1.5, r * 0.7).fill(colour).stroke({ width: 1.5, color: 0x111111 });
    } else if (f.seat === 0) {
      g.circle(x, y, r).fill(colour).stroke({ width: 1.5, color: 0x111111 });
    } else {
      g.rect(x - r, y - r, 2 * r, 2 * r).fill(colour).stroke({ width: 1.5, color: 0x111111 });
    }
    if (f.figure === 'king') g.poly([x - r, y - r * 1.2, x - r * 0.5, y - r * 1.9, x, y - r * 1.3, x + r * 0.5, y - r * 1.9, x + r, y - r * 1.2]).fill(0xffd700);
    if (f.figure === 'falconer') g.poly([x, y - r * 2, x + r * 0.6, y - r * 1.2, x, y - r * 0.9, x - r * 0.6, y - r * 1.2]).fill(0xffffff);
  }

  private drawKeep(g: Graphics, cell: number, seat: number): void {
    const [x, y] = CELLS[cell], c = this.cell;
    const px = this.ox + x * c + c * 0.72, py = this.oy + y * c + c * 0.08, s = c * 0.22;
    g.rect(px, py + s * 0.3, s, s * 0.9).fill(SEAT_COLOURS[seat]).stroke({ width: 1, color: 0x111111 });
    g.rect(px, py, s * 0.3, s * 0.35).fill(SEAT_COLOURS[seat]);
    g.rect(px + s * 0.7, py, s * 0.3, s * 0.35).fill(SEAT_COLOURS[seat]);
  }

  private addHitAreas(): void {
    const c = this.cell;
    CELLS.forEach(([x, y], id) => {
      const hit = new Graphics().rect(0, 0, c, c).fill({ color: 0x000000, alpha: 0.001 });
      hit.position.set(this.ox + x * c, this.oy + y * c);
      hit.eventMode = 'static';
      hit.cursor = 'pointer';
      hit.on('pointertap', () => this.onCellTap(id));
      hit.on('pointerover', () => this.onCellHover(id));
      this.root.addChild(hit);
    });
  }
}

