// The end of a Carcassonne game: who won, each seat's points (during the game, unfinished features,
// farms), the final scoring step by step (each line lights its feature, or its field and the cities
// it supplies, on the board), and a rematch every seat must accept.
import type { CarcResultView } from '@castle/carcassonne';
import { el } from '../../../dom';
import { carcEventText } from '../logic/words';
import { endTitle } from '../logic/end-title';
import type { PlaneXY } from '../logic/plane-model';
import { t } from '../../../i18n/words';
import { number } from '../../../i18n/format';
import { EndHandlers, endWays } from '../../../screens/end-ways';
import type { RematchState } from '../../../screens/rematch-offer';

export type FinalLine = CarcResultView['lines'][number];

/** The cells a final line lights: a feature's, or a field's and the cities it supplies. */
export function lineCells(l: FinalLine): PlaneXY[] {
  return l.type === 'finalFeature' ? l.feature.cells : [...l.field.cells, ...l.cities.flatMap((c) => c.cells)];
}

/** How a final line is shown on the board: a feature lit; a field outlined and the cities it
 *  supplies lit, so that the field and its cities can be told apart. */
export function lineMarks(l: FinalLine): { highlight: PlaneXY[]; outline: PlaneXY[] } {
  return l.type === 'finalFeature' ? { highlight: l.feature.cells, outline: [] } : { highlight: l.cities.flatMap((c) => c.cells), outline: l.field.cells };
}

/** Each seat's points by part: [during the game, unfinished features, farms]. */
export function pointsByPart(r: CarcResultView): [number, number, number][] {
  return r.scores.map((total, seat) => {
    const won = (t: FinalLine['type']) => r.lines.filter((l) => l.type === t && l.winners.includes(seat)).reduce((n, l) => n + l.points, 0);
    const features = won('finalFeature'), farms = won('finalFarm');
    return [total - features - farms, features, farms];
  });
}

export interface CarcEndState {
  result: CarcResultView;
  names: string[];
  seat: number | null;
  rematch: RematchState;
  /** The final line lit on the board, -1 for none. */
  step: number;
}

export interface CarcEndHandlers extends EndHandlers {
  /** Light final line i on the board (-1: none). */
  step(i: number): void;
}

/** While the final scoring is stepped through: a bar low over the board, so that the feature each
 *  line lights stays in view, with the line, the way back and forth, and back to the result. */
function stepBar(e: CarcEndState, on: CarcEndHandlers): HTMLElement {
  const r = e.result, n = r.lines.length;
  const button = (key: string, testid: string, to: number, disabled = false) => {
    const b = el('button', { 'data-testid': testid }, t(key));
    b.disabled = disabled;
    b.onclick = () => on.step(to);
    return b;
  };
  return el('section', { class: 'end-banner stepping', role: 'dialog', 'aria-label': t('carcassonne.end.stepsDialog'), 'data-testid': 'end-banner' },
    el('p', { class: 'small' }, t('carcassonne.end.step', { step: e.step + 1, steps: n })),
    el('p', { 'data-testid': 'final-step-text' }, el('strong', {}, carcEventText(r.lines[e.step], e.names) ?? '')),
    ...(r.lines[e.step].type === 'finalFarm' ? [el('p', { class: 'small farm-key', 'data-testid': 'farm-key' }, el('span', { class: 'key-field' }), t('carcassonne.end.farmKeyField'), ' · ', el('span', { class: 'key-city' }), t('carcassonne.end.farmKeyCities'))] : []),
    el('div', { class: 'row' },
      button('carcassonne.end.previous', 'final-previous', e.step - 1, e.step === 0),
      button(e.step + 1 < n ? 'carcassonne.end.next' : 'carcassonne.end.done', 'final-next', e.step + 1 < n ? e.step + 1 : -1),
      button('carcassonne.end.back', 'final-done', -1)));
}

export function carcEndBanner(e: CarcEndState, on: CarcEndHandlers): HTMLElement {
  if (e.step >= 0 && e.step < e.result.lines.length) return stepBar(e, on);
  const { result: r, names, seat } = e;
  const parts = pointsByPart(r);
  const table = el('table', { class: 'final-table', 'data-testid': 'final-table' },
    el('tr', {}, el('th', {}, ''), el('th', { title: t('carcassonne.end.playTitle') }, t('carcassonne.end.play')),
      el('th', { title: t('carcassonne.end.unfinishedTitle') }, t('carcassonne.end.unfinished')),
      el('th', {}, t('carcassonne.end.farms')), el('th', {}, t('carcassonne.end.total'))),
    ...r.scores.map((total, s) => el('tr', { class: r.winners.includes(s) ? 'winner' : '' }, el('td', {}, names[s]),
      ...parts[s].map((p) => el('td', {}, number(p))), el('td', { 'data-testid': `final-score-${s}` }, number(total)))));
  const lines = r.lines.map((l, i) => {
    const b = el('button', { class: 'final-line', 'data-testid': `final-line-${i}` }, carcEventText(l, names) ?? '');
    b.onclick = () => on.step(i);
    return el('li', {}, b);
  });
  const stepRow = el('div', { class: 'row' });
  if (r.lines.length) {
    const first = el('button', { 'data-testid': 'final-steps' }, t('carcassonne.end.showSteps'));
    first.onclick = () => on.step(0);
    stepRow.append(first);
  }
  const ways = endWays(e, on);
  return el('section', { class: 'end-banner', role: 'dialog', 'aria-label': t('carcassonne.end.dialog'), 'data-testid': 'end-banner' },
    el('h2', { 'data-testid': 'winner' }, endTitle(r, names, seat)), el('div', { class: 'table-scroll' }, table), ways,
    el('h3', {}, t('carcassonne.end.finalScoring')), stepRow,
    el('ol', { class: 'final-lines', 'data-testid': 'final-lines' }, ...(lines.length ? lines : [el('li', {}, t('carcassonne.end.nothing'))])));
}
