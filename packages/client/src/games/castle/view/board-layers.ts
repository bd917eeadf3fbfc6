// The board's layers as Pixi drawings, each from its part of the model (board.ts decides which to
// draw again): the ground (castle, wall, start strips, track), the wall tiles on the towers, the
// placed tiles, the marks of a turn (last move, a lit feature, legal cells, the chosen placement),
// followers and keeps, follower rings and the score markers. Until the tile art is ready, tiles
// and start strips are flat colours, and `artLater` asks for them to be drawn again.
import { Container, Graphics } from 'pixi.js';
import { Castle, StartSpaceData, rotatePicture } from '@castle/rules';
import { FOUNTAIN_COLOUR, LETTER_COLOURS, MARKET_COLOUR, SEAT_COLOURS } from '../art/palette';
import type { BoardModel } from '../logic/board-model';
import { CELL } from '../../../view/cell';
import { Ring, cellBox, pieceCentre } from './board-geometry';
import { MARKER_RADIUS } from './marker-motion';
import { drawPicture } from './tile-textures';
import { Space, towerTileSpot } from './track-spaces';
import { drawTrack, drawWallTile } from './track';
import { colourOf } from '../../../art/seat-colours';

/** Colours of the turn's marks: each means one thing, and none is a seat's colour. */
const MARK = { legal: 0x7fe07f, chosen: 0xfff27a, last: 0xffffff, scored: 0xffd36b, focus: 0xa8f0ff, flash: 0xffffff };

/** The castle's ground: the track, the wall, the empty cells and the start strips. */
export function drawGround(g: Graphics, castle: Castle, track: Space[], artLater: () => void): void {
  const c = CELL;
  drawTrack(g, c, track, castle);
  castle.cells.forEach(([x, y]) => g.rect(x * c - 5, y * c - 5, c + 10, c + 10).fill(0x5b5348)); // the wall
  castle.cells.forEach(([x, y]) => g.rect(x * c + 1, y * c + 1, c - 2, c - 2).fill(0x3f4a3c));
  for (const s of castle.starts) drawStart(g, s, artLater);
}

/** Wall tiles still on their towers (face down), and those just taken (face up, `faceUp`: tower → kind). */
export function drawWallTiles(g: Graphics, castle: Castle, track: Space[], towers: readonly boolean[], faceUp: ReadonlyMap<number, number>): void {
  castle.towerSpaces.forEach((_, k) => {
    const up = faceUp.has(k);
    if (!towers[k] && !up) return;
    const [x, y] = towerTileSpot(CELL, k, track, castle);
    drawWallTile(g, CELL, x, y, up);
  });
}

/** The placed tiles, one Graphics per cell: only cells whose tile or rotation changed are drawn again. */
export class TileLayer {
  readonly container = new Container();
  /** Per cell with a tile, what it shows ("tile/rot"). */
  private tiles = new Map<number, { key: string; g: Graphics }>();

  /** `keys`: per cell "tile/rot", or '' for an empty cell. */
  sync(m: BoardModel, castle: Castle, keys: readonly string[], artLater: () => void): void {
    keys.forEach((key, id) => {
      const had = this.tiles.get(id);
      if ((had?.key ?? '') === key) return;
      if (!key) { had!.g.destroy(); this.tiles.delete(id); return; }
      const g = had?.g.clear() ?? new Graphics();
      if (!had) this.container.addChild(g);
      this.tiles.set(id, { key, g });
      const b = m.board[id];
      drawTile(g, castle, id, m.tiles.types[b.tile].picture, b.rot, 1, artLater);
    });
  }

  /** Draw every tile again at the next sync (the art is ready). */
  forget(): void {
    for (const t of this.tiles.values()) t.key = '';
  }

  /** No tiles (another castle: a cell id names another square there). */
  clear(): void {
    for (const t of this.tiles.values()) t.g.destroy();
    this.tiles.clear();
  }
}

