// What the stores cost with several processes (issue 42, item 5): Redis memory and PostgreSQL bytes
// on disk per finished game (bots play games to the end through two processes on one PostgreSQL and
// one Redis), and a process's start and a game's join with many finished games stored against few
// (the database filled with copies of one real finished game, by SQL, under new codes and tokens).
import { ChildProcess, execFileSync } from 'child_process';
import * as os from 'os';
import * as path from 'path';
import { Client as GameClient, Room } from 'colyseus.js';
import { Client } from 'pg';
import { LocalPostgres, freePort, readMetrics, spawnPostgres, spawnRedis, spawnServer, stopProcess } from '@castle/test-kit';
import { bot, newStats, openGame, sleep } from './bots';
import { fullOrShort } from './short-form';

export interface StoreFigureOptions {
  /** Games played to the end for the per-game figures. */
  games: number;
  /** Finished games the database is filled with for the start and join figures. */
  fill: number;
}

export const storeFigureOptionsFromEnv = (): StoreFigureOptions => ({
  games: Number(process.env.STORE_GAMES ?? fullOrShort(20, 5)),
  fill: Number(process.env.STORE_FILL ?? fullOrShort(100_000, 2000)),
});

type Row = [string, string, string];

const TABLES = ['games', 'seats', 'moves', 'chat'];

/** The copies of one finished game: every table's rows under a new code per copy ($1 the game, $2 copies). */
const FILL = [
  `INSERT INTO games (code, game, rules, options, seed, created_at, seat_count, touched_at, abandoned_at, open, next, clock, colours, result, finished_at)
   SELECT code || '-' || i, game, rules, options, seed, created_at - i, seat_count, touched_at - i, abandoned_at, open, NULL, clock, colours, result, finished_at - i
   FROM games, generate_series(1, $2::integer) i WHERE code = $1`,
  `INSERT INTO seats (code, seat, name, token, bot, leaving)
   SELECT code || '-' || i, seat, name, token || '-' || i, bot, leaving FROM seats, generate_series(1, $2::integer) i WHERE code = $1`,
  `INSERT INTO moves (code, n, action, clock) SELECT code || '-' || i, n, action, clock FROM moves, generate_series(1, $2::integer) i WHERE code = $1`,
  `INSERT INTO chat (code, n, line) SELECT code || '-' || i, n, line FROM chat, generate_series(1, $2::integer) i WHERE code = $1`,
];

async function sql<T extends Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text, values)).rows;
  } finally {
    await c.end();
  }
}

/** Bytes of the game tables with their indexes and TOAST. */
async function tableBytes(url: string): Promise<number> {
  const [r] = await sql<{ bytes: number }>(url, 'SELECT sum(pg_total_relation_size(t))::float8 AS bytes FROM unnest($1::regclass[]) t', [TABLES]);
  return r.bytes;
}

/** Redis' used_memory (its allocator's bytes: keys, and its own buffers too) and its count of keys. */
function redisFigures(port: number): { bytes: number; keys: number } {
  const cli = (...args: string[]) => execFileSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8' });
  return { bytes: Number(/^used_memory:(\d+)/m.exec(cli('INFO', 'memory'))![1]), keys: Number(cli('DBSIZE')) };
}

/** The server processes started and not yet stopped: killed if the measurement fails half-way. */
const running = new Set<ChildProcess>();

async function startProcess(env: Record<string, string>): Promise<{ url: string; base: string; stop: () => Promise<void>; startMs: number }> {
  const port = await freePort();
  const at = performance.now();
  const child = await spawnServer(port, { ...env, DATA_DIR: path.join(os.tmpdir(), `castle-store-bench-${process.pid}`), PUBLIC_ADDRESS: `127.0.0.1:${port}`, LOG_LEVEL: 'warn', RATE_PER_SECOND: '10000' });
  const startMs = performance.now() - at;
  running.add(child);
  const stop = async () => { await stopProcess(child, 'SIGKILL'); running.delete(child); };
  return { url: `ws://127.0.0.1:${port}`, base: `http://127.0.0.1:${port}`, stop, startMs };
}

/** Milliseconds from a create or a join to the room joined (a stored game opened from the store first). */
async function timeToJoin(open: () => Promise<Room>): Promise<{ ms: number; room: Room }> {
  const at = performance.now();
  const room = await open();
  room.onMessage('*', () => undefined); // its messages are not read here
  return { ms: performance.now() - at, room };
}

/** A game of two seats stored unfinished: created, two moves played, both players gone. */
async function storedUnfinished(url: string): Promise<{ code: string; token: string }> {
  const stats = newStats();
  let token = '';
  const a = await new GameClient(url).create('castle', { name: 'Stored A' });
  a.onMessage('seat', (m: { token: string }) => { token = m.token; });
  bot(a, stats, 0);
  const b = await new GameClient(url).joinById(a.roomId, { name: 'Stored B' });
  bot(b, stats, 0);
  while (stats.moves < 2 || !token) await sleep(5);
  await Promise.all([a.leave(), b.leave()]);
  return { code: a.roomId, token };
}

