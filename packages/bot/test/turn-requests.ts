// A fixed set of requests to the computer, in both games, at several points of random games and
// in both steps of a turn, for every way the ladder plays (rungs, easy's sight, budgets of iterations with no
// time cap, so that the answer is the same on every machine): what same-turns.test.ts replays
// against the turns recorded from the bot before its search was written once (fixtures/turns.json).
import * as carc from '@castle/carcassonne';
import * as castle from '@castle/rules';
import type { BotRequest } from '../src';

export type Player = 'random' | 'greedy' | 'easy' | 'iterations-40' | 'iterations-200';
export const PLAYERS: readonly Player[] = ['random', 'greedy', 'easy', 'iterations-40', 'iterations-200'];

export interface Case { name: string; player: Player; request: BotRequest }

/** Random play of `moves` actions from a new game, by a generator of its own. */
function playedAt<S>(start: S, legal: (s: S) => unknown[], apply: (s: S, a: unknown) => S, over: (s: S) => boolean, seed: string, moves: number): S {
  const random = castle.seededRandom(seed);
  let s = start;
  for (let i = 0; i < moves && !over(s); i++) {
    const actions = legal(s);
    s = apply(s, actions[Math.floor(random() * actions.length)]);
  }
  return s;
}

function carcRequests(seats: number, moves: number): BotRequest | null {
  const seed = `same-carc-${seats}-${moves}`;
  const s = playedAt(carc.createGame({ seats, seed }), (x) => carc.legalActions(x),
    (x, a) => (carc.applyAction(x, a as carc.CarcAction) as { state: carc.CarcState }).state, carc.isOver, seed, moves);
  if (carc.isOver(s)) return null;
  return { game: 'carcassonne', view: carc.publicView(s), seat: s.toAct, actions: carc.legalActions(s), level: 'easy', seed };
}

function castleRequests(falcon: boolean, moves: number): BotRequest | null {
  const seed = `same-castle-${falcon}-${moves}`;
  const s = playedAt(castle.createGame({ seed, falcon }), (x) => castle.legalActions(x),
    (x, a) => (castle.applyAction(x, a as castle.Action) as { state: castle.GameState }).state, castle.isOver, seed, moves);
  if (castle.isOver(s)) return null;
  const actions = castle.legalActions(s);
  return { game: 'castle', view: castle.publicView(s), seat: s.toAct, actions, hints: castle.scoreHints(s, actions), level: 'easy', seed };
}

/** Every case: each position with each player. */
export function cases(): Case[] {
  const positions: [string, BotRequest | null][] = [];
  for (const moves of [0, 7, 23, 41, 66, 95]) {
    positions.push([`carcassonne 2 seats after ${moves}`, carcRequests(2, moves)]);
    positions.push([`carcassonne 5 seats after ${moves}`, carcRequests(5, moves)]);
    positions.push([`castle after ${moves}`, castleRequests(false, moves)]);
    positions.push([`falcon after ${moves}`, castleRequests(true, moves)]);
  }
  const out: Case[] = [];
  for (const [name, request] of positions) {
    if (!request) continue;
    for (const player of PLAYERS) {
      const budget = player.startsWith('iterations-') ? { iterations: Number(player.slice(11)), timeMs: 600_000 } : {};
      out.push({ name, player, request: { ...request, ...budget } });
    }
  }
  return out;
}
