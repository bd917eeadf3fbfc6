// The API never trusts a rating sent by a client: a rating enters the rating module only as a
// StoredRating, which only storedRating() makes, from what the server's own store read. A client's
// JSON is a plain object and does not type-check where a StoredRating is asked for.
import { NEW_PLAYER, Rating } from './glicko';

declare const fromStore: unique symbol;

/** A rating the server read from its own store (or a new player's): never one a client sent. */
export type StoredRating = Readonly<Rating> & { readonly [fromStore]: true };

/**
 * The rating of a store's row (null: the player has none in this pool yet, and starts as new).
 * Call it only on what the store returned; a row that is not a rating is the store's fault, said at once.
 */
export function storedRating(row: Rating | null): StoredRating {
  const r = row ?? NEW_PLAYER;
  for (const key of ['rating', 'deviation', 'volatility'] as const) {
    if (typeof r[key] !== 'number' || !Number.isFinite(r[key])) throw new Error(`a stored rating's ${key} must be a finite number, not ${JSON.stringify(r[key])}`);
  }
  if (r.deviation <= 0 || r.volatility <= 0) throw new Error(`a stored rating's deviation and volatility must be above 0 (${r.deviation}, ${r.volatility})`);
  return { rating: r.rating, deviation: r.deviation, volatility: r.volatility } as StoredRating;
}
