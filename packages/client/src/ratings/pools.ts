// Every rating pool the page knows, from each game's about (games/<id>/about.ts), in the catalogue's
// order: the first is the leaderboard /leaderboard shows.
import { GAME_ABOUTS } from '../games/catalogue';
import type { RatingPool } from '../games/game-about';

export const ratingPools = (): RatingPool[] => GAME_ABOUTS.flatMap((g) => g.pools ?? []);

/** The pool of that id; undefined for one no game of this page has. */
export const ratingPool = (id: string): RatingPool | undefined => ratingPools().find((p) => p.id === id);

/** A pool's name for people; its id for one this page does not know (a server newer than the page). */
export const poolName = (id: string): string => ratingPool(id)?.name() ?? id;
