// A real PostgreSQL of our own (Debian's postgresql package) for tests and the benchmarks: a fresh
// cluster in a temp folder on a free loopback port, trust authentication, stopped and removed after.
// PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user the
// package creates and its programs run as that user (spawned with its uid, so that a kill reaches the
// server itself).
import { ChildProcess, execFileSync, spawn } from 'child_process';
import { createHash } from 'crypto';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { freePort, stopProcess } from './local-server';
import { findProgram } from './needs';

export interface LocalPostgres {
  /** postgres://castle@127.0.0.1:<port>/castle: the database the cluster was made with. */
  url: string;
  port: number;
  /** The cluster's folder (kept after stop when it was given: a Postgres that restarts). */
  dir: string;
  /** A new empty database on this server, its URL: one per test file keeps tests apart. */
  database(name: string): Promise<string>;
  /** kill -9 the server (no shutdown: what a crash leaves). */
  kill(): Promise<void>;
  /** Stop it (fast shutdown); the folder is removed unless it was given. */
  stop(): Promise<void>;
}

const USER = 'castle';

function binary(name: string): string {
  const ctl = findProgram('postgresql');
  if (!ctl) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  // pg_ctl on PATH is often a link to the version's bin folder, which holds the rest.
  return path.join(path.dirname(fs.realpathSync(ctl)), name);
}

/** As root, the uid and gid of the package's postgres user, whom the programs run as. */
function owner(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const line = fs.readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('running as root, and there is no postgres user to run PostgreSQL as (apt-get install postgresql makes it)');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function run(name: string, args: string[]): void {
  execFileSync(binary(name), args, { stdio: ['ignore', 'ignore', 'pipe'], ...owner() });
}

const INITDB = ['-U', USER, '--auth=trust', '-E', 'UTF8', '--locale=C'];

/**
 * A new cluster is a copy of one made by initdb once per machine, PostgreSQL build and user: initdb
 * took 4–6 s on a loaded two-core machine, about twenty times in a run of the tests, a copy a
 * fraction of a second. It is made in a folder of its own and renamed into place, so that processes
 * starting together never copy half of one; the first to finish keeps its own.
 */
function template(): string {
  const user = owner();
  const key = createHash('sha256').update([fs.realpathSync(binary('initdb')), process.getuid?.(), ...INITDB].join(' ')).digest('hex').slice(0, 12);
  const dir = path.join(os.tmpdir(), `castle-pg-template-${key}`);
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  const making = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-pg-making-'));
  if ('uid' in user) fs.chownSync(making, user.uid, user.gid);
  run('initdb', ['-D', making, ...INITDB]);
  try {
    fs.renameSync(making, dir);
  } catch {
    fs.rmSync(making, { recursive: true, force: true }); // another process's is there
  }
  return dir;
}

/** Resolves once the server accepts connections (pg_isready). */
async function ready(port: number, dir: string, child: ChildProcess, said: () => string, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited with code ${child.exitCode}: ${said()}`);
    try {
      run('pg_isready', ['-q', '-h', '127.0.0.1', '-p', String(port), '-U', USER, '-d', 'postgres']);
      return;
    } catch { /* not yet */ }
    if (Date.now() > until) throw new Error(`postgres did not start on port ${port} (${dir}): ${said()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Start a PostgreSQL server; with `at`, on that port with that cluster folder (made if empty). */
export async function spawnPostgres(at: { port?: number; dir?: string } = {}): Promise<LocalPostgres> {
  const port = at.port ?? await freePort();
  const dir = at.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'castle-pg-'));
  const user = owner();
  const data = path.join(dir, 'data');
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    if ('uid' in user) fs.chownSync(dir, user.uid, user.gid);
    fs.rmSync(data, { recursive: true, force: true }); // a folder left empty by a start that failed
    execFileSync('cp', ['-a', template(), data], { stdio: ['ignore', 'ignore', 'pipe'], ...user });
  }
  // The server in the foreground as our child: kill -9 reaches it, and it ends with the tests.
  const child = spawn(binary('postgres'), ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir], {
    stdio: ['ignore', 'ignore', 'pipe'], ...user,
  });
  // Its log is kept for an error only: probes during recovery log a FATAL each.
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => { log = (log + chunk.toString()).slice(-2000); });
  await ready(port, dir, child, () => log);
  const base = `postgres://${USER}@127.0.0.1:${port}`;
  try { run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', USER, USER]); } catch (err) { if (!at.dir) throw err; /* a restart: made at its first start */ }
  const remove = () => { if (!at.dir) fs.rmSync(dir, { recursive: true, force: true }); };
  return {
    url: `${base}/${USER}`,
    port,
    dir,
    async database(name) {
      run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', USER, name]);
      return `${base}/${name}`;
    },
    async kill() {
      await stopProcess(child, 'SIGKILL');
    },
    async stop() {
      // SIGINT: PostgreSQL's fast shutdown (ends sessions, writes a checkpoint).
      await stopProcess(child, 'SIGINT');
      remove();
    },
  };
}
