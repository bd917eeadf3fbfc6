// The end of a Carcassonne game: who won, each seat's points (during the game, unfinished features,
// farms), the final scoring step by step (each line lights its feature, or its field and the cities
// it supplies, on the board), and a rematch every seat must accept.
import type { CarcResultView } from '@castle/carcassonne';
import { el } from '../../../dom';
import { carcEventText } from '../logic/words';
import type { PlaneXY } from '../logic/plane-model';
import { nameList, plural } from '../../../logic/common-words';
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

export function endTitle(r: CarcResultView, names: readonly string[], seat: number | null): string {
  const best = r.scores[r.winners[0]] ?? 0;
  if (r.winners.length > 1) return `${r.winners.includes(seat ?? -1) ? 'You share the win' : `${nameList(names, r.winners)} share the win`} with ${plural(best, 'point')}`;
  return `${r.winners[0] === seat ? 'You win' : `${nameList(names, r.winners)} wins`} with ${plural(best, 'point')}`;
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
  const button = (label: string, testid: string, to: number, disabled = false) => {
    const b = el('button', { 'data-testid': testid }, label);
    b.disabled = disabled;
    b.onclick = () => on.step(to);
    return b;
  };
  return el('section', { class: 'end-banner stepping', role: 'dialog', 'aria-label': 'The final scoring, step by step', 'data-testid': 'end-banner' },
    el('p', { class: 'small' }, `Final scoring, step ${e.step + 1} of ${n}`),
    el('p', { 'data-testid': 'final-step-text' }, el('strong', {}, carcEventText(r.lines[e.step], e.names) ?? '')),
    ...(r.lines[e.step].type === 'finalFarm' ? [el('p', { class: 'small farm-key', 'data-testid': 'farm-key' }, el('span', { class: 'key-field' }), 'the field (outlined) · ', el('span', { class: 'key-city' }), 'the cities it supplies (lit)')] : []),
    el('div', { class: 'row' },
      button('◀ Previous', 'final-previous', e.step - 1, e.step === 0),
      button(e.step + 1 < n ? 'Next ▶' : 'Done', 'final-next', e.step + 1 < n ? e.step + 1 : -1),
      button('Back to the result', 'final-done', -1)));
}

export function carcEndBanner(e: CarcEndState, on: CarcEndHandlers): HTMLElement {
  if (e.step >= 0 && e.step < e.result.lines.length) return stepBar(e, on);
  const { result: r, names, seat } = e;
  const parts = pointsByPart(r);
  const table = el('table', { class: 'final-table', 'data-testid': 'final-table' },
    el('tr', {}, el('th', {}, ''), el('th', { title: 'Points scored during play' }, 'Play'), el('th', { title: 'Unfinished roads, cities and cloisters at the end' }, 'Unfinished'),
      el('th', {}, 'Farms'), el('th', {}, 'Total')),
    ...r.scores.map((total, s) => el('tr', { class: r.winners.includes(s) ? 'winner' : '' }, el('td', {}, names[s]),
      ...parts[s].map((p) => el('td', {}, String(p))), el('td', { 'data-testid': `final-score-${s}` }, String(total)))));
  const lines = r.lines.map((l, i) => {
    const b = el('button', { class: 'final-line', 'data-testid': `final-line-${i}` }, carcEventText(l, names) ?? '');
    b.onclick = () => on.step(i);
    return el('li', {}, b);
  });
  const stepRow = el('div', { class: 'row' });
  if (r.lines.length) {
    const first = el('button', { 'data-testid': 'final-steps' }, 'Show the final scoring step by step on the board');
    first.onclick = () => on.step(0);
    stepRow.append(first);
  }
  const ways = endWays(e, on);
  return el('section', { class: 'end-banner', role: 'dialog', 'aria-label': 'The game is over', 'data-testid': 'end-banner' },
    el('h2', { 'data-testid': 'winner' }, endTitle(r, names, seat)), el('div', { class: 'table-scroll' }, table), ways,
    el('h3', {}, 'Final scoring'), stepRow,
    el('ol', { class: 'final-lines', 'data-testid': 'final-lines' }, ...(lines.length ? lines : [el('li', {}, 'Nothing scored at the end.')])));
}
