// What the page and the review's worker (review.worker.ts) say to each other: the record's parts
// that the review replays, where to start, and the review as it is made, turn by turn.
import type { ReviewedGame, ReviewedTurn } from '@castle/bot';

/** Review `game` from its `from`th position to review (those before are kept already). */
export type ReviewAsk = ReviewedGame & { from: number };

/** A position reviewed: the record's move before which it stands, and the seat to act there. */
export interface ReviewPlace {
  move: number;
  seat: number;
}

export type ReviewSays =
  /** The real scores after each move (index 0: before any), and every position to review. */
  | { type: 'plan'; scores: number[][]; points: ReviewPlace[] }
  | { type: 'turn'; index: number; turn: ReviewedTurn }
  | { type: 'done' }
  | { type: 'failed'; message: string };
