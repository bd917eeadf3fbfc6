// The computer thinks in worker threads (piscina), never on the event loop that answers every other
// game: BOT_THREADS of them (one less than the cores by default, at least one), a turn's task
// aborted past BOT_TIMEOUT_MS, the pool made on the first computer game and closed with the server.
import { cpus } from 'os';
import { Piscina } from 'piscina';
import type { BotRequest, BotTurn } from '@castle/bot';

let pool: Piscina | null = null;

const threads = (): number => Number(process.env.BOT_THREADS ?? Math.max(1, cpus().length - 1));
/** Longer than the hardest level's budget (1.8 s) by enough for a busy machine. */
const timeoutMs = (): number => Number(process.env.BOT_TIMEOUT_MS ?? 10_000);
/** The computer's move shows after this pause at least: readable, never instant. */
export const botPauseMs = (): number => Number(process.env.BOT_PAUSE_MS ?? 700);

/** One turn of the computer, thought in a worker thread. */
export function think(r: BotRequest): Promise<BotTurn> {
  pool ??= new Piscina({ filename: require.resolve('@castle/bot/dist/worker.js'), maxThreads: threads(), minThreads: 0, idleTimeout: 30_000 });
  return pool.run(r, { signal: AbortSignal.timeout(timeoutMs()) }) as Promise<BotTurn>;
}

/** Stop the threads (the server is going away). */
export async function closeBotPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}
