// Replays for the open internet: each state of a game is replayed once and kept (its answer served
// again from the cache, 304 to a page that has it, by its ETag), and the replays the process computes
// are bounded for the whole process (REPLAY_PER_SECOND), however many addresses ask. Counted with
// /metrics' castle_replays_computed_total. An in-process server, real clients and raw HTTP from
// several loopback addresses.
import { matchMaker } from '@colyseus/core';
import { startServer } from '../src/app';
import { SqliteStore } from '../src/store/sqlite';
import { Player, playOn, tempDir, waitFor } from './harness';
import { metric, request } from './raw-http';

const PER_SECOND = 2;
const PER_ADDRESS = 30;
process.env.REPLAY_PER_SECOND = String(PER_SECOND);

let server: Awaited<ReturnType<typeof startServer>>;
let store: SqliteStore;
let url: string;
/** A finished game's code, played to its end in beforeAll. */
let finished: string;

beforeAll(async () => {
  store = new SqliteStore(tempDir());
  server = await startServer({ port: 0, store, limits: { bodyLimit: 16 * 1024, lookupsPerMinute: PER_ADDRESS, createsPerMinute: 1_000_000, trustProxy: 0 } });
  url = `ws://127.0.0.1:${server.port}`;
  const [a, b] = await newGame();
  await playOn([a, b]);
  finished = a.code;
  await Promise.all([a, b].map((p) => p.room.leave(true)));
  await waitFor(async () => !(await matchMaker.getRoomById(finished)), 5000, 'the finished game\'s room to close');
});
afterAll(async () => { await server.shutdown(); });

async function newGame(): Promise<[Player, Player]> {
  const a = await Player.create(url, { name: 'Ann' });
  const b = await Player.join(url, a.code, { name: 'Bob' });
  await waitFor(() => a.seat === 0 && b.seat === 1 && a.actions !== null, 5000, 'both seats');
  return [a, b];
}

/** The finished game stored again under `count` new codes: distinct finished games no room holds. */
async function copies(count: number, first = 'QQ'): Promise<string[]> {
  const g = (await store.load(finished))!;
  const codes = [];
  for (let i = 0; i < count; i++) {
    const code = `${first}${'ACDEFGHJKM'[Math.floor(i / 10)]}${'ACDEFGHJKM'[i % 10]}Q`;
    await store.create({ code, game: g.game, rules: g.rules, options: g.options, seed: g.seed, createdAt: g.createdAt, seats: g.seats });
    for (let n = 0; n < g.actions.length; n++) await store.append(code, n, g.actions[n], g.clocks[n] ?? null);
    await store.finish(code, g.result);
    codes.push(code);
  }
  return codes;
}

const computed = () => metric(server.port, 'castle_replays_computed_total');
const replay = (code: string, localAddress: string, headers: Record<string, string> = {}) =>
  request(server.port, `/api/games/${code}/replay`, { localAddress, headers: { 'Accept-Encoding': 'gzip', ...headers } });

test('a finished game\'s replay is computed once: asked again, from another address, it comes from the cache, the same bytes, cached for good', async () => {
  const before = await computed();
  const first = await replay(finished, '127.0.0.2');
  expect(first.status).toBe(200);
  expect(first.json()).toMatchObject({ code: finished, over: true });
  expect(first.headers.etag).toMatch(/^"[A-Z0-9]{5}-\d+-[\w-]+"$/); // strong
  expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(first.headers['content-encoding']).toBe('gzip');
  expect(first.wire).toBeLessThan(Buffer.byteLength(first.text) / 3); // kept and sent gzipped
  for (const from of ['127.0.0.2', '127.0.0.3']) {
    const again = await replay(finished, from);
    expect([again.status, again.headers.etag, again.text]).toEqual([200, first.headers.etag, first.text]);
  }
  // A client that takes no gzip gets the same JSON.
  const plain = await replay(finished, '127.0.0.3', { 'Accept-Encoding': 'identity' });
  expect([plain.status, plain.headers['content-encoding'] ?? 'identity', plain.text]).toEqual([200, 'identity', first.text]);
  expect(await computed()).toBe(before + 1);
});

test('If-None-Match with the replay\'s ETag is answered 304 without a body, and nothing is replayed', async () => {
  const { headers } = await replay(finished, '127.0.0.4');
  const before = await computed();
  const again = await replay(finished, '127.0.0.4', { 'If-None-Match': headers.etag! });
  expect([again.status, again.wire, again.headers.etag]).toEqual([304, 0, headers.etag]);
  expect((await replay(finished, '127.0.0.4', { 'If-None-Match': '"other"' })).status).toBe(200);
  expect(await computed()).toBe(before);
});