/** The last move (its tile, its follower, what scored), the focused feature and flashes. */
export function drawMarks(g: Graphics, m: BoardModel, castle: Castle): void {
  const c = CELL, lm = m.lastMove;
  if (lm) {
    for (const id of lm.scored) g.rect(...cellBox(castle, id, 0)).fill({ color: MARK.scored, alpha: 0.3 }).stroke({ width: c * 0.04, color: MARK.scored });
    // A double frame, light inside dark, reads on light and dark tiles alike.
    g.rect(...cellBox(castle, lm.cell, c * 0.04)).stroke({ width: c * 0.07, color: 0x111111, alpha: 0.7 });
    g.rect(...cellBox(castle, lm.cell, c * 0.04)).stroke({ width: c * 0.035, color: MARK.last });
    if (lm.follower && m.board[lm.follower.cell]?.tile >= 0) {
      const [x, y] = pieceCentre(m, castle, lm.follower.cell, lm.follower.piece);
      g.circle(x, y, c * 0.2).fill({ color: MARK.last, alpha: 0.35 }).stroke({ width: c * 0.03, color: MARK.last });
    }
  }
  for (const id of m.highlight ?? []) if (castle.cells[id]) g.rect(...cellBox(castle, id, 0)).fill({ color: MARK.focus, alpha: 0.35 }).stroke({ width: c * 0.05, color: MARK.focus });
  for (const id of m.flashCells ?? []) if (castle.cells[id]) g.rect(...cellBox(castle, id, 1)).stroke({ width: c * 0.07, color: MARK.flash });
}

/** The cells where the drawn tile fits. */
export function drawLegal(g: Graphics, castle: Castle, cells: readonly number[]): void {
  const w = CELL * 0.05;
  for (const id of cells) g.rect(...cellBox(castle, id, w)).stroke({ width: w, color: MARK.legal });
}

/** The chosen placement (clear outline) and the ghost under the pointer (faint, no outline). */
export function drawPreview(g: Graphics, m: BoardModel, castle: Castle, artLater: () => void): void {
  const gh = m.ghost;
  if (gh && gh.cell !== m.preview?.cell) drawTile(g, castle, gh.cell, m.tiles.types[gh.tile].picture, gh.rot, 0.45, artLater);
  if (m.preview) {
    drawTile(g, castle, m.preview.cell, m.tiles.types[m.preview.tile].picture, m.preview.rot, 0.85, artLater);
    g.rect(...cellBox(castle, m.preview.cell)).stroke({ width: CELL * 0.07, color: MARK.chosen });
  }
}

/** Keeps, then followers: a circle for the first seat, a square for the second (told apart
 *  without colour too), a merchant lying down, a crown on a king, a falcon on a falconer. */
export function drawPieces(g: Graphics, m: BoardModel, castle: Castle): void {
  for (const k of m.keeps) drawKeep(g, castle, k.cell, colourOf(k.seat));
  for (const f of m.followers) drawFollower(g, m, castle, f);
}

function drawFollower(g: Graphics, m: BoardModel, castle: Castle, f: BoardModel['followers'][number]): void {
  const [x, y] = pieceCentre(m, castle, f.cell, f.piece);
  const wear = colourOf(f.seat), r = CELL * (f.figure ? 0.14 : 0.11), colour = SEAT_COLOURS[wear];
  const b = m.board[f.cell];
  const kind = b.tile >= 0 ? m.tiles.oriented[b.tile][b.rot].pieces[f.piece]?.kind : undefined;
  const line = { width: CELL * 0.035, color: 0x111111 };
  if (kind === 'court') { // merchants lie down
    g.ellipse(x, y, r * 1.5, r * 0.7).fill(colour).stroke(line);
  } else if (wear === 0) {
    g.circle(x, y, r).fill(colour).stroke(line);
  } else {
    g.rect(x - r, y - r, 2 * r, 2 * r).fill(colour).stroke(line);
  }
  if (f.figure === 'king') g.poly([x - r, y - r * 1.2, x - r * 0.5, y - r * 1.9, x, y - r * 1.3, x + r * 0.5, y - r * 1.9, x + r, y - r * 1.2]).fill(0xffd700);
  if (f.figure === 'falconer') g.poly([x, y - r * 2, x + r * 0.6, y - r * 1.2, x, y - r * 0.9, x - r * 0.6, y - r * 1.2]).fill(0xffffff);
}

