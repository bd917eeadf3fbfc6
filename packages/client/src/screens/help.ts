// "How to play": the players' help of each game (help/<game>.md: the game, its scoring, what the
// site does where the rulebook is silent) and the part both games share (help/page.md: the controls,
// the page, the replay), rendered as written (a chunk of its own, loaded when opened). The
// developers' notes on the rules stay in docs/.
import { marked } from 'marked';
import carcassonne from '../help/carcassonne.md?raw';
import castle from '../help/castle.md?raw';
import page from '../help/page.md?raw';
import { app, el } from '../dom';

/** Each game's help: its text, its address, and the title and link words the other page uses. */
const HELP = {
  castle: { text: castle, href: '/help', name: 'the Castle', title: 'The Castle' },
  carcassonne: { text: carcassonne, href: '/help/carcassonne', name: 'Carcassonne', title: 'Carcassonne' },
} as const;
export type HelpGame = keyof typeof HELP;

export function helpPage(game: HelpGame = 'castle'): void {
  const help = HELP[game];
  const body = el('article', { class: 'help-text', 'data-testid': 'help' });
  body.innerHTML = marked.parse(`${help.text}\n${page}`, { async: false }) as string;
  // A long page on a phone: its sections listed under the title, each a link to its heading.
  const sections = [...body.querySelectorAll('h2')].map((h, i) => {
    h.id = `section-${i + 1}`;
    return el('li', {}, el('a', { href: `#${h.id}` }, h.textContent ?? ''));
  });
  body.querySelector('h1')?.after(el('nav', { 'aria-label': 'On this page', 'data-testid': 'help-sections' }, el('ul', { class: 'help-sections' }, ...sections)));
  const others = (Object.keys(HELP) as HelpGame[]).filter((g) => g !== game)
    .flatMap((g) => [' · ', el('a', { href: HELP[g].href }, `How to play ${HELP[g].name}`)]);
  app().replaceChildren(el('main', { class: 'start help' }, el('p', {}, el('a', { href: '/' }, '← Start page'), ...others), body));
  document.title = `How to play – ${help.title}`;
}
