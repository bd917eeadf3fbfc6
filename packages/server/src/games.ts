// The games this server plays: the one registration a game needs here, its rules and how its public
// view fills the synced schema. Everything else (session, store, room, replay, API) is written once
// against the game interface (@castle/game).
import type { AnyGame } from '@castle/game';
import { CastleView, castle } from '@castle/rules';
import { CarcView, carcassonne } from '@castle/carcassonne';
import { CarcassonneSchema, CastleSchema, GameSchema } from './schema';
import { syncCastle } from './sync';
import { syncCarcassonne } from './sync-carcassonne';

export interface ServedGame {
  game: AnyGame;
  /** A new synced state of the game's own schema. */
  schema(): GameSchema;
  /** Copy the game's public view into the schema `schema()` made (changing only what changed). */
  sync(state: GameSchema, view: unknown): void;
}

export const SERVED: readonly ServedGame[] = [
  { game: castle, schema: () => new CastleSchema(), sync: (state, view) => syncCastle(state as CastleSchema, view as CastleView) },
  { game: carcassonne, schema: () => new CarcassonneSchema(), sync: (state, view) => syncCarcassonne(state as CarcassonneSchema, view as CarcView) },
];

/** The game of this id, or null (a record or request naming a game this server does not have). */
export function gameById(id: string): AnyGame | null {
  return SERVED.find((s) => s.game.id === id)?.game ?? null;
}

export function servedGame(id: string): ServedGame {
  const s = SERVED.find((x) => x.game.id === id);
  if (!s) throw new Error(`no game ${id}`);
  return s;
}
