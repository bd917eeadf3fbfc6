// The words of the page in the player's language: every text a player reads is a message of a
// catalogue (ICU MessageFormat: plurals, selects, numbers and dates through the platform's Intl),
// looked up by its key. Only the language shown is loaded; English is the fallback language of a
// browser that asks for none of the others, never of a message (a test keeps the catalogues whole).
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { MESSAGE_FORMATTERS } from './intl-cache';

/** A catalogue: each message as written (the tests read the files) or parsed already (the page's
 *  build parses them: vite.config.mjs). */
export type Messages = Record<string, string | MessageFormatElement[]>;

export type Params = Record<string, string | number | Date>;
/** A message's tags (`<b>…</b>`) made into elements (N: the DOM's Node) by the caller. */
export type Tags<N> = Record<string, (chunks: (string | N)[]) => N>;

export const FALLBACK_LANGUAGE = 'en';

// intl-messageformat resolves each message's locale through Intl.NumberFormat.supportedLocalesOf,
// whose first call costs Chromium 20 to 50 ms (it lists every locale it has) while the page draws
// its first view. The page asks only for its own languages, which every browser has: taken as they are.
const resolved = new Map<string, Intl.Locale>();
IntlMessageFormat.resolveLocale = (locales) => {
  const lang = String(Array.isArray(locales) ? locales[0] : locales);
  let l = resolved.get(lang);
  if (!l) resolved.set(lang, (l = new Intl.Locale(lang)));
  return l;
};

const languageOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

/** Each catalogue file (its path from src/i18n: `../games/<id>/locales/de.json`) and its loader:
 *  Vite's glob in the page (locale-files.ts), the files on disk in the tests. */
let files: Record<string, () => Promise<Messages>> = {};
/** The languages the page speaks: those of the shared catalogue (src/locales/<lang>.json). */
export let LANGUAGES: readonly string[] = [];

export function setLocaleFiles(all: Record<string, () => Promise<Messages>>): void {
  files = all;
  LANGUAGES = Object.keys(all).filter((p) => p.startsWith('../locales/')).map(languageOf).sort();
}

let shown = FALLBACK_LANGUAGE;
let messages: Messages = {};
const compiled = new Map<string, IntlMessageFormat>();
const missing = new Set<string>();

/** The language the page speaks now. */
export const language = (): string => shown;

/** Load every folder's catalogue of `lang` and speak it from now on. */
export async function loadLanguage(lang: string): Promise<void> {
  if (!LANGUAGES.includes(lang)) throw new Error(`the page has no catalogue for the language "${lang}"`);
  const mine = Object.entries(files).filter(([path]) => languageOf(path) === lang);
  const parts = await Promise.all(mine.map(([, load]) => load()));
  messages = Object.assign({}, ...parts) as Messages;
  shown = lang;
  compiled.clear();
  const page = (globalThis as { document?: { documentElement: { lang: string } } }).document;
  if (page) page.documentElement.lang = lang;
}

function format(key: string): IntlMessageFormat | null {
  let f = compiled.get(key);
  if (f) return f;
  const text = messages[key];
  if (text === undefined) {
    if (!missing.has(key)) { missing.add(key); console.error(`no message "${key}" in the ${shown} catalogue`); }
    return null;
  }
  f = new IntlMessageFormat(text, shown, undefined, { formatters: MESSAGE_FORMATTERS });
  compiled.set(key, f);
  return f;
}

/** The message `key` with its parameters, as text. A key no catalogue has shows as itself (and is
 *  reported once): a test makes sure none is missing. */
export function t(key: string, params?: Params): string {
  const f = format(key);
  if (!f) return key;
  const out = f.format(params);
  return Array.isArray(out) ? out.join('') : String(out);
}

/** The message `key` as nodes to append: its tags (`<link>how to play</link>`) made by `tags`. */
export function tNodes<N extends object>(key: string, params: Params = {}, tags: Tags<N> = {}): (string | N)[] {
  const f = format(key);
  if (!f) return [key];
  const out = f.format<N>({ ...params, ...tags } as never);
  return (Array.isArray(out) ? out : [out]).flat().map((part) => (typeof part === 'object' && part !== null ? part as N : String(part)));
}

/** Whether the catalogue shown has `key` (for words a game may or may not give). */
export const hasWords = (key: string): boolean => key in messages;
