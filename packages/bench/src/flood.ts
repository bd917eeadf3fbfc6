// The server under issue 45's two floods, beside the same run without them: a few honest pairs of
// bots play while (1) watcher sockets ask a full chat's history ten times a second each, and (2)
// many callers fetch large finished games' replays. Prints each phase's p99 from action to patch of
// the honest pairs and the server's resident memory at its peak; the replay callers each come from a
// loopback address of their own, at the pace their own LOOKUP_PER_MINUTE (60) allows. The games are written into the
// store's folder before the server starts, as a site that has run a while has them.
// Each flood runs in a process of its own, apart from the honest pairs' client.
// `node dist/flood.js` (FLOOD_SECONDS=10 a phase, CHAT_SOCKETS=60, REPLAY_CALLERS=50).
import * as fs from 'fs';
import * as http from 'http';
import * as os from 'os';
import * as path from 'path';
import { ChildProcess, fork } from 'child_process';
import { Client, Room } from 'colyseus.js';
import { carcassonne } from '@castle/carcassonne';
import type { ChatLine } from '@castle/protocol';
import { castle, rulesVersion } from '@castle/rules';
import { freePort, mulberry, spawnServer, stopProcess } from '@castle/test-kit';
import { randomCode, secret } from '@castle/server/dist/codes';
import { SqliteStore } from '@castle/server/dist/store/sqlite';
import { Stats, newStats, openGame, pct, sleep } from './bots';
import { fullOrShort } from './short-form';

export interface FloodOptions { seconds: number; pairs: number; chatSockets: number; replayCallers: number; replayGames: number }

export const floodOptionsFromEnv = (): FloodOptions => ({
  seconds: Number(process.env.FLOOD_SECONDS ?? fullOrShort(10, 3)), pairs: Number(process.env.FLOOD_PAIRS ?? 4),
  chatSockets: Number(process.env.CHAT_SOCKETS ?? 60), replayCallers: Number(process.env.REPLAY_CALLERS ?? 50),
  replayGames: Number(process.env.REPLAY_GAMES ?? 50),
});

export interface PhaseFigures { phase: string; samples: number; p50: number; p99: number; peakRssMB: number; answers: number; bytesMB: number; refused: number }

/** A finished five-seat Carcassonne game, played at random to its end (the largest replays there are). */
async function storeFinishedGame(store: SqliteStore, seed: number): Promise<string> {
  const parsed = carcassonne.parseOptions({});
  if (!parsed.ok) throw new Error(parsed.error.message);
  const code = randomCode(), gameSeed = secret(), pick = mulberry(seed);
  const seats = Array.from({ length: 5 }, (_, i) => ({ name: `Player ${i + 1}`, token: secret() }));
  await store.create({ code, game: carcassonne.id, rules: carcassonne.rulesVersion(parsed.options), options: parsed.options, seed: gameSeed, createdAt: Date.now(), seats });
  let state = carcassonne.create(parsed.options, gameSeed, seats.length);
  for (let n = 0; !carcassonne.isOver(state); n++) {
    const legal = carcassonne.legalActions(state);
    const action = legal[Math.floor(pick() * legal.length)];
    const r = carcassonne.apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    await store.append(code, n, action);
    state = r.state;
  }
  await store.finish(code, carcassonne.result(state));
  return code;
}

/** A live Castle game of two seats whose chat is full on both sides (1,000 lines of 300 characters each). */
async function storeFullChat(store: SqliteStore): Promise<string> {
  const code = randomCode(), options = { falcon: false, variants: {} };
  const seats = ['Ann', 'Bob'].map((name) => ({ name, token: secret() }));
  await store.create({ code, game: castle.id, rules: rulesVersion(options), options, seed: secret(), createdAt: Date.now(), seats });
  let n = 0;
  for (const side of ['players', 'watchers'] as const) {
    for (let i = 0; i < 1000; i++, n++) {
      const line: ChatLine = { n, moves: 0, side, seat: side === 'players' ? i % 2 : null, name: side === 'players' ? seats[i % 2].name : `Watcher ${1 + (i % 9)}`, text: 'x'.repeat(300), at: Date.now() };
      await store.appendChat(code, line);
    }
  }
  return code;
}

const rssMB = (pid: number): number => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** The honest pairs' latency and the server's peak memory over `seconds`, while `load` runs (it stops when `until` passes). */
/** A flood, run in a process of its own (so that reading its answers does not hold up the honest pairs' client). */
type Flood = { kind: 'chat'; url: string; code: string; sockets: number } | { kind: 'replay'; port: number; codes: string[]; callers: number };
interface Answered { answers: number; bytes: number; refused: number }

function floodFromChild(flood: Flood, until: number): Promise<Answered> {
  const child = fork(__filename, ['flood', JSON.stringify({ flood, until })], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (m: Answered) => resolve(m));
    child.once('exit', (code) => reject(new Error(`the flood's process ended (${code}) without its figures`)));
  });
}

async function runFlood({ flood, until }: { flood: Flood; until: number }): Promise<Answered> {
  const a: Answered = { answers: 0, bytes: 0, refused: 0 };
  const count = (b: number | null) => { if (b === null) a.refused++; else { a.answers++; a.bytes += b; } };
  if (flood.kind === 'chat') await chatFlood(flood.url, flood.code, flood.sockets, until, count);
  else await replayFlood(flood.port, flood.codes, flood.callers, until, count);
  return a;
}

