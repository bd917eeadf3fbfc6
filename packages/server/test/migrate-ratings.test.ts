// npm run migrate-store copies a SQLite store's players, ratings and rated games into PostgreSQL after
// its games, so that nobody's rating is lost in the move: the same answers from the store of record,
// nothing added when run again, a row that differs named and left alone. The built command, a real
// SQLite file and a real PostgreSQL.
import type { GameRatings } from '@castle/game';
import { rate, storedRating } from '../src/rating';
import { copyGames } from '../src/store/copy';
import { copyRatings } from '../src/store/copy-ratings';
import { PostgresStore } from '../src/store/postgres';
import { SqliteStore } from '../src/store/sqlite';
import type { GameStore } from '../src/store/store';
import { castleRecord, tempDir } from './harness';
import { migrate } from './migrate-run';
import { needs } from './needs';
import { postgresForFile } from './shared-stores';

/** Two identities' ids, of the identities' form (27 characters of base64url). */
const ANN = 'AnnAnnAnnAnnAnnAnnAnnAnn_01';
const BOB = 'BobBobBobBobBobBobBobBob_02';
const CODES = ['RAT11', 'RAT22'];
const T0 = 1_700_000_000_000;

/** A rated game of Ann (seat 0) and Bob, made as a server makes one: created rated, each seat taken by
 *  its identity, finished, rated in the store and its ratings kept with its record. */
async function ratedGame(store: SqliteStore, code: string, pool: string, results: [0 | 1, 0 | 1], at: number): Promise<void> {
  await store.create({ ...castleRecord({ code, seed: '', createdAt: at }), secret: `secret-${code}`, rated: true });
  for (const [seat, player] of [ANN, BOB].entries()) {
    await store.takeSeat(code, seat, seat ? 'Bob' : 'Ann', `token-${code}-${seat}`, { value: `c${seat}`, serverDrew: false }, player);
  }
  await store.finish(code, { scores: [results[0] * 10, results[1] * 10], winner: results.indexOf(1) });
  const before = [storedRating(await store.ratings.rating(ANN, pool)), storedRating(await store.ratings.rating(BOB, pool))] as const;
  const changes = rate(before, results);
  const seats = [ANN, BOB].map((player, seat) => ({ seat, player, score: results[seat], change: changes[seat] }));
  expect(await store.ratings.recordRated(code, pool, seats, at + 60_000)).toBe(true);
  const ratings: GameRatings = {
    pool, note: 'rated',
    seats: seats.map((s) => ({ seat: s.seat, player: s.player, rating: s.change.before.rating, deviation: s.change.before.deviation, after: s.change.after.rating, afterDeviation: s.change.after.deviation, change: s.change.change })),
  };
  await store.setRatings(code, ratings);
}

/** A SQLite store with two players, their ratings in two pools and two rated games. */
async function sqliteWithRatings(): Promise<string> {
  const dir = tempDir();
  const store = new SqliteStore(dir);
  expect(await store.ratings.addPlayer(ANN, 'key-ann', 'Ann', T0)).toBe('added');
  expect(await store.ratings.addPlayer(BOB, 'key-bob', 'Bob', T0 + 500)).toBe('added');
  await ratedGame(store, CODES[0], 'castle', [1, 0], T0 + 1000);
  await ratedGame(store, CODES[1], 'castle-falcon', [0, 1], T0 + 2000);
  await store.close();
  return dir;
}

/** What a page and the game pages ask a store about the players and their games. */
async function answers(store: GameStore) {
  return {
    players: await Promise.all([ANN, BOB].map((id) => store.ratings.player(id))),
    recent: await Promise.all([ANN, BOB].map((id) => store.ratings.recentGames(id, 10))),
    leaderboards: await Promise.all(['castle', 'castle-falcon'].map((pool) => store.ratings.leaderboard(pool, 400, 10))),
    games: await Promise.all(CODES.map((code) => store.load(code))),
  };
}

async function fromSqlite(dir: string) {
  const store = new SqliteStore(dir);
  try { return await answers(store); } finally { await store.close(); }
}

async function fromPostgres(url: string) {
  const store = await PostgresStore.open(url);
  try { return await answers(store); } finally { await store.close(); }
}

