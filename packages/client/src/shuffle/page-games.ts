// Every game this page knows, by their rules (loaded with their chunks): what a record is checked against.
import type { AnyGame } from '@castle/game';
import { GAME_PAGES } from '../games/registry';

export const pageGames = (): Promise<AnyGame[]> => Promise.all(GAME_PAGES.map((p) => p.rules()));
