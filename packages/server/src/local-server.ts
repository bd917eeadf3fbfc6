// Running a server process on this machine for tests, the load test and the browser test: a free
// loopback port, and the built server started on it, ready once /health says so.
import { ChildProcess, spawn } from 'child_process';
import * as net from 'net';
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