async function phase(name: string, server: ChildProcess, stats: Stats, seconds: number, flood: Flood | null): Promise<PhaseFigures> {
  stats.latencies = [];
  stats.measuring = true;
  let peak = rssMB(server.pid!);
  const until = Date.now() + seconds * 1000;
  const sampler = setInterval(() => { peak = Math.max(peak, rssMB(server.pid!)); }, 100);
  const [a] = await Promise.all([flood ? floodFromChild(flood, until) : { answers: 0, bytes: 0, refused: 0 }, sleep(seconds * 1000)]);
  clearInterval(sampler);
  stats.measuring = false;
  const sorted = [...stats.latencies].sort((x, y) => x - y);
  return { phase: name, samples: sorted.length, p50: pct(sorted, 50), p99: pct(sorted, 99), peakRssMB: peak, answers: a.answers, bytesMB: a.bytes / 2 ** 20, refused: a.refused };
}

/** Watcher sockets, each asking the chat's history every 100 ms. */
async function chatFlood(url: string, code: string, sockets: number, until: number, count: (bytes: number | null) => void): Promise<void> {
  const rooms: Room[] = [];
  for (let i = 0; i < sockets; i++) {
    try {
      const room = await new Client(url).joinById(code, { spectate: true, name: `Flood ${i}` });
      room.onMessage('chatHistory', (h: unknown) => count(JSON.stringify(h).length));
      room.onMessage('error', () => count(null));
      room.onMessage('*', () => undefined);
      rooms.push(room);
    } catch { /* refused (a limit): the flood is smaller */ }
  }
  while (Date.now() < until) {
    for (const room of rooms) if (room.connection.isOpen) room.send('chatOpen', {});
    await sleep(100);
  }
  await Promise.all(rooms.map((r) => r.leave().catch(() => undefined)));
}

/** A GET from `localAddress` (a loopback address of its own), its body read as a browser takes it (gzipped): its status and bytes. */
function get(port: number, urlPath: string, localAddress: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve) => {
    http.get({ host: '127.0.0.1', port, path: urlPath, localAddress, agent: false, headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => { bytes += chunk.length; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
    }).on('error', () => resolve({ status: 0, bytes: 0 }));
  });
}

/** Callers on addresses of their own, each fetching the replay of another finished game once a second (its LOOKUP_PER_MINUTE). */
async function replayFlood(port: number, codes: string[], callers: number, until: number, count: (bytes: number | null) => void): Promise<void> {
  await Promise.all(Array.from({ length: callers }, async (_, i) => {
    for (let k = 0; Date.now() < until; k++) {
      const started = Date.now();
      const { status, bytes } = await get(port, `/api/games/${codes[(i + k * callers) % codes.length]}/replay`, `127.0.3.${i + 1}`);
      count(status === 200 ? bytes : null);
      await sleep(Math.max(0, 1000 - (Date.now() - started)));
    }
  }));
}

export async function floodBench(o: FloodOptions): Promise<PhaseFigures[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-flood-'));
  const store = new SqliteStore(dir);
  const chatCode = await storeFullChat(store);
  const replayCodes: string[] = [];
  for (let i = 0; i < o.replayGames; i++) replayCodes.push(await storeFinishedGame(store, 1000 + i));
  await store.close();
  const port = await freePort();
  const server = await spawnServer(port, { DATA_DIR: dir, LOG_LEVEL: 'warn', MAX_WATCHERS: String(Math.max(100, o.chatSockets + 10)) });
  const url = `ws://127.0.0.1:${port}`;
  const stats = newStats();
  const pairs: Room[][] = [];
  try {
    // Honest pairs that play on through every phase: a game that ends is followed by another.
    let playing = true;
    const keepPlaying = async () => {
      while (playing) {
        const before = stats.finished;
        const rooms = await openGame([url], { room: 'castle', seats: 2, thinkMs: 150, name: 'Honest' }, stats);
        pairs.push(rooms);
        while (playing && stats.finished === before) await sleep(50);
        await Promise.all(rooms.map((r) => r.leave().catch(() => undefined)));
      }
    };
    const players = Array.from({ length: o.pairs }, () => keepPlaying());
    await sleep(2000);
    const figures = [
      await phase('alone', server, stats, o.seconds, null),
      await phase(`chatOpen flood: ${o.chatSockets} watcher sockets, 10 a second each`, server, stats, o.seconds, { kind: 'chat', url, code: chatCode, sockets: o.chatSockets }),
      await phase(`replay flood: ${o.replayCallers} callers, one a second each, ${o.replayGames} games`, server, stats, o.seconds, { kind: 'replay', port, codes: replayCodes, callers: o.replayCallers }),
    ];
    playing = false;
    await Promise.race([Promise.all(players), sleep(5000)]);
    return figures;
  } finally {
    await stopProcess(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module && process.argv[2] === 'flood') {
  runFlood(JSON.parse(process.argv[3])).then((a) => { process.send!(a); process.exit(0); }, (err) => { console.error(err); process.exit(1); });
} else if (require.main === module) {
  floodBench(floodOptionsFromEnv()).then((figures) => { console.table(figures); process.exit(0); }, (err) => { console.error(err); process.exit(1); });
}
