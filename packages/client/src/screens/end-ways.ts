// What the end of every game offers, whatever ended it: a rematch every seat must accept, the
// replay, the board again, a new game, and the game's record to keep.
import type { RematchAnswer } from '@castle/protocol';
import { el } from '../dom';
import { t } from '../i18n/words';
import { parseLocation } from '../logic/links';
import { recordLinks } from './record-links';
import { RematchState, rematchWays } from './rematch-offer';

/** What the end banner's buttons do. */
export interface EndHandlers {
  rematch(answer: RematchAnswer): void;
  close(): void;
  /** The replay's address. */
  replay: string;
}

/** The ways on from the end: a rematch every seat must accept, the replay, the board, a new game,
 *  and the record's downloads (for the game the replay's address names). */
export function endWays(e: { names: readonly string[]; seat: number | null; rematch: RematchState }, on: EndHandlers): HTMLElement {
  const ways = el('div', { class: 'ways' }, ...rematchWays(e.rematch, e.names, e.seat, on.rematch));
  const close = el('button', { 'data-testid': 'close-banner' }, t('end.showBoard'));
  close.onclick = on.close;
  ways.append(el('a', { class: 'button', href: on.replay, 'data-testid': 'replay-link' }, t('end.replay')), close, el('a', { class: 'button', href: '/' }, t('end.newGame')));
  const page = parseLocation(on.replay, '');
  if (page.page === 'replay') ways.append(...recordLinks(page.code));
  return ways;
}
