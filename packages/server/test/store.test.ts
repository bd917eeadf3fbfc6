// Both stores keep games the same way: the embedded SQLite file and a shared Redis (a real redis-server).
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as net from 'net';
import * as path from 'path';
import Database from 'better-sqlite3';
import type { Action } from '@castle/rules';
import type { ChatLine } from '@castle/protocol';
import { startServer } from '../src/app';
import { GameSession } from '../src/session';
import { RedisStore } from '../src/store/redis';
import { SqliteStore } from '../src/store/sqlite';
import { GameStore, MoveOutOfOrder } from '../src/store/store';
import { Player, castleRecord, freePort, playOn, redisServer, rejoin, serverProcess, sleep, tempDir, waitFor } from './harness';
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
    expect(await store.create(castleRecord({ code: c, options: { falcon: true, variants: {} }, seed: 's3cret', createdAt: 1 }))).toBe(true);
    expect(await store.create(castleRecord({ code: c, options: { falcon: false, variants: {} }, seed: 'other', createdAt: 2 }))).toBe(false);
    expect(await store.exists(c)).toBe(true);
    await store.setSeat(c, 0, 'Ann', 'tok-a');
    await store.append(c, 0, place(3));
    await store.append(c, 1, place(4));
    expect(await store.unfinished()).toContain(c);
    expect(await store.isUnfinished(c)).toBe(true);
    const g = (await store.load(c))!;
    expect(g).toMatchObject({
      code: c, game: 'castle', rules: 2, options: { falcon: true }, seed: 's3cret', seats: [{ name: 'Ann', token: 'tok-a' }, { name: null, token: null }], result: null,
    });
    expect(await store.gameOf(c)).toBe('castle');
    expect(await store.gameOf('NOPE1')).toBeNull();
    expect(g.actions).toEqual([place(3), place(4)]);
    await store.finish(c, { scores: [3, 4], winner: 1 });
    expect(await store.unfinished()).not.toContain(c);
    expect(await store.isUnfinished(c)).toBe(false);
    expect((await store.load(c))!.result).toEqual({ scores: [3, 4], winner: 1 });
  });

  test('keeps the code of a finished game\'s rematch with it', async () => {
    const c = code();
    await store.create(castleRecord({ code: c, seed: 's', createdAt: 1 }));
    expect((await store.load(c))!.next).toBeNull();
    await store.finish(c, { scores: [1, 2], winner: 1 });
    await store.setNext(c, 'NEXT2');
    expect((await store.load(c))!).toMatchObject({ next: 'NEXT2', result: { winner: 1 } });
  });

  test('keeps a game\'s time control, and the clocks with each move; moves without clocks read as none', async () => {
    const c = code(), plain = code();
    await store.create({ ...castleRecord({ code: c, seed: 's', createdAt: 1 }), clock: { kind: 'live', minutes: 5, increment: 3 } });
    await store.create(castleRecord({ code: plain, seed: 's', createdAt: 1 }));
    const after = (ms: number) => ({ left: [300_000, ms], running: 1, since: 1000 });
    await store.append(c, 0, place(3), null); // a first move: no clock runs yet, none stored
    await store.append(c, 1, place(4), after(290_000));
    await store.append(c, 2, place(5), after(280_000));
    await store.append(c, 2, place(5), after(1)); // a retry of the same move keeps the clocks first stored
    await store.append(plain, 0, place(3));
    expect((await store.load(c))!).toMatchObject({ clock: { kind: 'live', minutes: 5, increment: 3 }, clocks: [null, after(290_000), after(280_000)] });
    expect((await store.load(plain))!).toMatchObject({ clock: null, clocks: [null] });
  });

  test('stores a game with both seats already taken (a rematch), unfinished', async () => {
    const c = code();
    const g = { code: c, options: { falcon: false, variants: {} }, seed: 's', createdAt: 1, names: ['Bob', 'Ann'] as [string, string], tokens: ['tb', 'ta'] as [string, string] };
    expect(await store.create(castleRecord(g))).toBe(true);
    expect(await store.load(c)).toMatchObject({ seats: [{ name: 'Bob', token: 'tb' }, { name: 'Ann', token: 'ta' }], actions: [], result: null });
    expect(await store.isUnfinished(c)).toBe(true);
    expect(await store.create(castleRecord({ ...g, names: ['X', 'Y'], tokens: ['x', 'y'] }))).toBe(false);
    expect((await store.load(c))!.seats.map((x) => x.token)).toEqual(['tb', 'ta']);
  });

  test('keeps which seats the computer plays, and at what level; a person takes the free one later', async () => {
    const c = code();
    const record = castleRecord({ code: c, options: { falcon: false, variants: {} }, seed: 's', createdAt: 1 });
    record.seats = [{ name: 'Computer (hard)', token: 'tc', bot: 'hard' }, { name: null, token: null }];
    expect(await store.create(record)).toBe(true);
    await store.setSeat(c, 1, 'Ann', 'ta');
    expect((await store.load(c))!.seats).toEqual([{ name: 'Computer (hard)', token: 'tc', bot: 'hard' }, { name: 'Ann', token: 'ta' }]);
  });

  test('a seat handed to the computer keeps its token and says so; the computer stays through a rename of another seat', async () => {
    const c = code();
    await store.create(castleRecord({ code: c, options: { falcon: false, variants: {} }, seed: 's', createdAt: 1 }));
    await store.setSeat(c, 0, 'Ann', 'ta');
    await store.setSeat(c, 1, 'Bob', 'tb');
    await store.setSeat(c, 1, 'Bob (computer)', 'tb', 'normal');
    await store.setSeat(c, 0, 'Anna', 'ta');
    expect((await store.load(c))!.seats).toEqual([{ name: 'Anna', token: 'ta' }, { name: 'Bob (computer)', token: 'tb', bot: 'normal' }]);
  });

  test('a seat whose player left keeps how and when, for the record', async () => {
    const c = code();
    await store.create(castleRecord({ code: c, options: { falcon: false, variants: {} }, seed: 's', createdAt: 1 }));
    await store.setSeat(c, 0, 'Ann', 'ta');
    await store.setSeat(c, 1, 'Bob', 'tb');
    await store.setSeat(c, 1, 'Bob (resigned)', 'tb', 'normal', { after: 12, how: 'resigned', at: 5000 });
    expect((await store.load(c))!.seats[1]).toEqual({ name: 'Bob (resigned)', token: 'tb', bot: 'normal', left: { after: 12, how: 'resigned', at: 5000 } });
  });

  test('keeps whether a game is open to anyone; a game stored without saying is not', async () => {
    const [open, closed] = [code(), code()];
    await store.create({ ...castleRecord({ code: open, seed: 's', createdAt: 1 }), open: true });
    await store.create(castleRecord({ code: closed, seed: 's', createdAt: 1 }));
    await store.setSeat(open, 0, 'Ann', 'ta');
    expect((await store.load(open))!).toMatchObject({ open: true, seats: [{ name: 'Ann' }, { name: null }] });
    expect((await store.load(closed))!.open).toBe(false);
  });

  test('refuses a move out of order instead of storing it', async () => {
    const c = code();
    await store.create(castleRecord({ code: c, options: { falcon: false, variants: {} }, seed: 's', createdAt: 1 }));
    await store.append(c, 0, place(3));
    const refused = await store.append(c, 0, place(5)).then(() => null, (err: unknown) => err);
    expect(refused).not.toBeNull();
    expect((await store.load(c))!.actions).toEqual([place(3)]);
  });

  test('takes the same move at the same number again (a retry after a lost reply), refuses another one or a gap', async () => {
    const c = code();
    await store.create(castleRecord({ code: c, options: { falcon: false, variants: {} }, seed: 's', createdAt: 1 }));
    await store.append(c, 0, place(3));
    await store.append(c, 1, place(4));
    await store.append(c, 1, place(4));
    await store.append(c, 1, { rot: 0, cell: 4, type: 'place', seat: 0 } as Action); // the same move, its keys in another order
    await store.append(c, 0, place(3));
    const refusal = (n: number, a: Action) => store.append(c, n, a).then(() => null, (err: unknown) => err);
    expect(await refusal(1, place(5))).toBeInstanceOf(MoveOutOfOrder);
    expect(await refusal(1, { seat: 0, type: 'place', cell: 4, rot: 1 })).toBeInstanceOf(MoveOutOfOrder);
    expect(await refusal(3, place(6))).toBeInstanceOf(MoveOutOfOrder); // move 2 was never stored
    expect((await store.load(c))!.actions).toEqual([place(3), place(4)]);
    await store.append(c, 2, place(6));
    expect((await store.load(c))!.actions).toEqual([place(3), place(4), place(6)]);
  });

  test('a game nobody touched since a time is abandoned when it would reopen; one touched since reopens; the record stays', async () => {
    const [old, fresh, touched, finished] = [code(), code(), code(), code()];
    const now = Date.now();
    for (const c of [old, touched, finished]) await store.create(castleRecord({ code: c, options: { falcon: false, variants: {} }, seed: 's', createdAt: 1000 }));
    await store.create(castleRecord({ code: fresh, options: { falcon: false, variants: {} }, seed: 's', createdAt: now }));
    await store.append(old, 0, place(3));
    await store.finish(finished, { scores: [1, 2], winner: 1 });
    expect(await store.load(old)).toMatchObject({ touchedAt: 1000, abandonedAt: null });
    await store.touch(touched);
    expect((await store.load(touched))!.touchedAt).toBeGreaterThanOrEqual(now);
    const untouched = await store.untouched(5000, 100_000);
    expect(untouched).toContain(old);
    expect(untouched).not.toContain(touched);
    expect(untouched).not.toContain(fresh);
    expect(untouched).not.toContain(finished);

    expect(await store.reopen(fresh, 5000)).toBe('open');
    expect(await store.reopen(touched, 5000)).toBe('open');
    expect(await store.reopen(old, 5000)).toBe('abandoned');
    expect(await store.reopen(old, 0)).toBe('abandoned'); // for good
    expect(await store.reopen(finished, 5000)).toBeNull();
    expect(await store.reopen('NOPE1', 5000)).toBeNull();
    expect(await store.isUnfinished(old)).toBe(false);
    expect(await store.unfinished()).not.toContain(old);
    expect(await store.untouched(5000, 100_000)).not.toContain(old);
    const record = (await store.load(old))!;
    expect(record.abandonedAt).toBeGreaterThanOrEqual(now);
    expect(record).toMatchObject({ actions: [place(3)], result: null, seed: 's' });
  });

  test('marks a game abandoned only if nobody touched it since the time given', async () => {
    const [a, b] = [code(), code()];
    for (const c of [a, b]) await store.create(castleRecord({ code: c, options: { falcon: false, variants: {} }, seed: 's', createdAt: 1000 }));
    await store.touch(b);
    expect(await store.abandon(a, 5000)).toBe(true);
    expect(await store.abandon(a, 5000)).toBe(false); // already
    expect(await store.abandon(b, 5000)).toBe(false);
    expect(await store.abandon('NOPE1', 5000)).toBe(false);
    expect(await store.reopen(a, 0)).toBe('abandoned');
    expect(await store.reopen(b, 5000)).toBe('open');
  });

  test('a claim to open a game keeps others out until it runs out or is given up', async () => {
    const c = code();
    expect(await store.claim(c, 'p1', 60_000)).toBe(true);
    expect(await store.claim(c, 'p2', 60_000)).toBe(false);
    await store.release(c, 'p1');
    expect(await store.claim(c, 'p2', 50)).toBe(true);
    await sleep(80);
    expect(await store.claim(c, 'p1', 60_000)).toBe(true);
  });

  test('keeps a game\'s chat lines in order, players\' and watchers\'; the same line stored again changes nothing', async () => {
    const c = code();
    await store.create(castleRecord({ code: c, seed: 's', createdAt: 1 }));
    expect(await store.chat(c)).toEqual([]);
    const lines: ChatLine[] = [
      { n: 0, moves: 0, side: 'players', seat: 0, name: 'Ann', text: 'Good luck <b>Bob</b>', at: 10 },
      { n: 1, moves: 3, side: 'watchers', seat: null, name: 'Watcher 1', text: 'nice 🙂', at: 20 },
    ];
    for (const line of lines) await store.appendChat(c, line);
    await store.appendChat(c, { ...lines[1], text: 'a retry after a lost reply' });
    expect(await store.chat(c)).toEqual(lines);
    expect(await store.chat('NOPE1')).toEqual([]);
    // Kept apart from the moves: a game's record loads as before.
    expect((await store.load(c))!.actions).toEqual([]);
  });

  test('knows nothing of a game it never stored', async () => {
    expect(await store.load('NOPE1')).toBeNull();
    expect(await store.exists('NOPE1')).toBe(false);
    expect(await store.isUnfinished('NOPE1')).toBe(false);
  });
}

