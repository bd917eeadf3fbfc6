// The frame of the ratings' pages: ways back (the start page, and from a player the leaderboards) and
// the language picker above, the page's parts below.
import { app, el } from '../dom';
import { languagePicker } from '../i18n/picker';
import { t } from '../i18n/words';
import { pageTitle } from '../logic/page-title';
import { leaderboardPath } from '../logic/links';
import { ratingPools } from './pools';

/** The way to the first pool's leaderboard, for a page that is not one. */
export const toLeaderboards = (): HTMLElement => el('a', { href: leaderboardPath(ratingPools()[0]?.id ?? ''), 'data-testid': 'to-leaderboards' }, t('ratings.toLeaderboards'));

/** Show a ratings page titled `title` (its tab's title, and `heading` its h1, the title when not given). */
export function ratingsPage(testid: string, title: string, ways: HTMLElement[], parts: (Node | string)[], heading = title): HTMLElement {
  const top = el('div', { class: 'help-top' }, el('p', {}, el('a', { href: '/', 'data-testid': 'to-start' }, t('help.toStart')), ...ways.flatMap((w) => [' · ', w])), languagePicker());
  const page = el('main', { class: 'start ratings', 'data-testid': testid }, top, el('h1', {}, heading), ...parts);
  app().replaceChildren(page);
  document.title = pageTitle(title);
  return page;
}

/** What a page says when the server did not answer (its words: refusals/said.ts), with a way to try again. */
export const loadFailed = (err: unknown): HTMLElement => el('p', { class: 'error', role: 'alert', 'data-testid': 'ratings-error' },
  t('ratings.loadFailed', { problem: (err as Error).message }), ' ', el('a', { href: location.pathname, 'data-testid': 'retry' }, t('ratings.retry')));
