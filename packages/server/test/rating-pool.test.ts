// Which rating a game goes in: the Castle without the Falcon, the Castle with it, and Carcassonne
// between two, each its own; Carcassonne at three or more is casual. Options as each game parses them.
import { carcassonne } from '@castle/carcassonne';
import { castle } from '@castle/rules';
import type { AnyGame } from '@castle/game';
import { ratingPool, ratingPools } from '../src/rating';
import { countServed } from './count-served';
import { REFUSAL } from '@castle/protocol';
import { createOptions } from '../src/limits';

const options = (game: AnyGame, sent: unknown): unknown => {
  const parsed = game.parseOptions(sent);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.options;
};

test("the Castle without the Falcon is rated in 'castle'", () => {
  expect(ratingPool('castle', options(castle, {}), 2)).toBe('castle');
});

test("the Castle with the Falcon is rated in 'castle-falcon'", () => {
  expect(ratingPool('castle', options(castle, { falcon: true }), 2)).toBe('castle-falcon');
});

test("Carcassonne between two is rated in 'carcassonne'", () => {
  expect(ratingPool('carcassonne', options(carcassonne, {}), 2)).toBe('carcassonne');
});

test.each([3, 4, 5])('Carcassonne at a table of %i is casual', (seats) => {
  expect(ratingPool('carcassonne', options(carcassonne, {}), seats)).toBeNull();
});

test('a game that says nothing of ratings is casual', () => {
  // The tests' third game, served without a pool
  expect(countServed.ratingPool({}, 2)).toBeNull();
  expect(countServed.pools).toEqual([]);
});

test('the pools of the games served are listed, each once, on the games\' own registry lines', () => {
  expect(ratingPools()).toEqual(['castle', 'castle-falcon', 'carcassonne']);
});

test('each game lists every pool its games are rated in', () => {
  const asked = [ratingPool('castle', options(castle, {}), 2), ratingPool('castle', options(castle, { falcon: true }), 2), ratingPool('carcassonne', options(carcassonne, {}), 2)];
  expect(asked.filter((p) => !ratingPools().includes(p!))).toEqual([]);
});

test('a rated game of Carcassonne at a table of three is refused at its creation: multi-player Carcassonne is casual', () => {
  expect(() => createOptions({ name: 'Ann', seats: 3, rated: true }, carcassonne)).toThrow(expect.objectContaining({ code: REFUSAL.NOT_RATABLE }));
});

test('a rated game of Carcassonne between two is created rated', () => {
  expect(createOptions({ name: 'Ann', seats: 2, rated: true }, carcassonne).rated).toBe(true);
});
