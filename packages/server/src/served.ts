// A game as the server serves it: its rules (the game interface) and how its public view fills its
// synced schema. Each game makes its own in games/<id>.ts; games.ts lists them.
import type { AnyGame, ViewOf } from '@castle/game';
import type { GameSchema } from './schema';

export interface ServedGame {
  game: AnyGame;
  /** A new synced state of the game's own schema. */
  schema(): GameSchema;
  /** Copy the game's public view into the schema `schema()` made (changing only what changed). */
  sync(state: GameSchema, view: unknown): void;
  /** The game's name by language, as its editions there call it, for the pages the server writes
   *  (a language not given: the definition's `title`). */
  titles: Record<string, string>;
  /** The rating pool a game of these options and seats is rated in (rating/pool.ts), null when it is
   *  only ever casual: each game says its own, so that no shared file names a game. */
  ratingPool(options: unknown, seats: number): string | null;
  /** Every pool `ratingPool` may answer: the leaderboards the API has for this game. */
  pools: readonly string[];
}

/** How a game is rated: its pools, and the pool of a game of these options and seats (null: casual). */
export interface Rated<Options> {
  pools: readonly string[];
  pool(options: Options, seats: number): string | null;
}

/** A game's options, as its parseOptions gives them. */
type OptionsOf<G extends AnyGame> = Parameters<G['rulesVersion']>[0];

/** A game as served: its schema and its sync checked against each other and its public view. */
export function served<G extends AnyGame, S extends GameSchema>(
  game: G, schema: () => S, sync: (state: S, view: ViewOf<G>) => void, titles: Record<string, string> = {},
  rated: Rated<OptionsOf<G>> = { pools: [], pool: () => null },
): ServedGame {
  return { game, schema, sync: sync as ServedGame['sync'], titles, ratingPool: rated.pool as ServedGame['ratingPool'], pools: rated.pools };
}
