// The games this server plays: one line a game, its schema and sync in games/<id>.ts. Everything
// else (session, store, room, replay, API) is written once against the game interface
// (@castle/game) and asks here. The set is given when the server is built
// (startServer's `games`; these two by default), before any room opens.
import type { AnyGame } from '@castle/game';
import { castleServed } from './games/castle';
import { carcassonneServed } from './games/carcassonne';
import type { ServedGame } from './served';

export { served } from './served';
export type { ServedGame } from './served';

export const DEFAULT_GAMES: readonly ServedGame[] = [castleServed, carcassonneServed];

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

/** The name of the game of this id in `lang` (its editions' own), or null for a game not served. */
export function gameTitle(id: string, lang: string): string | null {
  const s = games.find((x) => x.game.id === id);
  return s ? s.titles[lang] ?? s.game.title : null;
}

export function servedGame(id: string): ServedGame {
  const s = games.find((x) => x.game.id === id);
  if (!s) throw new Error(`no game ${id}`);
  return s;
}
