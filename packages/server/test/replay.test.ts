// Replays over HTTP: every position of a finished or live game from its stored record, nothing secret.
import { startServer } from '../src/app';
import { SqliteStore } from '../src/store/sqlite';
import { Player, inProcessServer, json, playOn, waitFor } from './harness';

let server: Awaited<ReturnType<typeof inProcessServer>>;
let base: string;
beforeAll(async () => { server = await inProcessServer(); base = `http://127.0.0.1:${server.port}`; });
afterAll(async () => { await server.shutdown(); });

/** Two seated players of a new game. */
async function newGame(options: Record<string, unknown> = {}): Promise<[Player, Player]> {
  const a = await Player.create(server.url, { name: 'Ann', ...options });
  const b = await Player.join(server.url, a.code, { name: 'Bob' });
  await waitFor(() => a.seat === 0 && b.seat === 1 && a.actions !== null, 5000, 'both seats');
  return [a, b];
}

/** Nothing secret: not the seed, not a seat token. */
async function expectNoSecrets(code: string, text: string, players: Player[]): Promise<void> {
  const record = await server.store.load(code);
  expect(text).not.toContain(record!.seed);
  for (const p of players) expect(text).not.toContain(p.token!);
  expect(text).not.toMatch(/"(seed|stack|tokens?)"/);
}

test('a finished game: one frame per move and the start, ending at the final scores and result', async () => {
  const [a, b] = await newGame({ falcon: true });
  await playOn([a, b]);
  const r = await fetch(`${base}/api/games/${a.code.toLowerCase()}/replay`);
  expect(r.status).toBe(200);
  const text = await r.text();
  const body = JSON.parse(text);
  expect(body).toMatchObject({ code: a.code, options: { falcon: true }, names: ['Ann', 'Bob'], over: true });
  expect(body.frames).toHaveLength(a.state.moves + 1);
  expect(body.frames[0].action).toBeNull();
  expect(body.clock).toBeUndefined(); // played without a clock
  const last = body.frames[body.frames.length - 1];
  const scores = [0, 1].map((seat) => a.state.players[seat].score);
  expect(last.view.players.map((p: { score: number }) => p.score)).toEqual(scores);
  expect(last.view).toMatchObject({ toAct: -1, step: 'over' });
  expect(body.result.scores).toEqual(scores);
  const shown = JSON.parse(a.state.result);
  expect(body.result).toEqual(shown); // the same as the end banner, how it ended with it
  expect(body.result).toMatchObject({ end: 'score', seat: null, winners: shown.winner === null ? [0, 1] : [shown.winner] });
  expect(body.result.lines.every((e: { type: string }) => e.type === 'final')).toBe(true);
  await expectNoSecrets(a.code, text, [a, b]);
});

test('a live game: the frames so far, ending at the current turn', async () => {
  const [a, b] = await newGame();
  await playOn([a, b], 9);
  const r = await fetch(`${base}/api/games/${a.code}/replay`);
  expect(r.status).toBe(200);
  const text = await r.text();
  const body = JSON.parse(text);
  expect(body).toMatchObject({ over: false, result: null });
  expect(body.frames).toHaveLength(10);
  expect(body.frames).toHaveLength(a.state.moves + 1);
  const last = body.frames[9].view;
  expect(last).toMatchObject({ tile: a.state.tile, toAct: a.state.toAct, step: a.state.step, tilesLeft: a.state.tilesLeft });
  expect(last.placements.map((p: { cell: number }) => p.cell).sort()).toEqual(
    [...a.state.board.entries()].filter(([, c]: [number, number]) => c >= 0).map(([i]: [number]) => i).sort(), // -1: empty
  );
  await expectNoSecrets(a.code, text, [a, b]);
  // One more move: the replay follows.
  await playOn([a, b], 1);
  expect((await json(fetch(`${base}/api/games/${a.code}/replay`))).frames).toHaveLength(11);
  for (const p of [a, b]) await p.room.leave();
});

test('unknown and malformed codes: 404 and 400 with a sentence', async () => {
  const unknown = await fetch(`${base}/api/games/AAAAA/replay`);
  expect(unknown.status).toBe(404);
  expect((await json(unknown)).code).toBe('NOT_FOUND');
  const bad = await fetch(`${base}/api/games/ab-cd/replay`);
  expect(bad.status).toBe(400);
  expect((await json(bad)).message).toMatch(/code/);
});

test('after a restart the stored record still replays', async () => {
  const dir = server.dir;
  const [a, b] = await newGame();
  await playOn([a, b]);
  const before = await (await fetch(`${base}/api/games/${a.code}/replay`)).text();
  await server.shutdown();
  const store = new SqliteStore(dir);
  const again = await startServer({ port: 0, store });
  server = { ...again, url: `ws://127.0.0.1:${again.port}`, store, dir };
  const r = await fetch(`http://127.0.0.1:${again.port}/api/games/${a.code}/replay`);
  expect(r.status).toBe(200);
  expect(await r.text()).toBe(before);
});
