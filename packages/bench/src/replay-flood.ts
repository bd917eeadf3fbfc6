// A replay flood beside honest play (issue 45): a server process that holds finished five-seat
// Carcassonne games, with honest pairs playing the Castle on it, first alone, then while 50 loopback
// addresses each ask the replay of one finished game after another at the pace their own
// LOOKUP_PER_MINUTE allows (one a second: the attack, 50 addresses within their limits).
// Measured: the pairs' latency (action → patch), the server's memory (the most /metrics showed), the
// replays it computed and how the flood was answered.
import * as fs from 'fs';
import * as http from 'http';
import * as os from 'os';
import * as path from 'path';
import { carcassonne } from '@castle/carcassonne';
import { SqliteStore } from '@castle/server/dist/store/sqlite';
import { freePort, mulberry, readMetrics, spawnServer, stopProcess } from '@castle/test-kit';
import { newStats, openGame, pct, sleep } from './bots';

export interface ReplayFloodOptions { pairs: number; addresses: number; seconds: number; games: number; thinkMs: number }

export const replayFloodOptionsFromEnv = (): ReplayFloodOptions => ({
  pairs: Number(process.env.FLOOD_PAIRS ?? 10), addresses: Number(process.env.FLOOD_ADDRESSES ?? 50),
  seconds: Number(process.env.FLOOD_SECONDS ?? 15), games: 200, thinkMs: 300,
});

const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY2345679';

/** `count` copies of one random five-seat Carcassonne game played to its end, stored finished in `dir`. */
async function storeFinishedGames(dir: string, count: number): Promise<string[]> {
  const random = mulberry(45);
  const options = {};
  const seed = 'replay-flood';
  let state = carcassonne.create(options, seed, 5);
  const actions = [];
  while (!carcassonne.isOver(state)) {
    const legal = carcassonne.legalActions(state);
    const action = legal[Math.floor(random() * legal.length)];
    const r = carcassonne.apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    actions.push(action);
  }
  const store = new SqliteStore(dir);
  const codes = Array.from({ length: count }, (_, i) => `R${[...Array(4)].map((_, k) => ALPHABET[Math.floor(i / 27 ** k) % 27]).join('')}`);
  for (const code of codes) {
    const seats = [...Array(5)].map((_, s) => ({ name: `Player ${s + 1}`, token: `flood-${code}-${s}` }));
    await store.create({ code, game: carcassonne.id, rules: carcassonne.rulesVersion(options), options, seed, createdAt: Date.now(), seats });
    for (let n = 0; n < actions.length; n++) await store.append(code, n, actions[n]);
    await store.finish(code, carcassonne.result(state));
  }
  await store.close();
  return codes;
}

/** A GET from `localAddress`, its body read (gzipped, as a browser takes it); its status. */
function get(port: number, urlPath: string, localAddress: string): Promise<number> {
  return new Promise((resolve) => {
    http.get({ host: '127.0.0.1', port, path: urlPath, localAddress, agent: false, headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', () => resolve(0));
  });
}

interface Phase { latencies: number[]; rssMB: number; computed: number; answers: Record<string, number> }

/** One run: the pairs for `seconds`, with the flood or without. */
async function phase(port: number, codes: string[], o: ReplayFloodOptions, flood: boolean): Promise<Phase> {
  const url = `ws://127.0.0.1:${port}`, base = `http://127.0.0.1:${port}`;
  const stats = newStats();
  const rooms = [];
  for (let i = 0; i < o.pairs; i++) rooms.push(...(await openGame([url], { room: 'castle', seats: 2, thinkMs: o.thinkMs, name: `Pair ${i}` }, stats)));
  const before = await readMetrics(base);
  stats.measuring = true;
  let running = true;
  const answers: Record<string, number> = {};
  const flooders = flood ? [...Array(o.addresses)].map(async (_, k) => {
    for (let i = k; running; i += o.addresses) {
      const status = await get(port, `/api/games/${codes[i % codes.length]}/replay`, `127.0.3.${k + 1}`);
      answers[status] = (answers[status] ?? 0) + 1;
      await sleep(1000);
    }
  }) : [];
  let rss = 0;
  for (const until = Date.now() + o.seconds * 1000; Date.now() < until; await sleep(500)) {
    rss = Math.max(rss, (await readMetrics(base)).value('process_resident_memory_bytes'));
  }
  running = false;
  stats.measuring = false;
  await Promise.all(flooders);
  const after = await readMetrics(base);
  await Promise.all(rooms.map((r) => r.leave().catch(() => undefined)));
  const computed = after.value('castle_replays_computed_total') - before.value('castle_replays_computed_total');
  return { latencies: stats.latencies, rssMB: rss / 1024 ** 2, computed, answers };
}

/** The table's rows: (figure, without the flood, with it). */
export async function replayFlood(o: ReplayFloodOptions): Promise<[string, string, string][]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-replay-flood-'));
  const codes = await storeFinishedGames(dir, o.games);
  const port = await freePort();
  // The limits as a public server has them (spawnServer lifts them for tests): the flood keeps to its addresses' own.
  const child = await spawnServer(port, { DATA_DIR: dir, LOG_LEVEL: 'warn', LOOKUP_PER_MINUTE: '60' }, { quiet: true });
  try {
    const quiet = await phase(port, codes, o, false);
    const loud = await phase(port, codes, o, true);
    const lat = (p: Phase) => `${pct(p.latencies, 50).toFixed(1)} / ${pct(p.latencies, 99).toFixed(1)} / ${pct(p.latencies, 100).toFixed(1)}`;
    const answered = Object.entries(loud.answers).sort().map(([status, n]) => `${n}× ${status}`).join(', ');
    return [
      [`honest pairs (${o.pairs}): action → patch p50 / p99 / max (ms)`, lat(quiet), lat(loud)],
      ['their moves measured', String(quiet.latencies.length), String(loud.latencies.length)],
      ['server memory, most seen (MB)', quiet.rssMB.toFixed(0), loud.rssMB.toFixed(0)],
      ['replays computed', String(quiet.computed), String(loud.computed)],
      ['replay requests answered', '—', answered],
    ];
  } finally {
    await stopProcess(child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
