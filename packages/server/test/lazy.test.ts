// Stored games reopen lazily (issue 12, item 5): a process answers /health at once and stays small
// however many unfinished games its store holds, and opens a stored game on its first join (with
// several processes, one process only); a game nobody touched for EXPIRE_DAYS is refused in words,
// and its record and replay stay readable. Real server processes, the SQLite file, a real PostgreSQL
// and a real redis-server.
import { ChildProcess } from 'child_process';
import * as fs from 'fs';
import { Action, applyAction, createGame, legalActions, rulesVersion } from '@castle/rules';
import { Client } from 'colyseus.js';
import { stopProcess } from '@castle/test-kit';
import { PostgresStore } from '../src/store/postgres';
import { SqliteStore } from '../src/store/sqlite';
import type { GameStore } from '../src/store/store';
import { Player, freePort, json, playOn, serverProcess, tempDir, waitFor, castleRecord } from './harness';
import { needs } from './needs';
import { postgresForFile, sharedSettings } from './shared-stores';

const MANY = 10_000;
const DAY = 86_400_000;
const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY2345679';
/** The i-th game code (base 27 in the code alphabet). */
const codeOf = (i: number) => Array.from({ length: 5 }, (_, k) => ALPHABET[Math.floor(i / 27 ** k) % 27]).join('');
const EXPIRED = 'XXXXX'; // no codeOf(i) below MANY

/** Four moves of a base game, the same in every stored game. */
const SEED = 'lazy';
const MOVES: Action[] = [];
for (let state = createGame({ seed: SEED }); MOVES.length < 4;) {
  const action = legalActions(state)[0];
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(r.error.message);
  MOVES.push(action);
  state = r.state;
}

/** Unfinished games with both seats taken (tokens `<code>-0`, `<code>-1`) and four moves, written straight to the store. */
async function storeGames(store: GameStore, codes: string[], createdAt: number): Promise<void> {
  for (let i = 0; i < codes.length; i += 500) {
    await Promise.all(codes.slice(i, i + 500).map(async (code) => {
      const options = { falcon: false, variants: {}, rules: rulesVersion({ falcon: false }) };
      await store.create(castleRecord({ code, options, seed: SEED, createdAt, names: ['Ann', 'Bob'], tokens: [`${code}-0`, `${code}-1`] }));
      for (const [n, action] of MOVES.entries()) await store.append(code, n, action);
    }));
  }
}

async function storeMany(store: GameStore): Promise<void> {
  await storeGames(store, Array.from({ length: MANY }, (_, i) => codeOf(i)), Date.now());
  await storeGames(store, [EXPIRED], Date.now() - 31 * DAY); // EXPIRE_DAYS is 30 by default
}

interface Proc { child: ChildProcess; ws: string; http: string; ms: number; lines: string[] }

const running: ChildProcess[] = [];

/** A server process; `ms`: from its start to the first /health that says ok. Its log lines are kept. */
async function start(dataDir: string, env: Record<string, string> = {}, port?: number): Promise<Proc> {
  port ??= await freePort();
  const started = Date.now();
  const child = await serverProcess(port, dataDir, env);
  const ms = Date.now() - started;
  running.push(child);
  const lines: string[] = [];
  child.stdout!.on('data', (d: Buffer) => lines.push(...d.toString().split('\n').filter(Boolean)));
  return { child, ws: `ws://127.0.0.1:${port}`, http: `http://127.0.0.1:${port}`, ms, lines };
}

afterEach(async () => { await Promise.all(running.splice(0).map((c) => stopProcess(c, 'SIGKILL'))); });

