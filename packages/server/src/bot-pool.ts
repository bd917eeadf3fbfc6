// The computer thinks in worker threads (piscina), never on the event loop that answers every other
// game: BOT_THREADS of them (one less than the cores by default, at least one), the pool made on the
// first computer game and closed with the server. The threads run at a lower priority (BOT_NICE),
// so that where they share a core with the event loop, the loop runs first whenever it has work: on
// a machine of two cores, fifty hard games would otherwise take half the loop's core from it. A turn
// is handed to a thread only when one is free, and its thinking is stopped past BOT_TIMEOUT_MS from
// then: a turn waiting behind others is not aborted for its wait (and its thread with it). Its wait
// is taken from its thinking time instead (spentMs), so that on a busy server the computer thinks
// less rather than longer: its move still shows within its level's time.
import { cpus } from 'os';
import { Piscina } from 'piscina';
import type { BotRequest, BotTurn } from '@castle/bot';

let pool: Piscina | null = null;

const threads = (): number => Number(process.env.BOT_THREADS ?? Math.max(1, cpus().length - 1));
/** Longer than the hardest level's budget (1.8 s) by enough for a busy machine. */
const timeoutMs = (): number => Number(process.env.BOT_TIMEOUT_MS ?? 10_000);
/** How much lower the threads' priority is than the event loop's (nice, 0 to 19; piscina sets it). */
const niceness = (): number => Number(process.env.BOT_NICE ?? 19);
/** The computer's move shows after this pause at least: readable, never instant. */
export const botPauseMs = (): number => Number(process.env.BOT_PAUSE_MS ?? 700);

/** Turns thinking now, and those waiting for a thread, first come first served. */
let thinking = 0;
let waiting: { go: () => void; fail: (err: Error) => void }[] = [];

/** One turn of the computer, thought in a worker thread once one is free. */
export async function think(r: BotRequest): Promise<BotTurn> {
  pool ??= new Piscina({
    filename: require.resolve('@castle/bot/dist/worker.js'), maxThreads: threads(), minThreads: 0, idleTimeout: 30_000, niceIncrement: niceness(),
  });
  const running = pool, queued = Date.now();
  if (thinking < threads()) thinking++;
  else await new Promise<void>((go, fail) => waiting.push({ go, fail }));
  const waited = Date.now() - queued;
  if (waited > 0) r = { ...r, spentMs: (r.spentMs ?? 0) + waited };
  try {
    return (await running.run(r, { signal: AbortSignal.timeout(timeoutMs()) })) as BotTurn;
  } finally {
    if (running === pool) {
      const next = waiting.shift(); // the thread goes straight to the next turn waiting
      if (next) next.go();
      else thinking--;
    }
  }
}

/** Stop the threads (the server is going away); turns still waiting are refused. */
export async function closeBotPool(): Promise<void> {
  const p = pool;
  pool = null;
  const refused = waiting;
  waiting = [];
  thinking = 0;
  for (const w of refused) w.fail(new Error('the server is closing'));
  await p?.destroy();
}
