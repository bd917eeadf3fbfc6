// The queries the store runs and the next features need stay cheap: on 20,000 stored games (rated,
// all but 1 in 50, between 5,000 players with a rating in each of 3 pools), each
// query's plan (EXPLAIN) reads through its index, never a whole table. The SQL is the store's own
// (postgres-queries.ts); docs/store.md shows the indexes and one plan.
import { Client } from 'pg';
import type { LocalPostgres } from '@castle/test-kit';
import { PostgresStore } from '../src/store/postgres';
import { SQL as GAME_SQL } from '../src/store/postgres-queries';
import { RATING_SQL } from '../src/store/postgres-rating-queries';
import { needs } from './needs';
import { postgresDatabase } from './stores';

const GAMES = 20_000;

/** 20,000 rated games over 5,000 players: 1 in 50 unfinished, 4 of those open; 1 in 1000 over without
 *  its ratings kept (the rating sweep's); two seats, ten moves and a chat line each; claims on 1 in 10. */
const FILL = `
INSERT INTO games (code, game, rules, options, seed, created_at, seat_count, touched_at, open, result, finished_at, rated, ratings)
  SELECT 'G' || lpad(i::text, 5, '0'), 'castle', 2, '{}', 's', i * 60000, 2, i * 60000 + 30000, i % 5000 = 0,
         CASE WHEN i % 50 <> 0 THEN '{"winner":0}'::jsonb END, CASE WHEN i % 50 <> 0 THEN i * 60000 + 50000 END,
         TRUE, CASE WHEN i % 50 <> 0 AND i % 1000 <> 1 THEN '{"pool":"castle","seats":[]}'::jsonb END
  FROM generate_series(1, ${GAMES}) AS i;
INSERT INTO seats (code, seat, name, token)
  SELECT 'G' || lpad(i::text, 5, '0'), s, 'P' || ((i + s) % 5000), 'token-' || ((i + s) % 5000)
  FROM generate_series(1, ${GAMES}) AS i, generate_series(0, 1) AS s;
INSERT INTO moves (code, n, action)
  SELECT 'G' || lpad(i::text, 5, '0'), n, jsonb_build_object('seat', n % 2, 'type', 'place', 'cell', n, 'rot', 0)
  FROM generate_series(1, ${GAMES}) AS i, generate_series(0, 9) AS n;
INSERT INTO chat (code, n, line)
  SELECT 'G' || lpad(i::text, 5, '0'), 0, '{"text":"gg"}' FROM generate_series(1, ${GAMES}) AS i;
INSERT INTO claims (code, holder, expires_at)
  SELECT 'G' || lpad(i::text, 5, '0'), 'p' || (i % 4), i * 60000 FROM generate_series(1, ${GAMES}, 10) AS i;
INSERT INTO players (id, public_key, name, created_at)
  SELECT 'player-' || i, 'key-' || i, 'P' || i, 0 FROM generate_series(0, 4999) AS i;
INSERT INTO ratings (player, pool, rating, deviation, volatility, rated_at, games, wins, losses, draws)
  SELECT 'player-' || i, pool, 1000 + (i * 7919) % 1500, 45 + (i * 31) % 305, 0.06, i, 8, 4, 4, 0
  FROM generate_series(0, 4999) AS i, unnest(ARRAY['castle', 'castle-falcon', 'carcassonne']) AS pool;
INSERT INTO rated_games (code, seat, player, pool, score, rating_before, deviation_before, volatility_before, rating_after, deviation_after, volatility_after, change, finished_at)
  SELECT 'G' || lpad(i::text, 5, '0'), s, 'player-' || ((i + s) % 5000), 'castle', 1 - s, 1500, 80, 0.06, 1510 - 20 * s, 79, 0.06, 10 - 20 * s, i * 60000 + 50000
  FROM generate_series(1, ${GAMES}) AS i, generate_series(0, 1) AS s WHERE i % 50 <> 0;
ANALYZE;
`;

