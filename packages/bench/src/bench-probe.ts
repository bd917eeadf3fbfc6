// Loaded into a server process by the load test only (`node --expose-gc --require dist/bench-probe.js`,
// with BENCH_PROBE_PORT set): a loopback port of its own that answers the load test's questions about
// this process, the same for the castle server and the bare room's. Nothing of it is in the server.
//   GET /loop/start  starts sampling the event loop's delay, and counting the CPU time used, anew
//   GET /loop        the delay's p50 / p99 / max (ms) and the CPU time used (ms) since /loop/start
//   GET /heap        heap used after a full collection (and the process's other memory), in bytes;
//                    the collection's own pause is left out of the delay
//   GET /snapshot    writes a heap snapshot to the temp folder and answers its path (for looking into)
import * as http from 'http';
import * as os from 'os';
import { createHistogram, performance } from 'perf_hooks';
import { writeHeapSnapshot } from 'v8';
import { isMainThread } from 'worker_threads';

const port = Number(process.env.BENCH_PROBE_PORT);
/** How often the loop is sampled: a sample is how late a timer set for this many ms fired. */
const EVERY_MS = 10;

/**
 * The event loop's delay, sampled as perf_hooks.monitorEventLoopDelay does (a repeating timer's
 * lateness, in a histogram), but in JS: monitorEventLoopDelay would count a forced collection's
 * pause, which is the probe's own doing, and cannot be told to skip it.
 */
class LoopDelay {
  private histogram = createHistogram();
  private last = 0;
  private timer: NodeJS.Timeout | null = null;
  /** CPU time (µs) at the start, plus what the probe's own collections took since. */
  private cpuFrom = 0;

  start(): void {
    this.cpuFrom = cpuMicros();
    this.histogram.reset();
    this.skip();
    this.timer ??= setInterval(() => {
      const now = performance.now();
      this.histogram.record(Math.max(1, Math.round((now - this.last - EVERY_MS) * 1e6)));
      this.last = now;
    }, EVERY_MS);
  }

  /** The next sample starts from now: what happened since the last one is not counted, nor the
   *  CPU time it took since `cpuAt` (the probe's own work). */
  skip(cpuAt = cpuMicros()): void {
    this.last = performance.now();
    this.cpuFrom += cpuMicros() - cpuAt;
  }

  figures(): { p50: number; p99: number; max: number; samples: number; cpuMs: number } {
    const ms = (ns: number) => ns / 1e6;
    const h = this.histogram;
    return { p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max), samples: h.count, cpuMs: (cpuMicros() - this.cpuFrom) / 1000 };
  }
}

/** CPU time this process has used, user and system, in µs. */
function cpuMicros(): number {
  const u = process.cpuUsage();
  return u.user + u.system;
}

function heap(loop: LoopDelay): NodeJS.MemoryUsage {
  const cpuAt = cpuMicros();
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('start the server with --expose-gc to measure its heap');
  gc(); // twice: the first may leave garbage that only a finalizer it ran made unreachable
  gc();
  loop.skip(cpuAt);
  return process.memoryUsage();
}

// NODE_OPTIONS' --require loads this in every worker thread too (the SQLite store's checkpoint
// thread): the probe belongs to the server's main thread only.
if (port && isMainThread) {
  const loop = new LoopDelay();
  const answers = new Map<string, () => unknown>([
    ['/loop/start', () => { loop.start(); return {}; }],
    ['/loop', () => loop.figures()],
    ['/heap', () => heap(loop)],
    ['/snapshot', () => {
      const cpuAt = cpuMicros();
      const file = writeHeapSnapshot(`${os.tmpdir()}/castle-${process.pid}-${Date.now()}.heapsnapshot`);
      loop.skip(cpuAt);
      return { file };
    }],
  ]);
  const probe = http.createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    try {
      res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(answer?.() ?? {}));
    } catch (err) {
      res.writeHead(500).end(JSON.stringify({ error: String(err) }));
    }
  });
  probe.listen(port, '127.0.0.1');
  probe.unref(); // the server's own shutdown decides when the process ends
}
