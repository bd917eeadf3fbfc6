// The words of the pages the server writes (a game's title and link preview, the site's
// description), in the language the browser asks for: the one the page chose (its `lang` cookie,
// set by the page's picker), else the best of Accept-Language, else English. ICU messages, as the
// page's own catalogues; the same languages as the page (a test compares them).
import type { Request, Response } from 'express';
import { IntlMessageFormat } from 'intl-messageformat';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';

type Catalogue = typeof en;
export type WordKey = keyof Catalogue;

export const CATALOGUES: Record<string, Catalogue> = { en, de, fr };
export const PAGE_LANGUAGES = Object.keys(CATALOGUES);
export const FALLBACK_LANGUAGE = 'en';

/** The language a page's cookie names (`lang=de`), if the server has it. */
function cookieLanguage(cookie: string | undefined): string | null {
  const lang = /(?:^|;\s*)lang=([A-Za-z-]+)/.exec(cookie ?? '')?.[1]?.toLowerCase().split('-')[0];
  return lang && PAGE_LANGUAGES.includes(lang) ? lang : null;
}

/** The language to write `req`'s page in. The answer depends on the cookie and Accept-Language:
 *  `res` is told so (Vary), for caches. */
export function pageLanguage(req: Request, res: Response): string {
  res.vary('Accept-Language');
  res.vary('Cookie');
  const asked = req.acceptsLanguages(...PAGE_LANGUAGES);
  return cookieLanguage(req.headers.cookie) ?? (typeof asked === 'string' ? asked : FALLBACK_LANGUAGE);
}

const compiled = new Map<string, IntlMessageFormat>();

/** The message `key` in `lang`, its parameters filled in. */
export function words(lang: string, key: WordKey, params?: Record<string, string | number>): string {
  const id = `${lang}:${key}`;
  let f = compiled.get(id);
  if (!f) compiled.set(id, (f = new IntlMessageFormat((CATALOGUES[lang] ?? en)[key], lang)));
  return String(f.format(params));
}

/** Names as a list in `lang`: "Ann, Bob and Cy", "Ann, Bob und Cy", "Ann, Bob et Cy". */
export const listOf = (lang: string, names: string[]): string => new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