describe('the SQLite store', () => keepsGames(() => new SqliteStore(tempDir())));

test('the SQLite store closes in a process with nothing else to do: its checkpoint thread is waited for, not left to end the process first', () => {
  // A script that only opens and closes a store (as a tool or a browser test's set-up does).
  const script = `const { SqliteStore } = require(${JSON.stringify(path.join(__dirname, '../dist/store/sqlite.js'))});
    new SqliteStore(${JSON.stringify(tempDir())}).close().then(() => console.log('closed'));`;
  expect(execFileSync(process.execPath, ['-e', script], { timeout: 20_000 }).toString().trim()).toBe('closed');
});

test('a SQLite file from before games were touched gets the columns; its games count as touched when created', async () => {
  const dir = tempDir();
  const old = new Database(path.join(dir, 'castle.sqlite'));
  old.exec(`CREATE TABLE games (code TEXT PRIMARY KEY, options TEXT NOT NULL, seed TEXT NOT NULL, created_at INTEGER NOT NULL,
    name0 TEXT, name1 TEXT, token0 TEXT, token1 TEXT, result TEXT, finished_at INTEGER)`);
  old.prepare('INSERT INTO games (code, options, seed, created_at) VALUES (?, ?, ?, ?)').run('OLD22', '{"falcon":false,"variants":{}}', 's', 1000);
  old.prepare('INSERT INTO games (code, options, seed, created_at) VALUES (?, ?, ?, ?)').run('OLD23', '{"falcon":false,"variants":{}}', 's', Date.now());
  old.close();
  const store = new SqliteStore(dir);
  try {
    expect(await store.load('OLD22')).toMatchObject({ touchedAt: 1000, abandonedAt: null });
    expect(await store.untouched(5000, 10)).toEqual(['OLD22']);
    expect(await store.reopen('OLD22', 5000)).toBe('abandoned');
    expect(await store.reopen('OLD23', 5000)).toBe('open');
  } finally {
    await store.close();
  }
});

