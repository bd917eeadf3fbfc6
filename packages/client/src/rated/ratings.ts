// A rated game's ratings as the page reads them (no DOM, no words): the synced `ratings` JSON, when
// a game may be rated, and which way the start page leans. Tested in test/rated.test.ts.
import type { GameRatings } from '@castle/protocol';

/** The synced `ratings` (JSON of GameRatings), or null: '' in a casual game, or not of its shape. */
export function ratingsOf(json: string | undefined): GameRatings | null {
  if (!json) return null;
  try {
    const r = JSON.parse(json) as GameRatings;
    return r && typeof r === 'object' && Array.isArray(r.seats) ? r : null;
  } catch {
    return null;
  }
}

/** A table that may be rated: two people (the server refuses any other with NOT_RATABLE). */
export const ratable = (t: { computer: boolean; seats: number }): boolean => !t.computer && t.seats === 2;

/** Rated or casual before the player chooses: a game anyone may join is rated when this browser
 *  has an identity already (as lichess' open seeks are); a game for a friend is casual, so that
 *  nobody playing a friend is asked to make an identity. */
export const ratedByDefault = (t: { open: boolean; hasIdentity: boolean }): boolean => t.open && t.hasIdentity;

/** How many challenges in a row a page answers before it stops (each refused answer brings a new
 *  challenge: a refusal that signing again cannot cure would otherwise loop). */
export const CHALLENGE_TRIES = 3;
