// "How to play": the player's part of docs/rules.md, rendered from the file itself, so the rules
// shown are the rules the project keeps (this screen is a chunk of its own, loaded when opened).
import { marked } from 'marked';
import rules from '../../../../docs/rules.md?raw';
import { app, el } from '../dom';

export function helpPage(): void {
  const body = el('article', { class: 'help-text', 'data-testid': 'help' });
  body.innerHTML = marked.parse(rules, { async: false }) as string;
  // The project's own doc links (board.md) are not pages of this site: show their text only.
  body.querySelectorAll('a[href$=".md"]').forEach((a) => a.replaceWith(...a.childNodes));
  app().replaceChildren(el('main', { class: 'start help' }, el('p', {}, el('a', { href: '/' }, '← Start page')), body));
  document.title = 'How to play – The Castle';
}
