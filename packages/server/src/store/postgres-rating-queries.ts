// Every statement of the PostgreSQL store's ratings (postgres-ratings.ts), in one place, as
// postgres-queries.ts is for games: test/store-plans.test.ts explains each on 100,000 rated games.
import { RATING_TABLES, RatingTable } from './ratings';

const STANDING = 'pool, rating, deviation, volatility, rated_at, games, wins, losses, draws';

export const RATING_SQL = {
  addPlayer: 'INSERT INTO players (id, public_key, name, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING',
  keyOf: 'SELECT public_key FROM players WHERE id = $1',
  rename: 'UPDATE players SET name = $2 WHERE id = $1',
  player: 'SELECT id, public_key, name, created_at FROM players WHERE id = $1',
  standings: `SELECT ${STANDING} FROM ratings WHERE player = $1 ORDER BY rating DESC`,
  rating: 'SELECT rating, deviation, volatility FROM ratings WHERE player = $1 AND pool = $2',
  /** A game's seats, $4 the seats as JSON [[seat, player, score, before, after, change]…], in one
   *  statement: a game rated already adds no row (a game is rated once; another process rating it at
   *  the same moment waits for that one's commit, then adds none); a seat twice adds fewer rows than seats. */
  ratedSeats: `INSERT INTO rated_games (code, seat, player, pool, score, rating_before, deviation_before, volatility_before,
      rating_after, deviation_after, volatility_after, change, finished_at)
    SELECT $1, (s->>0)::integer, s->>1, $2, (s->>2)::real, (s->3->>'rating')::float8, (s->3->>'deviation')::float8, (s->3->>'volatility')::float8,
      (s->4->>'rating')::float8, (s->4->>'deviation')::float8, (s->4->>'volatility')::float8, (s->>5)::float8, $3
    FROM jsonb_array_elements($4::jsonb) AS s
    ON CONFLICT (code, seat) DO NOTHING`,
  rate: `INSERT INTO ratings (player, pool, rating, deviation, volatility, rated_at, games, wins, losses, draws)
    VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8, $9)
    ON CONFLICT (player, pool) DO UPDATE SET rating = EXCLUDED.rating, deviation = EXCLUDED.deviation, volatility = EXCLUDED.volatility,
      rated_at = EXCLUDED.rated_at, games = ratings.games + 1, wins = ratings.wins + EXCLUDED.wins,
      losses = ratings.losses + EXCLUDED.losses, draws = ratings.draws + EXCLUDED.draws
    WHERE ratings.rating = $10 AND ratings.volatility = $11`,
  /** Games of one pair since $3: player $1's by date (rated_games_player), the other seat by the game's code. */
  pairCount: `SELECT count(*)::integer AS n FROM rated_games a JOIN rated_games b ON b.code = a.code AND b.seat <> a.seat
    WHERE a.player = $1 AND a.finished_at >= $3 AND b.player = $2`,
  leaderboard: `SELECT p.id, p.name, r.rating, r.deviation, r.volatility, r.games, r.wins, r.losses, r.draws
    FROM ratings r JOIN players p ON p.id = r.player WHERE r.pool = $1 AND r.deviation < $2 ORDER BY r.rating DESC LIMIT $3`,
  recentGames: `SELECT g.code, g.pool, g.seat, g.score, g.rating_before, g.deviation_before, g.volatility_before, g.rating_after,
      g.deviation_after, g.volatility_after, g.change, g.finished_at,
      (SELECT COALESCE(jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name)), '[]') FROM rated_games o JOIN players p ON p.id = o.player
        WHERE o.code = g.code AND o.seat <> g.seat) AS opponents
    FROM rated_games g WHERE g.player = $1 ORDER BY g.finished_at DESC LIMIT $2`,
} as const;

/** A table's rows put as they are (RatingTarget.putRows), $1 the rows as a JSON array of objects by
 *  column name, read as the table's own row type: `put` adds those whose key is free and returns
 *  their keys; `different`, run after it, returns the keys whose stored row is not the row given. */
const copyOf = (table: RatingTable) => {
  const key = RATING_TABLES[table].join(', ');
  const given = `jsonb_populate_recordset(NULL::${table}, $1::jsonb)`;
  return {
    put: `INSERT INTO ${table} SELECT * FROM ${given} ON CONFLICT (${key}) DO NOTHING RETURNING jsonb_build_array(${key}) AS key`,
    different: `SELECT jsonb_build_array(${key}) AS key FROM ${given} AS r JOIN ${table} AS t USING (${key}) WHERE t IS DISTINCT FROM r`,
  };
};

export const RATING_COPY_SQL = {
  players: copyOf('players'),
  ratings: copyOf('ratings'),
  rated_games: copyOf('rated_games'),
} as const satisfies Record<RatingTable, unknown>;
