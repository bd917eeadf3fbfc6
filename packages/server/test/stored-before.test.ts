// Stores written by the code before games were named and seats listed (fixtures/, made by
// fixtures/make-store-before-27.js on the commit before): the new code opens every game of them as
// the old code showed it, plays on where it is unfinished, and replays them, from a SQLite file, and
// from PostgreSQL once migrate-store has copied them there from that file or from a real Redis
// holding the same keys (the retired Redis game store).
import * as fs from 'fs';
import * as path from 'path';
import Redis from 'ioredis';
import type { Action } from '@castle/rules';
import type { ShownResult } from '@castle/protocol';
import { OutdatedGame } from '../src/outdated';
import { replayBody } from '../src/replay';
import { GameSession } from '../src/session';
import { RedisSource } from '../src/migrate/redis-source';
import type { GameSource } from '../src/migrate/source';
import { openSqliteSource } from '../src/migrate/sqlite-source';
import { copyGames } from '../src/store/copy';
import { PostgresStore } from '../src/store/postgres';
import { SqliteStore } from '../src/store/sqlite';
import type { GameStore } from '../src/store/store';
import { redisServer, tempDir } from './harness';
import { needs } from './needs';
import { postgresForFile } from './shared-stores';

const FIXTURES = path.join(__dirname, 'fixtures');
interface Expected {
  moves: number; over: boolean; result: unknown; last: Record<string, unknown> | null; error: string | null;
  replayResult: unknown; frames: number;
}
const fixture = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'store-before-27.json'), 'utf8')) as {
  redis: Record<string, { hash?: Record<string, string>; list?: string[]; zset?: string[]; string?: string }>;
  expected: Record<string, Expected>;
};
const NAMES: Record<string, (string | null)[]> = {
  FIN22: ['Ann', 'Bob'], FAL33: ['Cleo', 'Dan'], HAL44: ['Eve', null], OLD66: ['Fay', 'Gus'], OLF77: ['Hal', 'Ida'],
};
/** The old replay's frame fields, all of which the one public view still has under the same names. */
const OLD_VIEW = ['placements', 'followers', 'players', 'towers', 'tile', 'toAct', 'step', 'tilesLeft', 'remaining', 'discarded'];
const oldFields = (view: unknown) => Object.fromEntries(OLD_VIEW.map((k) => [k, (view as Record<string, unknown>)[k]]));

