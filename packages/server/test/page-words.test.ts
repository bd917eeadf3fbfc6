// The server's catalogue speaks the page's languages (those of the page's shared catalogue,
// client/src/locales), each with the same keys and the same parameters, and every message formats.
import { readdirSync } from 'fs';
import { join } from 'path';
import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUES, PAGE_LANGUAGES, WordKey, words } from '../src/page-words';

const pageLanguages = readdirSync(join(__dirname, '../../client/src/locales')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length)).sort();

/** The argument names of a message, sorted (the words of a select's cases are not arguments). */
function parameters(message: string): string[] {
  const found = new Set<string>();
  const visit = (nodes: { value?: unknown; type: number; options?: Record<string, { value: unknown[] }> }[]): void => nodes.forEach((n) => {
    // 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural (@formatjs/icu-messageformat-parser's types).
    if (n.type >= 1 && n.type <= 6) found.add(String(n.value));
    Object.values(n.options ?? {}).forEach((o) => visit(o.value as Parameters<typeof visit>[0]));
  });
  visit(new IntlMessageFormat(message, 'en').getAst() as Parameters<typeof visit>[0]);
  return [...found].sort();
}

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
