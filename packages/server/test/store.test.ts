// Both stores keep games the same way: the embedded SQLite file and a shared Redis (a real redis-server).
import type { Action } from '@castle/rules';
import { startServer } from '../src/app';
import { RedisStore } from '../src/store/redis';
import { SqliteStore } from '../src/store/sqlite';
import type { GameStore } from '../src/store/store';
import { Player, freePort, playOn, redisServer, rejoin, serverProcess, tempDir, waitFor } from './harness';
import { needs } from './needs';

const place = (cell: number): Action => ({ seat: 0, type: 'place', cell, rot: 0 });

/** What every store does the same way, for a store made by `open`. */
function keepsGames(open: () => GameStore): void {
  let store: GameStore;
  beforeEach(() => { store = open(); });
  afterEach(async () => { await store.close(); });
  const code = () => `T${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

  test('keeps a game: options, seed, seats, moves in order, result', async () => {
    const c = code();
    expect(await store.create({ code: c, options: { falcon: true, variants: {} }, seed: 's3cret', createdAt: 1 })).toBe(true);
    expect(await store.create({ code: c, options: { falcon: false, variants: {} }, seed: 'other', createdAt: 2 })).toBe(false);
    expect(await store.exists(c)).toBe(true);
    await store.setSeat(c, 0, 'Ann', 'tok-a');
    await store.append(c, 0, place(3));
    await store.append(c, 1, place(4));
    expect(await store.unfinished()).toContain(c);
    expect(await store.isUnfinished(c)).toBe(true);
    const g = (await store.load(c))!;
    expect(g).toMatchObject({ code: c, options: { falcon: true }, seed: 's3cret', names: ['Ann', null], tokens: ['tok-a', null], result: null });
    expect(g.actions).toEqual([place(3), place(4)]);
    await store.finish(c, { scores: [3, 4], winner: 1 });
    expect(await store.unfinished()).not.toContain(c);
    expect(await store.isUnfinished(c)).toBe(false);
    expect((await store.load(c))!.result).toEqual({ scores: [3, 4], winner: 1 });
  });

  test('stores a game with both seats already taken (a rematch), unfinished', async () => {
    const c = code();
    const g = { code: c, options: { falcon: false, variants: {} }, seed: 's', createdAt: 1, names: ['Bob', 'Ann'] as [string, string], tokens: ['tb', 'ta'] as [string, string] };
    expect(await store.create(g)).toBe(true);
    expect(await store.load(c)).toMatchObject({ names: ['Bob', 'Ann'], tokens: ['tb', 'ta'], actions: [], result: null });
    expect(await store.isUnfinished(c)).toBe(true);
    expect(await store.create({ ...g, names: ['X', 'Y'], tokens: ['x', 'y'] })).toBe(false);
    expect((await store.load(c))!.tokens).toEqual(['tb', 'ta']);
  });

  test('refuses a move out of order instead of storing it', async () => {
    const c = code();
    await store.create({ code: c, options: { falcon: false, variants: {} }, seed: 's', createdAt: 1 });
    await store.append(c, 0, place(3));
    const refused = await store.append(c, 0, place(5)).then(() => null, (err: unknown) => err);
    expect(refused).not.toBeNull();
    expect((await store.load(c))!.actions).toEqual([place(3)]);
  });

  test('knows nothing of a game it never stored', async () => {
    expect(await store.load('NOPE1')).toBeNull();
    expect(await store.exists('NOPE1')).toBe(false);
    expect(await store.isUnfinished('NOPE1')).toBe(false);
  });
}

describe('the SQLite store', () => keepsGames(() => new SqliteStore(tempDir())));

needs('redis-server').describe('Redis', () => {
  let redis: Awaited<ReturnType<typeof redisServer>>;
  beforeAll(async () => { redis = await redisServer(); });
  afterAll(async () => { await redis.stop(); });

  describe('the Redis store', () => keepsGames(() => new RedisStore(redis.url)));

  test('a server on Redis is killed mid-game; a new process on the same Redis finishes it', async () => {
    const url = redis.url;
    const port = await freePort();
    let child = await serverProcess(port, tempDir(), { REDIS_URL: url });
    try {
      const ws = `ws://127.0.0.1:${port}`;
      const a = await Player.create(ws, { name: 'Ann' });
      const b = await Player.join(ws, a.code, { name: 'Bob' });
      await playOn([a, b], 10);
      child.kill('SIGKILL');
      await waitFor(() => a.left !== null);
      child = await serverProcess(port, tempDir(), { REDIS_URL: url }); // another data folder: only Redis is shared
      const [a2, b2] = await rejoin(ws, a.code, [a, b]);
      expect(a2.state.turn).toBe(10);
      await playOn([a2, b2]);
      expect(a2.state.over).toBe(true);
    } finally {
      child.kill('SIGKILL');
    }
  });

  test('with a store that answers slowly (Redis), players joining at the same moment never share a seat', async () => {
    const server = await startServer({ port: 0, store: new RedisStore(redis.url) });
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
