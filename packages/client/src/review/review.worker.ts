// The hindsight review off the page's thread: the record replayed with its game's rules and each
// position searched again by the computer's engine (@castle/bot's review), posted turn by turn.
// Stopping it is the page ending the worker.
import { REVIEW_LEVEL, budgetOf, reviewPlan, reviewTurn } from '@castle/bot';
import type { ReviewAsk, ReviewSays } from './review-messages';

/** The worker's own scope, as far as it is used (the page's types know no worker scope). */
const scope = globalThis as unknown as { onmessage: ((e: MessageEvent<ReviewAsk>) => void) | null; postMessage(m: ReviewSays): void };

scope.onmessage = ({ data: ask }) => {
  try {
    const plan = reviewPlan(ask);
    scope.postMessage({ type: 'plan', scores: plan.scores, points: plan.points.map((p) => ({ move: p.move, seat: p.seat })) });
    const budget = budgetOf({ level: REVIEW_LEVEL });
    for (let index = ask.from; index < plan.points.length; index++) scope.postMessage({ type: 'turn', index, turn: reviewTurn(ask, plan.points[index], budget) });
    scope.postMessage({ type: 'done' });
  } catch (err) {
    scope.postMessage({ type: 'failed', message: (err as Error).message });
  }
};
