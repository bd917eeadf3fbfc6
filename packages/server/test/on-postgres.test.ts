// A server whose store is PostgreSQL: a process killed mid-game and a new one on the same database
// finishing it, joins at the same moment. (What every store does is in store-contract.ts; the same
// cases on the retired Redis store were these, less a reply lost by Redis, which ioredis resent: the
// pg client resends nothing.)
import { startServer } from '../src/app';
import { PostgresStore } from '../src/store/postgres';
import { Player, freePort, playOn, rejoin, serverProcess, tempDir, waitFor } from './harness';
import { needs } from './needs';
import { postgresForFile } from './shared-stores';

needs('postgresql').describe('a server on PostgreSQL', () => {
  const pg = postgresForFile();

  test('a server on PostgreSQL is killed mid-game; a new process on the same database finishes it', async () => {
    const env = { DATABASE_URL: await pg.database() };
    const port = await freePort();
    let child = await serverProcess(port, tempDir(), env);
    try {
      const ws = `ws://127.0.0.1:${port}`;
      const a = await Player.create(ws, { name: 'Ann' });
      const b = await Player.join(ws, a.code, { name: 'Bob' });
      await playOn([a, b], 10);
      child.kill('SIGKILL');
      await waitFor(() => a.left !== null);
      child = await serverProcess(port, tempDir(), env); // another data folder: only the database is shared
      const [a2, b2] = await rejoin(ws, a.code, [a, b]);
      expect(a2.state.moves).toBe(10);
      await playOn([a2, b2]);
      expect(a2.state.over).toBe(true);
    } finally {
      child.kill('SIGKILL');
    }
  });

  test('with a store over the network (PostgreSQL), players joining at the same moment never share a seat', async () => {
    const server = await startServer({ port: 0, store: await PostgresStore.open(await pg.database()) });
    try {
      const url = `ws://127.0.0.1:${server.port}`;
      const a = await Player.create(url, { name: 'Ann' });
      const others = await Promise.all([1, 2, 3, 4, 5].map((i) => Player.join(url, a.code, { name: `P${i}` })));
      await waitFor(() => a.state.spectators === 4 && others.some((p) => p.seat === 1), 5000, 'one seat given, four watching');
      expect(others.filter((p) => p.seat !== null)).toHaveLength(1);
    } finally {
      await server.shutdown();
    }
  });
});
