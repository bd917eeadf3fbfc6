// GET /api/leaderboard/<pool> and GET /api/players/<id> against a server with ratings in its store, kept
// there as a finished rated game keeps them (rate(), then recordRated): raw HTTP from loopback addresses.
import type { LeaderboardAnswer, PlayerAnswer } from '@castle/protocol';
import { startServer } from '../src/app';
import { ESTABLISHED_DEVIATION, Score, rate, storedRating } from '../src/rating';
import { SqliteStore } from '../src/store/sqlite';
import { castleRecord, tempDir } from './harness';
import { request } from './raw-http';

const LIMIT = 12;
let server: Awaited<ReturnType<typeof startServer>>;
let store: SqliteStore;

/** Ids of the identities' form: 27 characters of base64url. */
const ANN = 'Ann_________________________', BOB = 'Bob-------------------------', CY = 'Cy0000000000000000000000000';
const id = (s: string) => s.slice(0, 27);
const [ann, bob, cy] = [id(ANN), id(BOB), id(CY)];
let played = 0;

/** A rated game of `a` (seat 0) against `b` in `pool`, stored as the room will store it: its code. */
async function game(a: string, b: string, results: [Score, Score], pool = 'castle'): Promise<string> {
  const code = `RA${String(played++).padStart(3, '0')}`;
  await store.create(castleRecord({ code, seed: 's', createdAt: played * 1000 }));
  const before = [storedRating(await store.ratings.rating(a, pool)), storedRating(await store.ratings.rating(b, pool))] as const;
  const [x, y] = rate(before, results);
  await store.ratings.recordRated(code, pool, [{ seat: 0, player: a, score: results[0], change: x }, { seat: 1, player: b, score: results[1], change: y }], played * 1000 + 500);
  return code;
}

const get = (path: string, from = '127.0.0.2') => request(server.port, path, { localAddress: from });

beforeAll(async () => {
  store = new SqliteStore(tempDir());
  await store.ratings.addPlayer(ann, 'ann-public-key', 'Ann', 1);
  await store.ratings.addPlayer(bob, 'bob-public-key', 'Bob', 2);
  await store.ratings.addPlayer(cy, 'cy-public-key', 'Cy', 3);
  // Cy plays once (provisional); Ann and Bob play evenly enough to be established (16 games: deviation about 100).
  await game(cy, ann, [1, 0]);
  for (let i = 0; i < 16; i++) await game(ann, bob, ([[1, 0], [0, 1], [0.5, 0.5]] as [Score, Score][])[i % 3]);
  await game(ann, bob, [1, 0], 'carcassonne');
  server = await startServer({ port: 0, store, limits: { bodyLimit: 16 * 1024, lookupsPerMinute: LIMIT, createsPerMinute: 1_000_000, trustProxy: 0 } });
});
afterAll(async () => { await server.shutdown(); });

test('a pool\'s leaderboard lists its established players best first, with rank, name, rating, deviation and results', async () => {
  const r = await get('/api/leaderboard/castle');
  expect(r.status).toBe(200);
  const board = r.json() as LeaderboardAnswer;
  expect(board.maxDeviation).toBe(ESTABLISHED_DEVIATION);
  const [a, b] = [(await store.ratings.rating(ann, 'castle'))!, (await store.ratings.rating(bob, 'castle'))!];
  const order = a.rating > b.rating ? [[ann, 'Ann', a], [bob, 'Bob', b]] as const : [[bob, 'Bob', b], [ann, 'Ann', a]] as const;
  expect(board.players).toEqual(order.map(([id, name, r], i) => expect.objectContaining({ rank: i + 1, id, name, rating: r.rating, deviation: r.deviation })));
  expect(board.players.every((p) => p.deviation < ESTABLISHED_DEVIATION)).toBe(true);
  expect(board.players.find((p) => p.id === ann)).toMatchObject({ pool: 'castle', games: 17, wins: 6, losses: 6, draws: 5 });
});

