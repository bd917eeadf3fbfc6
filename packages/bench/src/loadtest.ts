// Load test: many concurrent games of bot pairs against one server process on loopback, or
// against several processes sharing a Redis (each game created through one process and joined
// through the next), or against the bare room (bare-server.ts: the framework's floor, same bots).
// Measures games, moves per second, latency from "action" sent to the patch seen (p50, p99), the
// server's event-loop delay and its heap per live game (bench-probe.ts, loaded into each server
// process). The servers run on one half of the cores and the bots on the other (cores.ts). Run with
// `npm run loadtest` (GAMES=500 THINK_MS=500 PROCESSES=1 ROOM=castle SEATS=2 by default; ROOM=carcassonne
// plays the original Carcassonne); `npm run bench` at the root runs it with one and with two processes,
// the bare room, and 5-seat Carcassonne tables. COMPUTER_GAMES=50 also opens that many games against the
// computer (COMPUTER_GAME=carcassonne, COMPUTER_LEVEL=hard by default; computer-games.ts) before the
// pairs' games, and keeps them playing while the pairs' latency is measured.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { ChildProcess, fork } from 'child_process';
import { monitorEventLoopDelay } from 'perf_hooks';
import type { Room } from 'colyseus.js';
import { SERVER_NODE_ARGS, freePort, readMetrics, spawnPostgres, spawnRedis, spawnServer, stopProcess } from '@castle/test-kit';
import { Stats, holdMoves, newStats, openGame, pct, sleep } from './bots';
import { ComputerGames, ComputerLoad, computerLoadFromEnv, openComputerGames } from './computer-games';
import { pin, planPinning } from './cores';
import { startLightGames } from './light-games';
import { fullOrShort } from './short-form';

export interface LoadOptions {
  games: number;
  /** A bot waits this long (±50%) before each move, like a quick player. */
  thinkMs: number;
  /** Server processes; more than one share a Redis of their own. */
  processes: number;
  timeoutS: number;
  /** The game server's room ('castle', 'carcassonne'), or the bare room that only counts moves (one process). */
  room: 'castle' | 'carcassonne' | 'bare';
  /** Bots at each table (Carcassonne: 2 to 5; the Castle and the bare room: 2). */
  seats: number;
  /** A bare game ends after this many moves (the bench passes what a castle game took on average). */
  bareMoves: number;
  /** Games against the computer played beside the pairs' (0: none), on the first process. */
  computer: ComputerLoad;
  /** Games more, played from a process of their own with only their clients, on the first server (light-games.ts). */
  light: number;
}

/** Where the heap is measured: once every game has had this many moves on average (a base game has about 83). */
export const HEAP_AT_MOVES = 40;

/** Event-loop delay in ms from a histogram's nanoseconds, less its 10 ms sampling interval. */
const lag = (ns: number): number => Math.max(0, ns / 1e6 - 10);

/** A server's figures, from its /metrics. */
interface Health {
  rss: number; rooms: number;
  /** Over every move so far, estimated from the histogram's buckets (each √2 times the last). */
  moveMs: { p50: number; p99: number };
}

async function health(base: string): Promise<Health> {
  const m = await readMetrics(base);
  return {
    rss: m.value('process_resident_memory_bytes'), rooms: m.value('castle_games_live'),
    moveMs: { p50: m.quantile('castle_move_duration_seconds', 0.5) * 1000, p99: m.quantile('castle_move_duration_seconds', 0.99) * 1000 },
  };
}

/** The figures the bench compares between the castle room and the bare one. */
export interface LoadFigures {
  movesPerSecond: number; p50: number; p99: number;
  /** The same, seen from the idle process of the light games (NaN without them). */
  lightP50: number; lightP99: number;
  /** The server's event-loop delay p99 (ms), sampled from all games open to all finished; the worst process. */
  loopP99: number;
  /** Heap used (after a full collection) with every game open, less the same once they are all closed, per game. */
  heapPerGameKiB: number;
  /** CPU time the server processes used per move (µs), all games open; the probe's collections left out. */
  cpuPerMoveUs: number;
  movesPerGame: number;
}

/** A server process and its probe (bench-probe.ts). */
interface Served { base: string; url: string; child: ChildProcess; probe: <T>(what: string) => Promise<T> }

/** With several processes, what they share: the games' PostgreSQL and the live rooms' Redis. */
interface Shared { databaseUrl: string; redisUrl: string }

