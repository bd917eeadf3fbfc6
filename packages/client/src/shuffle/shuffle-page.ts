// The explanation behind "Shuffle verified" (/shuffle): what is committed when, what each player's
// contribution does, why nobody arranges the tiles alone, how to check a record yourself, and what is
// not checked. Written in each language (locales/<lang>.md), rendered as the help pages are.
import { app, el } from '../dom';
import { languagePicker } from '../i18n/picker';
import { language, t } from '../i18n/words';
import { pageTitle } from '../logic/page-title';
import { helpArticle } from '../screens/help-text';

const TEXTS = import.meta.glob<string>('./locales/*.md', { query: '?raw', import: 'default' });

export async function shufflePage(): Promise<void> {
  const text = await TEXTS[`./locales/${language()}.md`]!();
  const body = helpArticle(text, t('help.sections'), 'shuffle-page');
  app().replaceChildren(el('main', { class: 'start help' }, el('div', { class: 'help-top' }, el('p', {}, el('a', { href: '/' }, t('help.toStart'))), languagePicker()), body));
  document.title = pageTitle(t('shuffle.page.title'));
}
