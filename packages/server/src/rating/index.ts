// Glicko-2 ratings (docs/ratings.md): pure functions, wired into rooms and stores elsewhere.
export { ESTABLISHED_DEVIATION, MAX_DEVIATION, MIN_DEVIATION, NEW_PLAYER, TAU, ratingPeriod } from './glicko';
export type { PeriodGame, Rating, Score } from './glicko';
export { storedRating } from './stored';
export type { StoredRating } from './stored';
export { PERIODS_PER_DAY, afterIdle } from './idle';
export { rate } from './rate';
export type { RatingChange } from './rate';
export { ratedOutcome } from './outcome';
export type { RatedOutcome, Unrated } from './outcome';
export { ratingPool, ratingPools } from './pool';
export { DAILY_PAIR_CAP, ratingCap } from './abuse';
export type { Capped } from './abuse';