test('a provisional player is not on the leaderboard, and a pool nobody is established in lists nobody', async () => {
  expect((await get('/api/leaderboard/castle')).json().players.map((p: { id: string }) => p.id)).not.toContain(cy);
  expect((await get('/api/leaderboard/carcassonne')).json()).toEqual({ pool: 'carcassonne', maxDeviation: ESTABLISHED_DEVIATION, players: [] });
});

test('a pool no game is rated in is 404 NOT_FOUND, naming the pool', async () => {
  const r = await get('/api/leaderboard/chess');
  expect([r.status, r.json()]).toEqual([404, { code: 'NOT_FOUND', params: { reason: 'pool', pool: 'chess' }, message: expect.stringMatching(/no leaderboard chess: the pools are castle, castle-falcon, carcassonne/) }]);
});

test('a player\'s page: name, rating per pool with deviation and games, results, and recent games with their codes and opponents', async () => {
  const r = await get(`/api/players/${cy}`);
  expect(r.status).toBe(200);
  const page = r.json() as PlayerAnswer;
  const cyRating = (await store.ratings.rating(cy, 'castle'))!;
  expect(page).toEqual({
    id: cy, name: 'Cy', createdAt: 3, wins: 1, losses: 0, draws: 0,
    ratings: [{ pool: 'castle', rating: cyRating.rating, deviation: cyRating.deviation, provisional: true, games: 1, wins: 1, losses: 0, draws: 0 }],
    recent: [{ code: 'RA000', pool: 'castle', seat: 0, result: 'win', rating: cyRating.rating, change: cyRating.rating - 1500, finishedAt: 1_500, opponents: [{ id: ann, name: 'Ann' }] }],
  });
});

test('a player\'s page lists every pool, its results over all of them, and the newest games first', async () => {
  const page = (await get(`/api/players/${ann}`)).json() as PlayerAnswer;
  expect(page.ratings.map((p) => [p.pool, p.games])).toEqual(expect.arrayContaining([['castle', 17], ['carcassonne', 1]]));
  expect([page.wins, page.losses, page.draws]).toEqual([7, 6, 5]);
  expect(page.recent.map((g) => [g.code, g.result])).toEqual([['RA017', 'win'], ['RA016', 'win'], ['RA015', 'draw'], ['RA014', 'loss'], ...page.recent.slice(4).map((g) => [g.code, g.result])]);
  expect(page.recent).toHaveLength(18);
});

test('the answers hold no public key', async () => {
  for (const path of [`/api/players/${ann}`, '/api/leaderboard/castle']) expect((await get(path)).text).not.toMatch(/public-key|publicKey/);
});

test('an unknown player is 404 NOT_FOUND naming the id; a malformed id is 400 BAD_PLAYER_ID', async () => {
  const unknown = 'N'.repeat(27);
  const r = await get(`/api/players/${unknown}`);
  expect([r.status, r.json()]).toEqual([404, { code: 'NOT_FOUND', params: { reason: 'player', id: unknown }, message: `no player ${unknown}` }]);
  for (const bad of ['short', 'x'.repeat(28), `${'a'.repeat(26)}+`]) {
    const b = await get(`/api/players/${encodeURIComponent(bad)}`);
    expect([b.status, b.json().code]).toEqual([400, 'BAD_PLAYER_ID']);
  }
});

test('both count as lookups: past LOOKUP_PER_MINUTE they get 429, and so does every other lookup from that address', async () => {
  const from = '127.0.0.3';
  for (let i = 0; i < LIMIT; i++) expect((await get(i % 2 ? `/api/players/${ann}` : '/api/leaderboard/castle', from)).status).toBe(200);
  for (const path of [`/api/players/${ann}`, '/api/leaderboard/castle', '/api/games/RA000']) {
    const over = await get(path, from);
    expect([over.status, over.json().code]).toEqual([429, 'TOO_MANY_LOOKUPS']);
  }
});
