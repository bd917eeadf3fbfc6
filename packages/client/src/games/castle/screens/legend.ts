// The legend: every symbol of the board with a few words, small enough to sit beside a phone's
// board. The pictures are the same SVG the tiles are made of (art/), so the legend and the board
// always agree. Its words are the caller's (from the catalogue): this module only lays them out, and
// loads without the page's i18n (the art test shows it alone).
import { FALCON_SYMBOLS, SYMBOLS, SymbolKind, symbolSvg } from '../art/symbol-svg';
import { el } from '../../../dom';

/** The legend's words: each symbol's caption, and the alt text of a seat's own picture. */
export interface LegendWords {
  caption(kind: SymbolKind): string;
  seatPicture(kind: SymbolKind, seat: number): string;
}

/** Symbols shown in both seats' colours: the players tell their pieces apart by them. */
const BOTH_SEATS: readonly SymbolKind[] = ['follower', 'keep'];

const image = (kind: SymbolKind, seat: number, words: LegendWords): HTMLImageElement => el('img', {
  src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(symbolSvg(kind, seat, 64))}`,
  // One picture beside its words is decoration; a seat's own picture says whose it is.
  alt: BOTH_SEATS.includes(kind) ? words.seatPicture(kind, seat + 1) : '', width: '28', height: '28',
  style: 'display:block;flex:none',
});

/** The legend of every symbol; the Falcon's (chapel, aerie, king, falconer, gates) when `falcon`. */
export function legend(falcon: boolean, words: LegendWords): HTMLElement {
  const kinds = SYMBOLS.filter((k) => falcon || !FALCON_SYMBOLS.includes(k));
  return el('div', {
    class: 'legend', 'data-testid': 'legend',
    style: 'display:grid;grid-template-columns:repeat(auto-fill,minmax(9.5em,1fr));gap:4px 10px;font-size:13px;line-height:1.2;margin:6px 0',
  }, ...kinds.map((kind) => el('figure', { 'data-symbol': kind, style: 'display:flex;align-items:center;gap:6px;margin:0' },
    ...(BOTH_SEATS.includes(kind) ? [0, 1] : [0]).map((seat) => image(kind, seat, words)),
    el('figcaption', {}, words.caption(kind)))));
}
