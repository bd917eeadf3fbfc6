// Game codes cannot be scanned: every request that looks a game up by its code, whatever its method
// (the rematch's POST too), its path's case or form, counts against the one LOOKUP_PER_MINUTE of its
// address; and the rematch's way in tells a caller without a seat token nothing about the game. Raw
// HTTP from several loopback addresses against an in-process server.
import { startServer } from '../src/app';
import { SqliteStore } from '../src/store/sqlite';
import { castleRecord, tempDir } from './harness';
import { RawAnswer, request } from './raw-http';

const LIMIT = 10;
let server: Awaited<ReturnType<typeof startServer>>;
let store: SqliteStore;

/** A finished game with a rematch (its tokens, and theirs there), and a finished one without. */
const OLD = 'RMAAA', NEXT = 'RMCCC', PLAIN = 'RMDDD', UNKNOWN = 'RMEEE';
const OLD_TOKENS = ['old-token-ann-0123456789', 'old-token-bob-0123456789'];
const NEXT_TOKENS = ['next-token-bob-012345678', 'next-token-ann-012345678'];
const RESULT = { end: 'resigned', seat: 1, winners: [0], scores: [0, 0] };

beforeAll(async () => {
  store = new SqliteStore(tempDir());
  const seed = 'lookups-test-seed';
  await store.create(castleRecord({ code: OLD, seed, createdAt: Date.now(), names: ['Ann', 'Bob'], tokens: OLD_TOKENS }));
  await store.create(castleRecord({ code: NEXT, seed, createdAt: Date.now(), names: ['Bob', 'Ann'], tokens: NEXT_TOKENS }));
  await store.create(castleRecord({ code: PLAIN, seed, createdAt: Date.now(), names: ['Cy', 'Di'], tokens: ['plain-token-cy-0123456789', 'plain-token-di-0123456789'] }));
  for (const code of [OLD, PLAIN]) await store.finish(code, RESULT);
  await store.setNext(OLD, NEXT);
  server = await startServer({ port: 0, store, limits: { bodyLimit: 16 * 1024, lookupsPerMinute: LIMIT, createsPerMinute: 1_000_000, trustProxy: 0 } });
});
afterAll(async () => { await server.shutdown(); });

const rematch = (code: string, body: unknown, localAddress: string, path = `/api/games/${code}/rematch`) =>
  request(server.port, path, { method: 'POST', body, localAddress });

/** What a caller can compare of two answers: status, body and the headers that depend on them. */
const seen = (r: RawAnswer) => ({ status: r.status, text: r.text, type: r.headers['content-type'], length: r.headers['content-length'], etag: r.headers.etag });

test('a rematch asked without a valid seat token gets one answer, whether the code is unknown, the game has no rematch, or the token is wrong', async () => {
  const from = '127.0.0.2';
  const unknown = await rematch(UNKNOWN, { token: OLD_TOKENS[0] }, from);
  const noRematch = await rematch(PLAIN, { token: OLD_TOKENS[0] }, from);
  const wrongToken = await rematch(OLD, { token: 'not-a-token-of-this-game' }, from);
  const noToken = await rematch(OLD, {}, from);
  expect(unknown.status).toBe(404);
  expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: expect.stringMatching(/^no rematch seat for this token/) });
  for (const r of [noRematch, wrongToken, noToken]) expect(seen(r)).toEqual(seen(unknown));
  // A player's own token of the game without a rematch learns no more.
  expect(seen(await rematch(PLAIN, { token: 'plain-token-cy-0123456789' }, from))).toEqual(seen(unknown));
  // Only a seat token of a game with a rematch gets the way in: its seat there, moved one place on.
  const way = await rematch(OLD, { token: OLD_TOKENS[1] }, from);
  expect([way.status, way.json()]).toEqual([200, { code: NEXT, token: NEXT_TOKENS[0] }]);
});

test('POSTs by code count against LOOKUP_PER_MINUTE with the GETs: past it the rematch\'s POST gets 429, and so does every other lookup', async () => {
  const from = '127.0.0.3';
  for (let i = 0; i < LIMIT; i++) expect((await rematch(UNKNOWN, { token: 'guess' }, from)).status).toBe(404);
  const over = await rematch(OLD, { token: OLD_TOKENS[0] }, from);
  expect(over.status).toBe(429);
  expect(over.json()).toEqual({ code: 'TOO_MANY_LOOKUPS', params: { retryAfter: Number(over.headers['retry-after']) }, message: expect.stringMatching(/too many games looked up from this address/) });
  expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  for (const path of [`/api/games/${OLD}`, `/api/games/${OLD}/replay`]) expect((await request(server.port, path, { localAddress: from })).status).toBe(429);
  // Another address is still served.
  expect((await rematch(OLD, { token: OLD_TOKENS[0] }, '127.0.0.4')).status).toBe(200);
});

test('a lookup counts whatever its path\'s case or form (express routes them all): capitals, an absolute URL, other methods', async () => {
  const from = '127.0.0.5';
  const asks = [
    () => rematch(UNKNOWN, { token: 'guess' }, from, `/API/Games/${UNKNOWN}/REMATCH`),
    () => request(server.port, `/Api/games/${UNKNOWN}/Replay`, { localAddress: from }),
    () => request(server.port, `http://127.0.0.1:${server.port}/api/games/${UNKNOWN}`, { localAddress: from }),
    () => request(server.port, `/api/games/${UNKNOWN}/replay`, { method: 'PUT', localAddress: from }),
  ];
  const answers = [];
  for (let i = 0; i < LIMIT; i++) answers.push(await asks[i % asks.length]());
  expect(answers.map((r) => r.status)).toEqual(Array(LIMIT).fill(404));
  // The first three reached the game's routes and looked it up (a PUT has no route, and counts all the same).
  expect(answers.slice(0, 3).map((r) => r.json().code)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
  for (const ask of asks) expect((await ask()).status).toBe(429);
});

test('the matchmaker\'s reconnect, whose refusal tells a live room from none, counts as a lookup too', async () => {
  const from = '127.0.0.6';
  const reconnect = () => request(server.port, `/matchmake/reconnect/${UNKNOWN}`, { method: 'POST', body: { reconnectionToken: 'guess' }, localAddress: from });
  for (let i = 0; i < LIMIT; i++) expect((await reconnect()).json()).toMatchObject({ error: expect.stringMatching(/disposed/) });
  const over = await reconnect();
  expect([over.status, over.json().code]).toEqual([429, 'TOO_MANY_LOOKUPS']);
  expect((await request(server.port, `/api/games/${OLD}`, { localAddress: from })).status).toBe(429);
});

test('the record\'s routes count as lookups: past LOOKUP_PER_MINUTE they get 429, and so does every other lookup', async () => {
  const from = '127.0.0.7';
  for (let i = 0; i < LIMIT; i++) {
    const path = `/api/games/${i % 2 ? UNKNOWN : PLAIN}/${i % 4 < 2 ? 'record' : 'record.txt'}`;
    expect((await request(server.port, path, { localAddress: from })).status).toBe(i % 2 ? 404 : 200);
  }
  for (const path of [`/api/games/${PLAIN}/record`, `/api/games/${PLAIN}/record.txt`, `/api/games/${PLAIN}`]) {
    expect((await request(server.port, path, { localAddress: from })).status).toBe(429);
  }
});