/** The store's statements, for games and for ratings. */
const SQL = { ...GAME_SQL, ...RATING_SQL };

interface PlanNode { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] }
const nodes = (p: PlanNode): PlanNode[] => [p, ...(p.Plans ?? []).flatMap(nodes)];

const day = 24 * 3600_000;
/** Each query with values a caller would give it, and the index its plan must read. */
const QUERIES: [keyof typeof SQL, unknown[], string[]][] = [
  ['load', ['G12345'], ['games_pkey', 'seats_pkey', 'moves_pkey']],
  ['exists', ['G12345'], ['games_pkey']],
  ['gameOf', ['G12345'], ['games_pkey']],
  ['finish', ['G12350', '{"winner":1}', 1], ['games_pkey']],
  ['setNext', ['G12345', 'NEXT1'], ['games_pkey']],
  ['reopen', ['G12350', 1, 2], ['games_pkey']],
  ['touch', ['G12350', 2], ['games_pkey']],
  ['unrated', [GAMES * 60000, 100], ['games_unrated']],
  ['abandon', ['G12350', GAMES * 60000, 2], ['games_pkey']],
  ['release', ['G12350', 'p1'], ['claims_pkey']],
  ['append', ['G12345', 10, '{"seat":0}', null], ['moves_pkey']],
  ['sameMove', ['G12345', 3, '{"seat":0}'], ['moves_pkey']],
  ['chat', ['G12345'], ['chat_pkey']],
  ['isUnfinished', ['G12350'], ['games_pkey']],
  ['unfinished', [], ['games_unfinished_created']],
  ['untouched', [GAMES * 30000, 100], ['games_unfinished_touched']],
  ['codes', ['G10000', 500], ['games_pkey']],
  ['gamesOfPlayer', ['token-123', 20], ['seats_token']],
  ['finishedBetween', [5000 * 60000, 5000 * 60000 + day, 100], ['games_finished']],
  ['openGames', [20], ['games_open']],
  ['player', ['player-123'], ['players_pkey']],
  ['standings', ['player-123'], ['ratings_pkey']],
  ['rating', ['player-123', 'castle'], ['ratings_pkey']],
  ['leaderboard', ['castle', 110, 50], ['ratings_leaderboard', 'players_pkey']],
  ['recentGames', ['player-123', 20], ['rated_games_player', 'rated_games_pkey', 'players_pkey']],
  ['pairCount', ['player-123', 'player-122', 5000 * 60000], ['rated_games_player']],
];

needs('postgresql').describe('the PostgreSQL store\'s queries on 20,000 games', () => {
  let server: LocalPostgres;
  let client: Client;
  beforeAll(async () => {
    const db = await postgresDatabase('plans');
    server = db.server;
    await (await PostgresStore.open(db.url)).close(); // its tables and indexes
    client = new Client({ connectionString: db.url });
    await client.connect();
    await client.query(FILL);
  });
  afterAll(async () => {
    await client.end();
    await server.stop();
  });

  test.each(QUERIES)('%s reads through its index, not a whole table', async (name, values, indexes) => {
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${SQL[name]}`, values);
    const plan = nodes(rows[0]['QUERY PLAN'][0].Plan);
    expect(plan.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name'])).toEqual([]);
    expect(plan.map((n) => n['Index Name']).filter(Boolean)).toEqual(expect.arrayContaining(indexes));
  });

  test('the games of one player are the games their token sat in, newest first', async () => {
    const { rows } = await client.query<{ code: string }>(SQL.gamesOfPlayer, ['token-123', 3]);
    // Seat s of game i holds token (i + s) % 5000: token 123 sits in games 123 + 5000k (seat 0) and 122 + 5000k (seat 1).
    expect(rows.map((r) => r.code)).toEqual(['G15123', 'G15122', 'G10123']);
  });
});
