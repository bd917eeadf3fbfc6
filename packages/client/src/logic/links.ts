// Where the browser is: the start page, help, a game by its code (playing or watching), its
// replay, a record opened from this computer, how the shuffle is checked, a game link without a
// valid code, a leaderboard, a player's ratings, or an address the site does not have.
import { GAME_ABOUTS } from '../games/catalogue';

export type Page =
  | { page: 'start' }
  | { page: 'help'; game: string }
  | { page: 'game'; code: string; watch: boolean }
  | { page: 'replay'; code: string }
  /** A game record opened from this computer. */
  | { page: 'record' }
  /** How the shuffle is made and checked (shuffle/shuffle-page.ts). */
  | { page: 'shuffle' }
  /** A rating pool's leaderboard (null: the first pool's) and a player's ratings (ratings/). */
  | { page: 'leaderboard'; pool: string | null }
  | { page: 'player'; id: string }
  | { page: 'bad-link'; path: string }
  | { page: 'not-found'; path: string };

/** The address of how the shuffle is made and checked. */
export const SHUFFLE_PAGE = '/shuffle';

export function parseLocation(pathname: string, search: string): Page {
  // A game's help at its own address, or at /help/<id> (which the server serves for every game).
  const path = pathname.replace(/(.)\/$/, '$1');
  const helped = GAME_ABOUTS.find((g) => g.helpPath === path || `/help/${g.id}` === path);
  if (helped) return { page: 'help', game: helped.id };
  const m = /^\/g\/([A-Za-z0-9]{5})(\/replay)?\/?$/.exec(pathname);
  if (m) {
    const code = m[1].toUpperCase();
    return m[2] ? { page: 'replay', code } : { page: 'game', code, watch: new URLSearchParams(search).has('watch') };
  }
  if (/^\/g(\/|$)/.test(pathname)) return { page: 'bad-link', path: pathname };
  if (/^\/(index\.html)?$/.test(pathname)) return { page: 'start' };
  if (/^\/record\/?$/.test(pathname)) return { page: 'record' };
  if (path === SHUFFLE_PAGE) return { page: 'shuffle' };
  const rated = /^\/(leaderboard|players)(?:\/([\w-]+))?$/.exec(path);
  if (rated?.[1] === 'leaderboard') return { page: 'leaderboard', pool: rated[2] ?? null };
  if (rated?.[2]) return { page: 'player', id: rated[2] };
  return { page: 'not-found', path: pathname };
}

/** A pool's leaderboard's address, and a player's page's. */
export const leaderboardPath = (pool: string): string => `/leaderboard/${pool}`;
export const playerPath = (id: string): string => `/players/${id}`;

export function gameLink(origin: string, code: string, watch = false): string {
  return `${origin}/g/${code}${watch ? '?watch' : ''}`;
}

/** A code typed or pasted by a person: spaces and case do not matter, and a game's link
 *  (http://host/g/K7QXA, its replay, with or without a query) gives its code; null if it cannot be a code. */
export function cleanCode(typed: string): string | null {
  const link = /\/g\/([A-Za-z0-9]{5})(?:[/?#]|$)/.exec(typed.trim());
  const code = (link ? link[1] : typed).replace(/\s+/g, '').toUpperCase();
  return /^[A-Z0-9]{5}$/.test(code) ? code : null;
}
