// The load test's own pieces, against real processes: the bare room plays the bots' protocol and
// counts their moves, the probe answers the load test's questions, and the games against the
// computer are created and played on the game server. Figures are not checked: the load test
// prints them.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { ChildProcess } from 'child_process';
import { Client, Room } from 'colyseus.js';
import { freePort, spawnServer, stopProcess } from '@castle/test-kit';
import { openComputerGames } from '../src/computer-games';

const [PROBE, BARE] = ['bench-probe.js', 'bare-server.js'].map((f) => path.resolve(__dirname, '../dist', f));
let child: ChildProcess;
let url: string;
let probe: <T>(what: string) => Promise<T>;

beforeAll(async () => {
  const [port, probePort] = [await freePort(), await freePort()];
  child = await spawnServer(port, { BARE_MOVES: '6', BENCH_PROBE_PORT: String(probePort) }, {
    entry: BARE, nodeArgs: ['--expose-gc', '--require', PROBE], quiet: true,
  });
  url = `ws://127.0.0.1:${port}`;
  probe = async <T>(what: string) => (await fetch(`http://127.0.0.1:${probePort}${what}`)).json() as Promise<T>;
});
afterAll(async () => { await stopProcess(child); });

/** A bot that answers every "actions" for its seat at once; resolves with the seat it was given. */
function play(room: Room): Promise<number> {
  return new Promise((resolve) => {
    room.onMessage('seat', (m: { seat: number }) => resolve(m.seat));
    room.onMessage('actions', (m: { moves: number; actions: unknown[] }) => room.send('action', { moves: m.moves, action: m.actions[0] }));
  });
}

test('the bare room hands the turn over and counts the moves until BARE_MOVES', async () => {
  const a = await new Client(url).create('castle', { name: 'A' });
  const seatA = play(a);
  const b = await new Client(url).joinById(a.roomId, { name: 'B' });
  const seatB = play(b);
  expect([await seatA, await seatB]).toEqual([0, 1]);
  await new Promise<void>((resolve) => a.onStateChange((s: any) => { if (s.over) resolve(); }));
  expect(a.state).toMatchObject({ moves: 6, over: true, toAct: -1 });
  await a.leave();
  await b.leave();
});

test('the probe answers the heap after a collection, and the event loop\'s delay and the CPU time used since its start', async () => {
  await probe('/loop/start');
  await new Promise((r) => setTimeout(r, 200));
  type Loop = { p50: number; p99: number; max: number; samples: number; cpuMs: number };
  const loop = await probe<Loop>('/loop');
  expect(loop.samples).toBeGreaterThan(0);
  expect(loop.p99).toBeGreaterThanOrEqual(loop.p50);
  expect(loop.cpuMs).toBeGreaterThan(0); // the sampling timer and the answers cost some
  expect(loop.cpuMs).toBeLessThan(200); // not more than the time that went by
  const heap = await probe<{ heapUsed: number; arrayBuffers: number }>('/heap');
  expect(heap.heapUsed).toBeGreaterThan(0);
  expect(Number.isFinite(heap.arrayBuffers)).toBe(true);
});

test('games against the computer are created on the game server and played, the computer\'s moves and the person\'s counted apart', async () => {
  const port = await freePort(), dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-bench-'));
  const server = await spawnServer(port, { BOT_PAUSE_MS: '20', BOT_THREADS: '1', DATA_DIR: dataDir }, { quiet: true });
  try {
    const games = await openComputerGames(`ws://127.0.0.1:${port}`, { games: 3, game: 'carcassonne', level: 'easy' }, 20);
    const until = Date.now() + 20_000;
    while ((games.moves().computer < 6 || games.moves().person < 6) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(games.moves().computer).toBeGreaterThanOrEqual(6);
    expect(games.moves().person).toBeGreaterThanOrEqual(6);
    expect(games.errors).toEqual({});
    await games.leave();
  } finally {
    await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 30_000);
