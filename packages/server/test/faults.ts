// The set-up of the fault tests: two game processes on a PostgreSQL and a Redis that the test can
// kill and start again on the same port (and, for PostgreSQL, the same data), real colyseus.js
// clients, and what they saw accepted, to compare with what PostgreSQL holds.
import { ChildProcess, execFileSync } from 'child_process';
import { LocalPostgres, readMetrics, spawnPostgres, spawnRedis, stopProcess } from '@castle/test-kit';
import { Client } from 'pg';
import type { Said } from '@castle/protocol';
import { Player, freePort, serverProcess, tempDir, waitFor } from './harness';

export interface Proc { port: number; http: string; ws: string; child: ChildProcess }

export interface FaultSet {
  procs: [Proc, Proc];
  /** The PostgreSQL running now (another one after a restart). */
  readonly pg: LocalPostgres;
  databaseUrl: string;
  /** PostgreSQL killed (kill -9) or stopped is started again on its port with its data. */
  restartPostgres(): Promise<void>;
  /** Everything Redis holds removed (FLUSHALL). */
  flushRedis(): void;
  /** Redis stopped and started again on its port, empty (it keeps nothing durable). */
  restartRedis(): Promise<void>;
  /** Stop the processes, PostgreSQL and Redis. */
  stop(): Promise<void>;
}

/** A PostgreSQL and a Redis of the test's own, and two game processes sharing them. */
export async function faultSet(): Promise<FaultSet> {
  const [pgPort, redisPort] = await Promise.all([freePort(), freePort()]);
  const pgDir = tempDir();
  let pg = await spawnPostgres({ port: pgPort, dir: pgDir });
  let redis = await spawnRedis({ port: redisPort, dir: tempDir() });
  const procs: Proc[] = [];
  const stop = async () => {
    await Promise.all(procs.map((p) => stopProcess(p.child, 'SIGKILL')));
    await Promise.all([pg.stop(), redis.stop()]);
  };
  try {
    const databaseUrl = await pg.database('games');
    // One after the other: see processesSharing in shared-stores.ts.
    for (let i = 0; i < 2; i++) procs.push(await startProcess(databaseUrl, redis.url));
    return {
      procs: [procs[0], procs[1]],
      get pg() { return pg; },
      databaseUrl,
      async restartPostgres() { pg = await spawnPostgres({ port: pgPort, dir: pgDir }); },
      flushRedis() { execFileSync('redis-cli', ['-p', String(redisPort), 'FLUSHALL']); },
      async restartRedis() {
        await redis.stop();
        redis = await spawnRedis({ port: redisPort, dir: tempDir() });
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function startProcess(DATABASE_URL: string, REDIS_URL: string): Promise<Proc> {
  const port = await freePort();
  const child = await serverProcess(port, tempDir(), { DATABASE_URL, REDIS_URL, PUBLIC_ADDRESS: `127.0.0.1:${port}` });
  return { port, http: `http://127.0.0.1:${port}`, ws: `ws://127.0.0.1:${port}`, child };
}

export const roomsOf = async (p: Proc): Promise<number> => (await readMetrics(p.http)).value('castle_games_live');

/** Ann creates a game through the first process, Bob joins through the second; which one holds it. */
export async function gameAcross(procs: [Proc, Proc]): Promise<{ players: Player[]; holder: Proc; other: Proc }> {
  const ann = await Player.create(procs[0].ws, { name: 'Ann' });
  const bob = await Player.join(procs[1].ws, ann.code, { name: 'Bob' });
  await waitFor(() => ann.seat === 0 && bob.seat === 1 && ann.actions !== null, 5000, 'both seats');
  const holder = (await roomsOf(procs[0])) === 1 ? procs[0] : procs[1];
  return { players: [ann, bob], holder, other: holder === procs[0] ? procs[1] : procs[0] };
}

export type Action = Record<string, unknown>;

/** The moves the clients saw accepted, in order: the action sent at each move number. */
export class Accepted {
  readonly actions: Action[] = [];

  /** The player to act sends a legal move chosen at random; resolves with the move once every
   *  client shows it, or with the refusal the sender got. */
  async attempt(players: Player[], choose: (actions: Action[]) => Action = (a) => a[Math.floor(Math.random() * a.length)]): Promise<{ ok: true; action: Action } | { ok: false; said: Said; action: Action }> {
    const p = players.find((x) => x.seat === players[0].state.toAct)!;
    await waitFor(() => p.actions !== null && p.actions.moves === p.state.moves, 5000, 'legal actions');
    const moves = p.state.moves as number;
    const action = choose(p.actions!.actions);
    return this.send(players, p, moves, action);
  }

  /** Send this action at this move number (a retry says the same again) and wait for its answer. */
  async send(players: Player[], p: Player, moves: number, action: Action): Promise<{ ok: true; action: Action } | { ok: false; said: Said; action: Action }> {
    const [errors, before] = [p.errors.length, p.state.moves as number];
    p.send({ moves, action });
    await waitFor(() => p.state.moves > before || p.errors.length > errors, 20_000, 'the move shown or refused');
    if (p.errors.length > errors) return { ok: false, said: p.errors[errors], action };
    await waitFor(() => players.every((x) => x.state.moves > moves), 5000, 'every client to see the move');
    this.actions[moves] = action;
    return { ok: true, action };
  }

  /** Play `count` moves, each accepted. */
  async play(players: Player[], count: number): Promise<void> {
    for (let i = 0; i < count && !players[0].state.over; i++) {
      const r = await this.attempt(players);
      if (!r.ok) throw new Error(`move refused: ${JSON.stringify(r.said)}`);
    }
  }
}

/** The actions PostgreSQL holds for a game, in order (a gap in their numbers fails). */
export async function storedActions(databaseUrl: string, code: string): Promise<Action[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = (await client.query<{ n: number; action: Action }>('SELECT n, action FROM moves WHERE code = $1 ORDER BY n', [code])).rows;
    expectNoGaps(rows.map((r) => r.n));
    return rows.map((r) => r.action);
  } finally {
    await client.end();
  }
}

function expectNoGaps(ns: number[]): void {
  if (ns.some((n, i) => n !== i)) throw new Error(`stored move numbers have a gap: ${ns.join(',')}`);
}
