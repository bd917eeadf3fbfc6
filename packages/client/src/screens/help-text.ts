// A help page's text as written (Markdown, a chunk of its own): rendered, its sections listed under
// its title, each a link to its heading (a long page on a phone). The games' help and the shuffle's
// explanation are made so.
import { marked } from 'marked';
import { el } from '../dom';

/** `markdown` as an article, with its sections' list named `sections`. */
export function helpArticle(markdown: string, sections: string, testid: string): HTMLElement {
  const body = el('article', { class: 'help-text', 'data-testid': testid });
  body.innerHTML = marked.parse(markdown, { async: false }) as string;
  const links = [...body.querySelectorAll('h2')].map((h, i) => {
    h.id = `section-${i + 1}`;
    return el('li', {}, el('a', { href: `#${h.id}` }, h.textContent ?? ''));
  });
  body.querySelector('h1')?.after(el('nav', { 'aria-label': sections, 'data-testid': `${testid}-sections` }, el('ul', { class: 'help-sections' }, ...links)));
  return body;
}