test('a live game\'s replay is not cached by browsers but has an ETag of its state: 304 until a move or a chat line, then the new state', async () => {
  const [a, b] = await newGame();
  await playOn([a, b], 2);
  const first = await replay(a.code, '127.0.0.5');
  expect([first.status, first.headers['cache-control']]).toEqual([200, 'no-cache']);
  expect(first.json().frames).toHaveLength(3);
  const before = await computed();
  const tag = { 'If-None-Match': first.headers.etag! };
  expect((await replay(a.code, '127.0.0.5', tag)).status).toBe(304);
  expect((await replay(a.code, '127.0.0.5')).text).toBe(first.text); // the same state: from the cache
  expect(await computed()).toBe(before);
  await playOn([a, b], 1);
  const moved = await replay(a.code, '127.0.0.5', tag);
  expect([moved.status, moved.json().frames.length]).toEqual([200, 4]);
  await a.openChat();
  a.room.send('chat', { text: 'hello' });
  await waitFor(async () => (await store.chat(a.code)).length === 1, 5000, 'the line stored');
  const talked = await replay(a.code, '127.0.0.5', { 'If-None-Match': moved.headers.etag! });
  expect([talked.status, talked.json().chat.map((l: { text: string }) => l.text)]).toEqual([200, ['hello']]);
  expect(await computed()).toBe(before + 2);
  await Promise.all([a, b].map((p) => p.room.leave(true)));
});

test('a game ended without a move (aborted) gets a new ETag: a page that had its replay sees the end', async () => {
  const [a, b] = await newGame();
  const first = await replay(a.code, '127.0.0.6');
  expect(first.json()).toMatchObject({ over: false, frames: [expect.anything()] });
  a.room.send('abort', {});
  await waitFor(() => a.state.over === true, 5000, 'the abort');
  const ended = await replay(a.code, '127.0.0.6', { 'If-None-Match': first.headers.etag! });
  expect(ended.status).toBe(200);
  expect(ended.json()).toMatchObject({ over: true, result: { end: 'aborted' } });
  await Promise.all([a, b].map((p) => p.room.leave(true)));
});

test('requests at once for a state not replayed yet wait for one replay of it', async () => {
  const [code] = await copies(1, 'WW');
  const before = await computed();
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => replay(code, `127.0.1.${i + 1}`)));
  expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
  expect(new Set(answers.map((r) => r.text)).size).toBe(1);
  expect(await computed()).toBe(before + 1);
});

test('a flood of replays of distinct games from several addresses, each within its own limit, computes at most REPLAY_PER_SECOND; the rest are refused 503 with a code', async () => {
  const codes = await copies(40);
  const from = ['127.0.0.7', '127.0.0.8', '127.0.0.9', '127.0.0.10'];
  const before = await computed();
  const started = Date.now();
  const answers = await Promise.all(codes.map((code, i) => replay(code, from[i % from.length])));
  const seconds = (Date.now() - started) / 1000;
  const made = (await computed()) - before;
  const ok = answers.filter((r) => r.status === 200);
  const busy = answers.filter((r) => r.status === 503);
  expect(ok.length + busy.length).toBe(codes.length); // none refused per address: 10 each, under 30
  expect(made).toBe(ok.length);
  // One at once, and PER_SECOND more each second the flood lasted.
  expect(made).toBeLessThanOrEqual(1 + Math.ceil(PER_SECOND * seconds));
  expect(busy.length).toBeGreaterThan(0);
  for (const r of busy) {
    expect(r.json()).toEqual({ code: 'REPLAYS_BUSY', params: { retryAfter: Number(r.headers['retry-after']) }, message: expect.stringMatching(/try again in \d+ s/) });
    expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  }
  expect(await metric(server.port, 'castle_replays_refused_total')).toBeGreaterThanOrEqual(busy.length);
  // A replay already made is still served: the bound is on computing, not on answering.
  expect((await replay(finished, '127.0.0.11')).status).toBe(200);
});

test('an address asking many replays at once holds one place in the line, not all of it: another address\'s replay is still made', async () => {
  const [mine, theirs] = [await copies(12, 'RR'), await copies(1, 'TT')];
  const refused = () => metric(server.port, 'castle_replays_refused_total');
  const before = await refused();
  const flood = Promise.all(mine.map((code) => replay(code, '127.0.0.12')));
  // All of them in: one made or waiting at most, and the rest refused at once.
  await waitFor(async () => (await refused()) - before >= mine.length - 2, 5000, 'the flood\'s refusals');
  const other = await replay(theirs[0], '127.0.0.13');
  expect(other.status).toBe(200);
  const answers = await flood;
  expect(answers.filter((r) => r.status === 200).length).toBeLessThanOrEqual(2);
  expect(answers.filter((r) => r.status === 503).length).toBeGreaterThanOrEqual(mine.length - 2);
});

test('the record\'s text, which replays its game, counts with the replays: a flood of them is refused 503 with a code past REPLAY_PER_SECOND', async () => {
  const codes = await copies(20, 'WW');
  const from = ['127.0.0.21', '127.0.0.22', '127.0.0.23', '127.0.0.24'];
  const answers = await Promise.all(codes.map((code, i) => request(server.port, `/api/games/${code}/record.txt`, { localAddress: from[i % from.length] })));
  const busy = answers.filter((r) => r.status === 503);
  expect(answers.filter((r) => r.status === 200).length + busy.length).toBe(codes.length);
  expect(busy.length).toBeGreaterThan(0);
  for (const r of busy) expect(r.json()).toEqual({ code: 'REPLAYS_BUSY', params: { retryAfter: Number(r.headers['retry-after']) }, message: expect.stringMatching(/try again in \d+ s/) });
});
