// The ratings' routes when the store does not answer: PostgreSQL stopped under a running server, the
// leaderboard and a player's page are 503 STORE_FAILED in words, not a request left hanging.
import type { LocalPostgres } from '@castle/test-kit';
import { startServer } from '../src/app';
import { PostgresStore } from '../src/store/postgres';
import { needs } from './needs';
import { request } from './raw-http';
import { postgresDatabase } from './stores';

needs('postgresql').describe('the ratings\' routes without their store', () => {
  let pg: LocalPostgres;
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    const db = await postgresDatabase('ratings_api');
    pg = db.server;
    server = await startServer({ port: 0, store: await PostgresStore.open(db.url, { timeoutMs: 1000 }) });
    await pg.stop();
  });
  afterAll(async () => { await server.shutdown(); });

  test.each(['/api/leaderboard/castle', `/api/players/${'A'.repeat(27)}`])('%s is 503 STORE_FAILED while the store is away', async (path) => {
    const r = await request(server.port, path);
    expect([r.status, r.json()]).toEqual([503, { code: 'STORE_FAILED', params: {}, message: 'the store did not answer: try again' }]);
  });
});
