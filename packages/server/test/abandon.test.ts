// Games nobody is connected to (issue 12, item 4): the room closes after ABANDON_MINUTES, the game
// stays stored and reopens with every move for whoever comes back with its link or a seat token; a
// move on its way is stored first, and players coming back as it closes get the game. On SQLite in
// this process; the main case also on PostgreSQL, with two real processes sharing it and a Redis.
import { matchMaker } from '@colyseus/core';
import { readMetrics } from '@castle/test-kit';
import { startServer } from '../src/app';
import { SqliteStore } from '../src/store/sqlite';
import { Player, json, playOn, rejoin, sleep, table, tempDir, waitFor } from './harness';
import { needs } from './needs';
import { SharedProcesses, postgresForFile, processesSharing } from './shared-stores';

process.env.ABANDON_MINUTES = '0.02';
const ABANDON_MS = 1200;

let server: Awaited<ReturnType<typeof startServer>>;
let store: SqliteStore;
let url: string;
let base: string;
/** How long the store takes to store a move (a slow disk, a far Redis). */
let appendDelay = 0;

beforeAll(async () => {
  store = new SqliteStore(tempDir());
  const append = store.append.bind(store);
  store.append = async (code, n, action) => {
    if (appendDelay) await sleep(appendDelay);
    return append(code, n, action);
  };
  server = await startServer({ port: 0, store });
  url = `ws://127.0.0.1:${server.port}`;
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => { await server.shutdown(); });

const open = (code: string) => matchMaker.getLocalRoomById(code) !== undefined;

/** Where a game is played and where its players come back (another process, with several); is its room open anywhere? */
interface Where { url: string; base: string; back: string; open: (code: string) => Promise<boolean> }

async function closesAndReopens(at: Where): Promise<void> {
  const { a, b, watcher } = await table(at.url);
  await playOn([a, b], 5);
  const code = a.code;
  a.room.connection.close(); // a dropped connection: its seat waits RECONNECT_SECONDS for it
  await b.room.leave();
  await sleep(3 * ABANDON_MS);
  expect(await at.open(code)).toBe(true); // the watcher is still there
  expect(watcher.left).toBeNull();

  await watcher.room.leave();
  const lastLeft = Date.now();
  await waitFor(async () => !(await at.open(code)), 20_000, 'the room to close');
  expect(Date.now() - lastLeft).toBeGreaterThanOrEqual(ABANDON_MS - 100);
  expect(await json(fetch(`${at.base}/api/games/${code}`))).toMatchObject({ over: false, seatsFree: 0, abandoned: false });

  // Someone with the link comes to watch: the game is opened again, where it was.
  const w2 = await Player.join(at.back, code, { spectate: true });
  await waitFor(() => w2.state.moves === 5, 5000, 'the reopened game');
  expect(w2.state.players.map((p: { name: string }) => p.name)).toEqual(['Ann', 'Bob']);
  const [a2, b2] = await rejoin(at.back, code, [a, b]);
  expect(a2.state.moves).toBe(5);
  await playOn([a2, b2, w2], 2);
  expect(w2.state.moves).toBe(7);
  expect([...a2.errors, ...b2.errors]).toEqual([]);
}

test('a room nobody is connected to closes after ABANDON_MINUTES, not while someone watches; the game reopens with its moves for a watcher and for the seats', () =>
  closesAndReopens({ url, base, back: url, open: async (code) => open(code) }));

test('a move on its way when the last player leaves is stored before the room closes', async () => {
  const { a, b, watcher } = await table(url);
  await playOn([a, b], 3);
  const mover = [a, b].find((p) => p.seat === a.state.toAct)!;
  await waitFor(() => mover.actions?.moves === 3, 5000, 'legal actions');
  await Promise.all([watcher, [a, b].find((p) => p !== mover)!].map((p) => p.room.leave()));
  appendDelay = 3 * ABANDON_MS; // the store answers long after the room would close
  try {
    mover.send({ moves: 3, action: mover.actions!.actions[0] });
    await mover.room.leave();
    await waitFor(() => !open(a.code), 20_000, 'the room to close');
    expect((await store.load(a.code))!.actions).toHaveLength(4);
  } finally {
    appendDelay = 0;
  }
  const [a2, b2] = await rejoin(url, a.code, [a, b]);
  expect(a2.state.moves).toBe(4);
  await playOn([a2, b2], 2);
  expect([...a2.errors, ...b2.errors]).toEqual([]);
});

/** A game of 2 moves that everyone has left. */
async function leftGame(): Promise<Player[]> {
  const { a, b, watcher } = await table(url);
  await playOn([a, b], 2);
  await Promise.all([a, b, watcher].map((p) => p.room.leave()));
  return [a, b];
}

/** The players come back and play on: one room, every move there. */
async function playsOn(code: string, players: Player[]): Promise<void> {
  const back = await rejoin(url, code, players);
  const watcher = await Player.join(url, code, { spectate: true });
  await waitFor(() => back[0].state.players[1].connected === true && watcher.state.spectators === 1, 5000, 'one room for all');
  expect(back[0].state.moves).toBe(2);
  await playOn([...back, watcher], 2);
  expect(watcher.state.moves).toBe(4);
  expect([...back[0].errors, ...back[1].errors]).toEqual([]);
  await Promise.all([...back, watcher].map((p) => p.room.leave()));
}

test('players who come back the moment the room closes get the game, in one room, with every move', async () => {
  const players = await leftGame();
  const code = players[0].code;
  const room = matchMaker.getLocalRoomById(code)!;
  let coming: Promise<void> | null = null;
  const disconnect = room.disconnect.bind(room);
  room.disconnect = (closeCode?: number) => {
    const closing = disconnect(closeCode);
    coming = playsOn(code, players); // asked for while the room closes
    return closing;
  };
  await waitFor(() => coming !== null, 20_000, 'the room to start closing');
  await coming;
});

test('players who come back around the time the room closes, a little before or after, get the game', async () => {
  for (const offset of [-60, -20, 0, 20, 60]) {
    const players = await leftGame();
    await sleep(ABANDON_MS + offset);
    await playsOn(players[0].code, players);
  }
});

/**
 * A game reopened, left and closed again at once is reopened again at once, through `url` and then
 * `back`: the claim that kept two processes from opening it together outlived its opening by
 * seconds, and a join meanwhile waited for it (5 s; a Node client gave up first).
 */
async function reopensAgainAtOnce(at: Where): Promise<void> {
  const { a, b, watcher } = await table(at.url);
  await playOn([a, b], 2);
  await Promise.all([a, b, watcher].map((p) => p.room.leave()));
  let players = [a, b];
  for (const via of [at.url, at.back, at.url]) {
    await waitFor(async () => !(await at.open(a.code)), 20_000, 'the room to close');
    const started = Date.now();
    players = await rejoin(via, a.code, players);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(players[0].state.moves).toBe(2);
    await Promise.all(players.map((p) => p.room.leave()));
  }
}

test('a game reopened and closed again within seconds is reopened again at once', () =>
  reopensAgainAtOnce({ url, base, back: url, open: async (code) => open(code) }));

needs(['postgresql', 'redis-server']).describe('on PostgreSQL, two processes sharing it and a Redis (store, rooms and seats)', () => {
  const pg = postgresForFile();
  let shared: SharedProcesses;
  let procs: { ws: string; http: string }[];
  const live = async () => Promise.all(procs.map(async (p) => (await readMetrics(p.http)).value('castle_games_live')));
  // Each test on processes, a database and a Redis of its own: the room counts are this test's.
  beforeEach(async () => {
    shared = await processesSharing(pg, 2, { ABANDON_MINUTES: process.env.ABANDON_MINUTES! });
    procs = shared.procs.map((p) => ({ ws: p.url, http: `http://127.0.0.1:${p.port}` }));
  });
  afterEach(async () => { await shared.stop(); });

  test('the same main case: the game closes where it is, and the other process reopens it', async () => {
    let holder = -1; // which process holds the game (Colyseus creates it on the one with fewer rooms)
    await closesAndReopens({
      url: procs[0].ws, base: procs[0].http,
      get back() { return procs[1 - holder].ws; },
      open: async () => {
        const counts = await live();
        if (holder < 0) holder = counts.findIndex((n) => n > 0);
        return counts.some((n) => n > 0);
      },
    });
    expect(await live()).toEqual(procs.map((_, i) => (i === holder ? 0 : 1)));
  });

  test('a game reopened and closed again within seconds is reopened again at once, by either process', () =>
    reopensAgainAtOnce({ url: procs[0].ws, base: procs[0].http, back: procs[1].ws, open: async () => (await live()).some((n) => n > 0) }));
});
