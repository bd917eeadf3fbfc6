// Numbers and lists in the page's language: the shortcuts that keep the first view from making
// Intl formatters (a list of one or none, a whole number below a thousand) write exactly what the
// platform's formatters write, in every language the page has.
import { LANGUAGES, loadLanguage, t } from '../src/i18n/words';
import { eitherOf, listOf, number } from '../src/i18n/format';

afterAll(() => loadLanguage('en'));

test.each(LANGUAGES)('in %s, every whole number from 0 to 999 is written as the platform writes it', async (lang) => {
  await loadLanguage(lang);
  const platform = new Intl.NumberFormat(lang);
  const differ = Array.from({ length: 1000 }, (_, n) => n).filter((n) => number(n) !== platform.format(n));
  expect(differ).toEqual([]);
});

test.each(LANGUAGES)('in %s, other numbers (a thousand and more, negative, fractions) are the platform\'s', async (lang) => {
  await loadLanguage(lang);
  const platform = new Intl.NumberFormat(lang);
  for (const n of [1000, 12345, -3, 2.5, 1e6]) expect(number(n)).toBe(platform.format(n));
});

test.each(LANGUAGES)('in %s, a list of one is its item, of none is empty, and of more is the platform\'s', async (lang) => {
  await loadLanguage(lang);
  expect(listOf(['Ann'])).toBe(new Intl.ListFormat(lang, { type: 'conjunction' }).format(['Ann']));
  expect(listOf([])).toBe(new Intl.ListFormat(lang, { type: 'conjunction' }).format([]));
  expect(eitherOf(['Ann'])).toBe('Ann');
  expect(listOf(['Ann', 'Bob', 'Cy'])).toBe(new Intl.ListFormat(lang, { type: 'conjunction' }).format(['Ann', 'Bob', 'Cy']));
  expect(eitherOf(['Ann', 'Bob'])).toBe(new Intl.ListFormat(lang, { type: 'disjunction' }).format(['Ann', 'Bob']));
});

test('a plural\'s count in a message is written in the page\'s language, above a thousand too', async () => {
  await loadLanguage('de');
  expect(t('carcassonne.feature.completed', { kind: 'road', tiles: 1234, pennants: 0, neighbours: 0 })).toContain('1.234');
  expect(t('carcassonne.feature.completed', { kind: 'road', tiles: 4, pennants: 0, neighbours: 0 })).toContain('4');
});
