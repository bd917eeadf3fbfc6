// The stores' measurement (store-figures.ts) against a real PostgreSQL, a real Redis and real server
// processes, in a short form: it answers a figure for each row, and the finished games leave no key
// in Redis. Times are not checked: the bench prints them.
import { Program, decide, missingInCi } from '@castle/test-kit';
import { measureStoreFigures } from '../src/store-figures';

// Skipped without PostgreSQL or Redis; with CI set, their absence fails (as the server's needs.ts does).
const missing = (['postgresql', 'redis-server'] as Program[]).find((p) => decide(p) !== 'run');
if (missing && decide(missing) === 'fail') test(`needs ${missing}`, () => { throw new Error(missingInCi(missing)); });

(missing ? test.skip : test)('the stores\' measurement answers every row, and finished games leave no key in Redis', async () => {
  const { perGame, scale } = await measureStoreFigures({ games: 2, fill: 200 });
  expect(perGame.map(([k]) => k)).toEqual([expect.stringMatching(/^bytes per finished game/), expect.stringMatching(/^Redis keys/), expect.stringMatching(/^PostgreSQL bytes per game/)]);
  const [before, after] = perGame[1][1].split(' / ');
  expect(after).toBe(before);
  expect(Number(perGame[2][2])).toBeGreaterThan(0);
  for (const [, few, many] of scale) expect([few, many].map(Number).every(Number.isFinite)).toBe(true);
}, 120_000);