/** The process's resident memory in MB. */
function rssMb(p: Proc): number {
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p.child.pid}/status`, 'utf8'))![1];
  return Number(kb) / 1024;
}

/** The process started as fast and as small as one with an empty store (the timings are generous: the machine is shared). */
function startsLikeEmpty(p: Proc, empty: { ms: number; rss: number }): void {
  expect(p.ms).toBeLessThan(Math.max(3000, 2 * empty.ms));
  expect(rssMb(p)).toBeLessThan(empty.rss + 60);
}

/** Ann and Bob come back to a stored game, each through the process given: seats, one room, its moves, and it goes on. */
async function comeBack(code: string, via: [Proc, Proc]): Promise<void> {
  const [a, b] = await Promise.all([0, 1].map((seat) => Player.join(via[seat].ws, code, { token: `${code}-${seat}` })));
  await waitFor(() => a.seat === 0 && b.seat === 1 && a.state.players[1].connected === true && b.state.players[0].connected === true, 5000, 'both seats in one room');
  expect(a.state.moves).toBe(MOVES.length);
  await playOn([a, b], 2);
  expect(b.state.moves).toBe(MOVES.length + 2);
  await Promise.all([a, b].map((p) => p.room.leave()));
}

/** The expired game: refused in words to its players and to a watcher; its record and replay readable. */
async function expiredRefused(p: Proc): Promise<void> {
  for (const options of [{ token: `${EXPIRED}-0` }, { spectate: true }]) {
    const err = await new Client(p.ws).joinById(EXPIRED, options).then(
      async (room) => { await room.leave(); return null; },
      (e: { code?: unknown; message: string }) => e,
    );
    expect(err).toMatchObject({ code: 'ABANDONED_GAME', message: 'nobody played this game for 30 days, so it was closed for good; its moves so far can still be replayed' });
  }
  expect(await json(fetch(`${p.http}/api/games/${EXPIRED}`))).toMatchObject({
    code: EXPIRED, over: false, abandoned: true, message: expect.stringMatching(/^nobody played this game for 30 days/), names: ['Ann', 'Bob'],
  });
  const replay = await fetch(`${p.http}/api/games/${EXPIRED}/replay`);
  expect(replay.status).toBe(200);
  expect(await json(replay)).toMatchObject({ code: EXPIRED, over: false, abandoned: true, frames: expect.any(Array) });
}

const opened = (p: Proc) => p.lines.filter((l) => JSON.parse(l).msg === 'game open').length;

test(`with ${MANY} unfinished games in its SQLite file, a process answers at once and stays small; a game opens on its first join; an expired one is refused, its replay readable`, async () => {
  const emptyDir = tempDir();
  const empty = await start(emptyDir);
  const baseline = { ms: empty.ms, rss: rssMb(empty) };
  await stopProcess(empty.child, 'SIGKILL');

  const dir = tempDir();
  const store = new SqliteStore(dir);
  await storeMany(store);
  await store.close();
  const p = await start(dir);
  startsLikeEmpty(p, baseline);
  expect(opened(p)).toBe(0);

  await comeBack(codeOf(1234), [p, p]);
  await comeBack(codeOf(MANY - 1), [p, p]);
  expect(opened(p)).toBe(2);
  await expiredRefused(p);
  expect(rssMb(p)).toBeLessThan(baseline.rss + 60);
});

needs(['postgresql', 'redis-server']).describe('on PostgreSQL, with Redis sharing rooms', () => {
  const pg = postgresForFile();

  test(`with ${MANY} unfinished games in PostgreSQL, two processes answer at once and stay small; a game both are asked for is opened by one; an expired one is refused by both`, async () => {
    const shared = await sharedSettings(pg);
    const store = await PostgresStore.open(shared.env.DATABASE_URL);
    await storeMany(store);
    await store.close();
    // Each beside a process on an empty database (and another Redis database), started just before it.
    const empties: { ms: number; rss: number }[] = [];
    const procs: Proc[] = [];
    const empty = { DATABASE_URL: await pg.database(), REDIS_URL: `${shared.redisUrl}/1` };
    try {
      for (let i = 0; i < 2; i++) {
        const bare = await start(tempDir(), empty);
        empties.push({ ms: bare.ms, rss: rssMb(bare) });
        await stopProcess(bare.child, 'SIGKILL');
        const port = await freePort();
        procs.push(await start(tempDir(), { ...shared.env, PUBLIC_ADDRESS: `127.0.0.1:${port}` }, port));
        startsLikeEmpty(procs[i], empties[i]);
      }
      const [one, two] = procs;
      // Ann through one process, Bob through the other, at the same moment.
      await comeBack(codeOf(4321), [one, two]);
      expect(opened(one) + opened(two)).toBe(1);
      await comeBack(codeOf(77), [two, one]);
      expect(opened(one) + opened(two)).toBe(2);
      for (const p of [one, two]) await expiredRefused(p);
      procs.forEach((p, i) => expect(rssMb(p)).toBeLessThan(empties[i].rss + 60));
    } finally {
      await shared.stop();
    }
  });
});
