// What the server calls the pages it writes, in a shared link's preview (previews run no script):
// a game page's title. The page, once it runs, names itself in its player's language from its
// catalogue (client logic/page-title.ts), not with these English words. A game's own name comes
// from its definition (`title`), through GameInfo.

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