async function startServers(o: LoadOptions, shared: Shared | null, dataDir: string): Promise<Served[]> {
  const servers: Served[] = [];
  for (let i = 0; i < o.processes; i++) {
    const [port, probePort] = [await freePort(), await freePort()];
    const env: Record<string, string> = shared
      ? { DATABASE_URL: shared.databaseUrl, REDIS_URL: shared.redisUrl, PUBLIC_ADDRESS: `127.0.0.1:${port}` }
      : { DATA_DIR: dataDir };
    const child = await spawnServer(port, { ...env, LOG_LEVEL: 'warn', RATE_PER_SECOND: '10', BENCH_PROBE_PORT: String(probePort), BARE_MOVES: String(o.bareMoves) }, {
      entry: o.room === 'bare' ? path.join(__dirname, 'bare-server.js') : 'index.js',
      nodeArgs: ['--expose-gc', '--require', path.join(__dirname, 'bench-probe.js'), ...(process.env.SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean)],
    });
    const probe = async <T>(what: string) => (await fetch(`http://127.0.0.1:${probePort}${what}`)).json() as Promise<T>;
    servers.push({ base: `http://127.0.0.1:${port}`, url: `ws://127.0.0.1:${port}`, child, probe });
  }
  return servers;
}

const addCounts = (a: Record<string, number>, b: Record<string, number>) =>
  Object.fromEntries([...new Set([...Object.keys(a), ...Object.keys(b)])].map((k) => [k, (a[k] ?? 0) + (b[k] ?? 0)]));

type Heap = { heapUsed: number; arrayBuffers: number };
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
type Loop = { p50: number; p99: number; max: number; cpuMs: number };

type LoadResult = { rows: [string, string][]; ok: boolean; figures: LoadFigures };

/**
 * Rows of (figure, value) as measured, and the figures the bench compares; `ok` when every game finished.
 * The bots run in a process of their own with the server's V8 settings: pinned to one core, the
 * collector's background threads took that core from the bots as they took the server's from it, and
 * their pauses counted in the latency (the Castle's p99 fell from 17–20 to 12–13 ms with them; the
 * bare room's stayed at 2.5–3 ms).
 */
export function loadTest(o: LoadOptions): Promise<LoadResult> {
  const child = fork(__filename, ['--bots', JSON.stringify(o)], { execArgv: [...SERVER_NODE_ARGS], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { result?: LoadResult; error?: string }) => (m.result ? resolve(m.result) : reject(new Error(m.error))));
    child.once('exit', (code) => reject(new Error(`the load test's bots ended (${code}) before answering`)));
  });
}

