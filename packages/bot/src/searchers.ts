// The computer's games: each game's searcher (searcher.ts), one line a game.
import { carcassonneSearcher } from './carcassonne';
import { castleSearcher } from './castle';
import type { Searcher } from './searcher';

export const SEARCHERS: Readonly<Record<string, Searcher<any, any, any>>> = {
  castle: castleSearcher,
  carcassonne: carcassonneSearcher,
};
