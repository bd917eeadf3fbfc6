// The game panel's boxes that only show the state: the players, the drawn tile, the tiles to come.
import { TileSet, rotatePicture } from '@castle/rules';
import { tileSvg } from '../art/tile-svg';
import { SEAT_COLOURS } from '../art/palette';
import { css, el } from '../../../dom';
import { awayNote } from '../../../screens/away-note';
import { unpackWall } from '../logic/synced-board';
import type { SyncedCastle } from '../../../logic/synced-state';
import { WALL_TILE_TEXT } from '../logic/words';
import { plural } from '../../../logic/common-words';
import { colourOf } from '../../../art/seat-colours';

/** Each tile picture's address, made once (building the SVG is the costly part). */
const pictureUrls = new Map<string, string>();

/** A tile as a picture (the same art as the board), turned `rot` quarter turns clockwise. */
export function tileImage(tiles: TileSet, tile: number, rot = 0, size = 48): HTMLImageElement {
  const type = tiles.types[tile];
  const key = `${type.picture.join('')}/${rot}`;
  let src = pictureUrls.get(key);
  if (!src) {
    let rows = [...type.picture];
    for (let r = 0; r < rot; r++) rows = rotatePicture(rows);
    src = `data:image/svg+xml;utf8,${encodeURIComponent(tileSvg(rows))}`;
    pictureUrls.set(key, src);
  }
  return el('img', { src, width: String(size), height: String(size), alt: type.name, title: type.name });
}

export function tileBox(tiles: TileSet, tile: number, rot: number): HTMLElement {
  const box = el('div', { class: 'tile-big', 'data-testid': 'current-tile', 'data-tile': String(tile), 'data-rot': String(rot) }, tileImage(tiles, tile, rot, 72));
  return box;
}

/** Each tile still to come as a small picture with its count. */
export function tilesToCome(tiles: TileSet, remaining: ArrayLike<number>, left: number): HTMLElement {
  const items: HTMLElement[] = [];
  for (let t = 0; t < remaining.length; t++) {
    if (remaining[t]) items.push(el('span', { class: 'to-come', 'data-tile': String(t) }, tileImage(tiles, t, 0, 30), el('span', { class: 'count' }, `×${remaining[t]}`)));
  }
  return el('div', {}, el('div', { 'data-testid': 'tiles-left' }, `${plural(left, 'tile')} left`), el('div', { class: 'to-come-list', 'data-testid': 'tiles-to-come' }, ...items));
}

export function playersBox(s: SyncedCastle, names: string[], mySeat: number | null): HTMLElement {
  return el('div', {}, ...s.players.map((p, seat) => el('div', { class: `player${s.toAct === seat ? ' to-act' : ''}`, 'data-testid': `player-${seat}` },
    el('span', { class: `swatch seat-${colourOf(seat)}`, style: `background:${css(SEAT_COLOURS[colourOf(seat)])}` }),
    el('strong', {}, p.seated ? names[seat] : '(free seat)'), mySeat === seat ? ' (you)' : '', ` — ${plural(p.score, 'point')}`,
    awayNote(p, s.over ? null : !s.abortable && s.toAct === seat ? s.claimLimit : 0, 'the win may be claimed'),
    el('div', { class: 'small' }, `${plural(p.supply, 'follower')} left${s.falcon ? `, king ${p.kings ? 'in hand' : 'out'}, falconer ${p.falconers ? 'in hand' : 'out'}, ${plural(p.aeries, 'aerie token')}` : ''}, keep ${p.keepSize ? plural(p.keepSize, 'tile') : '–'}`),
    p.wall ? el('div', { class: 'small' }, 'Wall tiles: ', ...unpackWall(p.wall).map((k) => el('span', { class: 'wall-tile', title: WALL_TILE_TEXT[k] }, `${k}: ${WALL_TILE_TEXT[k]}`))) : '',
  )));
}
