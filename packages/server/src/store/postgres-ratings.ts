// The ratings in the PostgreSQL store (ratings.ts; the tables of migrations/postgres/004-ratings.sql),
// on the store's pool; every statement in postgres-rating-queries.ts.
import type { Pool, PoolClient } from 'pg';
import type { GameRatings } from '@castle/game';
import { Rating, StoredRating, storedRating } from '../rating';
import { RATING_COPY_SQL, RATING_SQL as SQL } from './postgres-rating-queries';
import { SQL as GAME_SQL } from './postgres-queries';
import { GameRow, LeaderRow, StandingRow, leader, playerGame, standing } from './rating-rows';
import { Leader, RatingMoved, PlayerGame, RatedSeat, RatingStore, RatingTable, RatingTarget, StoredPlayer, TableRow, rowKey, tally } from './ratings';

/** A seat twice in one rated game: the game's rows go in whole or not at all. */
class SeatTwice extends Error {
  constructor(code: string) {
    super(`game ${code}: a seat is rated twice; nothing is stored`);
    this.name = 'SeatTwice';
  }
}

export class PostgresRatings implements RatingStore, RatingTarget {
  constructor(private pool: Pool, private transaction: <T>(fn: (c: PoolClient) => Promise<T>) => Promise<T>) {}

  async addPlayer(id: string, publicKey: string, name: string, createdAt: number): Promise<'added' | 'same' | 'otherKey'> {
    if ((await this.pool.query(SQL.addPlayer, [id, publicKey, name, createdAt])).rowCount === 1) return 'added';
    const kept = (await this.pool.query<{ public_key: string }>(SQL.keyOf, [id])).rows[0];
    return kept.public_key === publicKey ? 'same' : 'otherKey';
  }

  async rename(id: string, name: string): Promise<boolean> {
    return (await this.pool.query(SQL.rename, [id, name])).rowCount === 1;
  }

  async player(id: string): Promise<StoredPlayer | null> {
    const p = (await this.pool.query<{ id: string; public_key: string; name: string; created_at: number }>(SQL.player, [id])).rows[0];
    if (!p) return null;
    const standings = (await this.pool.query<StandingRow>(SQL.standings, [id])).rows;
    return { id: p.id, publicKey: p.public_key, name: p.name, createdAt: p.created_at, ratings: standings.map(standing) };
  }

  async rating(id: string, pool: string): Promise<StoredRating | null> {
    const r = (await this.pool.query<Rating>(SQL.rating, [id, pool])).rows[0];
    return r ? storedRating(r) : null;
  }

  async recordRated(code: string, pool: string, seats: RatedSeat[], finishedAt: number, shown?: GameRatings): Promise<boolean> {
    const rows = seats.map((s) => [s.seat, s.player, s.score, s.change.before, s.change.after, s.change.change]);
    return this.transaction(async (c) => {
      const added = (await c.query(SQL.ratedSeats, [code, pool, finishedAt, JSON.stringify(rows)])).rowCount;
      if (added === 0) return false;
      if (added !== seats.length) throw new SeatTwice(code);
      for (const s of seats) {
        const { rating, deviation, volatility } = s.change.after, before = s.change.before;
        // Only over the rating it was rated from (a new player's: no row yet); else the transaction is undone.
        const kept = await c.query(SQL.rate, [s.player, pool, rating, deviation, volatility, finishedAt, ...tally(s.score), before.rating, before.volatility]);
        if (kept.rowCount !== 1) throw new RatingMoved(code, s.player);
      }
      if (shown) await c.query(GAME_SQL.setRatings, [code, JSON.stringify(shown)]);
      return true;
    });
  }

  async pairCount(a: string, b: string, since: number): Promise<number> {
    return (await this.pool.query<{ n: number }>(SQL.pairCount, [a, b, since])).rows[0].n;
  }

  async leaderboard(pool: string, maxDeviation: number, limit: number): Promise<Leader[]> {
    return (await this.pool.query<LeaderRow>(SQL.leaderboard, [pool, maxDeviation, limit])).rows.map(leader);
  }

  async recentGames(id: string, limit: number): Promise<PlayerGame[]> {
    return (await this.pool.query<GameRow>(SQL.recentGames, [id, limit])).rows.map(playerGame);
  }

  async putRows(table: RatingTable, rows: TableRow[]): Promise<('added' | 'same' | 'different')[]> {
    const sql = RATING_COPY_SQL[table];
    const keys = async (c: PoolClient, q: string) => new Set((await c.query<{ key: unknown }>(q, [JSON.stringify(rows)])).rows.map((r) => JSON.stringify(r.key)));
    const [added, different] = await this.transaction(async (c) => [await keys(c, sql.put), await keys(c, sql.different)]);
    return rows.map((row) => {
      const key = rowKey(table, row);
      return added.has(key) ? 'added' : different.has(key) ? 'different' : 'same';
    });
  }
}
