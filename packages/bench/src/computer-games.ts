// Games against the computer beside the load test's bot pairs (COMPUTER_GAMES): each created over the
// server interface as the start page creates one (`opponent: 'computer'` and a level), its person's
// seat played by a client bot, so that the server's worker threads think all along while the pairs'
// latency is measured (issue 29: the server never waits on the bot).
import { LEVELS, type Level } from '@castle/bot';
import { Client, Room } from 'colyseus.js';
import { bot, newStats } from './bots';

export interface ComputerLoad {
  games: number;
  game: 'castle' | 'carcassonne';
  level: Level;
}

export interface ComputerGames {
  /** Moves made so far in these games: the computer's, and the person's; and the computer's turns
   *  so far, each the time from the person's move seen to the computer's (ms). */
  moves(): { computer: number; person: number; turns: number };
  turnMs: number[];
  errors: Record<string, number>;
  leave(): Promise<void>;
}

/** Open the games on the server at `url`, 25 at a time; their bots play on until `leave`. */
export async function openComputerGames(url: string, o: ComputerLoad, thinkMs: number): Promise<ComputerGames> {
  const stats = newStats();
  const rooms: Room[] = [];
  const turnMs: number[] = [];
  for (let i = 0; i < o.games; i += 25) {
    rooms.push(...(await Promise.all(Array.from({ length: Math.min(25, o.games - i) }, async (_, j) => {
      const room = await new Client(url).create(o.game, { name: `Person ${i + j + 1}`, opponent: 'computer', level: o.level });
      bot(room, stats, thinkMs);
      timeTurns(room, turnMs);
      return room;
    }))));
  }
  return {
    moves: () => {
      const all = rooms.reduce((n, r) => n + ((r.state as { moves?: number }).moves ?? 0), 0);
      return { computer: all - stats.moves, person: stats.moves, turns: turnMs.length };
    },
    turnMs,
    errors: stats.errors,
    leave: async () => { await Promise.all(rooms.map((r) => r.leave().catch(() => undefined))); },
  };
}

/** The computer's turns as a person sees them: from the patch where the seat to act becomes one of
 *  the computer's to the next patch with more moves (its pause and its thinking, waits for a thread
 *  included). The computer's seats are those it names ("Computer (hard)"). */
function timeTurns(room: Room, out: number[]): void {
  let since: { moves: number; at: number } | null = null;
  room.onStateChange((s: any) => {
    if (since && s.moves > since.moves) {
      out.push(performance.now() - since.at);
      since = null;
    }
    const toAct = s.toAct as number, name = toAct >= 0 ? (s.players?.[toAct]?.name as string | undefined) : undefined;
    if (!since && !s.over && name?.startsWith('Computer')) since = { moves: s.moves, at: performance.now() };
  });
}

export function computerLoadFromEnv(): ComputerLoad {
  const game = process.env.COMPUTER_GAME === 'castle' ? 'castle' : 'carcassonne';
  const level = LEVELS.find((l) => l === process.env.COMPUTER_LEVEL) ?? 'hard';
  return { games: Number(process.env.COMPUTER_GAMES ?? 0), game, level };
}
