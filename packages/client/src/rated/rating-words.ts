// A rated game's ratings in words: each player's rating before the end, after it with the change
// (+17, -17, rounded as the ratings pages write them), or why nothing changed. For the end banner
// and the replay of a record.
import type { GameRatings, SeatRating } from '@castle/protocol';
import { t } from '../i18n/words';
import { rounded, signed } from '../ratings/rating-words';

/** A seat's line once the game is over: its new rating and the change, or its rating when nothing changed. */
export function seatRatingWords(seat: SeatRating, name: string, rated: boolean): string {
  return rated && seat.after !== undefined
    ? t('rated.end.after', { name, rating: rounded(seat.after), change: signed(seat.change ?? seat.after - seat.rating) })
    : t('rated.end.kept', { name, rating: rounded(seat.rating) });
}

/** Why the ratings did or did not change, once over; '' before the end. */
export const ratingNoteWords = (r: GameRatings): string => (r.note ? t(`rated.note.${r.note}`) : '');
