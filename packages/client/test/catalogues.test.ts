// The catalogues are whole and agree: every folder speaks every language the page has, with the
// same keys and the same parameters in each; every message parses; every key is used by the code
// of its folder, and every key the code asks for is there. A game's words live in its own folder.
import { readFileSync, readdirSync, statSync } from 'fs';
import { dirname, join, relative } from 'path';
import { IntlMessageFormat } from 'intl-messageformat';

const SRC = join(__dirname, '../src');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

const files = walk(SRC);
const catalogueFiles = files.filter((f) => /[\\/]locales[\\/][^\\/]+\.json$/.test(f));
/** folder (the one holding locales/) → language → messages */
const folders = new Map<string, Map<string, Record<string, string>>>();
for (const f of catalogueFiles) {
  const folder = relative(SRC, dirname(dirname(f))) || '.';
  const lang = f.slice(f.lastIndexOf('/') + 1, -'.json'.length);
  if (!folders.has(folder)) folders.set(folder, new Map());
  folders.get(folder)!.set(lang, JSON.parse(readFileSync(f, 'utf8')) as Record<string, string>);
}
const languages = [...folders.get('.')!.keys()].sort();
const code = files.filter((f) => /\.ts$/.test(f) && !/[\\/]locales[\\/]/.test(f)).map((f) => ({ f, text: readFileSync(f, 'utf8') }));
const english = new Map([...folders].map(([folder, langs]) => [folder, langs.get('en') ?? {}]));

/** The argument names and tags of a message, sorted: what a translation must keep. */
function parameters(message: string, lang: string): string[] {
  const found = new Set<string>();
  const visit = (nodes: unknown[]): void => {
    for (const n of nodes as { type: number; value?: string; options?: Record<string, { value: unknown[] }>; children?: unknown[] }[]) {
      // Types of @formatjs/icu-messageformat-parser: 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural, 8 tag.
      if ([1, 2, 3, 4, 5, 6].includes(n.type)) found.add(`{${n.value}}`);
      if (n.type === 8) { found.add(`<${n.value}>`); visit(n.children ?? []); }
      for (const o of Object.values(n.options ?? {})) visit(o.value);
    }
  };
  visit(new IntlMessageFormat(message, lang).getAst() as unknown[]);
  return [...found].sort();
}

test('the page speaks English, German and French', () => {
  expect(languages).toEqual(['de', 'en', 'fr']);
});

describe.each([...folders.keys()])('the catalogue of %s', (folder) => {
  const langs = folders.get(folder)!;
  const en = english.get(folder)!;

  test('is there in every language, with the keys of the English one', () => {
    expect([...langs.keys()].sort()).toEqual(languages);
    for (const lang of languages) expect(Object.keys(langs.get(lang)!).sort()).toEqual(Object.keys(en).sort());
  });

  test('has messages that parse, with the same parameters in every language', () => {
    for (const [key, message] of Object.entries(en)) {
      const want = parameters(message, 'en');
      for (const lang of languages) expect([lang, key, parameters(langs.get(lang)![key] ?? '', lang)]).toEqual([lang, key, want]);
    }
  });

  test('has only keys its code uses', () => {
    const own = code.filter(({ f }) => relative(SRC, f).startsWith(folder === '.' ? '' : `${folder}/`));
    const literals = new Set(own.flatMap(({ text }) => [...text.matchAll(/['"`]([\w.-]+)['"`]/g)].map((m) => m[1]!)));
    // A family of keys the code names with a template, as `refusal.${code}`: its prefix. A game's
    // family that shared code names for every game, as `${game}.refusal.${code}`: its prefix in the game's folder.
    const game = /^games\/([^/]+)$/.exec(folder)?.[1];
    const shared = code.filter(({ f }) => !relative(SRC, f).startsWith('games/'));
    const prefixes = [
      ...own.flatMap(({ text }) => [...text.matchAll(/`([\w.-]+\.)\$\{/g)].map((m) => m[1]!)),
      ...(game ? shared.flatMap(({ text }) => [...text.matchAll(/`\$\{game\}(\.[\w.-]+\.)\$\{/g)].map((m) => `${game}${m[1]!}`)) : []),
    ];
    const unused = Object.keys(en).filter((k) => !literals.has(k) && !prefixes.some((p) => k.startsWith(p)));
    expect(unused).toEqual([]);
  });
});

test('every help page is there in every language', () => {
  const pages = files.filter((f) => /[\\/]locales[\\/][^\\/]+\.md$/.test(f)).map((f) => relative(SRC, f));
  const english = pages.filter((p) => p.endsWith('/en.md'));
  expect(english.length).toBeGreaterThan(0);
  for (const p of english) for (const lang of languages) expect(pages).toContain(p.replace(/en\.md$/, `${lang}.md`));
});

test('every key the code asks for by name is in a catalogue', () => {
  const all = new Set([...english.values()].flatMap((m) => Object.keys(m)));
  const asked = code.flatMap(({ f, text }) => [...text.matchAll(/\bt(?:Nodes)?\(\s*'([^']+)'/g)].map((m) => `${relative(SRC, f)}: ${m[1]}`));
  expect(asked.filter((a) => !all.has(a.slice(a.indexOf(': ') + 2)))).toEqual([]);
});

test('a game\'s words are in its own folder, under its own name', () => {
  for (const [folder, langs] of folders) {
    const game = /^games\/([^/]+)$/.exec(folder)?.[1];
    const keys = Object.keys(langs.get('en') ?? {});
    if (game) expect(keys.filter((k) => !k.startsWith(`${game}.`))).toEqual([]);
    else expect(keys.filter((k) => [...folders.keys()].some((g) => g.startsWith('games/') && k.startsWith(`${g.slice(6)}.`)))).toEqual([]);
  }
});
