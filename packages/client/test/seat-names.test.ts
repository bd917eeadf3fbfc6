// The names the server gives seats, in the language shown: the computer's seats ("Computer 2
// (hard)") and the notes on a seat the computer took over ("Ann (resigned)") are the server's English.
import { notedName } from '@castle/protocol';
import { shownName } from '../src/logic/common-words';
import { loadLanguage } from '../src/i18n/words';

afterAll(() => loadLanguage('en'));

test('in English the server\'s names are shown as they are', () => {
  for (const name of ['Computer (easy)', 'Computer 2 (hard)', notedName('Ann', 'resigned'), notedName('Bob', 'computer'), 'Cy']) expect(shownName(name)).toBe(name);
});

test('in German a computer\'s seat says its level in German', async () => {
  await loadLanguage('de');
  expect(shownName('Computer (easy)')).toBe('Computer (leicht)');
  expect(shownName('Computer 2 (hard)')).toBe('Computer 2 (schwer)');
});

test('in French a seat the computer took over says why in French', async () => {
  await loadLanguage('fr');
  expect(shownName(notedName('Ann', 'resigned'))).toBe('Ann (a abandonné)');
  expect(shownName(notedName('Bob', 'computer'))).toBe('Bob (ordinateur)');
  expect(shownName('Computer (medium)')).toBe('Ordinateur (moyen)');
});

test('a player\'s own name is never changed', async () => {
  await loadLanguage('de');
  for (const name of ['Computer', 'Ann (the first)', 'Computerfan (easy)']) expect(shownName(name)).toBe(name);
});
