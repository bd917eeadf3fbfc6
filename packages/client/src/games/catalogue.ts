// Every game the page knows, as it names them before any of their screens load (games/<id>/about.ts):
// read by the shared pages and by logic that runs without a page (links, my games). The first is
// the one a page shows when none is chosen (the start page's choice, /help).
import { carcassonneAbout } from './carcassonne/about';
import { castleAbout } from './castle/about';
import type { GameAbout } from './game-about';

const abouts: GameAbout[] = [castleAbout, carcassonneAbout];
export const GAME_ABOUTS: readonly GameAbout[] = abouts;

/** The game of that id, or undefined for one this page does not know. */
export const aboutGame = (id: string): GameAbout | undefined => GAME_ABOUTS.find((g) => g.id === id);

/** A game registered from outside this folder (the tests' third game), after those above; registry.ts's
 *  addGamePage adds its page parts with it. */
export function addGameAbout(about: GameAbout): void {
  if (aboutGame(about.id)) throw new Error(`The game "${about.id}" is in the catalogue already`);
  abouts.push(about);
}
