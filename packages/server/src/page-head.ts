// The head of a game's page as the server sends it: its title and its description, for the tab and
// for a shared link's preview (chat apps read the Open Graph tags and run no script). They name the
// game of that code, from its info: only what everyone with the link may see.
import { GameInfo, gamePageTitle, pageTitle } from '@castle/protocol';

/** Text fit to sit in an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** "Ann", "Ann and Bob", "Ann, Bob and Cy". */
function listed(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** What a preview says of the game under its title. */
export function gameDescription(info: GameInfo): string {
  const named = info.names.filter((n): n is string => !!n);
  if (info.over) return `A finished game of ${info.title} between ${listed(named)}: open the link for its replay.`;
  if (info.abandoned) return `A game of ${info.title} nobody played for long: its moves can be replayed.`;
  if (info.seatsFree > 0) return `${named[0] ?? 'A player'} invites you to a game of ${info.title}: open the link to take a seat, or watch.`;
  return `${listed(named)} are playing ${info.title}: open the link to watch.`;
}

/** Meta tags the server writes; the built page's own (the site's defaults) are replaced. */
const WRITTEN = /[ \t]*<meta (?:name="description"|property="og:(?:title|description)")[^>]*>\n?/g;

/** `html` with `info`'s game in its title (after `what` when given: the game's page by default),
 *  description and preview tags. */
export function withGameHead(html: string, info: GameInfo, what?: string): string {
  const title = escapeHtml(what ? pageTitle(what, info.title) : gamePageTitle(info.code, info.title)), description = escapeHtml(gameDescription(info));
  const tags = `<meta name="description" content="${description}">\n<meta property="og:title" content="${title}">\n<meta property="og:description" content="${description}">\n`;
  // Replaced by functions: a `$` in a name is not a replacement pattern.
  const titled = /<title>[^<]*<\/title>/.test(html) ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`) : html.replace('</head>', () => `<title>${title}</title>\n</head>`);
  return titled.replace(WRITTEN, '').replace('</head>', () => `${tags}</head>`);
}
