// Every game the page knows, as it names them before any of their screens load (games/<id>/about.ts):
// read by the shared pages and by logic that runs without a page (links, my games). The first is
// the one a page shows when none is chosen (the start page's choice, /help).
import { carcassonneAbout } from './carcassonne/about';
import { castleAbout } from './castle/about';
import type { GameAbout } from './game-about';

export const GAME_ABOUTS: readonly GameAbout[] = [castleAbout, carcassonneAbout];

/** The game of that id, or undefined for one this page does not know. */
export const aboutGame = (id: string): GameAbout | undefined => GAME_ABOUTS.find((g) => g.id === id);
