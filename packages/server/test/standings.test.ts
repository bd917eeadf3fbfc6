// GET /api/standings: how each of a browser's games stands, for the start page's list. Whose turn
// from the stored moves, how a finished game ended, the time control; an unknown code said so; only
// public facts; the whole list counted once against LOOKUP_PER_MINUTE.
import { castle } from '@castle/rules';
import { STANDINGS_MAX } from '@castle/protocol';
import { startServer } from '../src/app';
import { SqliteStore } from '../src/store/sqlite';
import { castleRecord, tempDir } from './harness';
import { request } from './raw-http';

const LIMIT = 5;
let server: Awaited<ReturnType<typeof startServer>>;
const SEED = 'standings-test-seed';
const TOKENS = ['stand-token-ann-0123456789', 'stand-token-bob-0123456789'];
/** Waiting for a second player; Bob to act; over by resignation; never stored; untouched for years. */
const WAITING = 'TWAAA', BOBS_TURN = 'TWCCC', OVER = 'TWDDD', UNKNOWN = 'TWEEE', ABANDONED = 'TWFFF';

let store: SqliteStore, state: ReturnType<typeof castle.create>, moves = 0;

/** The first legal action of the seat to act, stored as the next move of `code`. */
async function play(code: string): Promise<void> {
  const action = castle.legalActions(state)[0];
  const applied = castle.apply(state, action);
  if (!applied.ok) throw new Error(applied.error.message);
  await store.append(code, moves++, action);
  state = applied.state;
}

beforeAll(async () => {
  store = new SqliteStore(tempDir());
  const options = castle.parseOptions({});
  if (!options.ok) throw new Error(options.error.message);
  state = castle.create(options.options, SEED, 2);
  await store.create({ ...castleRecord({ code: WAITING, seed: SEED, createdAt: Date.now(), names: ['Ann', null], tokens: [TOKENS[0], null], options: { falcon: true } }), clock: { kind: 'correspondence', days: 3 } });
  await store.create(castleRecord({ code: BOBS_TURN, seed: SEED, createdAt: Date.now(), names: ['Ann', 'Bob'], tokens: TOKENS }));
  // Ann plays her first turn (as many actions as it takes) until the rules give the turn to Bob.
  while (castle.toAct(state) === 0) await play(BOBS_TURN);
  await store.create(castleRecord({ code: OVER, seed: SEED, createdAt: Date.now(), names: ['Ann', 'Bob'], tokens: TOKENS }));
  await store.finish(OVER, { end: 'resigned', seat: 1, winners: [0], scores: [4, 2] });
  await store.create(castleRecord({ code: ABANDONED, seed: SEED, createdAt: 1, names: ['Ann', 'Bob'], tokens: TOKENS }));
  server = await startServer({ port: 0, store, limits: { bodyLimit: 16 * 1024, lookupsPerMinute: LIMIT, createsPerMinute: 1_000_000, trustProxy: 0 } });
});
afterAll(async () => { await server.shutdown(); });

/** Each ask from an address of its own unless told (LIMIT is small, for the last test). */
let asked = 0;
const standings = (codes: string[], localAddress = `127.0.1.${++asked}`) => request(server.port, `/api/standings?codes=${codes.join(',')}`, { localAddress });

test('a game waiting for a player: its names with the free seat, its options and time control, nobody to act yet counted as free seats', async () => {
  const [w] = (await standings([WAITING])).json();
  expect(w).toMatchObject({ code: WAITING, known: true, game: 'castle', names: ['Ann', null], seatsFree: 1, options: { falcon: true }, clock: { kind: 'correspondence', days: 3 }, ending: null, stopped: null });
});

test('a live game says whose turn it is from its stored moves, and again once it has moved on', async () => {
  const [b] = (await standings([BOBS_TURN])).json();
  expect(b).toMatchObject({ known: true, toAct: 1, ending: null, seatsFree: 0, computer: [false, false], clock: { kind: 'none' } });
  // Bob plays his turn: asked again, it is Ann's.
  while (castle.toAct(state) === 1) await play(BOBS_TURN);
  const [again] = (await standings([BOBS_TURN])).json();
  expect(again.toAct).toBe(0);
});

test('a finished game says how it ended, with nobody to act', async () => {
  const [o] = (await standings([OVER])).json();
  expect(o).toMatchObject({ known: true, toAct: null, ending: { end: 'resigned', seat: 1, winners: [0], scores: [4, 2] } });
});

test('a game nobody played for EXPIRE_DAYS says it cannot go on, with nobody to act', async () => {
  const [a] = (await standings([ABANDONED])).json();
  expect(a).toMatchObject({ known: true, toAct: null, ending: null, stopped: expect.stringMatching(/nobody played this game/) });
});

test('a code the server does not know is answered as unknown, in the order asked, lower case taken', async () => {
  const answer = (await standings([UNKNOWN.toLowerCase(), OVER, 'ZZZZ0'])).json();
  // ZZZZ0: a code of letters and digits this server never makes (its alphabet has neither Z nor 0).
  expect(answer.map((s: { code: string; known: boolean }) => [s.code, s.known])).toEqual([[UNKNOWN, false], [OVER, true], ['ZZZZ0', false]]);
});

test('the answer holds no seed, no seat token and no moves', async () => {
  const text = (await standings([WAITING, BOBS_TURN, OVER])).text;
  for (const secret of [SEED, ...TOKENS, 'token', 'actions', 'moves']) expect(text).not.toContain(secret);
});

test('a request with a malformed code, no codes or more than STANDINGS_MAX is refused in words', async () => {
  const many = Array.from({ length: STANDINGS_MAX + 1 }, (_, i) => `ST${i}`);
  for (const [path, words] of [['/api/standings?codes=ST%3CB', /not a game code/], ['/api/standings', /name the games/], [`/api/standings?codes=${many.join(',')}`, /at most 20/]] as const) {
    const r = await request(server.port, path, { localAddress: '127.0.0.3' });
    expect([r.status, r.json().code]).toEqual([400, 'BAD_CODE']);
    expect(r.json().message).toMatch(words);
  }
});

test('one request for many games counts once against LOOKUP_PER_MINUTE, and past it is refused like any lookup', async () => {
  const from = '127.0.0.4';
  for (let i = 0; i < LIMIT; i++) expect((await standings([WAITING, BOBS_TURN, OVER, UNKNOWN], from)).status).toBe(200);
  const over = await standings([WAITING], from);
  expect([over.status, over.json().code]).toEqual([429, 'TOO_MANY_LOOKUPS']);
});
