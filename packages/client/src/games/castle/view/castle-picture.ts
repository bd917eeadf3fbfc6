// The Castle's board as one SVG document: the castle's cells and wall, the start strips, the placed
// tiles in their pictures, keeps and followers, fitted to the board's box as the canvas fits it.
// The page shows it while the canvas starts (screens/board-picture.ts), so that a game's board is
// on screen at once; the canvas then takes over. A pure string, tested with jest; the track, the
// marks of a turn and the score markers come with the canvas.
import type { Castle } from '@castle/rules';
import { hex } from '../../../art/colour';
import { BOARD_COLOURS, SEAT_COLOURS } from '../art/palette';
import { tileBody, tileDefs } from '../art/tile-svg';
import type { BoardModel } from '../logic/board-model';
import { CELL } from '../../../view/cell';
import { pieceCentre, worldOf } from './board-geometry';
import { fittedSvg, n } from '../../../view/picture-svg';
import { colourOf } from '../../../art/seat-colours';

const INK = '#111';

/** A picture's drawing (unrotated, 20 units a sub-cell), made once per picture. */
const bodies = new Map<string, { body: string; width: number; height: number }>();
function bodyOf(picture: readonly string[]) {
  const key = picture.join('/');
  let b = bodies.get(key);
  if (!b) bodies.set(key, (b = tileBody(picture)));
  return b;
}

/** A picture on the box (x, y, w, h), turned `rot` quarter turns clockwise about its centre. */
function pictureAt(picture: readonly string[], rot: number, x: number, y: number, w: number, h: number): string {
  const b = bodyOf(picture);
  const [dw, dh] = rot % 2 ? [h, w] : [w, h]; // its size before turning
  return `<g transform="translate(${n(x + w / 2)} ${n(y + h / 2)}) rotate(${rot * 90}) scale(${n(dw / b.width)} ${n(dh / b.height)}) translate(${n(-b.width / 2)} ${n(-b.height / 2)})">${b.body}</g>`;
}

/** A follower: a circle for the first seat, a square for the second, a merchant lying down, a crown
 *  on a king, a falcon on a falconer (as the canvas draws them, view/board-layers.ts). */
function follower(m: BoardModel, castle: Castle, f: BoardModel['followers'][number]): string {
  const [x, y] = pieceCentre(m, castle, f.cell, f.piece);
  const wear = colourOf(f.seat), r = CELL * (f.figure ? 0.14 : 0.11), fill = hex(SEAT_COLOURS[wear]);
  const b = m.board[f.cell];
  const kind = b && b.tile >= 0 ? m.tiles.oriented[b.tile][b.rot].pieces[f.piece]?.kind : undefined;
  const line = `fill="${fill}" stroke="${INK}" stroke-width="${n(CELL * 0.035)}"`;
  let out = kind === 'court' ? `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 1.5)}" ry="${n(r * 0.7)}" ${line}/>`
    : wear === 0 ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" ${line}/>`
      : `<rect x="${n(x - r)}" y="${n(y - r)}" width="${n(2 * r)}" height="${n(2 * r)}" ${line}/>`;
  const poly = (pts: number[], colour: string) => `<polygon points="${pts.map(n).join(' ')}" fill="${colour}"/>`;
  if (f.figure === 'king') out += poly([x - r, y - r * 1.2, x - r * 0.5, y - r * 1.9, x, y - r * 1.3, x + r * 0.5, y - r * 1.9, x + r, y - r * 1.2], '#ffd700');
  if (f.figure === 'falconer') out += poly([x, y - r * 2, x + r * 0.6, y - r * 1.2, x, y - r * 0.9, x - r * 0.6, y - r * 1.2], '#fff');
  return out;
}

function keep(castle: Castle, cell: number, seat: number): string {
  const [x, y] = castle.cells[cell], c = CELL, fill = hex(SEAT_COLOURS[colourOf(seat)]);
  const px = x * c + c * 0.72, py = y * c + c * 0.08, s = c * 0.22;
  return `<rect x="${n(px)}" y="${n(py + s * 0.3)}" width="${n(s)}" height="${n(s * 0.9)}" fill="${fill}" stroke="${INK}" stroke-width="${n(c * 0.025)}"/>`
    + `<rect x="${n(px)}" y="${n(py)}" width="${n(s * 0.3)}" height="${n(s * 0.35)}" fill="${fill}"/>`
    + `<rect x="${n(px + s * 0.7)}" y="${n(py)}" width="${n(s * 0.3)}" height="${n(s * 0.35)}" fill="${fill}"/>`;
}

/** The board of `m` on `castle` as an SVG document that fills its box, the world fitted and centred. */
export function castlePicture(m: BoardModel, castle: Castle): string {
  const c = CELL, w = worldOf(castle), sub = c / 5;
  let out = castle.cells.map(([x, y]) => `<rect x="${x * c - 5}" y="${y * c - 5}" width="${c + 10}" height="${c + 10}" fill="${hex(BOARD_COLOURS.wall)}"/>`).join('');
  out += castle.cells.map(([x, y]) => `<rect x="${x * c + 1}" y="${y * c + 1}" width="${c - 2}" height="${c - 2}" fill="${hex(BOARD_COLOURS.emptyCell)}"/>`).join('');
  for (const s of castle.starts) {
    const bx = s.x * c, by = s.y * c;
    const [sx, sy, sw, sh] = [[bx, by - sub, c, sub], [bx + c, by, sub, c], [bx, by + c, c, sub], [bx - sub, by, sub, c]][s.side];
    out += pictureAt([s.strip], s.side % 2, sx, sy, sw, sh);
  }
  m.board.forEach((b, id) => {
    if (b.tile < 0 || !castle.cells[id]) return;
    const [x, y] = castle.cells[id];
    out += pictureAt(m.tiles.types[b.tile].picture, b.rot, x * c, y * c, c, c);
  });
  for (const k of m.keeps) out += keep(castle, k.cell, k.seat);
  for (const f of m.followers) if (m.board[f.cell]?.tile >= 0) out += follower(m, castle, f);
  return fittedSvg(w, tileDefs(), out);
}
