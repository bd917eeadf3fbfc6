// Load test: many concurrent games of bot pairs against one server process on loopback.
// Prints games, moves per second, latency from "action" sent to the patch seen (p50, p99), and
// memory per game. Run with `npm run loadtest` (GAMES=500 THINK_MS=500 by default).
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { monitorEventLoopDelay } from 'perf_hooks';
import { Client, Room } from 'colyseus.js';
import { lag } from './app';
import { freePort, spawnServer } from './local-server';

const GAMES = Number(process.env.GAMES ?? 500);
/** A bot waits this long (±50%) before each move, like a quick player. */
const THINK_MS = Number(process.env.THINK_MS ?? 500);
const TIMEOUT_S = Number(process.env.TIMEOUT_S ?? 600);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Health {
  rss: number; rooms: number;
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  moveMs: { p50: number; p99: number; max: number };
}

async function health(base: string): Promise<Health> {
  return (await fetch(`${base}/health`)).json() as Promise<Health>;
}

interface Stats {
  latencies: number[]; moves: number; errors: Record<string, number>; finished: number;
  /** Latencies are counted once every game is open (opening 500 games is a burst of its own). */
  measuring: boolean;
}

/** One seated bot: answers its "actions" with a random legal action after a think time. */
function bot(room: Room, stats: Stats): void {
  let seat: number | null = null;
  let pending: { turn: number; at: number } | null = null;
  let lastSent = -1; // "actions" can come twice for one turn (when the other bot joins): answer once
  room.onMessage('seat', (m) => { seat = m.seat; });
  room.onMessage('error', (e: { code: string }) => { stats.errors[e.code] = (stats.errors[e.code] ?? 0) + 1; });
  room.onMessage('actions', async (m: { turn: number; actions: unknown[] }) => {
    await sleep(THINK_MS * (0.5 + Math.random()));
    if (room.state.turn !== m.turn || room.state.toAct !== seat || lastSent === m.turn) return;
    lastSent = m.turn;
    pending = { turn: m.turn, at: performance.now() };
    room.send('action', { turn: m.turn, action: m.actions[Math.floor(Math.random() * m.actions.length)] });
  });
  room.onStateChange((s: any) => {
    if (pending && s.turn > pending.turn) {
      if (stats.measuring) stats.latencies.push(performance.now() - pending.at);
      stats.moves++;
      pending = null;
    }
  });
}

function pct(xs: number[], p: number): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
}

async function main(): Promise<void> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-load-'));
  const server = await spawnServer(port, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_PER_SECOND: '10' }, {
    nodeArgs: (process.env.SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean),
  });
  const base = `http://127.0.0.1:${port}`, url = `ws://127.0.0.1:${port}`;
  const idle = await health(base);
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const stats: Stats = { latencies: [], moves: 0, errors: {}, finished: 0, measuring: false };
  const rooms: Room[] = [];
  const started = performance.now();

  // Open the games in small batches, then let them all play at once.
  for (let i = 0; i < GAMES; i += 25) {
    await Promise.all(Array.from({ length: Math.min(25, GAMES - i) }, async () => {
      const a = await new Client(url).create('castle', { name: 'Bot A' });
      bot(a, stats);
      const b = await new Client(url).joinById(a.roomId, { name: 'Bot B' });
      bot(b, stats);
      a.onStateChange((s: any) => { if (s.over && !(a as any).counted) { (a as any).counted = true; stats.finished++; } });
      rooms.push(a, b);
    }));
  }
  const opened = performance.now();
  stats.measuring = true;
  const movesAtOpen = stats.moves;
  await sleep(5000);
  const busy = await health(base);

  const deadline = Date.now() + TIMEOUT_S * 1000;
  while (stats.finished < GAMES && Date.now() < deadline) await sleep(500);
  const secs = (performance.now() - opened) / 1000;
  const end = await health(base);
  loopDelay.disable();

  const rows: [string, string][] = [
    ['concurrent games', String(GAMES)],
    ['games finished', `${stats.finished}`],
    ['think time per move (ms)', `${THINK_MS} ±50%`],
    ['moves', String(stats.moves)],
    ['moves per second (all games open)', ((stats.moves - movesAtOpen) / secs).toFixed(0)],
    ['latency samples (after all games opened)', String(stats.latencies.length)],
    ['latency action → patch, p50 (ms)', pct(stats.latencies, 50).toFixed(1)],
    ['latency action → patch, p99 (ms)', pct(stats.latencies, 99).toFixed(1)],
    ['latency action → patch, max (ms)', pct(stats.latencies, 100).toFixed(1)],
    ['server memory per game (KiB)', ((busy.rss - idle.rss) / GAMES / 1024).toFixed(0)],
    ['server RSS with all games open (MiB)', (busy.rss / 1024 / 1024).toFixed(0)],
    ['server time to take a move, p50 / p99 (ms)', `${end.moveMs.p50.toFixed(2)} / ${end.moveMs.p99.toFixed(2)}`],
    ['server event-loop delay p99 / max (ms)', `${end.eventLoopDelayMs.p99.toFixed(1)} / ${end.eventLoopDelayMs.max.toFixed(1)}`],
    ['bots\' event-loop delay p99 / max (ms)', `${lag(loopDelay.percentile(99)).toFixed(1)} / ${lag(loopDelay.max).toFixed(1)}`],
    ['errors sent to bots', JSON.stringify(stats.errors)],
    ['time to open all games (s)', ((opened - started) / 1000).toFixed(1)],
  ];
  console.log(`load test: one server process, ${GAMES} games of bot pairs on loopback (node ${process.version})`);
  for (const [k, v] of rows) console.log(`  ${k.padEnd(40)} ${v}`);

  await Promise.all(rooms.map((r) => r.leave().catch(() => undefined)));
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(stats.finished === GAMES ? 0 : 1);
}

main().catch((err) => { console.error(err); process.exit(1); });
