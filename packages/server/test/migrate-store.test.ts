// npm run migrate-store copies every game of an old Redis game store, or of an embedded SQLite
// store, into PostgreSQL whole (moves with their clocks, chat, seats, result, times), leaves the source
// as it was, adds nothing when run again, and says in a sentence why it cannot start. The built
// command, a real redis-server, a real SQLite file and a real PostgreSQL.
import Redis from 'ioredis';
import type { ChatLine } from '@castle/protocol';
import { RedisSource } from '../src/migrate/redis-source';
import { PostgresStore } from '../src/store/postgres';
import { SqliteStore } from '../src/store/sqlite';
import type { GameRecord } from '../src/store/store';
import { castleRecord, freePort, redisServer, tempDir } from './harness';
import { migrate } from './migrate-run';
import { needs } from './needs';
import { writeOldRedisGame } from './old-redis';
import { postgresForFile } from './shared-stores';

const line = (n: number, seat: number | null, text: string): ChatLine => ({
  n, moves: n, side: seat === null ? 'watchers' : 'players', seat, name: seat === null ? 'Watcher 1' : `P${seat}`, text, at: 1_700_000_000_000 + n,
});
const place = (seat: number, cell: number) => ({ seat, type: 'place', cell, rot: 0 });
const clockAt = (ms: number) => ({ remaining: [ms, ms], running: 0, since: 1_700_000_000_000 + ms });

/** Games as the Redis store kept them: finished with a rematch and turned colours, a computer's
 *  seat and a free one, abandoned; with and without clocks and chat. */
const OLD_REDIS: { game: GameRecord; chat: ChatLine[] }[] = [
  {
    game: {
      code: 'FIN22', game: 'castle', rules: 2, options: { falcon: true, variants: {} }, seed: 'seed-fin', createdAt: 1_700_000_000_000,
      seats: [{ name: 'Ann', token: 'tok-a' }, { name: 'Bob', token: 'tok-b', left: { after: 2, how: 'resigned', at: 1_700_000_005_000 } }],
      actions: [place(0, 1), place(1, 2), place(0, 3)], result: { scores: [12, 7], winner: 0 }, finishedAt: 1_700_000_009_000,
      touchedAt: 1_700_000_008_000, abandonedAt: null, open: false, next: 'NXT33', clock: { minutes: 5, increment: 3 },
      clocks: [clockAt(1), null, clockAt(3)], colours: [1, 0],
    },
    chat: [line(0, 0, 'hello'), line(1, null, 'a watcher was here'), line(2, 1, 'gg')],
  },
  {
    game: {
      code: 'BOT44', game: 'carcassonne', rules: 1, options: { seats: 3 }, seed: 'seed-bot', createdAt: 1_700_000_100_000,
      seats: [{ name: 'Cy', token: 'tok-c' }, { name: 'Computer 2 (hard)', token: 'tok-bot', bot: 'hard' }, { name: null, token: null }],
      actions: [place(0, 5)], result: null, finishedAt: null, touchedAt: 1_700_000_200_000, abandonedAt: null, open: true, next: null,
      clock: null, clocks: [null], colours: null,
    },
    chat: [],
  },
  {
    game: {
      code: 'ABA55', game: 'castle', rules: 2, options: { falcon: false, variants: {} }, seed: 'seed-aba', createdAt: 1_600_000_000_000,
      seats: [{ name: 'Dee', token: 'tok-d' }, { name: null, token: null }], actions: [], result: null, finishedAt: null,
      touchedAt: 1_600_000_000_000, abandonedAt: 1_603_000_000_000, open: false, next: null, clock: null, clocks: [], colours: null,
    },
    chat: [line(0, 0, 'anyone?')],
  },
];

