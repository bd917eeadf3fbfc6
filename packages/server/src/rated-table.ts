// A rated game's ratings (issue 44; docs/ratings.md): the rating each seated identity starts from, as
// the table shows it, and at the end the game rated once in the store, both players at once. Every
// rating comes from the server's store (StoredRating), never from a page.
import type { GameRatings, RatingNote, SeatRating } from '@castle/game';
import type { GameEnding } from '@castle/protocol';
import { type RatingChange, type StoredRating, afterIdle, rate, ratedOutcome, ratingCap, ratingPool, storedRating } from './rating';
import { type RatedSeat, RatingMoved, type RatingStore } from './store/ratings';
import type { GameStore, SeatRecord } from './store/store';

const DAY = 86_400_000;

/** What the ratings need of a game: its code, game and options, seats and how it ended. */
export interface RatedGame {
  code: string;
  gameId: string;
  options: unknown;
  seats: readonly Pick<SeatRecord, 'bot' | 'player'>[];
}

/** The game's pool; null for a game that has none (never rated). */
export const poolOf = (g: Pick<RatedGame, 'gameId' | 'options'>, seats: number): string | null => ratingPool(g.gameId, g.options, seats);

/** `id`'s rating in `pool` at `now`: as stored, its deviation grown by the days since its last rated
 *  game there (idle.ts); a new player's when it has none. */
export async function ratingNow(ratings: RatingStore, id: string, pool: string, now: number): Promise<StoredRating> {
  const standing = (await ratings.player(id))?.ratings.find((r) => r.pool === pool);
  return standing ? afterIdle(standing.rating, (now - standing.ratedAt) / DAY) : storedRating(null);
}

/** Each seated identity's rating before the game, as the table shows it while it is played. */
export async function ratingsBefore(ratings: RatingStore, g: RatedGame, pool: string, now: number): Promise<GameRatings> {
  const seats: SeatRating[] = [];
  for (const [seat, s] of g.seats.entries()) {
    if (!s.player) continue;
    const r = await ratingNow(ratings, s.player, pool, now);
    seats.push({ seat, player: s.player, rating: r.rating, deviation: r.deviation });
  }
  return { pool, seats };
}

const seatRating = (seat: number, player: string, c: RatingChange): SeatRating => ({
  seat, player, rating: c.before.rating, deviation: c.before.deviation, after: c.after.rating, afterDeviation: c.after.deviation, change: c.change,
});

/** The same rating after as before: a game past the daily cap is kept as rated but changes nothing. */
const unchanged = (r: StoredRating): RatingChange => ({ before: r, after: r, change: 0 });

/**
 * Rate a finished game once: both players' new ratings and the game's rows in one transaction, then
 * its ratings kept with it for its record. A game with no result (aborted, not started) changes
 * nothing. A game rated already (the store says so) keeps what it was given. Null for a casual game
 * (no identities in its seats).
 */
export async function rateFinished(store: GameStore, g: RatedGame, ending: GameEnding, finishedAt: number): Promise<GameRatings | null> {
  // Another game of one of its players rated meanwhile (another room, another process): read again.
  for (let tries = 1; ; tries++) {
    try {
      return await rateOnce(store, g, ending, finishedAt);
    } catch (err) {
      if (!(err instanceof RatingMoved) || tries >= RATE_TRIES) throw err;
    }
  }
}

/** How many times a game is rated from fresh ratings before its end is left unrated (logged). */
const RATE_TRIES = 5;

async function rateOnce(store: GameStore, g: RatedGame, ending: GameEnding, finishedAt: number): Promise<GameRatings | null> {
  const pool = poolOf(g, g.seats.length);
  if (!pool) return null;
  const outcome = ratedOutcome(ending, g.seats);
  const note = (n: RatingNote, seats: SeatRating[]): GameRatings => ({ pool, seats, note: n });
  // Not rated: kept with each seat's rating as it stands (read only here: a rated end reads `now` below).
  const unrated = async (n: RatingNote) => keep(store, g.code, note(n, (await ratingsBefore(store.ratings, g, pool, finishedAt)).seats));
  // Also a rated game whose second seat was never taken (withdrawn): it is over, and not counted.
  if (!outcome.rated) return unrated('noResult');
  const ids = g.seats.map((s) => s.player);
  if (ids.length !== 2 || !ids[0] || !ids[1]) return null;
  const players = [ids[0], ids[1]] as [string, string];
  const capped = ratingCap(players, await store.ratings.pairCount(players[0], players[1], finishedAt - DAY));
  if (capped === 'sameIdentity') return unrated(capped); // refused at the seat; never stored as a game of one
  const now = await Promise.all(players.map((id) => ratingNow(store.ratings, id, pool, finishedAt))) as [StoredRating, StoredRating];
  const changes = capped ? now.map(unchanged) : rate(now, outcome.results);
  const seats: RatedSeat[] = players.map((player, seat) => ({ seat, player, score: outcome.results[seat], change: changes[seat] }));
  const rated = note(capped ?? 'rated', seats.map((s) => seatRating(s.seat, s.player, s.change)));
  // Kept with the game in the same transaction: rated by another (a room, a sweep), the game has its ratings.
  if (await store.ratings.recordRated(g.code, pool, seats, finishedAt, rated)) return rated;
  return (await store.load(g.code))?.ratings ?? null;
}

async function keep(store: GameStore, code: string, ratings: GameRatings): Promise<GameRatings> {
  await store.setRatings(code, ratings);
  return ratings;
}
