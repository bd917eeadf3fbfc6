// The HTTP side: health, what a page needs to know of a game, and finished games as records.
import { Player, inProcessServer, json, playOn, waitFor } from './harness';

let server: Awaited<ReturnType<typeof inProcessServer>>;
let base: string;
beforeAll(async () => { server = await inProcessServer(); base = `http://127.0.0.1:${server.port}`; });
afterAll(async () => { await server.shutdown(); });

test('GET /health answers while the process can take games', async () => {
  const r = await fetch(`${base}/health`);
  expect(r.status).toBe(200);
  expect(await r.json()).toMatchObject({ ok: true });
});

test('a running game tells what a page needs before joining: names, free seats, options, time control, not over', async () => {
  const a = await Player.create(server.url, { name: 'Ann', falcon: true, variants: { gatesStopMarkers: true }, clock: '10+5' });
  await waitFor(() => a.token !== null);
  const r = await fetch(`${base}/api/games/${a.code.toLowerCase()}`);
  expect(r.status).toBe(200);
  const info = await json(r);
  expect(info).toEqual({
    code: a.code, game: 'castle', title: 'Carcassonne – The Castle', over: false, options: { falcon: true, variants: { gatesStopMarkers: true } }, names: ['Ann', null],
    seatsFree: 1, createdAt: expect.any(Number), clock: { kind: 'live', minutes: 10, increment: 5 }, abandoned: false,
    commitment: a.state.commitment, // the shuffle's, public from the creation (shuffle.test.ts)
  });
  const b = await Player.join(server.url, a.code, { name: 'Bob' });
  await waitFor(() => a.actions !== null);
  await playOn([a, b], 3);
  const full = await json(fetch(`${base}/api/games/${a.code}`));
  expect(full).toMatchObject({ over: false, names: ['Ann', 'Bob'], seatsFree: 0 });
  expect(Object.keys(full)).not.toEqual(expect.arrayContaining(['moves']));
  expect(JSON.stringify(full)).not.toContain(a.token!);
  expect(JSON.stringify(full)).not.toMatch(/seed|token/);
});

test('a game is a record once finished: options, moves and result, never the seed', async () => {
  const a = await Player.create(server.url, { name: 'Ann', falcon: true });
  const b = await Player.join(server.url, a.code, { name: 'Bob' });
  await waitFor(() => a.actions !== null);
  expect(await json(fetch(`${base}/api/games/${a.code}`))).toMatchObject({ over: false, seatsFree: 0 });
  await playOn([a, b]);
  const r = await fetch(`${base}/api/games/${a.code}`);
  expect(r.status).toBe(200);
  const record = await json(r);
  expect(record).toMatchObject({ code: a.code, over: true, seatsFree: 0, options: { falcon: true }, names: ['Ann', 'Bob'] });
  expect(record.finishedAt).toBeGreaterThanOrEqual(record.createdAt);
  expect(record.moves).toHaveLength(a.state.moves);
  expect(record.result.winner === null || [0, 1].includes(record.result.winner)).toBe(true);
  expect(JSON.stringify(record)).not.toMatch(/seed|token/);
});

test('unknown and malformed codes get 404 and 400 with a message', async () => {
  const unknown = await fetch(`${base}/api/games/AAAAA`);
  expect(unknown.status).toBe(404);
  expect(await json(unknown)).toEqual({ code: 'NOT_FOUND', params: { code: 'AAAAA' }, message: expect.stringMatching(/AAAAA/) });
  const bad = await fetch(`${base}/api/games/${'x'.repeat(50)}`);
  expect(bad.status).toBe(400);
  expect((await json(bad)).message).toMatch(/code/);
});
