// Every game's page parts (games/<id>/index.ts), in the catalogue's order: the shared screens (open
// a game, quick match, the replay page) ask here, and name no game.
import { carcassonneGamePage } from './carcassonne';
import { castlePage } from './castle';
import { addGameAbout } from './catalogue';
import type { GamePage } from './game-page';

const pages: GamePage[] = [castlePage, carcassonneGamePage];
export const GAME_PAGES: readonly GamePage[] = pages;

/** The page parts of game `id`; an id this page does not know is an error, not another game. */
export function gamePage(id: string): GamePage {
  const page = GAME_PAGES.find((g) => g.id === id);
  if (!page) throw new Error(`This page does not know the game "${id}"`);
  return page;
}

/** A game's page parts added after those above, and its words to the catalogue. */
export function addGamePage(page: GamePage): void {
  addGameAbout(page);
  pages.push(page);
}
