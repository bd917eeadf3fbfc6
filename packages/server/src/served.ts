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
}

/** A game as served: its schema and its sync checked against each other and its public view. */
export function served<G extends AnyGame, S extends GameSchema>(game: G, schema: () => S, sync: (state: S, view: ViewOf<G>) => void): ServedGame {
  return { game, schema, sync: sync as ServedGame['sync'] };
}
