// spawnPostgres copies a cluster made by initdb once (postgres.ts): each server it starts must still
// be a cluster of its own. Needs Debian's postgresql: skipped without it, failed without it in CI.
import { decide } from '../src/needs';
import { spawnPostgres } from '../src/postgres';

const withPostgres = decide('postgresql') === 'skip' ? test.skip : test;

withPostgres('each server is a copy of its own: a database made on one is not on the next', async () => {
  const a = await spawnPostgres();
  try {
    await a.database('made_here');
    await expect(a.database('made_here')).rejects.toThrow(); // it is there
    const b = await spawnPostgres();
    try {
      await expect(b.database('made_here')).resolves.toMatch(/\/made_here$/);
    } finally {
      await b.stop();
    }
  } finally {
    await a.stop();
  }
}, 60_000); // two servers started, as the server's tests allow theirs (its jest.config.js)
