// A player's page (/players/<id>): their name and results over every pool; for each pool their
// rating ± deviation, results and the chart of their rating after each recent game there; then the
// recent rated games, newest first, each with its result, change, opponent (a link to their page),
// day and replay. A malformed id or an unknown player gets a page that says so.
import { IDENTITY_ID_PATTERN, type PlayerAnswer, type PoolRating, type RatedGameLine } from '@castle/protocol';
import { el } from '../dom';
import { date } from '../i18n/format';
import { t, tNodes } from '../i18n/words';
import { playerPath } from '../logic/links';
import { getJson } from '../net';
import { notice, toStart } from '../screens/notice';
import { historyChart } from './history-chart';
import { loadFailed, ratingsPage, toLeaderboards } from './page-top';
import { poolName } from './pools';
import { ratingWithDeviation, results, signed } from './rating-words';

/** One pool's standing, with the chart of the recent games in it (`games` newest first). */
function poolSection(r: PoolRating, games: readonly RatedGameLine[]): HTMLElement {
  const history = games.filter((g) => g.pool === r.pool).map((g) => g.rating).reverse();
  return el('section', { class: 'pool-rating', 'data-testid': `pool-rating-${r.pool}` },
    el('h2', {}, poolName(r.pool)),
    el('p', { class: 'rating-line' }, el('strong', { 'data-testid': 'rating' }, ratingWithDeviation(r)), ' · ', el('span', { 'data-testid': 'pool-results' }, results(r))),
    ...(history.length ? [historyChart(history), el('p', { class: 'small' }, t('ratings.chart.caption', { count: history.length }))] : []));
}

/** "against <a>Bob</a>": a rated game has two seats, so one opponent. */
const against = (o: { id: string; name: string }) =>
  tNodes<Node>('ratings.recent.against', { name: o.name }, { player: (chunks) => el('a', { href: playerPath(o.id), 'data-testid': 'opponent' }, ...chunks) });

/** One recent game, from the player's seat. */
function gameLine(g: RatedGameLine): HTMLElement {
  return el('li', { class: `rated-game ${g.result}`, 'data-testid': 'recent-game', 'data-code': g.code },
    el('strong', { class: 'result' }, t('ratings.result', { result: g.result })), ' ',
    el('span', { class: 'change', 'data-testid': 'change' }, signed(g.change)), ' ',
    el('span', {}, ...g.opponents.slice(0, 1).flatMap(against)), ' · ',
    el('span', { class: 'small' }, poolName(g.pool)), ' · ',
    el('time', { datetime: new Date(g.finishedAt).toISOString() }, date(g.finishedAt)), ' · ',
    el('a', { href: `/g/${g.code}/replay`, 'data-testid': 'replay-link' }, t('ratings.recent.replay')));
}

function shown(p: PlayerAnswer): void {
  const parts = p.ratings.length === 0 ? [el('p', { 'data-testid': 'no-games' }, t('ratings.player.noGames', { name: p.name }))] : [
    el('p', { 'data-testid': 'player-results' }, results(p)),
    ...p.ratings.map((r) => poolSection(r, p.recent)),
    el('h2', {}, t('ratings.recent.heading')),
    el('ol', { class: 'rated-games' }, ...p.recent.map(gameLine)),
  ];
  ratingsPage('player', p.name, [toLeaderboards()], parts);
}

export async function playerPage(id: string): Promise<void> {
  const unknown = (text: string) => notice(t('ratings.player.unknown.title'), text, [{ label: t('ratings.toLeaderboards'), href: '/leaderboard', testid: 'to-leaderboards' }, toStart()], 'unknown-player');
  if (!IDENTITY_ID_PATTERN.test(id)) return void unknown(t('ratings.player.badId', { id }));
  const body = el('div', { 'data-testid': 'player-loading' }, el('p', {}, t('ratings.loading')));
  ratingsPage('player-loading', t('ratings.player.loadingTitle'), [toLeaderboards()], [body]);
  try {
    const answer = await getJson<PlayerAnswer>(`/api/players/${id}`);
    if (answer) shown(answer);
    else unknown(t('ratings.player.unknown.text', { id }));
  } catch (err) {
    body.replaceChildren(loadFailed(err));
  }
}
