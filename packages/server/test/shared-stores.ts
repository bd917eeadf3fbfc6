// What several server processes share, as tests set them up: a PostgreSQL of record (one real server
// for a test file, a new empty database for each set of processes) and a real Redis for live rooms.
import type { ChildProcess } from 'child_process';
import { LocalPostgres, spawnPostgres, stopProcess } from '@castle/test-kit';
import { freePort, redisServer, serverProcess, tempDir } from './harness';

let made = 0;

/** One PostgreSQL for the file's tests, started before them and stopped after; `database()` makes a
 *  new empty database on it, so that no game of one test is seen by another. */
export function postgresForFile(): { database: () => Promise<string>; server: () => LocalPostgres } {
  let pg: LocalPostgres | null = null;
  beforeAll(async () => { pg = await spawnPostgres(); });
  afterAll(async () => { await pg?.stop(); });
  return {
    database: () => pg!.database(`games_${process.pid}_${++made}`),
    server: () => pg!,
  };
}

export interface SharedSettings {
  /** DATABASE_URL and REDIS_URL for each process of the set. */
  env: { DATABASE_URL: string; REDIS_URL: string };
  redisUrl: string;
  /** Stop the set's Redis (its database stays with the file's PostgreSQL). */
  stop: () => Promise<void>;
}

/** A new database and a new Redis: the settings of processes that share games and rooms. */
export async function sharedSettings(pg: { database: () => Promise<string> }): Promise<SharedSettings> {
  const [DATABASE_URL, redis] = await Promise.all([pg.database(), redisServer()]);
  return { env: { DATABASE_URL, REDIS_URL: redis.url }, redisUrl: redis.url, stop: redis.stop };
}

export interface SharedProcesses {
  procs: { child: ChildProcess; port: number; url: string }[];
  redisUrl: string;
  /** Stop the processes, then their Redis. */
  stop: () => Promise<void>;
}

/** `count` server processes with these settings, sharing a new database and a new Redis. Started one
 *  after the other: a process starting checks the health of every process with a room count in
 *  Redis, and one that has written its count but is not yet listening fails the check and has its
 *  count removed until its next change (seen once on a loaded CI run, as "room counts 1" for good). */
export async function processesSharing(pg: { database: () => Promise<string> }, count: number, env: Record<string, string> = {}): Promise<SharedProcesses> {
  const shared = await sharedSettings(pg);
  const procs: SharedProcesses['procs'] = [];
  const stop = async () => {
    await Promise.all(procs.map((p) => stopProcess(p.child)));
    await shared.stop();
  };
  try {
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      procs.push({ child: await serverProcess(port, tempDir(), { ...shared.env, PUBLIC_ADDRESS: `127.0.0.1:${port}`, ...env }), port, url: `ws://127.0.0.1:${port}` });
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { procs, redisUrl: shared.redisUrl, stop };
}
