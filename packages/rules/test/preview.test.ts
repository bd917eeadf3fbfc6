// Before confirming a placement, the player sees what it would complete and score.
import { previewPlacement } from '../src';
import { BLACK, at, boardWith, position } from './helpers';

test('the placement that closes the fountain path shows Black scoring 8; another placement shows nothing', () => {
  const s = position({ board: boardWith({ '3,0': 'B0:1b', '3,1': 'A0' }), tile: 'P', stack: 'AAA', toAct: BLACK });
  expect(previewPlacement(s, at(3, 2), 2)).toEqual([{ kind: 'path', tiles: 4, seat: BLACK, points: 8 }]);
  expect(previewPlacement(s, at(4, 1), 0)).toEqual([]); // beside it, its path still open to the south
});

test('a completion with nobody on it is shown as scoring for nobody', () => {
  const s = position({ board: boardWith({ '3,0': 'A0' }), tile: 'P', stack: 'AAA' });
  expect(previewPlacement(s, at(3, 1), 2)).toEqual([{ kind: 'path', tiles: 3, seat: null, points: 0 }]);
});
