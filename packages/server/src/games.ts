// The games this server plays: the one registration a game needs here, its rules and how its public
// view fills the synced schema. Everything else (session, store, room, replay, API) is written once
// against the game interface (@castle/game) and asks here. The set is given when the server is built
// (startServer's `games`; these two by default), before any room opens.
import type { AnyGame, ViewOf } from '@castle/game';
import { castle } from '@castle/rules';
import { carcassonne } from '@castle/carcassonne';
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

/** A game as served: its schema and its sync checked against each other and its public view. */
export function served<G extends AnyGame, S extends GameSchema>(game: G, schema: () => S, sync: (state: S, view: ViewOf<G>) => void): ServedGame {
  return { game, schema, sync: sync as ServedGame['sync'] };
}

export const DEFAULT_GAMES: readonly ServedGame[] = [
  served(castle, () => new CastleSchema(), syncCastle),
  served(carcassonne, () => new CarcassonneSchema(), syncCarcassonne),
];

let games: readonly ServedGame[] = DEFAULT_GAMES;

/** The games served from now on (startServer calls it); an id twice is a mistake, said at once. */
export function serveGames(list: readonly ServedGame[]): void {
  const ids = list.map((s) => s.game.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) throw new Error(`the game "${twice}" is served twice`);
  games = list;
}

/** Every game served. */
export const servedGames = (): readonly ServedGame[] => games;

/** The game of this id, or null (a record or request naming a game this server does not have). */
export function gameById(id: string): AnyGame | null {
  return games.find((s) => s.game.id === id)?.game ?? null;
}

export function servedGame(id: string): ServedGame {
  const s = games.find((x) => x.game.id === id);
  if (!s) throw new Error(`no game ${id}`);
  return s;
}
