// Names strangers see: what is refused and why, and what is kept as it is.
import { NAME_MAX, nameProblem, notedName, playerOfSeat, trimName } from '../src/names';

test('a name of any script, with accents and emoji, up to 24 characters, is fine', () => {
  for (const name of ['Ann', 'Zoë', '李小龍', 'Ólafur 🙂', 'Dee-Dee O\'Neil', 'x'.repeat(NAME_MAX), '🙂'.repeat(NAME_MAX), 'עִבְרִית', 'العربية']) {
    expect([name, nameProblem(name)]).toEqual([name, null]);
  }
});

test('longer than 24 characters (counted as people count them, not UTF-16 units) is refused', () => {
  expect(nameProblem('x'.repeat(NAME_MAX + 1))).toMatch(/at most 24/);
  expect(nameProblem('🙂'.repeat(NAME_MAX + 1))).toMatch(/at most 24/);
});

test('direction overrides and isolates are refused', () => {
  for (let c = 0x202a; c <= 0x202e; c++) expect(nameProblem(`Ann${String.fromCharCode(c)}x`)).toMatch(/direction/);
  for (let c = 0x2066; c <= 0x2069; c++) expect(nameProblem(`Ann${String.fromCharCode(c)}x`)).toMatch(/direction/);
});

test('a name that shows nothing is refused: zero-width characters, blank letters, marks alone', () => {
  for (const name of ['\u200b', '\u200b\u200c\u200d', '\ufeff', '\u3164', '\u2800', '\u0301', '\u00a0\u200b']) {
    expect([name, nameProblem(name)]).toEqual([name, expect.stringMatching(/show something/)]);
  }
});

test('control characters are taken out and white space trimmed before the check', () => {
  expect(trimName('  Bob\u0007\u0000 ')).toBe('Bob');
  expect(trimName('\u0085Ann\u009f')).toBe('Ann');
  expect(trimName(' \t ')).toBe('');
});

test('a seat the computer took over still names its player; a name that only looks like a note is kept', () => {
  expect(playerOfSeat(notedName('Ann', 'resigned'))).toBe('Ann');
  expect(playerOfSeat(notedName('Bob (resigned)', 'computer'))).toBe('Bob (resigned)');
  expect(playerOfSeat('Computer (easy)')).toBe('Computer (easy)');
  expect(playerOfSeat(' (computer)')).toBe(' (computer)');
});