function drawKeep(g: Graphics, castle: Castle, cell: number, seat: number): void {
  const [x, y] = castle.cells[cell], c = CELL;
  const px = x * c + c * 0.72, py = y * c + c * 0.08, s = c * 0.22;
  g.rect(px, py + s * 0.3, s, s * 0.9).fill(SEAT_COLOURS[seat]).stroke({ width: c * 0.025, color: 0x111111 });
  g.rect(px, py, s * 0.3, s * 0.35).fill(SEAT_COLOURS[seat]);
  g.rect(px + s * 0.7, py, s * 0.3, s * 0.35).fill(SEAT_COLOURS[seat]);
}

/** Rings on the pieces a follower may take, the picked one brighter. */
export function drawRings(g: Graphics, rings: readonly Ring[], radius: number, picked: number | null): void {
  for (const r of rings) {
    const on = r.piece === picked;
    g.circle(r.x, r.y, radius).fill({ color: 0xffffff, alpha: on ? 0.35 : 0.18 })
      .stroke({ width: CELL * (on ? 0.05 : 0.025), color: on ? MARK.chosen : 0xffffff });
  }
}

/** A score marker, at 0,0 (its Graphics moves): a circle for the first seat, a square for the
 *  second, with a bar under it once it has gone round past 100. */
export function drawMarker(g: Graphics, seat: number, past: boolean): void {
  const r = MARKER_RADIUS;
  g.clear();
  if (colourOf(seat) === 0) g.circle(0, 0, r).fill(SEAT_COLOURS[0]).stroke({ width: CELL * 0.03, color: 0xffffff });
  else g.rect(-r * 0.9, -r * 0.9, 1.8 * r, 1.8 * r).fill(SEAT_COLOURS[1]).stroke({ width: CELL * 0.03, color: 0xffffff });
  if (past) g.rect(-r, r + 2, 2 * r, CELL * 0.05).fill(0xffffff);
}

/** The strip printed on the wall at a start space, a sub-cell deep, read left to right or top to bottom. */
function drawStart(g: Graphics, s: StartSpaceData, artLater: () => void): void {
  const c = CELL, sub = c / 5;
  const bx = s.x * c, by = s.y * c;
  const box: [number, number, number, number] = [[bx, by - sub, c, sub], [bx + c, by, sub, c], [bx, by + c, c, sub], [bx - sub, by, sub, c]][s.side] as [number, number, number, number];
  if (drawPicture(g, [s.strip], s.side % 2, ...box)) return;
  artLater();
  const t = 5;
  [...s.strip].forEach((letter, k) => {
    const colour = LETTER_COLOURS[letter.toUpperCase()] ?? 0xcccccc;
    if (s.side === 0) g.rect(bx + k * sub, by - t, sub, t).fill(colour);
    if (s.side === 2) g.rect(bx + k * sub, by + c, sub, t).fill(colour);
    if (s.side === 1) g.rect(bx + c, by + k * sub, t, sub).fill(colour);
    if (s.side === 3) g.rect(bx - t, by + k * sub, t, sub).fill(colour);
  });
}

function drawTile(g: Graphics, castle: Castle, id: number, picture: readonly string[], rot: number, alpha: number, artLater: () => void): void {
  const [x, y] = castle.cells[id], c = CELL;
  const bx = x * c, by = y * c;
  if (drawPicture(g, picture, rot, bx, by, c, c, alpha)) return;
  // Until the textures are made: flat colours, drawn again with the art when it is ready.
  artLater();
  let rows = [...picture];
  for (let r = 0; r < rot; r++) rows = rotatePicture(rows);
  const sub = c / 5;
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
