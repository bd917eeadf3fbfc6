// Every statement the PostgreSQL store runs, in one place: the store runs them, and the test of
// query plans (test/store-plans.test.ts) explains them on a full table. Values are always
// parameters ($1, $2…), never written into the SQL.
import { UNRATED } from './store';

/** Now, in ms, by the database's clock: claims from several processes are timed by one clock. */
const NOW = '(extract(epoch FROM clock_timestamp()) * 1000)::bigint';
const UNFINISHED = 'finished_at IS NULL AND abandoned_at IS NULL';

export const SQL = {
  create: `INSERT INTO games (code, game, rules, options, seed, created_at, seat_count, touched_at, open, clock, colours, secret, rated)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $6, $8, $9, $10, $11, $12) ON CONFLICT (code) DO NOTHING`,
  /** A whole game as it was stored (StoreCopy.put). */
  put: `INSERT INTO games (code, game, rules, options, seed, created_at, seat_count, touched_at, abandoned_at, open, next, clock, colours, result, finished_at, secret, rated, ratings)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) ON CONFLICT (code) DO NOTHING`,
  /** A put game's moves in one statement: $2 is [[action, clock], …] in order. */
  putMoves: `INSERT INTO moves (code, n, action, clock)
    SELECT $1, e.n - 1, e.move->0, NULLIF(e.move->1, 'null') FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS e(move, n)`,
  /** A put game's chat lines in one statement: $2 is the lines. */
  putChat: `INSERT INTO chat (code, n, line)
    SELECT $1, (e.line->>'n')::integer, e.line FROM jsonb_array_elements($2::jsonb) AS e(line)`,
  /** A seat renamed or handed to the computer keeps its contribution. */
  setSeat: `INSERT INTO seats (code, seat, name, token, bot, leaving) VALUES ($1, $2, $3, $4, $5, $6)
    ON CONFLICT (code, seat) DO UPDATE SET name = EXCLUDED.name, token = EXCLUDED.token, bot = EXCLUDED.bot, leaving = EXCLUDED.leaving`,
  /** A seat as a whole, its contribution with it. */
  takeSeat: `INSERT INTO seats (code, seat, name, token, bot, leaving, contribution, server_drew, player) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
    ON CONFLICT (code, seat) DO UPDATE SET name = EXCLUDED.name, token = EXCLUDED.token, bot = EXCLUDED.bot, leaving = EXCLUDED.leaving,
      contribution = EXCLUDED.contribution, server_drew = EXCLUDED.server_drew, player = EXCLUDED.player`,
  /** The first contribution a taken seat gets holds. */
  contribute: 'UPDATE seats SET contribution = $3, server_drew = $4 WHERE code = $1 AND seat = $2 AND contribution IS NULL',
  exists: 'SELECT 1 FROM games WHERE code = $1',
  gameOf: 'SELECT game FROM games WHERE code = $1',
  /** A game's record by code, its seats and moves with it: one statement, so one snapshot. */
  load: `SELECT g.*,
      (SELECT COALESCE(jsonb_agg(jsonb_build_object('seat', s.seat, 'name', s.name, 'token', s.token, 'bot', s.bot, 'leaving', s.leaving,
           'contribution', s.contribution, 'server_drew', s.server_drew, 'player', s.player)), '[]')
         FROM seats s WHERE s.code = g.code) AS taken,
      (SELECT COALESCE(jsonb_agg(jsonb_build_array(m.action, m.clock) ORDER BY m.n), '[]') FROM moves m WHERE m.code = g.code) AS moves
    FROM games g WHERE g.code = $1`,
  /** Move n goes in only after move n-1 (checked in the same statement: moves are never removed). */
  append: `INSERT INTO moves (code, n, action, clock)
    SELECT $1::text, $2::integer, $3::jsonb, $4::jsonb WHERE $2 = 0 OR EXISTS (SELECT 1 FROM moves WHERE code = $1 AND n = $2 - 1)
    ON CONFLICT (code, n) DO NOTHING`,
  /** Is the move stored at n this action? (No row: there is none at n.) */
  sameMove: 'SELECT action = $3::jsonb AS same FROM moves WHERE code = $1 AND n = $2',
  appendChat: 'INSERT INTO chat (code, n, line) VALUES ($1, $2, $3) ON CONFLICT (code, n) DO NOTHING',
  chat: 'SELECT line FROM chat WHERE code = $1 ORDER BY n',
  finish: 'UPDATE games SET result = $2, finished_at = $3 WHERE code = $1',
  setNext: 'UPDATE games SET next = $2 WHERE code = $1',
  setRatings: 'UPDATE games SET ratings = $2 WHERE code = $1',
  unfinished: `SELECT code FROM games WHERE ${UNFINISHED} ORDER BY created_at`,
  isUnfinished: `SELECT 1 FROM games WHERE code = $1 AND ${UNFINISHED}`,
  /** Open if touched at $2 or later (and touched now, $3), else abandoned now, or it already was. */
  reopen: `UPDATE games SET
      touched_at = CASE WHEN abandoned_at IS NULL AND touched_at >= $2 THEN $3 ELSE touched_at END,
      abandoned_at = CASE WHEN abandoned_at IS NULL AND touched_at < $2 THEN $3 ELSE abandoned_at END
    WHERE code = $1 AND finished_at IS NULL
    RETURNING abandoned_at IS NULL AS open`,
  touch: `UPDATE games SET touched_at = $2 WHERE code = $1 AND ${UNFINISHED}`,
  untouched: `SELECT code FROM games WHERE ${UNFINISHED} AND touched_at < $1 LIMIT $2`,
  unrated: `SELECT code FROM games WHERE ${UNRATED} AND finished_at < $1 ORDER BY finished_at LIMIT $2`,
  abandon: `UPDATE games SET abandoned_at = $3 WHERE code = $1 AND ${UNFINISHED} AND touched_at < $2`,
  /** Taken when there is no claim or it ran out; the row lock of the upsert makes it atomic. */
  claim: `INSERT INTO claims (code, holder, expires_at) VALUES ($1, $2, ${NOW} + $3)
    ON CONFLICT (code) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at WHERE claims.expires_at <= ${NOW}
    RETURNING holder`,
  release: 'DELETE FROM claims WHERE code = $1 AND holder = $2',
  /** Leaves the mark $1 at the first check; every check writes the time and reads the mark back. */
  probe: `INSERT INTO probe (id, mark, at) VALUES (1, $1, ${NOW}) ON CONFLICT (id) DO UPDATE SET at = EXCLUDED.at RETURNING mark`,
  codes: 'SELECT code FROM games WHERE code > $1 ORDER BY code LIMIT $2',

  // Queries the next features read (my games across devices, records by date, the lobby's list);
  // not in the store interface yet, kept here so that their plans are checked with the others.
  /** The games one player (a browser's token) sat in, newest first. */
  gamesOfPlayer: `SELECT g.code, g.game, g.created_at, g.finished_at FROM seats s JOIN games g ON g.code = s.code
    WHERE s.token = $1 ORDER BY g.created_at DESC LIMIT $2`,
  /** Finished games in a span of dates, in order. */
  finishedBetween: 'SELECT code, finished_at FROM games WHERE finished_at >= $1 AND finished_at < $2 ORDER BY finished_at LIMIT $3',
  /** The open games the lobby lists, newest first. */
  openGames: `SELECT code FROM games WHERE open AND ${UNFINISHED} ORDER BY created_at DESC LIMIT $1`,
} as const;
