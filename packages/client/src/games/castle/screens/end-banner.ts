// The end of a game as an event: who won and by how much, the final scoring line by line, and a
// rematch both players must accept (the other player starts the new game), and the record to keep.
import { el } from '../../../dom';
import { FinalResult, finalRows } from '../logic/final-rows';
import { eventText } from '../logic/words';
import { t } from '../../../i18n/words';
import { EndHandlers, endWays } from '../../../screens/end-ways';
import type { RematchState } from '../../../screens/rematch-offer';

export interface EndState {
  result: FinalResult;
  names: string[];
  /** This page's seat, or null for a watcher. */
  seat: number | null;
  /** Each seat's ask for a rematch, and no. */
  rematch: RematchState;
}

export function endBanner(e: EndState, on: EndHandlers): HTMLElement {
  const { result: r, names, seat } = e;
  const who = (s: number) => names[s] || t('castle.player', { n: s + 1 });
  const margin = r.winner === null ? 0 : r.scores[r.winner] - r.scores[1 - r.winner];
  const title = r.winner === null ? t('castle.end.draw', { score0: r.scores[0], score1: r.scores[1] })
    : r.winner === seat ? t('castle.end.youWin', { margin }) : t('castle.end.wins', { who: who(r.winner), margin });
  const lines = r.lines.map((l) => el('li', {}, eventText(l, names, () => '') ?? ''));
  const rows = finalRows(r);
  const table = el('table', { class: 'final-table', 'data-testid': 'final-table' },
    el('tr', {}, el('th', {}, ''), ...[0, 1].map((s) => el('th', {}, who(s)))),
    ...rows.map(([label, pts]) => el('tr', {}, el('td', {}, label), ...pts.map((p) => el('td', {}, String(p))))),
    el('tr', { class: 'total' }, el('td', {}, t('castle.final.total')), ...[0, 1].map((s) => el('td', { 'data-testid': `final-score-${s}` }, String(r.scores[s])))));
  const box = el('section', { class: 'end-banner', role: 'dialog', 'aria-label': t('castle.end.over'), 'data-testid': 'end-banner' },
    el('h2', { 'data-testid': 'winner' }, title), table);
  const details = [el('h3', {}, t('castle.end.finalScoring')), el('ul', { class: 'final-lines', 'data-testid': 'final-lines' }, ...(lines.length ? lines : [el('li', {}, t('castle.end.nothing'))]))];
  const ways = endWays({ names: [0, 1].map(who), seat, rematch: e.rematch }, on);
  box.append(ways, ...details); // the way on before the details, so that it is in view on a phone
  return box;
}

