// Ratings as the pages write them (ratings/rating-words.ts): whole points, a change with its sign,
// results counted in words.
import { loadLanguage } from '../src/i18n/words';
import { results, rounded, signed } from '../src/ratings/rating-words';

afterAll(() => loadLanguage('en'));

test('a rating is written in whole points without grouping', () => {
  expect([rounded(1623.5), rounded(1499.4), rounded(2104)]).toEqual(['1624', '1499', '2104']);
});

test('a change is rounded and carries its sign; a change that rounds to nothing is 0, never -0', async () => {
  await loadLanguage('en');
  expect([signed(12.4), signed(-7.6), signed(-0.4), signed(0)]).toEqual(['+12', '-8', '0', '0']);
});

test('results count each kind in the language shown, one and many', async () => {
  await loadLanguage('de');
  expect(results({ wins: 1, losses: 2, draws: 0 }).replace(/\u00a0/g, ' ')).toBe('3 gewertete Partien: 1 Sieg, 2 Niederlagen, 0 Unentschieden');
  await loadLanguage('en');
  expect(results({ wins: 1, losses: 0, draws: 0 }).replace(/\u00a0/g, ' ')).toBe('1 rated game: 1 win, 0 losses, 0 draws');
});
