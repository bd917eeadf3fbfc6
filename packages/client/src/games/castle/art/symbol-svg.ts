// Every symbol a player meets, as a small SVG document for the legend and the panel: the features
// drawn as on the tiles (tile-svg.ts), the start space, the keep, wall tiles face down and face up,
// the gates, and the followers' shapes in a seat's colour (the only place a seat colour appears).
import { hex, shade } from '../../../art/colour';
import { BOARD_COLOURS as BC, FIGURE_COLOURS as FIG, MARK_COLOURS as MC, SEAT_COLOURS } from './palette';
import { tileBody, tileSvg } from './tile-svg';

export const SYMBOLS = [
  'house', 'tower', 'path', 'court', 'market', 'fountain', 'square', 'chapel', 'aerie',
  'start', 'keep', 'wall-down', 'wall-up', 'follower', 'merchant', 'king', 'falconer', 'gate',
] as const;
export type SymbolKind = (typeof SYMBOLS)[number];

/** The symbols drawn from a small picture of tile letters. */
const PICTURES: Partial<Record<SymbolKind, readonly string[]>> = {
  house: ['CCC', 'HHH', 'HHH'], tower: ['TTT', 'TTT', 'TTT'], path: ['CPC', 'CPC', 'CPC'],
  court: ['CCC', 'CCC', 'CCC'], chapel: ['CCC', 'KKK', 'KKK'],
  // Marks fill their symbol, to be read at legend size.
  market: ['M'], fountain: ['F'], square: ['S'], aerie: ['c'],
};

const doc = (size: number, body: string, defs = ''): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 60" width="${size}" height="${size}">${defs}${body}</svg>`;

/** A follower's body as on the board: seat 0 a disc, seat 1 a square; a merchant lies down. */
function figure(seat: number, lying: boolean, cx = 30, cy = 34, r = 13): string {
  const fill = hex(SEAT_COLOURS[seat]), stroke = `stroke="${hex(FIG.outline)}" stroke-width="2.5"`;
  if (lying) return `<ellipse cx="${cx}" cy="${cy}" rx="${r * 1.5}" ry="${r * 0.7}" fill="${fill}" ${stroke}/>`;
  return seat === 0 ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${stroke}/>`
    : `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" fill="${fill}" ${stroke}/>`;
}

/** One symbol as a standalone SVG document, `size` pixels square; `seat` colours the pieces. */
export function symbolSvg(kind: SymbolKind, seat = 0, size = 48): string {
  const picture = PICTURES[kind];
  if (picture) return tileSvg(picture, { open: false, size });
  const ink = hex(MC.ink);
  switch (kind) {
    case 'start': { // five sub-cells printed on the wall, in front of a cell
      const strip = tileBody(['CCPCC'], false);
      return doc(size, `<rect width="60" height="60" fill="${hex(BC.emptyCell)}"/>`
        + `<rect y="34" width="60" height="26" fill="${hex(BC.wall)}"/>`
        + `<path d="M0 47H60M15 34V47M40 34V47M28 47V60M52 47V60" stroke="${hex(shade(BC.wall, -0.35))}" stroke-width="1"/>`
        + `<g transform="translate(0 22) scale(${60 / strip.width})">${strip.body}</g>`, strip.defs);
    }
    case 'keep': { // the keep: a small tower in the seat's colour
      const c = hex(SEAT_COLOURS[seat]);
      return doc(size, `<path d="M14 54V22h7v-8h7v8h4v-8h7v8h7V54Z" fill="${c}" stroke="${hex(FIG.outline)}" stroke-width="2.5" stroke-linejoin="round"/>`
        + `<path d="M25 54V42a5 5 0 0 1 10 0V54" fill="${hex(FIG.outline)}"/>`);
    }
    case 'wall-down': // a wall tile on its tower, face down: nobody knows which it is
      return doc(size, `<rect x="6" y="6" width="48" height="48" rx="4" fill="${hex(BC.wallTileDown)}" stroke="${hex(shade(BC.wallTileDown, 0.45))}" stroke-width="2"/>`
        + `<path d="M14 14L46 46M46 14L14 46" stroke="${hex(shade(BC.wallTileDown, 0.2))}" stroke-width="3"/>`);
    case 'wall-up': // face up: its number (1–9) says what it does
      return doc(size, `<rect x="6" y="6" width="48" height="48" rx="4" fill="${hex(BC.wallTileUp)}" stroke="${ink}" stroke-width="2"/>`
        + `<text x="30" y="42" font-family="Georgia, serif" font-size="34" font-weight="bold" text-anchor="middle" fill="${ink}">5</text>`);
    case 'follower':
      return doc(size, figure(seat, false));
    case 'merchant':
      return doc(size, `<rect width="60" height="60" fill="url(#court)"/>` + figure(seat, true, 30, 30, 12), tileBody(['C'], false).defs);
    case 'king': // the follower with a crown
      return doc(size, figure(seat, false, 30, 38, 12)
        + `<path d="M18 24L20 9L26 17L30 7L34 17L40 9L42 24Z" fill="${hex(FIG.crown)}" stroke="${hex(FIG.outline)}" stroke-width="1.5" stroke-linejoin="round"/>`);
    case 'falconer': // the follower with a falcon
      return doc(size, figure(seat, false, 30, 38, 12)
        + `<path d="M30 6L35 15L44 18L35 21L30 26L25 21L16 18L25 15Z" fill="${hex(FIG.falconer)}" stroke="${hex(FIG.outline)}" stroke-width="1.5" stroke-linejoin="round"/>`);
    case 'gate': // a gate in the wall, between two spaces of the score track
      return doc(size, `<rect y="18" width="60" height="24" fill="${hex(BC.wall)}"/>`
        + `<circle cx="10" cy="30" r="6" fill="${hex(shade(BC.wall, 0.25))}"/><circle cx="50" cy="30" r="6" fill="${hex(shade(BC.wall, 0.25))}"/>`
        + `<rect x="22" y="20" width="16" height="20" fill="${hex(BC.gate)}" stroke="${ink}" stroke-width="1.5"/>`
        + `<path d="M26 40V27a4 4 0 0 1 8 0V40" fill="${ink}"/>`);
    default:
      throw new Error(`No symbol is called ${JSON.stringify(kind)}.`);
  }
}

/** The symbols that belong to the Falcon expansion. */
export const FALCON_SYMBOLS: readonly SymbolKind[] = ['chapel', 'aerie', 'king', 'falconer', 'gate'];

