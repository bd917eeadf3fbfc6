// The invitation's line on rating: a rated game (its result changes both players' ratings; the seat
// is taken as this browser's identity, made with the name given if there is none) or a casual one.
import type { GameInfo } from '@castle/protocol';
import { el } from '../dom';
import { t } from '../i18n/words';

export function ratedFact(info: Pick<GameInfo, 'rated' | 'names'>): HTMLElement | '' {
  // Only a table of two people may be rated: larger tables say nothing of it.
  if (!info.rated && info.names.length !== 2) return '';
  return el('li', { 'data-testid': 'join-rated', 'data-rated': String(!!info.rated) },
    el('strong', {}, t(info.rated ? 'rated.join.kindRated' : 'rated.join.kindCasual')), ' ', t(info.rated ? 'rated.join.rated' : 'rated.join.casual'));
}
