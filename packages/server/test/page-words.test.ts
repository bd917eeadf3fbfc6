// The server's catalogue speaks the page's languages (those of the page's shared catalogue,
// client/src/locales), each with the same keys and the same parameters, and every message formats.
import { readdirSync } from 'fs';
import { join } from 'path';
import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUES, PAGE_LANGUAGES, WordKey, words } from '../src/page-words';

const pageLanguages = readdirSync(join(__dirname, '../../client/src/locales')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length)).sort();

/** The argument names of a message, sorted. */
const parameters = (message: string): string[] => [...message.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

test('the server speaks the languages the page speaks', () => {
  expect(pageLanguages.length).toBeGreaterThanOrEqual(3);
  expect([...PAGE_LANGUAGES].sort()).toEqual(pageLanguages);
});

test.each(PAGE_LANGUAGES)('the %s catalogue has the English keys, each with its parameters, and every message formats', (lang) => {
  const en = CATALOGUES.en, own = CATALOGUES[lang];
  expect(Object.keys(own).sort()).toEqual(Object.keys(en).sort());
  for (const key of Object.keys(en) as WordKey[]) {
    expect([key, parameters(own[key])]).toEqual([key, parameters(en[key])]);
    expect(() => new IntlMessageFormat(own[key], lang)).not.toThrow();
  }
  expect(words(lang, 'page.game', { code: 'K7QXA' })).toContain('K7QXA');
});