async function roomsLive(bases: string[]): Promise<number> {
  let n = 0;
  for (const b of bases) n += (await readMetrics(b)).value('castle_games_live');
  return n;
}

/** The rows: per finished game in Redis and PostgreSQL; start and joins with few stored and with `fill` more. */
export async function measureStoreFigures(o: StoreFigureOptions): Promise<{ perGame: Row[]; scale: Row[] }> {
  const pg: LocalPostgres = await spawnPostgres();
  const redisPort = await freePort();
  const redis = await spawnRedis({ port: redisPort });
  try {
    const databaseUrl = await pg.database('store_bench');
    const env = { DATABASE_URL: databaseUrl, REDIS_URL: redis.url };
    const procs = [await startProcess(env), await startProcess(env)];
    const redisBefore = redisFigures(redisPort);
    const pgBefore = await tableBytes(databaseUrl);
    const stats = newStats();
    const games = await Promise.all(Array.from({ length: o.games }, (_, i) =>
      openGame(procs.map((p) => p.url), { room: 'castle', seats: 2, thinkMs: 0, name: `G${i}` }, stats)));
    while (stats.finished < o.games) await sleep(20);
    await Promise.all(games.flat().map((r) => r.leave()));
    while ((await roomsLive(procs.map((p) => p.base))) > 0) await sleep(50);
    const redisAfter = redisFigures(redisPort);
    const redisPerGame = (redisAfter.bytes - redisBefore.bytes) / o.games;
    const pgPerGame = ((await tableBytes(databaseUrl)) - pgBefore) / o.games;
    await Promise.all(procs.map((p) => p.stop()));

    // Killed: their listings in Redis are removed with FLUSHALL before each start, so that every start is alike.
    const flush = () => execFileSync('redis-cli', ['-p', String(redisPort), 'FLUSHALL']);
    const few = await medianOf3(env, await storedUnfinishedThrough(env), flush);
    const [finished] = await sql<{ code: string }>(databaseUrl, 'SELECT code FROM games WHERE finished_at IS NOT NULL LIMIT 1');
    const beforeFill = await tableBytes(databaseUrl);
    for (const q of FILL) await sql(databaseUrl, q, [finished.code, o.fill]);
    await sql(databaseUrl, 'VACUUM ANALYZE');
    const filledPerGame = ((await tableBytes(databaseUrl)) - beforeFill) / o.fill;
    const many = await medianOf3(env, await storedUnfinishedThrough(env), flush);

    const ms = (n: number) => n.toFixed(0);
    return {
      perGame: [
        [`bytes per finished game, ${o.games} games (goal for Redis: 0)`, redisPerGame.toFixed(0), pgPerGame.toFixed(0)],
        ['Redis keys before / after them (Colyseus\' own: no game)', `${redisBefore.keys} / ${redisAfter.keys}`, ''],
        [`PostgreSQL bytes per game of ${o.fill.toLocaleString('en')} SQL copies of one`, '', filledPerGame.toFixed(0)],
      ],
      scale: [
        ['process start to /health OK (ms)', ms(few.startMs), ms(many.startMs)],
        ['a new game: create to joined (ms)', ms(few.createMs), ms(many.createMs)],
        ['a stored unfinished game: join with its token to joined (ms)', ms(few.joinMs), ms(many.joinMs)],
      ],
    };
  } finally {
    await Promise.all([...running].map((c) => stopProcess(c, 'SIGKILL')));
    running.clear();
    await redis.stop();
    await pg.stop();
  }
}

/** A stored unfinished game made through a process of its own, stopped after. */
async function storedUnfinishedThrough(env: Record<string, string>): Promise<{ code: string; token: string }> {
  const p = await startProcess(env);
  try {
    return await storedUnfinished(p.url);
  } finally {
    await p.stop();
  }
}

type Times = { startMs: number; createMs: number; joinMs: number };

/** startAndJoin three times (the stored game reopened each time), each figure's median. */
async function medianOf3(env: Record<string, string>, stored: { code: string; token: string }, flush: () => void): Promise<Times> {
  const runs: Times[] = [];
  for (let i = 0; i < 3; i++) runs.push(await startAndJoin(env, stored, flush));
  const median = (k: keyof Times) => runs.map((r) => r[k]).sort((a, b) => a - b)[1];
  return { startMs: median('startMs'), createMs: median('createMs'), joinMs: median('joinMs') };
}

/** One process started; a new game created and the stored game joined through it; stopped. */
async function startAndJoin(env: Record<string, string>, stored: { code: string; token: string }, flush: () => void): Promise<Times> {
  flush();
  const p = await startProcess(env);
  try {
    const created = await timeToJoin(() => new GameClient(p.url).create('castle', { name: 'New' }));
    const joined = await timeToJoin(() => new GameClient(p.url).joinById(stored.code, { token: stored.token }));
    await Promise.all([created.room.leave(), joined.room.leave()]);
    return { startMs: p.startMs, createMs: created.ms, joinMs: joined.ms };
  } finally {
    await p.stop();
  }
}
