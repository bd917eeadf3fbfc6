// Quick match's pairing by rating (docs/ratings.md "Quick match"): which listed games a seeker tries,
// in which order. A seeker with an identity takes the rated game whose waiting player's rating is
// nearest its own, within a band that widens the longer that player has waited (as lichess widens
// its pools' ranges), and casual games after; a seeker without one, casual games only: it cannot take
// a rated seat. Plain data, tested in Node; the ratings come from the server's API, never typed in.
import type { ListedGame } from '@castle/protocol';
import { waitingSince } from './open-games';

/** A player's rating in a pool with no rated game there yet (Glicko-2's start, the server's too). */
export const NEW_RATING = 1500;

/**
 * How far apart two ratings may be paired, by how long the waiting player has waited: ±150 at first
 * (the stronger expected to score at most about 70 %), 50 more every 10 s (±400 at 50 s: about 90 %),
 * and any rating from a minute on, when quick match also offers the computer (quick-offer.ts
 * QUICK_WAIT_S): on a quiet site a long wait is worse than an uneven game.
 */
export const BAND = { start: 150, step: 50, everyMs: 10_000, unboundedAfterMs: 60_000 } as const;

/** The band for a player who has waited `waitedMs`: the greatest difference of ratings paired. */
export function ratingBand(waitedMs: number): number {
  if (waitedMs >= BAND.unboundedAfterMs) return Infinity;
  return BAND.start + BAND.step * Math.floor(Math.max(0, waitedMs) / BAND.everyMs);
}

/** Who looks for a game: without an identity (casual only), or with one and its rating per pool as the
 *  server keeps them (a pool it has not played in: NEW_RATING). */
export type Seeker = { identity: false } | { identity: true; ratings: Readonly<Record<string, number>> };

/** How far a rated game's waiting players are from the seeker's rating in its pool: the farthest of
 *  them (a new player counts as NEW_RATING). */
function ratingGap(rated: NonNullable<ListedGame['metadata']['rated']>, ratings: Readonly<Record<string, number>>): number {
  const mine = ratings[rated.pool] ?? NEW_RATING;
  return Math.max(0, ...rated.ratings.map((r) => Math.abs((r ?? NEW_RATING) - mine)));
}

/**
 * The games to try, in order, of `games` (quick match's compatible ones, longest waiting first): for a
 * seeker with an identity, the rated ones within their band, nearest rating first (ties: longest
 * waiting), then the casual ones; for one without, the casual ones only. `now`: the time of the
 * server's `listedSince`, as near as the page knows it.
 */
export function pairingOrder(games: readonly ListedGame[], seeker: Seeker, now: number): ListedGame[] {
  const casual = games.filter((g) => !g.metadata.rated);
  if (!seeker.identity) return casual;
  const rated = games.flatMap((g) => {
    const r = g.metadata.rated;
    if (!r) return [];
    const gap = ratingGap(r, seeker.ratings);
    return gap <= ratingBand(now - waitingSince(g)) ? [{ g, gap }] : [];
  });
  return [...rated.sort((a, b) => a.gap - b.gap).map((x) => x.g), ...casual];
}

/** Was `a` listed before `b` (its code deciding a tie)? Only the later of two waiting games moves to
 *  the earlier, so that two seekers never both leave theirs for the other's. */
const listedBefore = (a: ListedGame, b: ListedGame): boolean =>
  waitingSince(a) < waitingSince(b) || (waitingSince(a) === waitingSince(b) && a.roomId < b.roomId);

/**
 * While the seeker waits at its own open game `mine`: a game of the same kind (rated or casual) that
 * pairing would now choose and that was listed before `mine`, to take instead; null to keep waiting.
 * A band that widened since the seeker opened its game, or another seeker who opened one at the same
 * moment, brings such a game.
 */
export function betterGame(games: readonly ListedGame[], seeker: Seeker, mine: ListedGame, now: number): ListedGame | null {
  const others = games.filter((g) => g.roomId !== mine.roomId && !g.metadata.rated === !mine.metadata.rated && listedBefore(g, mine));
  return pairingOrder(others, seeker, now)[0] ?? null;
}
