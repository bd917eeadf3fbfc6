// Rules against farming a rating, as pure functions over what the caller counted in its store.

/**
 * Rated games a day between the same two identities that change their ratings: the fourth and later
 * within 24 hours are still played and stored as rated, but change nothing, so that two friends (or
 * one person with two identities) cannot pump a rating by playing each other over and over.
 */
export const DAILY_PAIR_CAP = 3;

/** Why a rated game changes no rating although it was rated. */
export type Capped = 'sameIdentity' | 'dailyCap';

/**
 * Null when this game between `identities` may change their ratings; else why not. `ratedToday`: how
 * many rated games between these two identities ended in the last 24 hours before this one, as the
 * store counted them.
 */
export function ratingCap(identities: readonly [string, string], ratedToday: number): Capped | null {
  if (identities[0] === identities[1]) return 'sameIdentity';
  if (ratedToday >= DAILY_PAIR_CAP) return 'dailyCap';
  return null;
}
