// The head of a page as the server sends it, in the language the browser asks for (page-words.ts):
// `<html lang>`, the title and the description, for the tab and for a shared link's preview (chat
// apps read the Open Graph tags and run no script). A game's page names the game of that code, from
// its info: only what everyone with the link may see.
import type { GameInfo } from '@castle/protocol';
import { gameTitle } from './games';
import { listOf, words } from './page-words';

/** Text fit to sit in an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What a preview says of the game under its title; `game` its name in `lang`. */
export function gameDescription(info: GameInfo, lang: string, game: string): string {
  const named = info.names.filter((n): n is string => !!n);
  if (info.over) return words(lang, 'game.over', { game, names: listOf(lang, named) });
  if (info.abandoned) return words(lang, 'game.abandoned', { game });
  if (info.seatsFree > 0) return named[0] ? words(lang, 'game.invite', { game, name: named[0] }) : words(lang, 'game.open', { game });
  return words(lang, 'game.playing', { game, names: listOf(lang, named) });
}

/** Meta tags the server writes; the built page's own (the site's, in English) are replaced. */
const WRITTEN = /[ \t]*<meta (?:name="description"|property="og:(?:title|description|site_name)")[^>]*>\n?/g;

/** `html` in `lang`, with this title and description (the site's when not given). */
export function withHead(html: string, lang: string, head: { title?: string; description?: string } = {}): string {
  const site = words(lang, 'site.title');
  const title = escapeHtml(head.title ?? site), description = escapeHtml(head.description ?? words(lang, 'site.description'));
  const tags = `<meta name="description" content="${description}">\n<meta property="og:site_name" content="${escapeHtml(site)}">\n`
    + `<meta property="og:title" content="${title}">\n<meta property="og:description" content="${description}">\n`;
  // Replaced by functions: a `$` in a name is not a replacement pattern.
  const titled = /<title>[^<]*<\/title>/.test(html) ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`) : html.replace('</head>', () => `<title>${title}</title>\n</head>`);
  return titled.replace(/<html[^>]*>/, `<html lang="${lang}">`).replace(WRITTEN, '').replace('</head>', () => `${tags}</head>`);
}

/** `html` in `lang` with `info`'s game in its title (after `what` when given: "Game <code>" by
 *  default), description and preview tags. */
export function withGameHead(html: string, info: GameInfo, lang: string, what = words(lang, 'page.game', { code: info.code })): string {
  const game = gameTitle(info.game, lang) ?? info.title;
  return withHead(html, lang, { title: words(lang, 'page.title', { what, game }), description: gameDescription(info, lang, game) });
}
