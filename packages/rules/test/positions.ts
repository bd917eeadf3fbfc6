// Positions shared by several scenario files.
import type { Variants } from '../src';
import { at, boardWith, position } from './helpers';

export const towersWith = (kinds: Record<number, number>) => Array.from({ length: 14 }, (_, t) => kinds[t] ?? null);

export interface TwoFeatures {
  house: 'w' | 'b' | null; tower: 'w' | 'b' | null; toAct: 0 | 1; scores: [number, number];
  towers?: (number | null)[]; houseSize?: 1 | 2; keepSize?: 1 | 2; variants?: Variants;
}

/**
 * A house (W0 on (2,3), or (2,3)+(2,4)) open only to the east, and a tower of 2 tiles (X0 on (4,3)
 * and (5,3), 4 points) open only
 * to the west: a court placed on (3,3) closes both. Far off, an old closed house of 1 or 2 tiles
 * on (7,6) may hold White's keep.
 */
export function twoFeatures(o: TwoFeatures & { wall?: [number[], number[]] }) {
  const man = (who: 'w' | 'b' | null) => (who ? `:0${who}` : '');
  const cells: Record<string, string> = {
    '2,2': 'Y0', '1,3': 'Y0', '2,3': `W0${man(o.house)}`,
    '4,2': 'Y0', '4,4': 'Y0', '4,3': `X0${man(o.tower)}`, '5,3': 'X0', '5,2': 'Y0', '5,4': 'Y0', '6,3': 'Y0',
    '7,5': 'Y0', '6,6': 'Y0', '8,6': 'Y0', '7,6': 'W0', '6,7': 'P0', '8,7': 'Y0',
  };
  Object.assign(cells, o.houseSize === 2 ? { '2,4': 'W0', '1,4': 'Y0', '2,5': 'Y0', '3,4': 'Y0' } : { '2,4': 'Y0' });
  cells['7,7'] = o.keepSize === 2 ? 'W0' : 'Y0';
  return position({
    board: boardWith(cells), tile: 'Y', stack: 'AAA', toAct: o.toAct, scores: o.scores, towers: o.towers,
    keeps: [o.keepSize ? { cell: at(7, 6), piece: 0 } : null, null], wall: o.wall, variants: o.variants,
  });
}
