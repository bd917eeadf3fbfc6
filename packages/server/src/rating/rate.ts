// One finished rated game updates both players' ratings at once, as lichess does: each game is a
// rating period of its own, each player rated against the other's rating from before the game.
import { PeriodGame, Rating, Score, boundedDeviation, ratingPeriod } from './glicko';
import type { StoredRating } from './stored';

/** A seat's rating before and after the game, and the change of its rating (after − before). */
export interface RatingChange {
  before: Rating;
  after: Rating;
  change: number;
}

/** The two seats' new ratings, from their `players`' ratings as stored and their `results` (seat 0's
 *  and seat 1's scores: 1 and 0, 0 and 1, or ½ each). */
export function rate(players: readonly [StoredRating, StoredRating], results: readonly [Score, Score]): [RatingChange, RatingChange] {
  if (results[0] + results[1] !== 1) throw new Error(`the two scores of a game add up to 1, not ${results[0]} + ${results[1]}`);
  const one = (seat: 0 | 1): RatingChange => {
    const before: Rating = { rating: players[seat].rating, deviation: players[seat].deviation, volatility: players[seat].volatility };
    const game: PeriodGame = { opponent: players[1 - seat], score: results[seat] };
    const next = ratingPeriod(before, [game]);
    const after = { ...next, deviation: boundedDeviation(next.deviation) };
    return { before, after, change: after.rating - before.rating };
  };
  return [one(0), one(1)];
}