async function runBots(o: LoadOptions): Promise<LoadResult> {
  if (o.room === 'bare' && o.processes !== 1) throw new Error('the bare room runs in one process');
  // Processes started from here take this process's cores: Redis and the servers get the servers'.
  const pinning = planPinning();
  pin(process.pid, pinning.server);
  const [redis, postgres] = o.processes > 1 ? await Promise.all([spawnRedis(), spawnPostgres()]) : [null, null];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-load-'));
  const servers = await startServers(o, redis && postgres ? { databaseUrl: postgres.url, redisUrl: redis.url } : null, dataDir);
  pin(process.pid, pinning.bots);
  const castle = o.room !== 'bare'; // the game server, whichever game
  const healthAll = () => Promise.all(servers.map((s) => (castle ? health(s.base) : null)));
  const heapAll = () => Promise.all(servers.map((s) => s.probe<Heap>('/heap')));
  const idle = await heapAll();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const stats: Stats = newStats();
  const rooms: Room[] = [];
  const computer: ComputerGames | null = o.computer.games > 0 ? await openComputerGames(servers[0].url, o.computer, o.thinkMs) : null;
  const game = o.room === 'bare' ? 'castle' : o.room; // the bare server names its room 'castle'
  const light = o.light > 0 ? await startLightGames({ url: servers[0].url, games: o.light, thinkMs: o.thinkMs, room: game, seats: o.seats }) : null;
  const started = performance.now();

  // Open the games in small batches, then let them all play at once.
  for (let i = 0; i < o.games; i += 25) {
    await Promise.all(Array.from({ length: Math.min(25, o.games - i) }, async (_, j) => {
      const via = (i + j) % servers.length;
      const urls = Array.from({ length: o.seats }, (_, k) => servers[(via + k) % servers.length].url);
      rooms.push(...(await openGame(urls, { room: game, seats: o.seats, thinkMs: o.thinkMs, name: 'Bot' }, stats)));
    }));
  }
  const opened = performance.now();
  stats.measuring = true;
  const movesAtOpen = stats.moves, lightAtOpen = (await light?.ask('measure')) ?? 0;
  const computerAtOpen = computer?.moves();
  await Promise.all(servers.map((s) => s.probe('/loop/start')));

  // Mid-game, the bots hold their moves while each server's heap is measured after a full
  // collection: no move waits on it, and the probe leaves the collection out of the loop's delay.
  const deadline = Date.now() + o.timeoutS * 1000;
  while (stats.moves < o.games * HEAP_AT_MOVES && stats.finished < o.games && Date.now() < deadline) await sleep(100);
  const held = performance.now();
  await holdMoves(stats);
  await light?.ask('hold');
  const busy = await healthAll();
  const live = await heapAll();
  const movesAtHeap = stats.moves;
  stats.holding = false;
  await light?.ask('release');
  const heldMs = performance.now() - held;

  // The light games too: they began first, but a table's length varies, and a few games of five seats
  // may end after the last of the others.
  const lightLeft = async () => (light ? o.light - (await light.ask('finished')) : 0);
  while ((stats.finished < o.games || (await lightLeft()) > 0) && Date.now() < deadline) await sleep(500);
  const secs = (performance.now() - opened - heldMs) / 1000;
  const loops = await Promise.all(servers.map((s) => s.probe<Loop>('/loop')));
  const end = await healthAll();
  const computerAtEnd = computer?.moves();
  const lightEnd = await light?.report();
  const lightMoves = lightEnd ? lightEnd.moves - lightAtOpen : 0;
  loopDelay.disable();
  await computer?.leave();
  await light?.stop();

  await Promise.all(rooms.map((r) => r.leave().catch(() => undefined)));
  // The rooms close once their clients are gone (the castle server counts them on /metrics).
  const closing = Date.now() + 10_000;
  do await sleep(1000); while (castle && sum((await healthAll()).map((h) => h!.rooms)) > 0 && Date.now() < closing);
  const closed = await heapAll();

  const perGame = (a: number[], b: number[]) => (sum(a) - sum(b)) / (o.games + o.light) / 1024;
  const each = (f: (h: Health) => string) => (castle ? end.map((h) => f(h!)).join(' · ') : '—');
  const figures: LoadFigures = {
    movesPerSecond: (stats.moves - movesAtOpen + lightMoves) / secs,
    p50: pct(stats.latencies, 50), p99: pct(stats.latencies, 99),
    lightP50: lightEnd ? pct(lightEnd.latencies, 50) : NaN, lightP99: lightEnd ? pct(lightEnd.latencies, 99) : NaN,
    loopP99: Math.max(...loops.map((l) => l.p99)),
    heapPerGameKiB: perGame(live.map((h) => h.heapUsed), closed.map((h) => h.heapUsed)),
    cpuPerMoveUs: (sum(loops.map((l) => l.cpuMs)) * 1000) / (stats.moves - movesAtOpen + lightMoves),
    movesPerGame: stats.moves / o.games,
  };
  const rows: [string, string][] = [
    ['room', castle ? `${o.room} (the game server), ${o.seats} seats` : `bare (counts moves; ${o.bareMoves} a game)`],
    ['pinning', pinning.note],
    ['concurrent games', o.light ? `${o.games} + ${o.light} from an idle process` : String(o.games)],
    ['games finished', o.light ? `${stats.finished} + ${lightEnd!.finished}` : `${stats.finished}`],
    ['think time per move (ms)', `${o.thinkMs} ±50%`],
    ['moves', String(stats.moves)],
    ['moves per second (all games open)', figures.movesPerSecond.toFixed(0)],
    ['latency samples (after all games opened)', String(stats.latencies.length)],
    ['latency action → patch, p50 (ms)', figures.p50.toFixed(1)],
    ['latency action → patch, p99 (ms)', figures.p99.toFixed(1)],
    ['latency action → patch, max (ms)', pct(stats.latencies, 100).toFixed(1)],
    ['the same from an idle process: samples, p50 / p99 / max (ms)', lightEnd ? `${lightEnd.latencies.length}, ${[50, 99, 100].map((p) => pct(lightEnd.latencies, p).toFixed(1)).join(' / ')}` : '—'],
    ['server event-loop delay p50 / p99 / max (ms)', loops.map((l) => `${l.p50.toFixed(1)} / ${l.p99.toFixed(1)} / ${l.max.toFixed(1)}`).join(' · ')],
    ['server CPU per move (µs)', figures.cpuPerMoveUs.toFixed(0)],
    ['server CPU busy (% of a core)', loops.map((l) => ((l.cpuMs / (secs * 1000)) * 100).toFixed(0)).join(' · ')],
    ['bots\' event-loop delay p99 / max (ms)', `${lag(loopDelay.percentile(99)).toFixed(1)} / ${lag(loopDelay.max).toFixed(1)}`],
    ['rooms per process', castle ? busy.map((h) => h!.rooms).join(' · ') : '—'],
    ['heap measured at moves per game (average)', (movesAtHeap / o.games).toFixed(0)],
    ['heap per live game (KiB)', figures.heapPerGameKiB.toFixed(1)],
    ['buffers per live game, outside the heap (KiB)', perGame(live.map((h) => h.arrayBuffers), closed.map((h) => h.arrayBuffers)).toFixed(1)],
    ['heap left once all games closed, per game (KiB)', perGame(closed.map((h) => h.heapUsed), idle.map((h) => h.heapUsed)).toFixed(1)],
    ['server RSS with all games open (MiB)', castle ? busy.map((h) => (h!.rss / 1024 / 1024).toFixed(0)).join(' · ') : '—'],
    ['server time to take a move, p50 / p99 (ms)', each((h) => `${h.moveMs.p50.toFixed(2)} / ${h.moveMs.p99.toFixed(2)}`)],
    ['errors sent to bots', JSON.stringify(addCounts(stats.errors, lightEnd?.errors ?? {}))],
    ...(computer ? computerRows(o.computer, computer, computerAtOpen!, computerAtEnd!, secs) : []),
    ['time to open all games (s)', ((opened - started) / 1000).toFixed(1)],
  ];

  await Promise.all(servers.map((s) => stopProcess(s.child)));
  await redis?.stop();
  await postgres?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { rows, ok: stats.finished === o.games && (lightEnd?.finished ?? 0) === o.light, figures };
}