test('a SQLite file written before open games were kept gets the column; its games are not open, new ones may be', async () => {
  const dir = tempDir();
  const today = new SqliteStore(dir);
  await today.create(castleRecord({ code: 'PRE11', seed: 's', createdAt: Date.now(), names: ['Ann', null], tokens: ['ta', null] }));
  await today.close();
  // The file as the code before kept it: the same tables, without the column.
  const file = new Database(path.join(dir, 'castle.sqlite'));
  file.exec('ALTER TABLE games DROP COLUMN open');
  file.close();
  const store = new SqliteStore(dir);
  try {
    expect(await store.load('PRE11')).toMatchObject({ open: false, seats: [{ name: 'Ann', token: 'ta' }, { name: null }] });
    expect(await store.reopen('PRE11', 0)).toBe('open');
    await store.create({ ...castleRecord({ code: 'NEW11', seed: 's', createdAt: Date.now() }), open: true });
    expect((await store.load('NEW11'))!.open).toBe(true);
  } finally {
    await store.close();
  }
});

test('the SQLite log is copied into the database file by a thread of its own, not by a commit', async () => {
  const dir = tempDir();
  const store = new SqliteStore(dir);
  const file = path.join(dir, 'castle.sqlite');
  try {
    await store.create(castleRecord({ code: 'LOG22', options: { falcon: false, variants: {} }, seed: 's', createdAt: 1 }));
    const empty = fs.statSync(file).size;
    // A few hundred pages of log: far from where a commit would checkpoint it (LOG_BOUND_PAGES).
    for (let n = 0; n < 100; n++) await store.append('LOG22', n, place(n % 76));
    await waitFor(() => fs.statSync(file).size > empty, 5000, 'the moves copied into the database file');
    expect((await store.load('LOG22'))!.actions).toHaveLength(100);
  } finally {
    await store.close();
  }
  // Closed, the thread is gone and the file holds every move.
  const again = new SqliteStore(dir);
  expect((await again.load('LOG22'))!.actions).toHaveLength(100);
  await again.close();
});

