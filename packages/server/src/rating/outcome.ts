// What a finished game gives each seat for its rating, from the table's end (protocol ending.ts): a
// win, a loss or a tie; or nothing, for a game that does not count.
import type { GameEnding } from '@castle/protocol';
import type { Score } from './glicko';

/** Why a finished game changes no rating. */
export type Unrated =
  /** Aborted, or ended before every seat moved (`notStarted`), or closed for good unplayed (`expired`),
   *  or left to the computer by nobody in particular: nobody won or lost. */
  | 'noResult'
  /** A seat is the computer's: a game against it is never rated. */
  | 'computer'
  /** Not two seats: only a game between two is rated (docs/ratings.md, multi-player Carcassonne). */
  | 'notTwo';

export type RatedOutcome = { rated: true; results: [Score, Score] } | { rated: false; why: Unrated };

const LOSS_OF_SEAT: Record<number, [Score, Score]> = { 0: [0, 1], 1: [1, 0] };

/**
 * The outcome of a game of two for its ratings. By score: the winner 1, the other 0; both winners (a
 * tie) ½ each. Resigned, out of time, claimed while away: a loss for that seat. Abandoned: a loss for
 * the one who left. Aborted, not started, expired: not counted.
 */
export function ratedOutcome(ending: GameEnding, seats: readonly { bot?: string | null }[]): RatedOutcome {
  if (seats.length !== 2) return { rated: false, why: 'notTwo' };
  if (seats.some((s) => !!s.bot)) return { rated: false, why: 'computer' };
  switch (ending.end) {
    case 'score': {
      const w = ending.winners;
      if (w.length === 2) return { rated: true, results: [0.5, 0.5] };
      if (w.length === 1 && (w[0] === 0 || w[0] === 1)) return { rated: true, results: LOSS_OF_SEAT[1 - w[0]] };
      return { rated: false, why: 'noResult' };
    }
    case 'resigned':
    case 'time':
    case 'claimed':
    case 'abandoned':
      return ending.seat === 0 || ending.seat === 1 ? { rated: true, results: LOSS_OF_SEAT[ending.seat] } : { rated: false, why: 'noResult' };
    case 'aborted':
    case 'notStarted':
    case 'expired':
      return { rated: false, why: 'noResult' };
  }
}
