// A pool's leaderboard (/leaderboard/<pool>; /leaderboard is the first pool's): a tab for every pool,
// what "established" means and how to get there, then the established players best first, each a
// link to their page. Narrow screens drop the deviation and the games' count (style.css).
import type { LeaderboardAnswer } from '@castle/protocol';
import { el } from '../dom';
import { t } from '../i18n/words';
import { leaderboardPath, playerPath } from '../logic/links';
import { getJson } from '../net';
import { toStart, notice } from '../screens/notice';
import { loadFailed, ratingsPage, toLeaderboards } from './page-top';
import { ratingPool, ratingPools } from './pools';
import { rounded } from './rating-words';

type Leader = LeaderboardAnswer['players'][number];

const cell = (tag: 'td' | 'th', cls: string, ...kids: (Node | string)[]) => el(tag, { class: cls }, ...kids);

function table(players: readonly Leader[]): HTMLTableElement {
  const head = el('tr', {}, cell('th', 'rank', t('ratings.column.rank')), cell('th', 'name', t('ratings.column.player')), cell('th', 'num', t('ratings.column.rating')),
    cell('th', 'num wide', t('ratings.column.deviation')), cell('th', 'num wide', t('ratings.column.games')),
    cell('th', 'num', el('abbr', { title: t('ratings.column.resultsLong') }, t('ratings.column.results'))));
  const rows = players.map((p) => el('tr', { 'data-testid': 'leader', 'data-id': p.id },
    cell('td', 'rank', String(p.rank)), cell('td', 'name', el('a', { href: playerPath(p.id), 'data-testid': 'leader-name' }, p.name)),
    cell('td', 'num', rounded(p.rating)), cell('td', 'num wide', `±${rounded(p.deviation)}`), cell('td', 'num wide', String(p.games)),
    cell('td', 'num', `${p.wins} / ${p.losses} / ${p.draws}`)));
  return el('table', { class: 'leaderboard', 'data-testid': 'leaderboard-table' }, el('thead', {}, head), el('tbody', {}, ...rows));
}

/** The leaderboard of pool `asked` (null: the first pool). */
export async function leaderboardPage(asked: string | null): Promise<void> {
  const pools = ratingPools();
  const pool = asked === null ? pools[0] : ratingPool(asked);
  if (!pool) {
    notice(t('ratings.unknownPool.title'), t('ratings.unknownPool.text', { pool: asked ?? '' }), [{ label: t('ratings.toLeaderboards'), href: '/leaderboard', testid: 'to-leaderboards' }, toStart()], 'unknown-pool');
    return;
  }
  const tabs = el('nav', { class: 'pool-tabs', 'aria-label': t('ratings.pools') }, ...pools.map((p) => el('a', {
    href: leaderboardPath(p.id), 'data-testid': `pool-${p.id}`, ...(p === pool ? { 'aria-current': 'page' } : {}),
  }, p.name())));
  const body = el('div', { 'data-testid': 'leaderboard-body', 'aria-live': 'polite' }, el('p', {}, t('ratings.loading')));
  ratingsPage('leaderboard', t('ratings.leaderboard.title', { pool: pool.name() }), [], [tabs, body], t('ratings.leaderboard.heading'));
  let answer: LeaderboardAnswer | null;
  try {
    answer = await getJson<LeaderboardAnswer>(`/api/leaderboard/${pool.id}`);
  } catch (err) {
    body.replaceChildren(loadFailed(err));
    return;
  }
  if (!answer) { // a pool this page knows and the server does not (a page older or newer than it)
    body.replaceChildren(el('p', { 'data-testid': 'unknown-pool' }, t('ratings.unknownPool.text', { pool: pool.id })), el('p', {}, toLeaderboards()));
    return;
  }
  const established = el('p', { class: 'small', 'data-testid': 'established' }, t('ratings.leaderboard.established', { max: rounded(answer.maxDeviation) }));
  body.replaceChildren(established, answer.players.length ? table(answer.players)
    : el('p', { class: 'empty', 'data-testid': 'leaderboard-empty' }, t('ratings.leaderboard.empty', { pool: pool.name() })));
}
