// A few games played from a process of their own beside the load test's (LIGHT_GAMES, 25 by
// default): the same bots, in a process with only their clients (on the bots' core), as a person's
// browser has one. The load test's own process decodes the patches and events of a thousand clients,
// so its latency also counts that process's pauses; the latency measured here is the server's.
import { fork, ChildProcess } from 'child_process';
import type { Room } from 'colyseus.js';
import { SERVER_NODE_ARGS } from '@castle/test-kit';
import { holdMoves, newStats, openGame } from './bots';

export interface LightOptions { url: string; games: number; thinkMs: number; room: string; seats: number }

/** What the parent asks, and what the child answers with the same `ask`. */
type Ask = 'measure' | 'hold' | 'release' | 'finished' | 'report';
export interface LightReport { latencies: number[]; moves: number; finished: number; errors: Record<string, number> }

export interface LightGames {
  /** Each answers the moves made so far ('finished': the games finished so far). */
  ask(what: 'measure' | 'hold' | 'release' | 'finished'): Promise<number>;
  report(): Promise<LightReport>;
  stop(): Promise<void>;
}

/** Fork the process, which opens its games and answers once they are all open. */
export async function startLightGames(o: LightOptions): Promise<LightGames> {
  const child: ChildProcess = fork(__filename, [JSON.stringify(o)], { execArgv: [...SERVER_NODE_ARGS], stdio: 'inherit' });
  const waiting = new Map<string, (v: unknown) => void>();
  child.on('message', (m: { ask: string; answer: unknown }) => { waiting.get(m.ask)?.(m.answer); waiting.delete(m.ask); });
  const ask = <T>(what: Ask | 'open') => new Promise<T>((resolve, reject) => {
    const ended = (code: number | null) => reject(new Error(`the light games' process ended (${code}) before answering "${what}"`));
    waiting.set(what, (v) => { child.off('exit', ended); resolve(v as T); });
    child.once('exit', ended);
    if (what !== 'open') child.send(what);
  });
  await ask('open');
  return {
    ask: (what) => ask<number>(what),
    report: () => ask<LightReport>('report'),
    stop: async () => { child.kill(); await new Promise((r) => child.once('exit', r)); },
  };
}

/** The child: open the games, then do what the parent asks. */
async function runChild(o: LightOptions): Promise<void> {
  const stats = newStats();
  const rooms: Room[] = [];
  const send = (ask: string, answer: unknown = {}) => process.send!({ ask, answer });
  for (let i = 0; i < o.games; i++) rooms.push(...(await openGame([o.url], { ...o, name: 'Light' }, stats)));
  process.on('message', async (what: Ask) => {
    if (what === 'measure') stats.measuring = true;
    if (what === 'hold') await holdMoves(stats);
    if (what === 'release') stats.holding = false;
    if (what === 'report') {
      send(what, { latencies: stats.latencies, moves: stats.moves, finished: stats.finished, errors: stats.errors });
      await Promise.all(rooms.map((r) => r.leave().catch(() => undefined)));
      return;
    }
    send(what, what === 'finished' ? stats.finished : stats.moves);
  });
  send('open');
}

if (require.main === module) {
  runChild(JSON.parse(process.argv[2]) as LightOptions).catch((err) => { console.error(err); process.exit(1); });
}
