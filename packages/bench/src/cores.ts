// Where the load test runs what: the server processes on one half of the cores and the bots on the
// other (taskset, from util-linux), so that the bots' own work does not show as the server's delay.
// With one core, or without taskset, everything runs unpinned, and the load test says so.
import { spawnSync } from 'child_process';
import * as os from 'os';

export interface Pinning {
  /** CPU lists for taskset, or null when unpinned. */
  server: string | null;
  bots: string | null;
  /** In words, for the printed figures. */
  note: string;
}

const range = (from: number, to: number) => (to - from > 1 ? `${from}-${to - 1}` : `${from}`);

/** The cores this process may use when first asked, before the load test pins itself to some. */
const usable = os.availableParallelism();

export function planPinning(cores = usable): Pinning {
  if (cores < 2) return { server: null, bots: null, note: 'unpinned (1 core)' };
  if (spawnSync('taskset', ['-V']).error) return { server: null, bots: null, note: 'unpinned (no taskset)' };
  const half = Math.floor(cores / 2);
  const [server, bots] = [range(0, half), range(half, cores)];
  return { server, bots, note: `server on cpu ${server}, bots on cpu ${bots}` };
}

/** Pin a running process, all its threads (those it starts later inherit it), to these CPUs. */
export function pin(pid: number, cpus: string | null): void {
  if (cpus === null) return;
  const r = spawnSync('taskset', ['-a', '-cp', cpus, String(pid)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`taskset could not pin process ${pid} to cpu ${cpus}: ${r.stderr || r.error}`);
}
