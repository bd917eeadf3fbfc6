// The SQLite store's write-ahead log is copied into the database file (a checkpoint) by a worker
// thread with a connection of its own, instead of by the committing connection on the event loop.
// A checkpoint syncs the log and the database file to disk: on a busy or slow disk that took 5 to 70 ms,
// every thousand pages or so, and every game in the process waited meanwhile. Commits are as durable
// as before (journal_mode WAL, synchronous NORMAL: a move is in the log when its append resolves);
// only where the checkpoint runs has changed.
import { Worker } from 'worker_threads';
import { log } from '../log';

/** How often the worker checkpoints the log. */
const EVERY_MS = 100;

/**
 * Pages the log may hold before the committing connection checkpoints it itself (SQLite's
 * wal_autocheckpoint). Under a steady flow of commits the worker's checkpoints never quite catch
 * up with the end of the log, so the log would not start over and would grow for good; the
 * committing connection's own checkpoint (of the few pages the worker has not copied yet) does
 * catch up, and the next commit starts the log over. So the log stays under this bound (40 MB with
 * 4 KB pages), and the event loop pays for a checkpoint once every ten thousand pages, not every thousand.
 */
export const LOG_BOUND_PAGES = 10_000;

// Plain JavaScript, run as is (the server's tests run its TypeScript sources, which a worker cannot load).
const WORKER = `
const { parentPort, workerData } = require('worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('synchronous = NORMAL');
let failed = false;
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (err) {
    if (!failed) parentPort.postMessage({ error: String(err && err.message || err) });
    failed = true;
  }
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpoints {
  /** Stop the worker once its checkpoint in progress (if any) is done. */
  stop(): Promise<void>;
}

/** Start checkpointing the log of the database file `file` in a worker thread. */
export function startCheckpoints(file: string, everyMs = EVERY_MS): Checkpoints {
  const worker = new Worker(WORKER, { eval: true, workerData: { file, everyMs, driver: require.resolve('better-sqlite3') } });
  worker.unref(); // a process may end without stopping it: the log is checkpointed when the file is next opened
  worker.on('message', (m: { error?: string }) => {
    if (m.error) log.warn('store: the log could not be checkpointed in the background; the server checkpoints it itself', { file, error: m.error });
  });
  worker.on('error', (err) => log.warn('store: the checkpoint thread stopped; the server checkpoints the log itself', { file, err }));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      worker.ref(); // else a process with nothing else to do ends here, and close() never resolves
      worker.postMessage('stop');
      await exited;
    },
  };
}
