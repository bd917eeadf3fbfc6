// The panel's boxes that only show the state, as every game's panel frames them: a player's row
// (the seat's mark, name, points, then the game's own lines), the drawn tile, the tiles to come
// with their counts. Each game brings its pictures and its lines (games/<id>/screens/).
import { el } from '../dom';
import { t } from '../i18n/words';

/** A seat's row: its `mark` (colour, figure), name ("(free seat)" until taken), "(you)", points,
 *  then `lines` (the game's own: what is left in hand, an away note). */
export function playerRow(p: { seated: boolean; score: number }, seat: number, name: string, x: { toAct: boolean; mine: boolean }, mark: readonly (Node | string)[], lines: readonly (Node | string)[]): HTMLElement {
  return el('div', { class: `player${x.toAct ? ' to-act' : ''}`, 'data-testid': `player-${seat}` },
    ...mark, el('strong', {}, p.seated ? name : t('panel.freeSeat')), x.mine ? ` ${t('panel.you')}` : '', ` ${t('panel.points', { points: p.score })}`, ...lines);
}

/** The drawn tile, large (`tile`: its id as the game names it, `rot` its quarter turns). */
export function currentTileBox(tile: string, rot: number, image: HTMLElement): HTMLElement {
  return el('div', { class: 'tile-big', 'data-testid': 'current-tile', 'data-tile': tile, 'data-rot': String(rot) }, image);
}

/** How many tiles are left, and each tile still to come as a small picture with its count. */
export function tilesToComeBox(items: readonly { tile: string; image: HTMLElement; count: number }[], left: number): HTMLElement {
  return el('div', {}, el('div', { 'data-testid': 'tiles-left' }, t('panel.tilesLeft', { count: left })),
    el('div', { class: 'to-come-list', 'data-testid': 'tiles-to-come' }, ...items.map((t) => el('span', { class: 'to-come', 'data-tile': t.tile }, t.image, el('span', { class: 'count' }, `×${t.count}`)))));
}
