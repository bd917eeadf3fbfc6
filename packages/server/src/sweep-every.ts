// A sweep of the store that runs at start and then every so often until the server shuts down: the
// games nobody touches (abandon.ts), the rated games whose end went unrated (rating-sweep.ts).
import { log } from './log';

/**
 * Run `sweep` now and every `ms`, never two runs at once; a run that throws is logged (`failed`) and
 * the next one runs as planned. `sweep` is given `stopped()`, true once the returned stop function
 * ran (the store is closing): it leaves off there.
 */
export function sweepEvery(ms: number, failed: string, sweep: (stopped: () => boolean) => Promise<void>): () => void {
  let running = false;
  let stopped = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await sweep(() => stopped);
    } catch (err) {
      log.warn(failed, { err });
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), ms);
  timer.unref();
  return () => { stopped = true; clearInterval(timer); };
}
