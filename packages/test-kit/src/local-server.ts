// Running a server process on this machine for tests, the load test and the browser test: a free
// loopback port, the built server started on it (ready once /health says so), and a Redis.
import { ChildProcess, spawn } from 'child_process';
import * as fs from 'fs';
import * as net from 'net';
import * as os from 'os';
import * as path from 'path';
import { findProgram } from './needs';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** The built server, found beside this package in the repository: the kit runs it, never imports it. */
const SERVER_DIST = path.resolve(__dirname, '../../server/dist');

/**
 * V8 flags every real server process runs with: `npm start` (packages/server/package.json), the
 * Docker image's CMD and every process started here, the load test's bare room included
 * (test/server-flags.test.ts holds the three together). A server process is one per core: its
 * collector's background threads (concurrent marking, parallel scavenges) would take that core from
 * the main thread in the middle of moves, so the collector works on the main thread alone, in steps;
 * and a young generation of 16 MB semi-spaces (V8's default grows to that), fixed, so that its
 * scavenges stay short from the first game on. See docs/settings.md for the measured figures.
 */
export const SERVER_NODE_ARGS: readonly string[] = ['--single-threaded-gc', '--min-semi-space-size=16', '--max-semi-space-size=16'];

/** Start the server's dist/index.js (or another built entry: a path, e.g. the load test's bare room)
 *  on the port with these settings, with SERVER_NODE_ARGS before `nodeArgs`; resolves once it takes games. */
export async function spawnServer(
  port: number, env: Record<string, string>, options: { nodeArgs?: string[]; quiet?: boolean; entry?: string } = {},
): Promise<ChildProcess> {
  // From src (tests under ts-jest) or dist alike: the built server.
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...(options.nodeArgs ?? []), path.resolve(SERVER_DIST, options.entry ?? 'index.js')], {
    // Tests, bots and the load test look up, join and create many games from one address (and keep
    // many waiting for their second player at once).
    env: { ...process.env, LOOKUP_PER_MINUTE: '1000000', CREATE_PER_MINUTE: '1000000', WAITING_PER_ADDRESS: '1000000', OPEN_PER_ADDRESS: '1000000', LOBBY_PER_ADDRESS: '1000000', PORT: String(port), ...env },
    stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  const until = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
    } catch { /* not listening yet */ }
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (Date.now() > until) { child.kill('SIGKILL'); throw new Error('the server did not start'); }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Resolves once something accepts connections on the loopback port. */
async function waitForPort(port: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!(await new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => { s.end(); resolve(true); });
    s.on('error', () => resolve(false));
  }))) {
    if (Date.now() > until) throw new Error(`nothing listens on port ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Send the signal and resolve once the process has exited (at once if it already has). */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

/** Stop a helper process and remove its temp folder. */
async function stopAndRemove(child: ChildProcess, dir: string): Promise<void> {
  await stopProcess(child);
  fs.rmSync(dir, { recursive: true, force: true });
}

/** A real redis-server of our own (Debian's) on a free port, append-only in a temp folder. Or on a
 *  given port, with its files in a given folder (kept when it stops): a Redis that restarts. */
export async function spawnRedis(at: { port?: number; dir?: string } = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = at.port ?? await freePort();
  const dir = at.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'castle-redis-'));
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''], {
    stdio: 'ignore',
  });
  await waitForPort(port, 10_000);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () => (at.dir ? stopProcess(child) : stopAndRemove(child, dir)),
  };
}

/** nginx (Debian's) on a free port with the docker-compose proxy's own config, in front of two processes. */
export async function spawnProxy(games: [string, string]): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-proxy-'));
  const template = fs.readFileSync(path.resolve(__dirname, '../../../deploy/proxy.conf.template'), 'utf8');
  const vars: Record<string, string> = { GAME_1: games[0], GAME_2: games[1], PROXY_PORT: `127.0.0.1:${port}` };
  fs.writeFileSync(path.join(dir, 'site.conf'), template.replace(/\$\{(\w+)\}/g, (_, k: string) => vars[k]));
  // What the image's main nginx.conf provides around the site, with every path in the temp folder.
  fs.writeFileSync(path.join(dir, 'nginx.conf'), `pid ${dir}/nginx.pid;
error_log stderr crit;
worker_processes 1;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`);
  const nginx = findProgram('nginx') ?? 'nginx'; // Debian's is in /usr/sbin, often off a user's PATH
  const child = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForPort(port, 10_000);
  return {
    port,
    stop: () => stopAndRemove(child, dir),
  };
}