test('a move whose store answer is lost is tried again by the session, and the game goes on', async () => {
  const store = new SqliteStore(tempDir());
  let lose = 1;
  const append = store.append.bind(store);
  store.append = async (code, n, action) => {
    await append(code, n, action);
    if (lose-- > 0) throw new Error('Connection is closed.'); // stored, but the reply never came
  };
  try {
    const session = (await GameSession.create(store, 'LOST1', 'castle', { falcon: false, variants: {} }))!;
    await session.takeSeat(0, 'Ann');
    await session.takeSeat(1, 'Bob');
    for (let i = 0; i < 3; i++) {
      const r = await session.play([session.turnOffer()!.actions[0] as Action]);
      expect(r.ok).toBe(true);
    }
    expect(lose).toBeLessThan(0);
    expect(session.moves).toBe(3);
    expect((await store.load('LOST1'))!.actions).toHaveLength(3);
  } finally {
    await store.close();
  }
});

/**
 * A TCP proxy to Redis that, once armed, lets the next move's append through to Redis and drops its
 * reply, closing the client's connection (the reply is lost: Redis did run the append).
 */
async function replyLosingProxy(redisUrl: string): Promise<{ url: string; arm: () => void; dropped: () => number; close: () => Promise<void> }> {
  const target = new URL(redisUrl);
  let armed = false;
  let dropped = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    let dropReply = false;
    client.on('data', (d) => {
      if (armed && /RPUSH/.test(d.toString())) { armed = false; dropReply = true; }
      upstream.write(d);
    });
    upstream.on('data', (d) => {
      if (!dropReply) return void client.write(d);
      dropped++;
      client.destroy();
      upstream.destroy();
    });
    for (const s of [client, upstream]) s.on('error', () => {}).on('close', () => { client.destroy(); upstream.destroy(); sockets.delete(s); });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    arm: () => { armed = true; },
    dropped: () => dropped,
    close: () => { for (const s of sockets) s.destroy(); return new Promise<void>((r) => server.close(() => r())); },
  };
}

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
      expect(a2.state.moves).toBe(10);
      await playOn([a2, b2]);
      expect(a2.state.over).toBe(true);
    } finally {
      child.kill('SIGKILL');
    }
  });

  test('a move whose reply from Redis is lost goes through, and the next moves are taken', async () => {
    const proxy = await replyLosingProxy(redis.url);
    const server = await startServer({ port: 0, store: new RedisStore(proxy.url) });
    try {
      const url = `ws://127.0.0.1:${server.port}`;
      const a = await Player.create(url, { name: 'Ann' });
      const b = await Player.join(url, a.code, { name: 'Bob' });
      await playOn([a, b], 2);
      proxy.arm();
      await playOn([a, b], 1);
      expect(proxy.dropped()).toBe(1);
      await playOn([a, b], 4);
      expect(a.state.moves).toBe(7);
      expect([...a.errors, ...b.errors]).toEqual([]);
      const stored = new RedisStore(redis.url);
      expect((await stored.load(a.code))!.actions).toHaveLength(7);
      await stored.close();
    } finally {
      await server.shutdown();
      await proxy.close();
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