function opensAsBefore(open: () => Promise<GameStore>): void {
  let store: GameStore;
  beforeEach(async () => { store = await open(); });
  afterEach(async () => { await store.close(); });

  test('each game is the Castle with its seats, names and tokens, options and rules version', async () => {
    for (const [code, names] of Object.entries(NAMES)) {
      const g = (await store.load(code))!;
      expect(g.game).toBe('castle');
      expect(g.seats.map((s) => s.name)).toEqual(names);
      expect(g.seats.map((s) => s.token)).toEqual(names.map((n, i) => (n ? `token-${code}-${i}` : null)));
      expect(g.actions).toHaveLength(fixture.expected[code].moves);
      expect(g.options).not.toHaveProperty('rules');
      expect(await store.gameOf(code)).toBe('castle');
    }
    expect((await store.load('FAL33'))!).toMatchObject({ rules: 2, options: { falcon: true, variants: { gatesStopMarkers: true } } });
    expect((await store.load('OLD66'))!.rules).toBe(1); // stored before the version was: 1
    expect((await store.load('FIN22'))!.result).toEqual(fixture.expected.FIN22.result);
  });

  test('every game opens at the position the old code showed, and its replay is the same', async () => {
    for (const code of ['FIN22', 'FAL33', 'HAL44', 'OLD66']) {
      const want = fixture.expected[code];
      const session = await GameSession.restore(store, code);
      expect(session.moves).toBe(want.moves);
      expect(session.over).toBe(want.over);
      expect(oldFields(session.view())).toEqual(want.last);
      const replay = replayBody((await store.load(code))!);
      expect(replay.frames).toHaveLength(want.frames);
      expect(oldFields(replay.frames[replay.frames.length - 1].view)).toEqual(want.last);
      // The result the old code showed, and how it ended, read from a result stored without it: by score.
      const old = want.replayResult as { winner: number } | null;
      if (!old) { expect(replay.result).toBeNull(); continue; }
      const { end, seat, winners, ...shown } = replay.result as ShownResult;
      expect(shown).toEqual(old);
      expect({ end, seat, winners }).toEqual({ end: 'score', seat: null, winners: [old.winner] });
    }
  });

  test('an unfinished game plays on: its next move is stored after the old ones; a free seat is taken', async () => {
    const falcon = await GameSession.restore(store, 'FAL33');
    const next = falcon.turnOffer()!;
    expect(next.moves).toBe(40);
    expect((await falcon.receive(falcon.toAct(), { moves: 40, action: next.actions[0] })).ok).toBe(true);
    expect((await store.load('FAL33'))!.actions).toHaveLength(41);
    expect((await GameSession.restore(store, 'FAL33')).moves).toBe(41);

    const half = await GameSession.restore(store, 'HAL44');
    expect(half.freeSeat()).toBe(1);
    expect(half.turnOffer()).toBeNull(); // nothing is played while a seat is free
    const token = await half.takeSeat(1, 'Joe');
    const again = await GameSession.restore(store, 'HAL44');
    expect(again.names()).toEqual(['Eve', 'Joe']);
    expect(again.seatOfToken(token)).toBe(1);
    expect(again.seatOfToken('token-HAL44-0')).toBe(0);
    const first = again.turnOffer()!.actions[0] as Action;
    expect((await again.receive(0, { moves: 0, action: first })).ok).toBe(true);
  });

  test('a Falcon game stored before the rules version was is still refused as outdated, in words', async () => {
    expect(fixture.expected.OLF77.error).toBe('OUTDATED_GAME'); // as the old code refused it
    await expect(GameSession.restore(store, 'OLF77')).rejects.toBeInstanceOf(OutdatedGame);
    const record = (await store.load('OLF77'))!;
    expect(() => replayBody(record)).toThrow(OutdatedGame);
  });
}

/** The fixture's SQLite file in a folder of its own. */
function oldSqliteDir(): string {
  const dir = tempDir();
  fs.copyFileSync(path.join(FIXTURES, 'store-before-27.sqlite'), path.join(dir, 'castle.sqlite'));
  return dir;
}

/** A new database holding every game of `source`, copied as migrate-store copies them. */
async function copiedIntoPostgres(database: () => Promise<string>, source: GameSource): Promise<GameStore> {
  const store = await PostgresStore.open(await database());
  try {
    expect(await copyGames(source, store)).toEqual({ added: Object.keys(NAMES).length, same: 0, different: [] });
  } finally {
    await source.close();
  }
  return store;
}

describe('a SQLite file written by the code before', () => {
  opensAsBefore(async () => new SqliteStore(oldSqliteDir()));
});

needs(['postgresql', 'redis-server']).describe('the code before\'s stores copied into PostgreSQL', () => {
  const pg = postgresForFile();
  let redis: Awaited<ReturnType<typeof redisServer>>;
  beforeAll(async () => { redis = await redisServer(); });
  afterAll(async () => { await redis.stop(); });

  describe('from its SQLite file', () => {
    opensAsBefore(() => copiedIntoPostgres(pg.database, openSqliteSource(oldSqliteDir())));
  });

  describe('from its Redis', () => {
    opensAsBefore(async () => {
      const r = new Redis(redis.url);
      await r.flushall();
      for (const [key, v] of Object.entries(fixture.redis)) {
        if (v.hash) await r.hset(key, v.hash);
        else if (v.list) await r.rpush(key, ...v.list);
        else if (v.zset) for (let i = 0; i < v.zset.length; i += 2) await r.zadd(key, v.zset[i + 1], v.zset[i]);
        else if (v.string !== undefined) await r.set(key, v.string);
      }
      await r.quit();
      return copiedIntoPostgres(pg.database, await RedisSource.open(redis.url));
    });
  });
});
