// The Castle's actions as a record's text writes them (castle.moveNotation), from the position before.
import { BASE_CASTLE, castle, createGame } from '../src';
import { at, position } from './helpers';

const board = BASE_CASTLE.map.map((row) => [...row].map((c) => (c === '#' ? '#' : '.')).join(' ')).join('\n');

test('a placement: the drawn tile\'s code and rotation, then the cell by column letter and row number', () => {
  const s = position({ board, tile: 'Q' });
  expect(castle.moveNotation(s, { seat: 0, type: 'place', cell: at(2, 0), rot: 1 })).toBe('Q1 c1');
  expect(castle.moveNotation(s, { seat: 0, type: 'place', cell: at(0, 3), rot: 0 })).toBe('Q0 a4');
});

test('a follower as the board writes it on its tile, with K for a king and F for a falconer; none is -', () => {
  const s = createGame({ seed: 'notation' });
  expect(castle.moveNotation(s, { seat: 0, type: 'follower', piece: 2 })).toBe(':2');
  expect(castle.moveNotation(s, { seat: 0, type: 'follower', piece: 0, figure: 'king' })).toBe(':0K');
  expect(castle.moveNotation(s, { seat: 0, type: 'follower', piece: 1, figure: 'falconer' })).toBe(':1F');
  expect(castle.moveNotation(s, { seat: 0, type: 'follower', piece: null })).toBe('-');
});

test('a scoring order chosen names its feature, and the multiplier of doubling wall tiles; a wall tile played is "wall"', () => {
  const s = createGame({ seed: 'notation' });
  expect(castle.moveNotation(s, { seat: 0, type: 'score', feature: 12, double: 0 })).toBe('score f12');
  expect(castle.moveNotation(s, { seat: 0, type: 'score', feature: 12, double: 1 })).toBe('score f12 x2');
  expect(castle.moveNotation(s, { seat: 1, type: 'wall', kind: 1 })).toBe('wall');
});
