// Running a server process on this machine for tests, the load test and the browser test: a free
// loopback port, the built server started on it (ready once /health says so), and a Redis.
import { ChildProcess, spawn } from 'child_process';
import * as fs from 'fs';
import * as net from 'net';
import * as os from 'os';
import * as path from 'path';

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

/** Start dist/index.js on the port with these settings; resolves once it takes games. */
export async function spawnServer(
  port: number, env: Record<string, string>, options: { nodeArgs?: string[]; quiet?: boolean } = {},
): Promise<ChildProcess> {
  // From src (tests under ts-jest) or dist alike: the built server.
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), path.resolve(__dirname, '..', 'dist', 'index.js')], {
    env: { ...process.env, PORT: String(port), ...env },
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
export async function waitForPort(port: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!(await new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => { s.end(); resolve(true); });
    s.on('error', () => resolve(false));
  }))) {
    if (Date.now() > until) throw new Error(`nothing listens on port ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A real redis-server of our own (Debian's) on a free port, append-only in a temp folder. */
export async function spawnRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-redis-'));
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''], {
    stdio: 'ignore',
  });
  await waitForPort(port, 10_000);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
