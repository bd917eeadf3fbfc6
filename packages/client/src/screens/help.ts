// "How to play": the players' help of each game (games/<id>/locales/<lang>.md: the game, its scoring, what the
// site does where the rulebook is silent) and the part every game shares (locales/<lang>.md: the controls,
// the page, the replay), rendered as written (a chunk of its own, loaded when opened). The
// developers' notes on the rules stay in docs/.
import { app, el } from '../dom';
import { GAME_ABOUTS, aboutGame } from '../games/catalogue';
import { gamePage } from '../games/registry';
import { languagePicker } from '../i18n/picker';
import { language, t } from '../i18n/words';
import { helpArticle } from './help-text';
import { notice, toStart } from './notice';

/** The part every game shares, in each language (locales/<lang>.md). */
const SHARED = import.meta.glob<string>('../locales/*.md', { query: '?raw', import: 'default' });

/** The help of game `id` (links.ts gives only ids the catalogue has). */
export async function helpPage(id: string): Promise<void> {
  const game = aboutGame(id);
  if (!game) { notice(t('notice.notFound.title'), t('help.noGame', { id }), [toStart()], 'not-found'); return; }
  const [text, page] = await Promise.all([gamePage(game.id).helpText(language()), SHARED[`../locales/${language()}.md`]!()]);
  const body = helpArticle(`${text}\n${page}`, t('help.sections'), 'help');
  const others = GAME_ABOUTS.filter((g) => g !== game)
    .flatMap((g) => [' · ', el('a', { href: g.helpPath }, t('start.helpLink', { game: g.shortName() }))]);
  app().replaceChildren(el('main', { class: 'start help' }, el('div', { class: 'help-top' }, el('p', {}, el('a', { href: '/' }, t('help.toStart')), ...others), languagePicker()), body));
  document.title = t('help.pageTitle', { game: game.helpTitle() });
}