const ADDED_ALL = 'ratings done: players added 2, already there 0, different 0; ratings added 4, already there 0, different 0; rated_games added 4, already there 0, different 0; rated seats left out 0';

needs('postgresql').describe('npm run migrate-store, the ratings', () => {
  const pg = postgresForFile();

  test('players, their ratings and rated games arrive whole: the same player answers and the same game records', async () => {
    const dir = await sqliteWithRatings();
    const want = await fromSqlite(dir);
    expect(want.players[0]!.ratings).toHaveLength(2);
    expect(want.recent[1]).toHaveLength(2);
    expect(want.games[0]).toMatchObject({ rated: true, ratings: { pool: 'castle', note: 'rated' }, seats: [{ player: ANN }, { player: BOB }] });
    const to = await pg.database();
    const run = await migrate('--from', `sqlite:${dir}`, '--to', to);
    expect(run).toMatchObject({ code: 0, out: expect.stringContaining(ADDED_ALL) });
    expect(await fromPostgres(to)).toEqual(want);
  });

  test('a second run adds nothing: every row is already there', async () => {
    const dir = await sqliteWithRatings();
    const to = await pg.database();
    expect((await migrate('--from', `sqlite:${dir}`, '--to', to)).code).toBe(0);
    const again = await migrate('--from', `sqlite:${dir}`, '--to', to);
    expect(again).toMatchObject({
      code: 0,
      out: expect.stringContaining('ratings done: players added 0, already there 2, different 0; ratings added 0, already there 4, different 0; rated_games added 0, already there 4, different 0; rated seats left out 0'),
    });
    expect(await fromPostgres(to)).toEqual(await fromSqlite(dir));
  });

  test('a player the target holds differently is named and left as it is; the other rows are copied, and the exit code says so', async () => {
    const dir = await sqliteWithRatings();
    const to = await pg.database();
    const target = await PostgresStore.open(to);
    expect(await target.ratings.addPlayer(ANN, 'key-ann', 'Someone else', T0 + 9)).toBe('added');
    await target.close();
    const run = await migrate('--from', `sqlite:${dir}`, '--to', to);
    expect(run.code).toBe(2);
    expect(run.out).toContain('ratings done: players added 1, already there 0, different 1; ratings added 4, already there 0, different 0; rated_games added 4');
    expect(run.out).toContain(`  players ["${ANN}"]: the target holds another row under this key; neither was changed`);
    const got = await fromPostgres(to);
    expect(got.players[0]).toMatchObject({ name: 'Someone else', createdAt: T0 + 9 });
    expect(got.players[1]).toEqual((await fromSqlite(dir)).players[1]);
  });

  test('a rated game whose game was not copied leaves its seats out, named, rather than rate the target\'s other game', async () => {
    const dir = await sqliteWithRatings();
    const to = await pg.database();
    const target = await PostgresStore.open(to);
    const other = { ...(await fromSqlite(dir)).games[0]!, seed: 'another game', rated: false, ratings: null };
    expect(await target.put(other, [])).toBe('added');
    await target.close();
    const run = await migrate('--from', `sqlite:${dir}`, '--to', to);
    expect(run.code).toBe(2);
    expect(run.out).toContain('rated_games added 2, already there 0, different 0; rated seats left out 2');
    expect(run.out).toContain('  rated_games ["RAT11",0]: not copied, its game was not copied');
    expect(run.out).toContain('  rated_games ["RAT11",1]: not copied, its game was not copied');
    expect((await fromPostgres(to)).recent[0].map((g) => g.code)).toEqual(['RAT22']);
  });

  test('rows are read a page at a time in key order: pages of one row copy every row', async () => {
    const dir = await sqliteWithRatings();
    const to = await pg.database();
    const target = await PostgresStore.open(to);
    const source = new SqliteStore(dir);
    try {
      expect(await copyGames(source, target)).toMatchObject({ added: 2 });
      expect(await copyRatings(source.ratings, target.ratings, new Set(), 1)).toEqual({
        tables: { players: { added: 2, same: 0, different: [] }, ratings: { added: 4, same: 0, different: [] }, rated_games: { added: 4, same: 0, different: [] } },
        leftOut: [],
      });
    } finally {
      await source.close();
      await target.close();
    }
    expect(await fromPostgres(to)).toEqual(await fromSqlite(dir));
  });
});
