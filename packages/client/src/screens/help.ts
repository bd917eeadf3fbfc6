// "How to play": docs/rules.md (the Castle) or docs/rules-carcassonne.md, rendered from the file
// itself, so the rules shown are the rules the project keeps (a chunk of its own, loaded when opened).
import { marked } from 'marked';
import rules from '../../../../docs/rules.md?raw';
import carcRules from '../../../../docs/rules-carcassonne.md?raw';
import { app, el } from '../dom';

export function helpPage(game: 'castle' | 'carcassonne' = 'castle'): void {
  const body = el('article', { class: 'help-text', 'data-testid': 'help' });
  body.innerHTML = marked.parse(game === 'carcassonne' ? carcRules : rules, { async: false }) as string;
  // The project's own doc links (board.md) are not pages of this site: show their text only.
  body.querySelectorAll('a[href$=".md"]').forEach((a) => a.replaceWith(...a.childNodes));
  const other = game === 'carcassonne' ? el('a', { href: '/help' }, 'How to play the Castle') : el('a', { href: '/help/carcassonne' }, 'How to play Carcassonne');
  app().replaceChildren(el('main', { class: 'start help' }, el('p', {}, el('a', { href: '/' }, '← Start page'), ' · ', other), body));
  document.title = game === 'carcassonne' ? 'How to play – Carcassonne' : 'How to play – The Castle';
}
