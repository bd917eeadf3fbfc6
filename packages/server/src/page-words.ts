// The words of the pages the server writes (a game's title and link preview, the site's
// description), in the language the browser asks for: the one the page chose (its `lang` cookie,
// set by the page's picker), else the best of Accept-Language, else English. ICU messages, as the
// page's own catalogues; the same languages as the page (a test compares them).
import { readFileSync, readdirSync } from 'fs';
import * as path from 'path';
import type { Request, Response } from 'express';
import { IntlMessageFormat } from 'intl-messageformat';
import type en from './locales/en.json';

type Catalogue = typeof en;
export type WordKey = keyof Catalogue;

/** Every locales/<lang>.json beside this file (the build copies them): a language is one file. */
const LOCALES = path.join(__dirname, 'locales');
export const CATALOGUES: Record<string, Catalogue> = Object.fromEntries(readdirSync(LOCALES).filter((f) => f.endsWith('.json'))
  .map((f) => [f.slice(0, -'.json'.length), JSON.parse(readFileSync(path.join(LOCALES, f), 'utf8')) as Catalogue]));
export const PAGE_LANGUAGES = Object.keys(CATALOGUES).sort();
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
  // English first: with no Accept-Language (or `*`), express answers the first language offered.
  const asked = req.acceptsLanguages(FALLBACK_LANGUAGE, ...PAGE_LANGUAGES.filter((l) => l !== FALLBACK_LANGUAGE));
  return cookieLanguage(req.headers.cookie) ?? (typeof asked === 'string' ? asked : FALLBACK_LANGUAGE);
}

const compiled = new Map<string, IntlMessageFormat>();

/** The message `key` in `lang`, its parameters filled in. */
export function words(lang: string, key: WordKey, params?: Record<string, string | number>): string {
  const id = `${lang}:${key}`;
  let f = compiled.get(id);
  if (!f) compiled.set(id, (f = new IntlMessageFormat((CATALOGUES[lang] ?? CATALOGUES[FALLBACK_LANGUAGE])[key], lang)));
  return String(f.format(params));
}

/** Names as a list in `lang`: "Ann, Bob and Cy", "Ann, Bob und Cy", "Ann, Bob et Cy". */
export const listOf = (lang: string, names: string[]): string => new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
