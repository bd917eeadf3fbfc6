// What pages are called, in the browser's tab, in the language shown (the server names the pages it
// writes in its own words: @castle/protocol's titles.ts).
import { t } from '../i18n/words';

/** The site's name: the start page's title, and the end of the title of a page about no one game. */
export const siteName = (): string => t('title.site');

/** A page's title: what it shows, then the name of the game it is about, else the site's. */
export function pageTitle(what: string, game: string = siteName()): string {
  return t('title.page', { what, game });
}

/** The title of a game's own page (playing or watching it). */
export function gamePageTitle(code: string, game: string): string {
  return pageTitle(t('title.game', { code }), game);
}