/** A SQLite store with games made through its own calls, as a server makes them. */
async function sqliteWithGames(): Promise<{ dir: string; codes: string[] }> {
  const dir = tempDir();
  const store = new SqliteStore(dir);
  await store.create({ ...castleRecord({ code: 'SQL11', seed: 's1', createdAt: 1_700_000_000_000, names: ['Ann', 'Bob'], tokens: ['t0', 't1'] }), clock: { minutes: 3, increment: 2 }, colours: [1, 0] });
  for (let n = 0; n < 4; n++) await store.append('SQL11', n, place(n % 2, n), n === 2 ? null : clockAt(n));
  await store.appendChat('SQL11', line(0, 0, 'hi'));
  await store.appendChat('SQL11', line(1, null, 'watching'));
  await store.setSeat('SQL11', 1, 'Bob', 't1', 'easy', { after: 3, how: 'away', at: 1_700_000_003_000 });
  await store.finish('SQL11', { scores: [4, 9], winner: 1 });
  await store.setNext('SQL11', 'SQL22');
  await store.create({ ...castleRecord({ code: 'SQL22', seed: 's2', createdAt: 1_700_000_010_000, names: ['Bob', 'Ann'], tokens: ['t2', 't3'] }), open: true });
  await store.append('SQL22', 0, place(0, 7));
  await store.create(castleRecord({ code: 'SQL33', seed: 's3', createdAt: 1_600_000_000_000, names: ['Eve', null], tokens: ['t4', null] }));
  expect(await store.abandon('SQL33', Date.now() + 1000)).toBe(true);
  await store.close();
  return { dir, codes: ['SQL11', 'SQL22', 'SQL33'] };
}

