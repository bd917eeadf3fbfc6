// A rated game's ratings at its end, under the end banner's result and on the replay of its record:
// each player's new rating and change, linked to the player's page, and why nothing changed if so.
import type { GameRatings } from '@castle/protocol';
import { el } from '../dom';
import { t } from '../i18n/words';
import { playerPath } from '../logic/links';
import { ratingsOf } from './ratings';
import { ratingNoteWords, seatRatingWords } from './rating-words';

export function ratingsResult(r: GameRatings, names: readonly (string | null)[]): HTMLElement {
  const rated = r.note === 'rated';
  return el('section', { class: 'ratings-result', 'data-testid': 'ratings-result', 'data-note': r.note ?? '' },
    el('h3', {}, t('rated.end.heading')),
    el('ul', {}, ...r.seats.map((s) => el('li', { 'data-testid': `rating-change-${s.seat}` },
      el('a', { href: playerPath(s.player) }, seatRatingWords(s, names[s.seat] ?? '', rated))))),
    ...(rated ? [] : [el('p', { class: 'small', 'data-testid': 'ratings-note' }, ratingNoteWords(r))]));
}

/** The end banner of any game, with the ratings under it in a rated game (`ratings`: the synced JSON). */
export function withRatings(banner: HTMLElement, ratings: string, names: readonly string[]): HTMLElement {
  const r = ratingsOf(ratings);
  if (r?.note) banner.append(ratingsResult(r, names));
  return banner;
}
