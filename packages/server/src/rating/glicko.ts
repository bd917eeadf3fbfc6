// Glicko-2 (Glickman, "Example of the Glicko-2 system"): a player's rating, its deviation and its
// volatility, and one rating period computed by the glicko2-lite library (docs/ratings.md says why
// that one). Nothing here reads a store or a client: the caller hands in ratings it read itself.
import glicko2 from 'glicko2-lite';

/** A player's rating in one pool, on Glicko's scale (1500 the middle). */
export interface Rating {
  rating: number;
  /** How unsure the rating is (RD): about 95% of the time the strength is within twice this. */
  deviation: number;
  /** How erratic the player's results are (σ). */
  volatility: number;
}

/** A new player's rating: Glickman's suggested start (1500, 350, 0.06), as lichess starts its own. */
export const NEW_PLAYER: Readonly<Rating> = Object.freeze({ rating: 1500, deviation: 350, volatility: 0.06 });

/**
 * The system constant τ, how much the volatility may change in a period. Glickman suggests 0.3 to
 * 1.2, smaller for games where upsets are rarer; tile games have luck in them (upsets are common),
 * so the middle of the lower half, 0.5, as in his worked example. Lichess uses 0.75 for chess, where
 * a period holds one game, like here; 0.5 keeps a run of lucky draws from swinging the volatility.
 */
export const TAU = 0.5;

/**
 * The deviation's bounds (lichess keeps its own between 45 and 500): never below 45, so a rating
 * settled for years still moves with new results; never above a new player's.
 */
export const MIN_DEVIATION = 45;
export const MAX_DEVIATION = NEW_PLAYER.deviation;

/** Below this deviation a rating is established and the leaderboard lists it; above, provisional
 *  (lichess' mark of a provisional rating, 110). */
export const ESTABLISHED_DEVIATION = 110;

/** A game in a rating period: the opponent's rating before it, and the score (1 a win, ½ a tie, 0 a loss). */
export interface PeriodGame {
  opponent: Rating;
  score: Score;
}

export type Score = 0 | 0.5 | 1;

/** The rating after a period of `games` (at least one), by steps 2 to 8 of Glickman's paper. */
export function ratingPeriod(player: Rating, games: readonly PeriodGame[], tau = TAU): Rating {
  if (games.length === 0) throw new Error('a rating period without games leaves the rating as it is: nothing to compute');
  // The library's opponents are [rating, deviation, score] (its typings call the third `vol`).
  const opponents = games.map((g): [number, number, number] => [g.opponent.rating, g.opponent.deviation, g.score]);
  const next = glicko2(player.rating, player.deviation, player.volatility, opponents, { rating: NEW_PLAYER.rating, tau });
  return { rating: next.rating, deviation: next.rd, volatility: next.vol };
}

/** A deviation kept within MIN_DEVIATION and MAX_DEVIATION. */
export const boundedDeviation = (deviation: number): number => Math.min(MAX_DEVIATION, Math.max(MIN_DEVIATION, deviation));
