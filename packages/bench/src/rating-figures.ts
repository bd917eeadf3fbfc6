// What the ratings' reads cost with many rated games stored (issue 44): the leaderboard of a pool and
// a player's page (the player, then their recent rated games), as GET /api/leaderboard and
// /api/players ask them of the store, on SQLite and on PostgreSQL with `games` rated games between
// `players` players. The tables are filled by one SQL statement each, in one transaction (the same
// text for both databases), then read through the stores' own RatingStore.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import { spawnPostgres } from '@castle/test-kit';
import { ESTABLISHED_DEVIATION } from '@castle/server/dist/rating';
import { PostgresStore } from '@castle/server/dist/store/postgres';
import type { RatingStore } from '@castle/server/dist/store/ratings';
import { SqliteStore } from '@castle/server/dist/store/sqlite';
import type { GameStore } from '@castle/server/dist/store/store';
import { LEADERBOARD_SIZE, RECENT_GAMES } from '@castle/protocol';
import { fullOrShort } from './short-form';

export interface RatingFigureOptions {
  games: number;
  players: number;
  /** Reads timed of each kind: the median is told. */
  reads: number;
}

export const ratingFigureOptionsFromEnv = (): RatingFigureOptions => ({
  games: Number(process.env.RATED_GAMES ?? fullOrShort(100_000, 5000)),
  players: Number(process.env.RATED_PLAYERS ?? fullOrShort(10_000, 500)),
  reads: 50,
});

/** `games` finished Castle games, each rated: seat 0 player i mod P, seat 1 player i+1 mod P; every
 *  player rated in 'castle' (deviations 45 to 349, a fifth of them established). */
const fill = (o: RatingFigureOptions) => {
  // bigint: i × 60,000 ms passes 2^31 in PostgreSQL's integer.
  const series = (n: number) => `WITH RECURSIVE s(i) AS (SELECT CAST(1 AS bigint) UNION ALL SELECT i + 1 FROM s WHERE i < ${n})`;
  const player = (i: string) => `'player-' || ((${i}) % ${o.players})`;
  return [
    `${series(o.games)} INSERT INTO games (code, game, rules, options, seed, created_at, seat_count, touched_at, result, finished_at)
      SELECT 'B' || i, 'castle', 2, '{}', '', i * 60000, 2, i * 60000, '{}', i * 60000 + 50000 FROM s`,
    `${series(o.players)} INSERT INTO players (id, public_key, name, created_at) SELECT ${player('i')}, 'key', 'P' || i, 0 FROM s`,
    `${series(o.players)} INSERT INTO ratings (player, pool, rating, deviation, volatility, rated_at, games, wins, losses, draws)
      SELECT ${player('i')}, 'castle', 1000 + (i * 7919) % 1500, 45 + (i * 31) % 305, 0.06, 0, 20, 10, 8, 2 FROM s`,
    ...[0, 1].map((seat) => `${series(o.games)} INSERT INTO rated_games (code, seat, player, pool, score, rating_before, deviation_before, volatility_before,
        rating_after, deviation_after, volatility_after, change, finished_at)
      SELECT 'B' || i, ${seat}, ${player(`i + ${seat}`)}, 'castle', ${1 - seat}, 1500, 80, 0.06, ${1510 - 20 * seat}, 79, 0.06, ${10 - 20 * seat}, i * 60000 + 50000 FROM s`),
  ];
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timed(reads: number, read: (i: number) => Promise<unknown>): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < reads; i++) {
    const at = performance.now();
    await read(i);
    ms.push(performance.now() - at);
  }
  return median(ms);
}

export interface RatingFigures {
  /** [figure, SQLite, PostgreSQL] */
  rows: [string, string, string][];
  /** What the last reads found, on each store: that the fill is there. */
  found: { leaders: number; recent: number }[];
}

/** The fill's seconds, then the median leaderboard and player page (ms) on one store. */
async function measure(store: GameStore, fillWith: () => Promise<void>, o: RatingFigureOptions): Promise<{ fillS: number; board: number; page: number; leaders: number; recent: number }> {
  const at = performance.now();
  await fillWith();
  const fillS = (performance.now() - at) / 1000;
  const ratings: RatingStore = store.ratings;
  const board = await timed(o.reads, () => ratings.leaderboard('castle', ESTABLISHED_DEVIATION, LEADERBOARD_SIZE));
  const page = await timed(o.reads, async (i) => {
    const id = `player-${(i * 97) % o.players}`;
    await ratings.player(id);
    await ratings.recentGames(id, RECENT_GAMES);
  });
  const leaders = (await ratings.leaderboard('castle', ESTABLISHED_DEVIATION, LEADERBOARD_SIZE)).length;
  const recent = (await ratings.recentGames('player-1', RECENT_GAMES)).length;
  await store.close();
  return { fillS, board, page, leaders, recent };
}

export async function measureRatingFigures(o: RatingFigureOptions): Promise<RatingFigures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-rating-bench-'));
  const pg = await spawnPostgres();
  try {
    await new SqliteStore(dir).close(); // its tables
    const sqlite = await measure(new SqliteStore(dir), async () => {
      const db = new Database(path.join(dir, 'castle.sqlite'));
      db.transaction(() => { for (const sql of fill(o)) db.exec(sql); })();
      db.exec('ANALYZE');
      db.close();
    }, o);
    const url = await pg.database('rating_bench');
    const postgres = await measure(await PostgresStore.open(url), async () => {
      const c = new Client({ connectionString: url });
      c.on('error', () => undefined); // a failed fill rejects its query: that error is the one told
      await c.connect();
      try {
        await c.query(`BEGIN; ${fill(o).join(';\n')}; COMMIT; ANALYZE`);
      } finally {
        await c.end();
      }
    }, o);
    const both = (f: (m: typeof sqlite) => string): [string, string] => [f(sqlite), f(postgres)];
    return {
      rows: [
        [`fill: ${o.games.toLocaleString('en')} rated games between ${o.players.toLocaleString('en')} players, one transaction (s)`, ...both((m) => m.fillS.toFixed(1))],
        [`a pool's leaderboard, ${LEADERBOARD_SIZE} best below deviation ${ESTABLISHED_DEVIATION} (ms, median of ${o.reads})`, ...both((m) => m.board.toFixed(2))],
        [`a player's page: the player and ${RECENT_GAMES} recent rated games (ms, median of ${o.reads})`, ...both((m) => m.page.toFixed(2))],
      ],
      found: [sqlite, postgres].map((m) => ({ leaders: m.leaders, recent: m.recent })),
    };
  } finally {
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