/** What the games against the computer did while the pairs' latency was measured. */
function computerRows(c: ComputerLoad, games: ComputerGames, from: Moves, to: Moves, secs: number): [string, string][] {
  return [
    ['games against the computer beside them', `${c.games} (${c.game}, ${c.level})`],
    ['their moves per second: computer / person', `${((to.computer - from.computer) / secs).toFixed(2)} / ${((to.person - from.person) / secs).toFixed(2)}`],
    ['the computer\'s move, from its turn to the board: p50 / p99 / max (ms)', turnFigures(games.turnMs.slice(from.turns, to.turns))],
    ['errors sent to their person', JSON.stringify(games.errors)],
  ];
}
type Moves = ReturnType<ComputerGames['moves']>;

const turnFigures = (ms: number[]): string => (ms.length ? [50, 99, 100].map((p) => pct(ms, p).toFixed(0)).join(' / ') : '—');

export function loadOptionsFromEnv(processes = Number(process.env.PROCESSES ?? 1)): LoadOptions {
  return {
    // The short form: 100 games at 200 ms a move, each game 2.5 times shorter, half the moves a second in
    // all. (At 100 ms, 60 games or more on the bare room beside the light games did not all finish.)
    games: Number(process.env.GAMES ?? fullOrShort(500, 100)),
    thinkMs: Number(process.env.THINK_MS ?? fullOrShort(500, 200)),
    processes,
    timeoutS: Number(process.env.TIMEOUT_S ?? 600),
    room: process.env.ROOM === 'bare' || process.env.ROOM === 'carcassonne' ? process.env.ROOM : 'castle',
    seats: Number(process.env.SEATS ?? 2),
    bareMoves: Number(process.env.BARE_MOVES ?? 83),
    computer: computerLoadFromEnv(),
    light: Number(process.env.LIGHT_GAMES ?? 25),
  };
}

if (require.main === module && process.argv[2] === '--bots') {
  runBots(JSON.parse(process.argv[3]) as LoadOptions).then(
    (result) => process.send!({ result }, () => process.exit(0)),
    (err) => process.send!({ error: String((err as Error)?.stack ?? err) }, () => process.exit(1)),
  );
} else if (require.main === module) {
  const o = loadOptionsFromEnv();
  loadTest(o).then(({ rows, ok }) => {
    const where = o.processes > 1 ? `${o.processes} server processes on one PostgreSQL and one Redis` : `one server process (${o.room} room)`;
    console.log(`load test: ${where}, ${o.games} games of bot pairs on loopback (node ${process.version})`);
    for (const [k, v] of rows) console.log(`  ${k.padEnd(44)} ${v}`);
    process.exit(ok ? 0 : 1);
  }, (err) => { console.error(err); process.exit(1); });
}
