// Which language the page speaks: the one chosen in this browser, else the first of the browser's
// languages the page has, else English. A choice is kept in localStorage, and in a cookie so that
// the pages the server writes (a game's link preview, its title) come in it too.
import { FALLBACK_LANGUAGE, LANGUAGES } from './words';

const KEY = 'lang';
const YEAR = 365 * 24 * 3600;

/** The language of `tag` ("de-AT" → "de") if the page has it. */
export function supported(tag: string | null | undefined): string | null {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return LANGUAGES.includes(base) ? base : null;
}

/** The language to show on this page now. */
export function chosenLanguage(): string {
  let stored: string | null = null;
  try { stored = localStorage.getItem(KEY); } catch { /* storage refused: follow the browser */ }
  const asked = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  return supported(stored) ?? asked.map(supported).find((l) => l) ?? FALLBACK_LANGUAGE;
}

/** Keep `lang` as this browser's choice. */
export function rememberLanguage(lang: string): void {
  try { localStorage.setItem(KEY, lang); } catch { /* storage refused: the cookie still tells the server */ }
  document.cookie = `${KEY}=${lang}; path=/; max-age=${YEAR}; SameSite=Lax`;
}
