// Load test: many concurrent games of bot pairs against one server process on loopback, or
// against several processes sharing a Redis (each game created through one process and joined
// through the next). Measures games, moves per second, latency from "action" sent to the patch
// seen (p50, p99), and memory per game. Run with `npm run loadtest` (GAMES=500 THINK_MS=500
// PROCESSES=1 by default); `npm run bench` at the root runs it with one and with two processes.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { ChildProcess } from 'child_process';
import { monitorEventLoopDelay } from 'perf_hooks';
import { Client, Room } from 'colyseus.js';
import { freePort, spawnRedis, spawnServer, stopProcess } from './local-server';
import { readMetrics } from './metrics-read';

export interface LoadOptions {
  games: number;
  /** A bot waits this long (±50%) before each move, like a quick player. */
  thinkMs: number;
  /** Server processes; more than one share a Redis of their own. */
  processes: number;
  timeoutS: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Event-loop delay in ms from a histogram's nanoseconds, less its 10 ms sampling interval. */
const lag = (ns: number): number => Math.max(0, ns / 1e6 - 10);

/** A server's figures, from its /metrics. */
interface Health {
  rss: number; rooms: number;
  /** Since the server's previous /metrics answer (prom-client starts the event-loop figures anew at each). */
  eventLoopDelayMs: { p99: number; max: number };
  /** Over every move so far, estimated from the histogram's buckets (each √2 times the last). */
  moveMs: { p50: number; p99: number };
}

async function health(base: string): Promise<Health> {
  const m = await readMetrics(base);
  return {
    rss: m.value('process_resident_memory_bytes'), rooms: m.value('castle_games_live'),
    eventLoopDelayMs: { p99: lag(m.value('nodejs_eventloop_lag_p99_seconds') * 1e9), max: lag(m.value('nodejs_eventloop_lag_max_seconds') * 1e9) },
    moveMs: { p50: m.quantile('castle_move_duration_seconds', 0.5) * 1000, p99: m.quantile('castle_move_duration_seconds', 0.99) * 1000 },
  };
}

interface Stats {
  latencies: number[]; moves: number; errors: Record<string, number>; finished: number;
  /** Latencies are counted once every game is open (opening 500 games is a burst of its own). */
  measuring: boolean;
}

/** One seated bot: answers its "actions" with a random legal action after a think time. */
function bot(room: Room, stats: Stats, thinkMs: number): void {
  let seat: number | null = null;
  let pending: { turn: number; at: number } | null = null;
  let lastSent = -1; // "actions" can come twice for one turn (when the other bot joins): answer once
  room.onMessage('seat', (m) => { seat = m.seat; });
  room.onMessage('error', (e: { code: string }) => { stats.errors[e.code] = (stats.errors[e.code] ?? 0) + 1; });
  room.onMessage('actions', async (m: { turn: number; actions: unknown[] }) => {
    await sleep(thinkMs * (0.5 + Math.random()));
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

/** Rows of (figure, value) as measured; `ok` when every game finished. */
export async function loadTest(o: LoadOptions): Promise<{ rows: [string, string][]; ok: boolean }> {
  const redis = o.processes > 1 ? await spawnRedis() : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-load-'));
  const servers: { base: string; url: string; child: ChildProcess }[] = [];
  for (let i = 0; i < o.processes; i++) {
    const port = await freePort();
    const env: Record<string, string> = redis
      ? { REDIS_URL: redis.url, PUBLIC_ADDRESS: `127.0.0.1:${port}` }
      : { DATA_DIR: dataDir };
    const child = await spawnServer(port, { ...env, LOG_LEVEL: 'warn', RATE_PER_SECOND: '10' }, {
      nodeArgs: (process.env.SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean),
    });
    servers.push({ base: `http://127.0.0.1:${port}`, url: `ws://127.0.0.1:${port}`, child });
  }
  const healthAll = () => Promise.all(servers.map((s) => health(s.base)));
  const idle = await healthAll();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const stats: Stats = { latencies: [], moves: 0, errors: {}, finished: 0, measuring: false };
  const rooms: Room[] = [];
  const started = performance.now();

  // Open the games in small batches, then let them all play at once.
  for (let i = 0; i < o.games; i += 25) {
    await Promise.all(Array.from({ length: Math.min(25, o.games - i) }, async (_, j) => {
      const via = (i + j) % servers.length;
      const a = await new Client(servers[via].url).create('castle', { name: 'Bot A' });
      bot(a, stats, o.thinkMs);
      const b = await new Client(servers[(via + 1) % servers.length].url).joinById(a.roomId, { name: 'Bot B' });
      bot(b, stats, o.thinkMs);
      a.onStateChange((s: any) => { if (s.over && !(a as any).counted) { (a as any).counted = true; stats.finished++; } });
      rooms.push(a, b);
    }));
  }
  const opened = performance.now();
  stats.measuring = true;
  const movesAtOpen = stats.moves;
  await sleep(5000);
  const busy = await healthAll();

  const deadline = Date.now() + o.timeoutS * 1000;
  while (stats.finished < o.games && Date.now() < deadline) await sleep(500);
  const secs = (performance.now() - opened) / 1000;
  const end = await healthAll();
  loopDelay.disable();

  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const each = (f: (h: Health) => string) => end.map(f).join(' · ');
  const rows: [string, string][] = [
    ['concurrent games', String(o.games)],
    ['games finished', `${stats.finished}`],
    ['think time per move (ms)', `${o.thinkMs} ±50%`],
    ['moves', String(stats.moves)],
    ['moves per second (all games open)', ((stats.moves - movesAtOpen) / secs).toFixed(0)],
    ['latency samples (after all games opened)', String(stats.latencies.length)],
    ['latency action → patch, p50 (ms)', pct(stats.latencies, 50).toFixed(1)],
    ['latency action → patch, p99 (ms)', pct(stats.latencies, 99).toFixed(1)],
    ['latency action → patch, max (ms)', pct(stats.latencies, 100).toFixed(1)],
    ['rooms per process', busy.map((h) => h.rooms).join(' · ')],
    ['server memory per game (KiB)', ((sum(busy.map((h) => h.rss)) - sum(idle.map((h) => h.rss))) / o.games / 1024).toFixed(0)],
    ['server RSS with all games open (MiB)', busy.map((h) => (h.rss / 1024 / 1024).toFixed(0)).join(' · ')],
    ['server time to take a move, p50 / p99 (ms)', each((h) => `${h.moveMs.p50.toFixed(2)} / ${h.moveMs.p99.toFixed(2)}`)],
    ['server event-loop delay p99 / max (ms)', each((h) => `${h.eventLoopDelayMs.p99.toFixed(1)} / ${h.eventLoopDelayMs.max.toFixed(1)}`)],
    ['bots\' event-loop delay p99 / max (ms)', `${lag(loopDelay.percentile(99)).toFixed(1)} / ${lag(loopDelay.max).toFixed(1)}`],
    ['errors sent to bots', JSON.stringify(stats.errors)],
    ['time to open all games (s)', ((opened - started) / 1000).toFixed(1)],
  ];

  await Promise.all(rooms.map((r) => r.leave().catch(() => undefined)));
  await Promise.all(servers.map((s) => stopProcess(s.child)));
  await redis?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { rows, ok: stats.finished === o.games };
}

export function loadOptionsFromEnv(processes = Number(process.env.PROCESSES ?? 1)): LoadOptions {
  return {
    games: Number(process.env.GAMES ?? 500),
    thinkMs: Number(process.env.THINK_MS ?? 500),
    processes,
    timeoutS: Number(process.env.TIMEOUT_S ?? 600),
  };
}

if (require.main === module) {
  const o = loadOptionsFromEnv();
  loadTest(o).then(({ rows, ok }) => {
    const where = o.processes > 1 ? `${o.processes} server processes on one Redis` : 'one server process';
    console.log(`load test: ${where}, ${o.games} games of bot pairs on loopback (node ${process.version})`);
    for (const [k, v] of rows) console.log(`  ${k.padEnd(44)} ${v}`);
    process.exit(ok ? 0 : 1);
  }, (err) => { console.error(err); process.exit(1); });
}
