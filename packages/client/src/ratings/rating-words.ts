// Ratings as the pages show them: whole points (the store keeps them unrounded), a change with its
// sign, and a player's wins, losses and draws in words.
import { numberFormat } from '../i18n/intl-cache';
import { language, t } from '../i18n/words';

/** 1623.7 → "1624": ratings are written without grouping, as every rating list writes them. */
export const rounded = (rating: number): string => String(Math.round(rating));

/** A rating's change rounded, with its sign: "+12", "-8", "0". */
export const signed = (change: number): string =>
  numberFormat(language(), { signDisplay: 'exceptZero', maximumFractionDigits: 0, useGrouping: false }).format(Math.round(change) || 0);

/** "1624 ± 87". */
export const ratingWithDeviation = (r: { rating: number; deviation: number }): string =>
  t('ratings.rating', { rating: rounded(r.rating), deviation: rounded(r.deviation) });

/** "12 games: 7 wins, 4 losses, 1 draw". */
export const results = (r: { wins: number; losses: number; draws: number }): string =>
  t('ratings.results', { games: r.wins + r.losses + r.draws, wins: r.wins, losses: r.losses, draws: r.draws });
