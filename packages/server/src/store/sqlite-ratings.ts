// The ratings in the SQLite store (ratings.ts; the tables of migrations/sqlite/004-ratings.sql), on the
// store's own connection: better-sqlite3 is synchronous, so each transaction is whole before another call runs;
// it enforces foreign keys, so a seat of a player not kept fails the game's transaction, as in PostgreSQL.
import type Database from 'better-sqlite3';
import type { GameRatings } from '@castle/game';
import { Rating, StoredRating, storedRating } from '../rating';
import { GameRow, LeaderRow, StandingRow, leader, playerGame, standing } from './rating-rows';
import { Leader, RatingMoved, PlayerGame, RATING_TABLES, RatedSeat, RatingSource, RatingStore, RatingTable, StoredPlayer, TableRow, tally } from './ratings';

const STANDING = 'pool, rating, deviation, volatility, rated_at, games, wins, losses, draws';

export class SqliteRatings implements RatingStore, RatingSource {
  private stmts;
  /** Each table's first page and the page after a key, in key order (its primary key's index). */
  private pages: Record<RatingTable, { first: Database.Statement; after: Database.Statement }>;
  private recordAt: (code: string, pool: string, seats: RatedSeat[], finishedAt: number, shown?: GameRatings) => boolean;

  constructor(db: Database.Database) {
    this.stmts = {
      addPlayer: db.prepare('INSERT OR IGNORE INTO players (id, public_key, name, created_at) VALUES (?, ?, ?, ?)'),
      keyOf: db.prepare('SELECT public_key FROM players WHERE id = ?'),
      rename: db.prepare('UPDATE players SET name = ? WHERE id = ?'),
      player: db.prepare('SELECT id, public_key, name, created_at FROM players WHERE id = ?'),
      standings: db.prepare(`SELECT ${STANDING} FROM ratings WHERE player = ? ORDER BY rating DESC`),
      rating: db.prepare('SELECT rating, deviation, volatility FROM ratings WHERE player = ? AND pool = ?'),
      rated: db.prepare('SELECT 1 FROM rated_games WHERE code = ?'),
      keep: db.prepare('UPDATE games SET ratings = ? WHERE code = ?'),
      ratedSeat: db.prepare(`INSERT INTO rated_games (code, seat, player, pool, score, rating_before, deviation_before, volatility_before,
        rating_after, deviation_after, volatility_after, change, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
      rate: db.prepare(`INSERT INTO ratings (player, pool, rating, deviation, volatility, rated_at, games, wins, losses, draws)
        VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?)
        ON CONFLICT (player, pool) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, volatility = excluded.volatility,
          rated_at = excluded.rated_at, games = games + 1, wins = wins + excluded.wins, losses = losses + excluded.losses, draws = draws + excluded.draws
        WHERE rating = ? AND volatility = ?`),
      pairCount: db.prepare(`SELECT count(*) AS n FROM rated_games a JOIN rated_games b ON b.code = a.code AND b.seat <> a.seat
        WHERE a.player = ? AND a.finished_at >= ? AND b.player = ?`),
      leaderboard: db.prepare(`SELECT p.id, p.name, r.rating, r.deviation, r.volatility, r.games, r.wins, r.losses, r.draws
        FROM ratings r JOIN players p ON p.id = r.player WHERE r.pool = ? AND r.deviation < ? ORDER BY r.rating DESC LIMIT ?`),
      recent: db.prepare(`SELECT g.code, g.pool, g.seat, g.score, g.rating_before, g.deviation_before, g.volatility_before, g.rating_after,
          g.deviation_after, g.volatility_after, g.change, g.finished_at,
          (SELECT json_group_array(json_object('id', p.id, 'name', p.name)) FROM rated_games o JOIN players p ON p.id = o.player
            WHERE o.code = g.code AND o.seat <> g.seat) AS opponents
        FROM rated_games g WHERE g.player = ? ORDER BY g.finished_at DESC LIMIT ?`),
    };
    const page = (table: RatingTable) => {
      const key = RATING_TABLES[table];
      const order = `ORDER BY ${key.join(', ')} LIMIT ?`;
      return {
        first: db.prepare(`SELECT * FROM ${table} ${order}`),
        after: db.prepare(`SELECT * FROM ${table} WHERE (${key.join(', ')}) > (${key.map(() => '?').join(', ')}) ${order}`),
      };
    };
    this.pages = { players: page('players'), ratings: page('ratings'), rated_games: page('rated_games') };
    this.recordAt = db.transaction((code: string, pool: string, seats: RatedSeat[], finishedAt: number, shown?: GameRatings) => {
      if (this.stmts.rated.get(code)) return false;
      for (const s of seats) {
        const { before, after, change } = s.change;
        this.stmts.ratedSeat.run(code, s.seat, s.player, pool, s.score, before.rating, before.deviation, before.volatility,
          after.rating, after.deviation, after.volatility, change, finishedAt);
        // Only over the rating it was rated from (a new player's: no row yet); else the transaction is undone.
        const kept = this.stmts.rate.run(s.player, pool, after.rating, after.deviation, after.volatility, finishedAt, ...tally(s.score), before.rating, before.volatility);
        if (kept.changes !== 1) throw new RatingMoved(code, s.player);
      }
      if (shown) this.stmts.keep.run(JSON.stringify(shown), code);
      return true;
    });
  }

  async addPlayer(id: string, publicKey: string, name: string, createdAt: number): Promise<'added' | 'same' | 'otherKey'> {
    if (this.stmts.addPlayer.run(id, publicKey, name, createdAt).changes === 1) return 'added';
    return (this.stmts.keyOf.get(id) as { public_key: string }).public_key === publicKey ? 'same' : 'otherKey';
  }

  async rename(id: string, name: string): Promise<boolean> {
    return this.stmts.rename.run(name, id).changes === 1;
  }

  async player(id: string): Promise<StoredPlayer | null> {
    const p = this.stmts.player.get(id) as { id: string; public_key: string; name: string; created_at: number } | undefined;
    if (!p) return null;
    return { id: p.id, publicKey: p.public_key, name: p.name, createdAt: p.created_at, ratings: (this.stmts.standings.all(id) as StandingRow[]).map(standing) };
  }

  async rating(id: string, pool: string): Promise<StoredRating | null> {
    const r = this.stmts.rating.get(id, pool) as Rating | undefined;
    return r ? storedRating(r) : null;
  }

  async recordRated(code: string, pool: string, seats: RatedSeat[], finishedAt: number, shown?: GameRatings): Promise<boolean> {
    return this.recordAt(code, pool, seats, finishedAt, shown);
  }

  async pairCount(a: string, b: string, since: number): Promise<number> {
    return (this.stmts.pairCount.get(a, since, b) as { n: number }).n;
  }

  async leaderboard(pool: string, maxDeviation: number, limit: number): Promise<Leader[]> {
    return (this.stmts.leaderboard.all(pool, maxDeviation, limit) as LeaderRow[]).map(leader);
  }

  async recentGames(id: string, limit: number): Promise<PlayerGame[]> {
    return (this.stmts.recent.all(id, limit) as GameRow[]).map(playerGame);
  }

  async tableRows(table: RatingTable, after: TableRow | null, limit: number): Promise<TableRow[]> {
    const { first, after: next } = this.pages[table];
    return (after ? next.all(...RATING_TABLES[table].map((c) => after[c]), limit) : first.all(limit)) as TableRow[];
  }
}
