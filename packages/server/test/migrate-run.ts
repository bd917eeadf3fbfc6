// The built `npm run migrate-store` command as the migrate tests run it: a real process, its exit code
// and everything it wrote.
import { spawn } from 'child_process';
import * as path from 'path';

const MAIN = path.resolve(__dirname, '../dist/migrate/main.js');

/** Run the built command; its exit code and everything it wrote. */
export function migrate(...args: string[]): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, [MAIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  for (const s of [child.stdout, child.stderr]) s.on('data', (d: Buffer) => { out += d.toString(); });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out })));
}
