// Which store a process keeps its games in, from its settings (store/open-store.ts): DATABASE_URL is
// PostgreSQL, nothing is the embedded SQLite, and REDIS_URL alone (the retired Redis game store) is
// refused at start in a sentence. The built server as its own process.
import { spawn } from 'child_process';
import * as path from 'path';
import { REDIS_WITHOUT_DATABASE } from '../src/store/open-store';
import { freePort, loggedServerProcess, tempDir, waitFor } from './harness';
import { needs } from './needs';
import { postgresForFile } from './shared-stores';

/** Start the built server with these settings and wait for it to exit: its code and JSON lines. */
function refusedStart(env: Record<string, string>): Promise<{ code: number | null; lines: Record<string, unknown>[] }> {
  const child = spawn(process.execPath, [path.resolve(__dirname, '../dist/index.js')], {
    env: { ...process.env, PORT: '0', DATA_DIR: tempDir(), LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, lines: out.split('\n').filter(Boolean).map((l) => JSON.parse(l)) })));
}

test('REDIS_URL without DATABASE_URL: the process does not start, and says why in one line', async () => {
  const { code, lines } = await refusedStart({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
  expect(code).toBe(1);
  expect(lines).toEqual([expect.objectContaining({ level: 'error', msg: 'could not start', reason: REDIS_WITHOUT_DATABASE })]);
  expect(REDIS_WITHOUT_DATABASE).toMatch(/^several processes need DATABASE_URL \(PostgreSQL\) for their games; the Redis game store is retired: see README 'Moving to PostgreSQL'$/);
});

test('a DATABASE_URL that is not a postgres:// URL: the process does not start, and says why', async () => {
  const { code, lines } = await refusedStart({ DATABASE_URL: 'mysql://db/castle' });
  expect(code).toBe(1);
  expect(lines).toEqual([expect.objectContaining({ level: 'error', msg: 'could not start', reason: 'DATABASE_URL must be a postgres:// URL, not mysql:' })]);
});

test('no setting: the embedded SQLite, said in the ready line', async () => {
  const p = await loggedServerProcess();
  try {
    await waitFor(() => p.lines.some((l) => JSON.parse(l).msg === 'ready'), 5000, 'the ready line');
    expect(JSON.parse(p.lines.find((l) => JSON.parse(l).msg === 'ready')!)).toMatchObject({ store: 'sqlite', rooms: 'this process only' });
  } finally {
    p.child.kill('SIGKILL');
  }
});

needs('postgresql').describe('with DATABASE_URL', () => {
  const pg = postgresForFile();

  test('DATABASE_URL: PostgreSQL, said in the ready line (its host and database, never its password) and by /health', async () => {
    const url = new URL(await pg.database());
    url.password = 'not-checked'; // trust authentication: a password that must not be shown
    const p = await loggedServerProcess({ DATABASE_URL: url.href });
    try {
      await waitFor(() => p.lines.some((l) => JSON.parse(l).msg === 'ready'), 5000, 'the ready line');
      const ready = p.lines.find((l) => JSON.parse(l).msg === 'ready')!;
      expect(JSON.parse(ready)).toMatchObject({ store: 'postgres', at: `${url.host}${url.pathname}` });
      expect(p.lines.join('\n')).not.toContain('not-checked');
      expect(await (await fetch(`http://127.0.0.1:${p.port}/health`)).json()).toMatchObject({ ok: true, storeKind: 'postgres' });
    } finally {
      p.child.kill('SIGKILL');
    }
  });
});
