// What a rated game's record keeps of its ratings (issue 44; docs/ratings.md): the pool, each seat's
// player and rating before, after and the change, and why they changed or not. The page shows the
// same at the table's end (protocol: the synced `ratings`).

/** Once a rated game is over: its ratings changed ('rated'), or not, and why: past the same pair's
 *  daily cap, one identity in both seats, or no result (aborted, not started). */
export type RatingNote = 'rated' | 'dailyCap' | 'sameIdentity' | 'noResult';

/** A seat of a rated game. Ratings as the server computed them, unrounded. */
export interface SeatRating {
  seat: number;
  /** The identity's id (docs/identity.md). */
  player: string;
  /** The rating and deviation the game started from (the deviation grown by time away). */
  rating: number;
  deviation: number;
  /** Once over and rated: after the game, and the change (0 when the game changed nothing). */
  after?: number;
  afterDeviation?: number;
  change?: number;
}

export interface GameRatings {
  pool: string;
  seats: SeatRating[];
  /** Absent until the game is over. */
  note?: RatingNote;
}
