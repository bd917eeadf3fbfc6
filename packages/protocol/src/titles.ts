// What pages are called, in the browser's tab and in a shared link's preview: the server writes a
// game page's title into the page it sends (for previews, which run no script), and the page sets
// the same once it runs. A game's own name comes from its definition (`title`), through GameInfo.

/** The site's name: it ends the title of a page about no one game. */
export const SITE_NAME = 'Carcassonne online';

/** A page's title: what it shows, then the name of the game it is about, else the site's. */
export function pageTitle(what: string, game: string = SITE_NAME): string {
  return `${what} · ${game}`;
}

/** The title of a game's own page (playing or watching it). */
export function gamePageTitle(code: string, game: string): string {
  return pageTitle(`Game ${code}`, game);
}
