// Carcassonne's followers as SVG: the familiar wooden figure in a seat's colour, standing (thief,
// knight, monk) or lying on its side (farmer, as the rulebook asks). Each seat also carries its own
// mark on the chest, so two seats never differ by colour alone; a pale halo round the dark outline
// keeps a figure visible on any ground, the black one included. Pure strings, like the tiles.
import { CARC_COLOURS as CC, CARC_SEAT_COLOURS } from './palette';
import { n } from './shapes';
import { hex, shade } from '../../../art/colour';

export type CarcPose = 'standing' | 'lying';
export const CARC_POSES: readonly CarcPose[] = ['standing', 'lying'];

/** Each seat's mark, in seat order (red, blue, yellow, green, black). */
export const CARC_SEAT_MARKS = ['triangle', 'circle', 'square', 'diamond', 'cross'] as const;
export type CarcSeatMark = (typeof CARC_SEAT_MARKS)[number];

/** The figure's outline in a 40 × 40 box, standing, head up. */
const FIGURE = 'M20 1.5C24.6 1.5 27 5 26.5 9.4C26.3 11 25.7 12.2 24.9 13.2L34.6 16.4C38.6 17.6 38.6 23 34.6 23.4'
  + 'L27.6 24.2L33 35.8C33.8 37.8 32.8 39 31 39L24.2 39L20 31.6L15.8 39L9 39C7.2 39 6.2 37.8 7 35.8L12.4 24.2'
  + 'L5.4 23.4C1.4 23 1.4 17.6 5.4 16.4L15.1 13.2C14.3 12.2 13.7 11 13.5 9.4C13 5 15.4 1.5 20 1.5Z';

/** A mark centred on (cx, cy), about 2r across. */
function markPath(mark: CarcSeatMark, cx: number, cy: number, r: number): string {
  switch (mark) {
    case 'triangle': return `M${n(cx)} ${n(cy - r)}L${n(cx + r * 1.05)} ${n(cy + r * 0.8)}H${n(cx - r * 1.05)}Z`;
    case 'circle': return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
    case 'square': return `M${n(cx - r * 0.85)} ${n(cy - r * 0.85)}h${n(r * 1.7)}v${n(r * 1.7)}h${n(-r * 1.7)}Z`;
    case 'diamond': return `M${n(cx)} ${n(cy - r * 1.15)}L${n(cx + r)} ${n(cy)}L${n(cx)} ${n(cy + r * 1.15)}L${n(cx - r)} ${n(cy)}Z`;
    case 'cross': {
      const a = r * 0.38;
      return `M${n(cx - a)} ${n(cy - r)}h${n(2 * a)}v${n(r - a)}h${n(r - a)}v${n(2 * a)}h${n(a - r)}v${n(r - a)}h${n(-2 * a)}v${n(a - r)}h${n(a - r)}v${n(-2 * a)}h${n(r - a)}Z`;
    }
  }
}

/** Light marks on dark figures, dark marks on light ones (the yellow). */
function markColour(colour: number): string {
  const [r, g, b] = [16, 8, 0].map((s) => (colour >> s) & 255);
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? hex(CC.ink) : '#ffffff';
}

/** A follower of `seat` as SVG elements, its 40-unit figure scaled to `height` and centred on
 *  (cx, cy): for drawing it on a tile or the board. Throws on a seat that does not exist. */
export function carcFollowerBody(seat: number, pose: CarcPose, cx: number, cy: number, height = 40): string {
  const colour = CARC_SEAT_COLOURS[seat];
  if (colour === undefined) throw new Error(`There is no seat ${seat}: seats are 0 to ${CARC_SEAT_COLOURS.length - 1}.`);
  const s = height / 40;
  // Lying: turned a quarter turn, head to the west, and seen a little flattened, as it rests.
  const turn = pose === 'lying' ? ' translate(0 3) scale(1 .85) rotate(-90 20 20)' : '';
  const place = `translate(${n(cx - 20 * s)} ${n(cy - 20 * s)}) scale(${n(s)})${turn}`;
  const fill = hex(colour);
  const mark = markPath(CARC_SEAT_MARKS[seat], 20, 19.5, 4.4);
  // The mark stays upright when the figure lies down: it is read, not worn.
  const markPlace = pose === 'lying' ? `translate(${n(cx - 20 * s)} ${n(cy - 20 * s)}) scale(${n(s)}) translate(0 .5)` : place;
  return `<g data-seat="${seat}" data-pose="${pose}">`
    + `<path d="${FIGURE}" transform="${place} translate(1.6 1.6)" fill="#000" opacity=".3"/>`
    + `<path d="${FIGURE}" transform="${place}" fill="none" stroke="#f4efe2" stroke-width="5" stroke-linejoin="round"/>`
    + `<path d="${FIGURE}" transform="${place}" fill="${fill}" stroke="${hex(CC.ink)}" stroke-width="2.2" stroke-linejoin="round"/>`
    + `<path d="M16 5.5C17.5 3.8 20.5 3.5 22.5 4.8" transform="${place}" fill="none" stroke="${hex(shade(colour, 0.45))}" stroke-width="1.6" stroke-linecap="round"/>`
    + `<path d="${mark}" transform="${markPlace}" fill="${markColour(colour)}"/></g>`;
}

/** A follower as a standalone SVG document, `size` pixels square. */
export function carcFollowerSvg(seat: number, pose: CarcPose = 'standing', size = 48): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 44 44" width="${size}" height="${size}">${carcFollowerBody(seat, pose, 22, 22, 40)}</svg>`;
}
