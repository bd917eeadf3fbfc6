// How a game ended, kept with its stored result (protocol ending.ts): written once for every game,
// outside the rules, which know only the end by score. A result stored before endings were kept is
// the game's own result alone, and reads as an end by score.
import { AnyGame, StoredLeaving, winnersWithout } from '@castle/game';
import { GameEnding, SEAT_NOTES, notedName } from '@castle/protocol';

// Written once in the protocol, for the replay made by the page from a record too.
export { readResult, shownResult } from '@castle/protocol';

/** The name of a seat whose player resigned at a table of three or more (the computer plays it on). */
export const resignedName = (name: string): string => notedName(name, 'resigned');

/** Did this seat's player resign (the computer plays it on)? Games stored before leavings were kept
 *  say so by the name resignedName gave. */
export const resignedSeat = (s: { name: string | null; bot?: string; left?: StoredLeaving }): boolean =>
  s.left ? s.left.how === 'resigned' : !!s.bot && !!s.name?.endsWith(SEAT_NOTES.resigned);

/**
 * What to store at an end by score: the rules' result, with how it ended. A seat whose player
 * resigned (`resigned`) cannot win: the win goes to the best of the others.
 */
export function scoreResult(game: AnyGame, result: unknown, resigned: readonly number[] = []): unknown {
  const { scores, winners: byRules } = game.outcome(result);
  const winners = winnersWithout(scores, byRules, resigned);
  const ending: GameEnding = { end: 'score', seat: null, winners, scores };
  return { ...(result as object), ...ending };
}
