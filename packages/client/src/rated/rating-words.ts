// A rated game's ratings in words: each player's rating before the end, after it with the change
// (+17, −17, rounded), or why nothing changed. For the end banner and the replay of a record.
import type { GameRatings, SeatRating } from '@castle/protocol';
import { numberFormat } from '../i18n/intl-cache';
import { number } from '../i18n/format';
import { language, t } from '../i18n/words';
import { shownRating } from './ratings';

/** A change of rating, signed and rounded: "+17", "−17", "0". */
export const changeText = (change: number): string =>
  numberFormat(language(), { signDisplay: 'exceptZero', maximumFractionDigits: 0 }).format(Math.round(change));

/** A seat's line once the game is over: its new rating and the change, or its rating when nothing changed. */
export function seatRatingWords(seat: SeatRating, name: string, rated: boolean): string {
  return rated && seat.after !== undefined
    ? t('rated.end.after', { name, rating: number(shownRating(seat.after)), change: changeText(seat.change ?? seat.after - seat.rating) })
    : t('rated.end.kept', { name, rating: number(shownRating(seat.rating)) });
}

/** Why the ratings did or did not change, once over; '' before the end. */
export const ratingNoteWords = (r: GameRatings): string => (r.note ? t(`rated.note.${r.note}`) : '');