needs(['postgresql', 'redis-server']).describe('npm run migrate-store', () => {
  const pg = postgresForFile();
  let redis: Awaited<ReturnType<typeof redisServer>>;
  beforeAll(async () => {
    redis = await redisServer();
    const r = new Redis(redis.url);
    for (const { game, chat } of OLD_REDIS) await writeOldRedisGame(r, game, chat);
    await r.quit();
  });
  afterAll(async () => { await redis.stop(); });

  /** Each game's record and chat as the store at `url` has them. */
  async function inPostgres(url: string, codes: string[]): Promise<{ game: GameRecord | null; chat: ChatLine[] }[]> {
    const store = await PostgresStore.open(url);
    try {
      return await Promise.all(codes.map(async (code) => ({ game: await store.load(code), chat: await store.chat(code) })));
    } finally {
      await store.close();
    }
  }

  test('every game of an old Redis store arrives whole: moves, clocks, chat, seats, result, times', async () => {
    const to = await pg.database();
    const run = await migrate('--from', redis.url, '--to', to);
    expect(run).toMatchObject({ code: 0, out: expect.stringContaining('done: added 3, already there 0, different 0, unreadable 0') });
    const codes = OLD_REDIS.map((g) => g.game.code);
    expect(await inPostgres(to, codes)).toEqual(OLD_REDIS);
  });

  test('an old Redis store has no ratings: the copy says so and goes on', async () => {
    const run = await migrate('--from', redis.url, '--to', await pg.database());
    expect(run).toMatchObject({ code: 0, out: expect.stringContaining('ratings: none in this store (it predates them)') });
    expect(run.out).not.toContain('ratings done');
  });

  test('the Redis store is only read: every game is still there, as it was', async () => {
    expect((await migrate('--from', redis.url, '--to', await pg.database())).code).toBe(0);
    const source = await RedisSource.open(redis.url);
    try {
      expect(await source.codes('', 10)).toEqual(OLD_REDIS.map((g) => g.game.code).sort());
      for (const { game, chat } of OLD_REDIS) {
        expect(await source.load(game.code)).toEqual(game);
        expect(await source.chat(game.code)).toEqual(chat);
      }
    } finally {
      await source.close();
    }
  });

  test('a second run adds nothing: every game is already there', async () => {
    const to = await pg.database();
    expect((await migrate('--from', redis.url, '--to', to)).code).toBe(0);
    const again = await migrate('--from', redis.url, '--to', to);
    expect(again).toMatchObject({ code: 0, out: expect.stringContaining('done: added 0, already there 3, different 0, unreadable 0') });
    expect(await inPostgres(to, OLD_REDIS.map((g) => g.game.code))).toEqual(OLD_REDIS);
  });

  test('every game of a SQLite store arrives as the SQLite store reads it, and its file is left as it was', async () => {
    const { dir, codes } = await sqliteWithGames();
    const before = new SqliteStore(dir);
    const want = await Promise.all(codes.map(async (code) => ({ game: await before.load(code), chat: await before.chat(code) })));
    await before.close();
    expect(want[0].game).toMatchObject({ actions: { length: 4 }, clocks: [clockAt(0), clockAt(1), null, clockAt(3)], seats: [{ name: 'Ann' }, { bot: 'easy', left: { how: 'away' } }] });
    const to = await pg.database();
    const run = await migrate('--from', `sqlite:${dir}`, '--to', to);
    expect(run).toMatchObject({ code: 0, out: expect.stringContaining('done: added 3, already there 0, different 0, unreadable 0') });
    expect(await inPostgres(to, codes)).toEqual(want);
    const after = new SqliteStore(dir);
    expect(await Promise.all(codes.map(async (code) => ({ game: await after.load(code), chat: await after.chat(code) })))).toEqual(want);
    await after.close();
  });

  test('a game the target holds another game under the same code is left alone in both, named, and the exit code says so', async () => {
    const to = await pg.database();
    const target = await PostgresStore.open(to);
    const other = { ...OLD_REDIS[1].game, seed: 'another seed' };
    expect(await target.put(other, [])).toBe('added');
    await target.close();
    const run = await migrate('--from', redis.url, '--to', to);
    expect(run.code).toBe(2);
    expect(run.out).toContain('done: added 2, already there 0, different 1, unreadable 0');
    expect(run.out).toContain('BOT44: the target holds another game under this code; neither was changed');
    expect((await inPostgres(to, ['BOT44']))[0].game).toEqual(other);
  });

  test('a game that cannot be read whole is named and left out; the others are copied, and the exit code says so', async () => {
    const damaged = `${redis.url}/2`; // a Redis database of its own
    const r = new Redis(damaged);
    await writeOldRedisGame(r, OLD_REDIS[0].game, OLD_REDIS[0].chat);
    await writeOldRedisGame(r, { ...OLD_REDIS[1].game, code: 'BAD66' }, []);
    await r.rpush('castle:actions:BAD66', '{not json');
    await r.hset('castle:game:HALF7', { code: 'HALF7', seed: 'no options' });
    await r.quit();
    const to = await pg.database();
    const run = await migrate('--from', damaged, '--to', to);
    expect(run.code).toBe(2);
    expect(run.out).toContain('done: added 1, already there 0, different 0, unreadable 2');
    expect(run.out).toMatch(/ {2}BAD66: not copied, .*JSON/);
    expect(run.out).toContain('  HALF7: not copied, its record is incomplete (no options)');
    expect(await inPostgres(to, ['FIN22', 'BAD66', 'HALF7'])).toEqual([OLD_REDIS[0], { game: null, chat: [] }, { game: null, chat: [] }]);
  });

  test('a URL it does not know, or none, is refused in a sentence with exit code 1', async () => {
    const to = await pg.database();
    expect(await migrate('--from', 'mysql://x/y', '--to', to)).toEqual({ code: 1, out: expect.stringMatching(/^--from must be one of redis:\/\/…, rediss:\/\/…, sqlite:\/path\/to\/data; mysql: is not a store it knows\n$/) });
    expect(await migrate('--from', redis.url)).toEqual({ code: 1, out: expect.stringMatching(/^--to is missing: give the store's URL/) });
    expect(await migrate('--from', 'not a url', '--to', to)).toEqual({ code: 1, out: expect.stringMatching(/^--from "not a url" is not a URL/) });
    expect(await migrate('--from', `sqlite:${tempDir()}`, '--to', to)).toEqual({ code: 1, out: expect.stringMatching(/^there is no SQLite store at .*castle\.sqlite: give the folder the server had as DATA_DIR\n$/) });
  });

  test('a store it cannot reach is named in a sentence (without its password), with exit code 1', async () => {
    const nobody = await freePort();
    const fromRun = await migrate('--from', `redis://:pw@127.0.0.1:${nobody}`, '--to', await pg.database());
    expect(fromRun).toEqual({ code: 1, out: expect.stringMatching(new RegExp(`^could not open the source store at redis://:\\*\\*\\*@127\\.0\\.0\\.1:${nobody}: .*ECONNREFUSED`)) });
    const toRun = await migrate('--from', redis.url, '--to', `postgres://castle:secret@127.0.0.1:${nobody}/none`);
    expect(toRun).toEqual({ code: 1, out: expect.stringMatching(new RegExp(`^could not open the target store at postgres://castle:\\*\\*\\*@127\\.0\\.0\\.1:${nobody}/none: .*ECONNREFUSED`)) });
    expect(toRun.out).not.toContain('secret');
  });
});
