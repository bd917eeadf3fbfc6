// The game panel's boxes that only show the state: the players, the drawn tile, the tiles to come.
import { TileSet, rotatePicture } from '@castle/rules';
import { tileSvg } from '../art/tile-svg';
import { SEAT_COLOURS } from '../art/palette';
import { css, el } from '../../../dom';
import { awayNote } from '../../../screens/away-note';
import { unpackWall } from '@castle/protocol';
import type { SyncedCastle } from '../../../logic/synced-state';
import { wallTileText } from '../logic/words';
import { castleTileWords } from '../logic/tile-words';
import { capitalised } from '../../../logic/common-words';
import { t } from '../../../i18n/words';
import { colourOf } from '../../../art/seat-colours';
import { currentTileBox, playerRow, tilesToComeBox } from '../../../screens/state-boxes';

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
  const words = capitalised(castleTileWords(tiles, tile, 'subject'));
  return el('img', { src, width: String(size), height: String(size), alt: words, title: words });
}

export function tileBox(tiles: TileSet, tile: number, rot: number): HTMLElement {
  return currentTileBox(String(tile), rot, tileImage(tiles, tile, rot, 72));
}

/** Each tile still to come as a small picture with its count. */
export function tilesToCome(tiles: TileSet, remaining: ArrayLike<number>, left: number): HTMLElement {
  const items = Array.from(remaining, (count, t) => ({ tile: String(t), image: tileImage(tiles, t, 0, 30), count })).filter((t) => t.count);
  return tilesToComeBox(items, left);
}

export function playersBox(s: SyncedCastle, names: string[], mySeat: number | null): HTMLElement {
  return el('div', {}, ...s.players.map((p, seat) => playerRow(p, seat, names[seat], { toAct: s.toAct === seat, mine: mySeat === seat },
    [el('span', { class: `swatch seat-${colourOf(seat)}`, style: `background:${css(SEAT_COLOURS[colourOf(seat)])}` })], [
      awayNote(p, s.over ? null : !s.abortable && s.toAct === seat ? s.claimLimit : 0, 'claim'),
      el('div', { class: 'small' }, t(s.falcon ? 'castle.panel.supplyFalcon' : 'castle.panel.supply', {
        followers: p.supply, king: p.kings ? 'in' : 'out', falconer: p.falconers ? 'in' : 'out', aeries: p.aeries, keep: p.keepSize,
      })),
      p.wall ? el('div', { class: 'small' }, `${t('castle.panel.wallTiles')} `, ...unpackWall(p.wall).map((k) => el('span', { class: 'wall-tile', title: wallTileText(k) }, `${k}: ${wallTileText(k)}`))) : '',
    ])));
}
