// Numbers, lists, dates and durations in the language shown, through the platform's Intl (no words
// joined in code order: "Ann, Bob and Cy" is "Ann, Bob und Cy" and "Ann, Bob et Cy").
import { dateTimeFormat, defaultNumberFormat, listFormat, numberFormat, relativeTimeFormat } from './intl-cache';
import { language } from './words';

/** A list of one is its item, and of none is empty, in every language: no formatter is made for
 *  them (the first Intl list format a page makes loads the browser's locale data, 20 ms and more,
 *  and a game's log names one player, or nobody, at a time while the board is first drawn). */
const listed = (items: readonly string[], type: 'conjunction' | 'disjunction'): string =>
  items.length <= 1 ? items[0] ?? '' : listFormat(language(), { type }).format(items);

/** "Ann, Bob and Cy". */
export const listOf = (items: readonly string[]): string => listed(items, 'conjunction');

/** "Ann, Bob or Cy". */
export const eitherOf = (items: readonly string[]): string => listed(items, 'disjunction');

/** 1234 → "1,234" / "1.234" / "1 234". */
export const number = (n: number): string => defaultNumberFormat(language()).format(n);

/** A day and time, short: "28/11/2026, 15:32". */
export const dateTime = (at: Date | number): string => dateTimeFormat(language(), { dateStyle: 'medium', timeStyle: 'short' }).format(at);

/** A day, short. */
export const date = (at: Date | number): string => dateTimeFormat(language(), { dateStyle: 'medium' }).format(at);

/** How long ago, in the largest whole unit: "3 minutes ago", "vor 3 Minuten", "il y a 3 minutes". */
export function ago(ms: number): string {
  const f = relativeTimeFormat(language(), { numeric: 'auto' });
  const s = Math.round(ms / 1000);
  if (s < 60) return f.format(-s, 'second');
  if (s < 3600) return f.format(-Math.floor(s / 60), 'minute');
  if (s < 86400) return f.format(-Math.floor(s / 3600), 'hour');
  return f.format(-Math.floor(s / 86400), 'day');
}

/** A length of time in words, largest units first: "1 hour, 5 minutes", "2 min" (`short`). */
export function duration(seconds: number, style: 'long' | 'short' = 'long'): string {
  const parts: string[] = [];
  const h = Math.floor(seconds / 3600), m = Math.floor((seconds % 3600) / 60), s = Math.floor(seconds % 60);
  const unit = (n: number, u: string) => numberFormat(language(), { style: 'unit', unit: u, unitDisplay: style }).format(n);
  if (h) parts.push(unit(h, 'hour'));
  if (m) parts.push(unit(m, 'minute'));
  if (s || !parts.length) parts.push(unit(s, 'second'));
  return listFormat(language(), { type: 'unit', style: style === 'long' ? 'long' : 'narrow' }).format(parts);
}
