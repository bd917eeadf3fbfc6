// "How to play": the players' help of each game (games/<id>/locales/<lang>.md: the game, its scoring, what the
// site does where the rulebook is silent) and the part every game shares (locales/<lang>.md: the controls,
// the page, the replay), rendered as written (a chunk of its own, loaded when opened). The
// developers' notes on the rules stay in docs/.
import { marked } from 'marked';
import { app, el } from '../dom';
import { GAME_ABOUTS, aboutGame } from '../games/catalogue';
import { gamePage } from '../games/registry';
import { language } from '../i18n/words';
import { notice, toStart } from './notice';

/** The part every game shares, in each language (locales/<lang>.md). */
const SHARED = import.meta.glob<string>('../locales/*.md', { query: '?raw', import: 'default' });

/** The help of game `id` (links.ts gives only ids the catalogue has). */
export async function helpPage(id: string): Promise<void> {
  const game = aboutGame(id);
  if (!game) { notice('Page not found', `This site has no help for a game called "${id}".`, [toStart], 'not-found'); return; }
  const [text, page] = await Promise.all([gamePage(game.id).helpText(language()), SHARED[`../locales/${language()}.md`]!()]);
  const body = el('article', { class: 'help-text', 'data-testid': 'help' });
  body.innerHTML = marked.parse(`${text}\n${page}`, { async: false }) as string;
  // A long page on a phone: its sections listed under the title, each a link to its heading.
  const sections = [...body.querySelectorAll('h2')].map((h, i) => {
    h.id = `section-${i + 1}`;
    return el('li', {}, el('a', { href: `#${h.id}` }, h.textContent ?? ''));
  });
  body.querySelector('h1')?.after(el('nav', { 'aria-label': 'On this page', 'data-testid': 'help-sections' }, el('ul', { class: 'help-sections' }, ...sections)));
  const others = GAME_ABOUTS.filter((g) => g !== game)
    .flatMap((g) => [' · ', el('a', { href: g.help.path }, `How to play ${g.shortName}`)]);
  app().replaceChildren(el('main', { class: 'start help' }, el('p', {}, el('a', { href: '/' }, '← Start page'), ...others), body));
  document.title = `How to play – ${game.help.title}`;
}
