// A rating unplayed for a while is less sure: before a game, the deviation grows with the time since
// the player's last rated game, as lichess does (Glickman's step 6 for periods without games,
// φ* = √(φ² + t·σ²), t the periods gone by). The rating and the volatility do not change.
import { MAX_DEVIATION } from './glicko';
import type { StoredRating } from './stored';

/** Rating periods in a day, lichess' figure: a period is about 4.7 days of not playing. */
export const PERIODS_PER_DAY = 0.21436;

/** Glicko-2's scale: a deviation of 173.7178 is 1 (Glickman's step 2). */
const SCALE = 173.7178;

/** The rating `days` after the player's last rated game, its deviation grown (never past a new player's). */
export function afterIdle(rating: StoredRating, days: number): StoredRating {
  if (!(days > 0)) return rating;
  const phi = rating.deviation / SCALE;
  const grown = Math.sqrt(phi * phi + days * PERIODS_PER_DAY * rating.volatility * rating.volatility) * SCALE;
  return { ...rating, deviation: Math.min(MAX_DEVIATION, grown) };
}
