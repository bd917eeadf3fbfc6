// @castle/bot: the computer opponent, for every game: handed what one seat sees and is offered, it
// answers that seat's turn. The server runs it in worker threads (worker.ts), never on its own loop.
import type { CarcView } from '@castle/carcassonne';
import type { Action, CastleView } from '@castle/rules';
import { chooseCarcassonneTurn } from './carcassonne';
import { chooseCastleTurn } from './castle';
import { budgetOf } from './levels';
import { randomFrom } from './random';
import type { BotRequest, BotTurn } from './types';

export type { BotRequest, BotTurn, Level } from './types';
export { LEVELS } from './types';
export { budgetOf } from './levels';

/** The seat's turn: one of its legal actions, or a placement and the follower chosen with it. */
export function chooseTurn(r: BotRequest): BotTurn {
  const random = randomFrom(`${r.seed}/${r.seat}`);
  if (r.game === 'carcassonne') return chooseCarcassonneTurn(r.view as CarcView, r.seat, budgetOf(r), random);
  if (r.game === 'castle') return chooseCastleTurn(r.view as CastleView, r.seat, r.actions as Action[], random);
  throw new Error(`the computer does not play ${r.game}`);
}
