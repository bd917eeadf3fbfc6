// The end of a game the table ended before the rules did (a resignation, a claimed win, an abort, a
// first move that never came): the banner over the board, for either game, and the replay's result.
import type { GameEnding } from '@castle/protocol';
import { el } from '../dom';
import { number } from '../i18n/format';
import { t } from '../i18n/words';
import { endingSentence, endingTitle } from '../logic/ending-words';
import { EndHandlers, endWays } from './end-ways';
import type { RematchState } from './rematch-offer';

/** Each seat's score when the game ended. */
function scoresAtEnd(e: GameEnding, names: readonly string[]): HTMLElement {
  return el('table', { class: 'final-table', 'data-testid': 'final-table' },
    el('tr', {}, el('th', {}, ''), el('th', {}, t('end.scoreHeading'))),
    ...e.scores.map((score, s) => el('tr', { class: e.winners.includes(s) ? 'winner' : '' }, el('td', {}, names[s]), el('td', { 'data-testid': `final-score-${s}` }, number(score)))));
}

export function tableEndBanner(
  e: GameEnding, names: string[], seat: number | null, rematch: RematchState, on: EndHandlers,
): HTMLElement {
  return el('section', { class: 'end-banner', role: 'dialog', 'aria-label': t('end.dialog'), 'data-testid': 'end-banner', 'data-end': e.end },
    el('h2', { 'data-testid': 'winner' }, endingTitle(e, names, seat)),
    el('p', { 'data-testid': 'end-sentence' }, endingSentence(e, names)),
    endWays({ names, seat, rematch }, on),
    e.scores.length ? scoresAtEnd(e, names) : '');
}

/** The replay's result of such a game. */
export function tableEndReplay(e: GameEnding, names: readonly string[]): HTMLElement {
  return el('section', { class: 'replay-result', 'data-testid': 'replay-result', 'data-end': e.end },
    el('p', { class: 'replay-winner', 'data-testid': 'winner' }, el('strong', {}, endingSentence(e, names))),
    e.scores.length ? el('p', {}, t('end.scores', { scores: e.scores.map((s, i) => `${names[i]} ${number(s)}`).join(', ') })) : '');
}
