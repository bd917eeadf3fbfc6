// @castle/bot: the computer opponent, for every game: handed what one seat sees and is offered, it
// answers that seat's turn. The server runs it in worker threads (worker.ts), never on its own loop.
import type { CarcView } from '@castle/carcassonne';
import { type Action, type CastleView, type ScoreHint, seededRandom } from '@castle/rules';
import { chooseCarcassonneTurn, greedyCarcassonneTurn, turnsOf, positionOf } from './carcassonne';
import { chooseCastleTurn, greedyCastleTurn } from './castle';
import { budgetOf } from './levels';
import type { BotRequest, BotTurn } from './types';

export type { BotRequest, BotTurn, Level } from './types';
export { LEVELS } from './types';
export { budgetOf } from './levels';

const castleHints = (r: BotRequest) => (r.hints ?? r.actions.map(() => null)) as (ScoreHint | null)[];

/** The seat's turn: one of its legal actions, or a placement and the follower chosen with it. */
export function chooseTurn(r: BotRequest): BotTurn {
  const random = seededRandom(`${r.seed}/${r.seat}`);
  // Uniform playouts unless the policy is asked for: it lost to them (docs/bot.md).
  if (r.game === 'carcassonne') return chooseCarcassonneTurn(r.view as CarcView, r.seat, budgetOf(r), random, r.playouts !== 'policy');
  if (r.game === 'castle') return chooseCastleTurn(r.view as CastleView, r.seat, r.actions as Action[], castleHints(r), budgetOf(r), random, r.playouts !== 'policy');
  throw new Error(`the computer does not play ${r.game}`);
}

/** The ladder's rungs below the levels: 'random' (any whole turn), 'greedy' (one ply). */
export type Rung = 'random' | 'greedy';

/** A turn as a rung or a level plays it (the strength ladder's players). */
export function chooseAs(player: Rung | BotRequest['level'], r: BotRequest): BotTurn {
  if (player !== 'random' && player !== 'greedy') return chooseTurn({ ...r, level: player });
  const random = seededRandom(`${r.seed}/${r.seat}/${player}`);
  if (r.game === 'carcassonne') {
    if (player === 'greedy') return greedyCarcassonneTurn(r.view as CarcView, r.seat, random);
    const turns = turnsOf(positionOf(r.view as CarcView));
    return turns[Math.floor(random() * turns.length)];
  }
  if (player === 'greedy') return greedyCastleTurn(r.view as CastleView, r.seat, r.actions as Action[], castleHints(r), random);
  return [r.actions[Math.floor(random() * r.actions.length)]];
}
