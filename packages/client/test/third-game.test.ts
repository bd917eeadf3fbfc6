// A third game, defined in the tests only, added to the page's catalogue: the page's shared logic
// (addresses, the words of the lists and the join prompt, "Your games") reads it as it reads the two
// real games, with nothing of it named in shared code. The server plays it: server/test/third-game.test.ts.
import { SEARCHERS } from '@castle/bot';
import { GAME_ABOUTS, addGameAbout, aboutGame } from '../src/games/catalogue';
import { parseLocation } from '../src/logic/links';
import { gameLine, gameName, optionWords, tableWords } from '../src/logic/game-words';
import { standingShown } from '../src/logic/my-games';
import { reviewable } from '../src/review/reviewable';
import { countAbout } from './count-about';

beforeAll(() => addGameAbout(countAbout));

test('its help page has its own address', () => {
  expect(parseLocation('/help/count', '')).toEqual({ page: 'help', game: 'count' });
});

test('the lists and the join prompt name it and its options in its own words', () => {
  expect([gameName('count', { target: 10 }), gameLine('count', { target: 12 }), tableWords('count', 2)]).toEqual(['Count to ten', 'Count to 12', '']);
  expect(optionWords('count', { target: 12 })).toEqual(['a target of 12']);
});

test('"Your games" shows a finished game of it with its result and its replay', () => {
  const shown = standingShown({ code: 'K7QXA', seat: 1, at: 1 }, {
    code: 'K7QXA', known: true, game: 'count', options: { target: 10 }, names: ['Ann', 'Bob'], computer: [false, false], seatsFree: 0,
    clock: { kind: 'none' }, toAct: null, ending: { end: 'score', seat: null, winners: [1], scores: [0, 1] }, stopped: null, createdAt: 1, finishedAt: 2,
  });
  expect(shown).toMatchObject({ kind: 'over', game: 'Count to ten', others: 'with Ann', link: { href: '/g/K7QXA/replay' } });
});

test('a game the catalogue has already is refused, and the first one kept', () => {
  expect(() => addGameAbout({ ...countAbout, shortName: () => 'Another' })).toThrow('The game "count" is in the catalogue already');
  expect(aboutGame('count')?.shortName()).toBe('Count to ten');
});

test('the page offers the computer for exactly the games it plays (a searcher each), this one not', () => {
  expect(GAME_ABOUTS.map((g) => [g.id, !g.peopleOnly])).toEqual(GAME_ABOUTS.map((g) => [g.id, Object.hasOwn(SEARCHERS, g.id)]));
  expect(aboutGame('count')?.peopleOnly).toBe(true);
});

test('a finished game of it offers no review, which needs the computer\'s engine; the games the computer plays do', () => {
  expect(GAME_ABOUTS.map((g) => [g.id, reviewable(g.id)])).toEqual(GAME_ABOUTS.map((g) => [g.id, Object.hasOwn(SEARCHERS, g.id)]));
  expect([reviewable('count'), reviewable('castle'), reviewable('no-such-game')]).toEqual([false, true, false]);
});
