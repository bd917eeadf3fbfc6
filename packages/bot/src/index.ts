// @castle/bot: the computer opponent, for every game: handed what one seat sees and is offered, it
// answers that seat's turn. The server runs it in worker threads (worker.ts), never on its own loop.
// The search is written once (search.ts); each game gives its searcher (searchers.ts).
import { seededRandom } from './random';
import { budgetOf } from './levels';
import { searchTurn } from './search';
import type { Searcher } from './searcher';
import { SEARCHERS } from './searchers';
import type { BotRequest, BotTurn } from './types';

export type { BotRequest, BotTurn, Level } from './types';
export type { PlayoutPolicy, SearchEngine, Searcher } from './searcher';
export { LEVELS } from './types';
export { budgetOf } from './levels';
export { SEARCHERS } from './searchers';

function searcherOf(r: BotRequest): Searcher<unknown, unknown, unknown> {
  // Own keys only: a game id such as 'constructor' names no game.
  if (!Object.hasOwn(SEARCHERS, r.game)) throw new Error(`the computer does not play ${JSON.stringify(r.game)}`);
  return SEARCHERS[r.game];
}

const turnRequest = (r: BotRequest) => ({ view: r.view, seat: r.seat, offered: r.actions, hints: r.hints });

/** The seat's turn: one of its legal actions, or a placement and the follower chosen with it. */
export function chooseTurn(r: BotRequest): BotTurn {
  const searcher = searcherOf(r);
  // Uniform playouts unless the policy is asked for: it lost to them (docs/bot.md).
  return searchTurn(searcher, turnRequest(r), budgetOf(r), seededRandom(`${r.seed}/${r.seat}`), r.playouts !== 'policy');
}

/** The ladder's rungs below the levels: 'random' (any whole turn), 'greedy' (one ply). */
export type Rung = 'random' | 'greedy';

/** A turn as a rung or a level plays it (the strength ladder's players). */
export function chooseAs(player: Rung | BotRequest['level'], r: BotRequest): BotTurn {
  if (player !== 'random' && player !== 'greedy') return chooseTurn({ ...r, level: player });
  const searcher = searcherOf(r), random = seededRandom(`${r.seed}/${r.seat}/${player}`);
  if (player === 'random') return searcher.randomTurn(r.view, r.actions, random);
  return searchTurn(searcher, turnRequest(r), { iterations: 0, timeMs: 0 }, random);
}
export { reviewPlan, reviewTurn } from './review';
export { REVIEW_LEVEL, REVIEW_VERSION } from './review-version';
export type { ReviewPoint, ReviewedGame, ReviewedTurn } from './review';
