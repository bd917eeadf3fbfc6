// The HTTP side: health, and finished games as records.
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

test('a game is a record once finished: options, moves and result, never the seed', async () => {
  const a = await Player.create(server.url, { name: 'Ann', falcon: true });
  const b = await Player.join(server.url, a.code, { name: 'Bob' });
  await waitFor(() => a.actions !== null);
  expect((await fetch(`${base}/api/games/${a.code}`)).status).toBe(409);
  await playOn([a, b]);
  const r = await fetch(`${base}/api/games/${a.code}`);
  expect(r.status).toBe(200);
  const record = await json(r);
  expect(record).toMatchObject({ code: a.code, options: { falcon: true }, names: ['Ann', 'Bob'] });
  expect(record.moves).toHaveLength(a.state.turn);
  expect(record.result.winner === null || [0, 1].includes(record.result.winner)).toBe(true);
  expect(JSON.stringify(record)).not.toMatch(/seed|token/);
});

test('unknown and malformed codes get 404 and 400 with a message', async () => {
  expect((await fetch(`${base}/api/games/AAAAA`)).status).toBe(404);
  const bad = await fetch(`${base}/api/games/${'x'.repeat(50)}`);
  expect(bad.status).toBe(400);
  expect((await json(bad)).message).toMatch(/code/);
});
