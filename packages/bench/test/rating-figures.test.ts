// The ratings' measurement (rating-figures.ts) against a real PostgreSQL and a SQLite file, in a short
// form: it answers a figure for each row, and the reads find what the fill stored on both stores.
// Times are not checked: the bench prints them.
import { decide, missingInCi } from '@castle/test-kit';
import { measureRatingFigures } from '../src/rating-figures';

const pg = decide('postgresql');
if (pg === 'fail') test('needs postgresql', () => { throw new Error(missingInCi('postgresql')); });

(pg === 'run' ? test : test.skip)('the ratings\' measurement answers every row, and its reads find a full leaderboard and a player\'s recent games', async () => {
  const { rows, found } = await measureRatingFigures({ games: 2000, players: 300, reads: 3 });
  expect(rows.map(([k]) => k)).toEqual([expect.stringMatching(/^fill: 2,000 rated games/), expect.stringMatching(/^a pool's leaderboard/), expect.stringMatching(/^a player's page/)]);
  for (const [, sqlite, postgres] of rows) expect([sqlite, postgres].map(Number).every(Number.isFinite)).toBe(true);
  // Player i's deviation is 45 + (i·31 mod 305): those below 110 are on the leaderboard. Player 1 sat
  // in games 1, 301, 601… (seat 0) and 300, 600… (seat 1): 13 of 2,000.
  const established = Array.from({ length: 300 }, (_, i) => i + 1).filter((i) => 45 + ((i * 31) % 305) < 110).length;
  expect(found).toEqual([{ leaders: established, recent: 13 }, { leaders: established, recent: 13 }]);
}, 120_000);
