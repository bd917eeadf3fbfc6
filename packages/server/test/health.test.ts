// /health tells the truth about the store, and /metrics has the figures: a store that cannot write
// makes /health 503 until it writes again; a store that lost its games (the PostgreSQL database
// emptied, the SQLite file deleted) makes it 503 with the reason, is logged as one JSON line, and the
// players of the games it lost are told in words. Real servers, a real PostgreSQL, real colyseus.js clients.
import { ChildProcess } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { LocalPostgres, Metrics, readMetrics, spawnPostgres, stopProcess } from '@castle/test-kit';
import { Client } from 'pg';
import { Player, freePort, health, healthBecomes, inProcessServer, playOn, refused, serverProcess, table, tempDir, waitFor } from './harness';
import { needs } from './needs';

describe('one process on SQLite', () => {
  let server: Awaited<ReturnType<typeof inProcessServer>>;
  let base: string;
  beforeAll(async () => { server = await inProcessServer(); base = `http://127.0.0.1:${server.port}`; });
  afterAll(async () => { await server.shutdown(); });

  test('/health is 200 with a store that writes, and shows no figures: they are on /metrics', async () => {
    const { status, body } = await health(base);
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, store: 'ok', storeKind: 'sqlite', games: 'ok', uptime: expect.any(Number) });
  });

  test('/metrics is Prometheus text: games, players, watchers, moves, move times, store errors, the process; moves move the counters', async () => {
    const r = await fetch(`${base}/metrics`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/plain;.*version=0\.0\.4/);
    const before = new Metrics(await r.text());
    for (const name of ['castle_games_live', 'castle_players_connected', 'castle_watchers_connected', 'castle_moves_total',
      'castle_move_duration_seconds', 'castle_store_errors_total', 'castle_store_ok',
      'process_resident_memory_bytes', 'process_cpu_user_seconds_total', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_p99_seconds']) {
      expect([name, before.has(name)]).toEqual([name, true]);
    }
    expect(before.value('castle_store_ok')).toBe(1);

    const { a, b } = await table(server.url);
    await playOn([a, b], 3);
    const after = await readMetrics(base);
    expect(after.value('castle_moves_total') - before.value('castle_moves_total')).toBe(3);
    expect(after.histogram('castle_move_duration_seconds').count - before.histogram('castle_move_duration_seconds').count).toBe(3);
    expect(after.quantile('castle_move_duration_seconds', 0.5)).toBeGreaterThan(0);
    expect(after.value('castle_games_live')).toBe(before.value('castle_games_live') + 1);
    expect(after.value('castle_players_connected')).toBe(before.value('castle_players_connected') + 2);
    expect(after.value('castle_watchers_connected')).toBe(before.value('castle_watchers_connected') + 1);
  });

  test('with METRICS_TOKEN, /metrics answers only that bearer token', async () => {
    // Its own process, as an operator runs it: a second server in this process would share Colyseus'
    // matchmaker with the first, and shutting one down leaves the other's socket open.
    const port = await freePort();
    const guarded = await serverProcess(port, tempDir(), { METRICS_TOKEN: 's3cret-metrics' });
    const at = `http://127.0.0.1:${port}`;
    try {
      const without = await fetch(`${at}/metrics`);
      expect(without.status).toBe(401);
      expect(await without.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.stringContaining('METRICS_TOKEN') });
      expect((await fetch(`${at}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
      expect((await readMetrics(at, 's3cret-metrics')).has('castle_moves_total')).toBe(true);
      expect((await health(at)).status).toBe(200); // /health stays open
    } finally {
      await stopProcess(guarded);
    }
  });
});

test('the SQLite file deleted under a running server: /health 503 with the reason, the players told, moves refused in words', async () => {
  const server = await inProcessServer();
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const { a, b, watcher } = await table(server.url);
    await playOn([a, b], 2);
    for (const f of fs.readdirSync(server.dir)) fs.rmSync(path.join(server.dir, f));
    const body = await healthBecomes(base, 503);
    expect(body).toMatchObject({ ok: false, store: 'lost', reason: expect.stringMatching(/castle\.sqlite\) was deleted or replaced/) });
    expect(JSON.stringify(body)).not.toContain(server.dir); // where the data lives is the operator's business
    await waitFor(() => [a, b, watcher].every((p) => p.storeLost !== null), 5000, 'the players to be told');
    expect(a.storeLost).toMatch(/lost its saved games/);
    const p = [a, b].find((x) => x.seat === a.state.toAct)!;
    await refused(p, watcher, () => p.send({ moves: p.actions!.moves, action: p.actions!.actions[0] }), 'STORE_LOST');
    expect((await readMetrics(base)).value('castle_store_ok')).toBe(0);
    // A page opened now learns it too.
    const late = await Player.join(server.url, a.code, { spectate: true });
    await waitFor(() => late.storeLost !== null, 5000, 'a late watcher to be told');
  } finally {
    await server.shutdown();
  }
});

needs('postgresql').describe('one process on a PostgreSQL that goes away', () => {
  let pgPort: number;
  let pgDir: string;
  let pg: LocalPostgres;
  let url: string;
  let child: ChildProcess;
  let base: string;
  let ws: string;
  /** Every line the server process wrote. */
  let lines: string[];

  beforeEach(async () => {
    pgPort = await freePort();
    pgDir = tempDir();
    pg = await spawnPostgres({ port: pgPort, dir: pgDir });
    url = await pg.database('health');
    const port = await freePort();
    child = await serverProcess(port, tempDir(), { DATABASE_URL: url });
    lines = [];
    let rest = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString('utf8')).split('\n');
      rest = parts.pop()!;
      lines.push(...parts);
    });
    child.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
    base = `http://127.0.0.1:${port}`;
    ws = `ws://127.0.0.1:${port}`;
  });
  afterEach(async () => {
    await stopProcess(child, 'SIGKILL');
    await pg.stop();
  });

  test('/health is 503 while PostgreSQL is stopped, 200 once it is back with its data; the game goes on', async () => {
    const { a, b } = await table(ws);
    await playOn([a, b], 2);
    expect((await health(base)).body).toMatchObject({ ok: true, storeKind: 'postgres' });
    await pg.stop();
    const down = await healthBecomes(base, 503);
    expect(down).toMatchObject({ ok: false, store: 'unwritable', storeKind: 'postgres', reason: expect.stringMatching(/^the store cannot be written/) });
    pg = await spawnPostgres({ port: pgPort, dir: pgDir }); // the same cluster, its data kept
    expect(await healthBecomes(base, 200)).toEqual({ ok: true, store: 'ok', storeKind: 'postgres', games: 'ok', uptime: expect.any(Number) });
    await playOn([a, b], 2);
    expect(a.state.moves).toBe(4);
    expect(a.storeLost).toBeNull();
    expect((await readMetrics(base)).value('castle_store_errors_total', { call: 'check' })).toBeGreaterThan(0);
  });

  test('the database emptied under it: /health 503 with the reason, one JSON error line, the players told, moves refused in words', async () => {
    const { a, b, watcher } = await table(ws);
    await playOn([a, b], 2);
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    await admin.end();
    const body = await healthBecomes(base, 503);
    expect(body).toMatchObject({ ok: false, store: 'lost', reason: expect.stringMatching(/the PostgreSQL database no longer has the store's tables/) });
    await waitFor(() => [a, b, watcher].every((p) => p.storeLost !== null), 5000, 'the players to be told');
    const p = [a, b].find((x) => x.seat === a.state.toAct)!;
    await refused(p, watcher, () => p.send({ moves: p.actions!.moves, action: p.actions!.actions[0] }), 'STORE_LOST');
    expect((await health(base)).status).toBe(503); // for good: the games this process holds are gone from the store
    const notJson = lines.filter((l) => { try { return typeof JSON.parse(l) !== 'object'; } catch { return true; } });
    expect(notJson).toEqual([]); // every line one JSON object, the client libraries' too
    const logged = lines.map((l) => JSON.parse(l) as { level: string; msg: string; reason?: string });
    expect(logged.filter((l) => l.msg === 'store lost its games')).toEqual([
      expect.objectContaining({ level: 'error', reason: expect.stringMatching(/no longer has the store's tables/) }),
    ]);
  });
});
