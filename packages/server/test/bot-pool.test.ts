// The computer's thread pool, in this process with the built worker: turns beyond the threads wait
// for one, are thought (not aborted for their wait), and their wait is taken from their thinking
// time; the threads think at a lower priority than the event loop (Linux: each thread's nice value,
// read from /proc).
import * as fs from 'fs';
import type { BotRequest } from '@castle/bot';
import { closeBotPool, think } from '../src/bot-pool';
import { gameById } from '../src/games';

const THINK_MS = 400;
process.env.BOT_THREADS = '1';
process.env.BOT_TIMEOUT_MS = String(THINK_MS * 4);
afterAll(() => closeBotPool());

/** The first turn of a Carcassonne game for two, as the room asks it, thought for `THINK_MS`. */
function request(seed: string): BotRequest {
  const game = gameById('carcassonne')!;
  const parsed = game.parseOptions({});
  if (!parsed.ok) throw new Error(parsed.error.message);
  const state = game.create(parsed.options, seed, 2);
  return { game: 'carcassonne', view: game.publicView(state), seat: game.toAct(state)!, actions: game.legalActions(state), level: 'hard', seed, timeMs: THINK_MS };
}

/** The nice value of one of this process's threads (the main thread's id is the process's). */
const niceOf = (tid: string | number): number => Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ')[16]);

/** Nice values of this process's threads. */
function niceness(): number[] {
  return fs.readdirSync('/proc/self/task').map(niceOf);
}

test('turns waiting for the one thread are thought, their wait taken from their thinking time; the thread runs niced', async () => {
  const mainNice = niceOf(process.pid); // 0, or what the tests were started with (nice npx jest)
  const started = Date.now();
  let niced: number[] = [];
  const turns = Array.from({ length: 6 }, (_, i) => think(request(`wait-${i}`)).then((turn) => { niced = niceness(); return turn; }));
  const done = await Promise.all(turns);
  for (const turn of done) expect(turn.length).toBeGreaterThan(0);
  // One after the other, each thinking its whole time, six would take six times as long: each turn
  // after the first has waited its time away, and plays its one-ply best at once.
  expect(Date.now() - started).toBeLessThan(THINK_MS * 5);
  if (process.platform === 'linux') {
    expect(niced).toContain(19); // the worker thread
    // The main thread (the event loop) as it was: read by its id, since thread ids are not in order
    // of creation once they wrap around.
    expect(niceOf(process.pid)).toBe(mainNice);
  }
}, 30_000);
