// The server-wide game cap (MAX_GAMES) cannot be held without a socket: a game nobody ever enters
// is closed, and marked abandoned, once its creator's seat reservation has run out
// (RESERVATION_SECONDS), so it no longer counts; and /health and /metrics say when the process
// refuses games for being full. A real server process, raw HTTP from several loopback addresses,
// real colyseus.js clients.
import { ChildProcess } from 'child_process';
import { stopProcess } from '@castle/test-kit';
import { Player, freePort, serverProcess, tempDir, waitFor } from './harness';
import { metric, request } from './raw-http';

const MAX_GAMES = 20;
let child: ChildProcess;
let port: number;
let url: string;

beforeAll(async () => {
  port = await freePort();
  url = `ws://127.0.0.1:${port}`;
  // ABANDON_MINUTES as by default (30): a game someone entered and left stays that long.
  child = await serverProcess(port, tempDir(), { MAX_GAMES: String(MAX_GAMES), RESERVATION_SECONDS: '1', CREATE_PER_MINUTE: '50' });
});
afterAll(async () => { await stopProcess(child); });

/** A create over HTTP alone, never connected, as a script would make it. */
const create = (localAddress: string) => request(port, '/matchmake/create/castle', { method: 'POST', body: { name: 'Spam' }, localAddress });
const health = async () => (await request(port, '/health')).json();

/** Each creator aborts its game (nobody else came) and leaves: a game over closes once empty. */
async function endAll(players: Player[]): Promise<void> {
  for (const p of players) p.room.send('abort', {});
  await waitFor(() => players.every((p) => p.state.over), 5000, 'the games aborted');
  await Promise.all(players.map((p) => p.room.leave(true)));
  await waitFor(async () => (await metric(port, 'castle_games_live')) === 0, 15_000, 'the games to close');
}

test('40 creates that never connect, from four addresses, fill MAX_GAMES only until their reservations run out: then a create succeeds, and their links say nobody came', async () => {
  const from = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];
  const refusedBefore = await metric(port, 'castle_games_refused_full_total');
  const answers = (await Promise.all(Array.from({ length: 40 }, (_, i) => create(from[i % from.length])))).map((r) => r.json());
  // The matchmaker answers 200 either way: a reservation, or { code, error }.
  const made = answers.filter((r) => r.room).map((r) => r.room.roomId as string);
  const refused = answers.filter((r) => !r.room);
  expect(made.length + refused.length).toBe(40);
  expect(made.length).toBeGreaterThanOrEqual(MAX_GAMES);
  expect(refused.length).toBeGreaterThan(0); // it was full
  expect(refused).toEqual(refused.map(() => ({ code: 'TOO_MANY_GAMES', error: expect.stringMatching(/the server is full/) })));
  expect(await metric(port, 'castle_games_refused_full_total')).toBe(refusedBefore + refused.length);
  // Within seconds of their reservations running out, every one of them is closed: none counts any more.
  await waitFor(async () => (await metric(port, 'castle_games_live')) === 0, 15_000, 'the games nobody entered to close');
  expect(await health()).toMatchObject({ ok: true, games: 'ok' });
  const ann = await Player.create(url, { name: 'Ann' });
  await waitFor(() => ann.seat === 0, 5000, 'a seat in the new game');
  // Marked abandoned (just after its room closed), and said so in words.
  const info = async (code: string) => (await request(port, `/api/games/${code}`, { localAddress: '127.0.0.6' })).json();
  for (const code of made.slice(0, 3)) {
    await waitFor(async () => (await info(code)).abandoned === true, 5000, `game ${code} marked abandoned`);
    expect(await info(code)).toMatchObject({ abandoned: true, message: expect.stringMatching(/nobody came to this game/) });
  }
  await endAll([ann]);
});

test('while the process holds MAX_GAMES, /health says games: full (still 200: its games go on) and castle_games_refused_full is 1; ok and 0 again once games close', async () => {
  expect([await health(), await metric(port, 'castle_games_refused_full')]).toEqual([expect.objectContaining({ games: 'ok' }), 0]);
  const players: Player[] = [];
  for (let i = 0; i < MAX_GAMES; i++) players.push(await Player.create(url, { name: `P${i}` }));
  await waitFor(() => players.every((p) => p.seat === 0), 5000, 'every creator seated');
  const full = await request(port, '/health');
  expect([full.status, full.json()]).toEqual([200, expect.objectContaining({ ok: true, games: 'full' })]);
  expect(await metric(port, 'castle_games_refused_full')).toBe(1);
  expect((await create('127.0.0.7')).json().code).toBe('TOO_MANY_GAMES');
  await endAll(players);
  expect((await health()).games).toBe('ok');
  expect(await metric(port, 'castle_games_refused_full')).toBe(0);
});

test('a game whose only visitor watched, nobody ever seated, closes within seconds of the watcher leaving: a watcher does not hold MAX_GAMES', async () => {
  const made = (await create('127.0.0.8')).json();
  const watcher = await Player.join(url, made.room.roomId, { spectate: true });
  await waitFor(() => watcher.watching, 5000, 'the watcher in');
  expect(await metric(port, 'castle_games_live')).toBe(1);
  await watcher.room.leave(true);
  await waitFor(async () => (await metric(port, 'castle_games_live')) === 0, 15_000, 'the game nobody sat at to close');
});
