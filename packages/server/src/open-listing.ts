// What an open game shows strangers in the lobby, and when it is listed: while a seat is free and a
// seated player is connected to wait there; a full game, or one whose players all left, leaves the
// list (no ghost games). Whether a game is open is kept with it, so that a restart that reopens it
// lists it again once its player is back.
import type { GameRatings } from '@castle/game';
import type { OpenGameInfo } from '@castle/protocol';
import { MAX_DEVIATION } from './rating';
import type { GameSession } from './session';

/** Is someone waiting at this open game for the seats still free? */
export function waitingForPlayers(session: GameSession, players: Iterable<{ seated: boolean; connected: boolean }>): boolean {
  return session.open && !session.full() && !session.over && [...players].some((p) => p.seated && p.connected);
}

/** The game as the lobby lists it: who has joined, the seats free, its options and time control, and
 *  since when it has been listed without a break (never who created it, nor from where). */
export function openGameInfo(session: GameSession, listedSince: number, ratings: GameRatings | null = null): OpenGameInfo {
  const names = session.names();
  // A seated player's rating, rounded; null for one without a rated game in the pool yet (deviation as a new player's).
  const ratingOf = (seat: number) => {
    const r = ratings?.seats.find((s) => s.seat === seat);
    return r && r.deviation < MAX_DEVIATION ? Math.round(r.rating) : null;
  };
  return {
    game: session.game.id, names: names.filter((n): n is string => n !== null), seats: names.length,
    seatsFree: names.filter((n) => n === null).length, options: session.options, createdAt: session.createdAt, listedSince,
    ...(session.clocks.state ? { clock: session.clocks.control } : {}),
    ...(session.rated && ratings ? { rated: { pool: ratings.pool, ratings: names.flatMap((n, seat) => (n === null ? [] : [ratingOf(seat)])) } } : {}),
  };
}
