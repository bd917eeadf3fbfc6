// A finished game's record over HTTP (GET /api/games/<code>/record and .../record.txt), played by
// real clients against a real server; and no route gives the seed of a game still played.
import { castle } from '@castle/rules';
import { carcassonne } from '@castle/carcassonne';
import { checkRecord } from '@castle/game';
import { Player, inProcessServer, playOn, waitFor } from './harness';

let server: Awaited<ReturnType<typeof inProcessServer>>;
let base: string;
beforeAll(async () => { server = await inProcessServer(); base = `http://127.0.0.1:${server.port}`; });
afterAll(async () => { await server.shutdown(); });

async function newGame(): Promise<[Player, Player]> {
  const a = await Player.create(server.url, { name: 'Ann', falcon: true });
  const b = await Player.join(server.url, a.code, { name: 'Bob' });
  await waitFor(() => a.seat === 0 && b.seat === 1 && a.actions !== null, 5000, 'both seats');
  return [a, b];
}

const today = () => new Date().toISOString().slice(0, 10);

test('a finished game\'s record: JSON to keep, named for the game, that replays to its result', async () => {
  const [a, b] = await newGame();
  await playOn([a, b]);
  const r = await fetch(`${base}/api/games/${a.code.toLowerCase()}/record`);
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toMatch(/^application\/json/);
  expect(r.headers.get('content-disposition')).toBe(`attachment; filename="castle-${a.code}-${today()}.json"`);
  const record = await r.json() as { moves: unknown[]; seed: string; result: { scores: number[] } };
  expect(record).toMatchObject({ format: 'castle-game-record', version: 1, game: 'castle', code: a.code, options: { falcon: true }, seats: [{ name: 'Ann' }, { name: 'Bob' }], end: 'score' });
  expect(record.moves).toHaveLength(a.state.moves);
  expect(record.seed).toBe((await server.store.load(a.code))!.seed);
  const checked = checkRecord(record, [castle, carcassonne]);
  expect(checked.ok ? 'read' : checked.problem).toBe('read');
  expect(record.result.scores).toEqual([0, 1].map((seat) => a.state.players[seat].score));
});

test('a finished game\'s record as text: a header, then one line per turn', async () => {
  const [a, b] = await newGame();
  await playOn([a, b]);
  const r = await fetch(`${base}/api/games/${a.code}/record.txt`);
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(r.headers.get('content-disposition')).toBe(`attachment; filename="castle-${a.code}-${today()}.txt"`);
  const lines = (await r.text()).split('\n');
  expect(lines[0]).toBe(`${castle.title}, game ${a.code}`);
  expect(lines[2]).toBe('Seats: 1. Ann  2. Bob');
  expect(lines[6]).toMatch(/^1\. Ann: place cell=\d+ rot=\d, follower /);
  expect(lines.filter((l) => /^\d+\. (Ann|Bob): place /.test(l)).length).toBeGreaterThan(10);
});

test('a game still played: 409 with a sentence, for the JSON and the text alike', async () => {
  const [a, b] = await newGame();
  await playOn([a, b], 4);
  for (const path of ['record', 'record.txt']) {
    const r = await fetch(`${base}/api/games/${a.code}/${path}`);
    expect(r.status).toBe(409);
    expect(await r.json()).toEqual({ code: 'NOT_OVER', message: expect.stringMatching(/^this game is still being played: its record is given once it is over/) });
  }
});

test('an unknown code: 404; a malformed one: 400', async () => {
  expect((await fetch(`${base}/api/games/QQQQ9/record`)).status).toBe(404);
  expect((await fetch(`${base}/api/games/not-a-code/record.txt`)).status).toBe(400);
});

test('no route gives the seed of a game still played', async () => {
  const [a, b] = await newGame();
  await playOn([a, b], 6);
  const { seed } = (await server.store.load(a.code))!;
  const paths = ['', '/replay', '/record', '/record.txt'].map((p) => `/api/games/${a.code}${p}`).concat(`/api/standings?codes=${a.code}`);
  for (const path of paths) {
    const text = await (await fetch(`${base}${path}`)).text();
    expect({ path, leaks: text.includes(seed) }).toEqual({ path, leaks: false });
  }
});
