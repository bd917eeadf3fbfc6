// A chat line's text: what is refused and why (the one check the server makes and the page makes
// first), what real writing passes, and what a line weighs against CHAT_MAX_BYTES.
import { CHAT_MAX, CHAT_REFUSAL, ChatLine, chatLineBytes, chatText } from '../src/chat';
import { MAX_INVISIBLE, MAX_MARKS, nameProblem } from '../src/names';

const refusal = (text: string) => {
  const r = chatText(text);
  return r.ok ? null : r;
};

test('real writing passes: emoji sequences, flags, accents, scripts with joiners and marks, a few unusual spaces', () => {
  const family = '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}\u200d\u{1f466}'; // three joiners in one emoji
  const england = '\u{1f3f4}\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}'; // six tag characters
  const kiss = '\u{1f469}\u{1f3fd}\u200d\u2764\ufe0f\u200d\u{1f48b}\u200d\u{1f468}\u{1f3fb}';
  for (const text of [
    family.repeat(10), england.repeat(10), kiss.repeat(5), '1\ufe0f\u20e3 2\ufe0f\u20e3 \u2764\ufe0f',
    'می\u200cخواهم بازی کنم', // Persian: a zero-width non-joiner between the parts of a word
    'بِسْمِ ٱللَّٰهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ', // fully vowelled Arabic: marks on nearly every letter
    'בְּרֵאשִׁית בָּרָא', 'नमस्ते, अच्छा खेल', 'เล่นดีมาก', 'Tie\u0302\u0301ng Vie\u0323\u0302t', // Vietnamese, decomposed
    'Bien joué\u00a0! Ça va\u00a0?', 'よろしく\u3000お願いします', 'שלום\u200f abc', 'x'.repeat(CHAT_MAX),
  ]) expect([text, refusal(text)]).toEqual([text, null]);
});

test('U+2028 and U+2029 are line breaks: refused, as the other control characters are', () => {
  for (const text of ['one\u2028two', 'one\u2029two']) {
    expect(refusal(text)).toEqual({ ok: false, code: CHAT_REFUSAL.CHAT_BAD_TEXT, params: { reason: 'control' }, message: expect.stringMatching(/line breaks/) });
  }
});

test('a visible character padded with hundreds of characters that show nothing is refused, with a sentence', () => {
  for (const pad of ['\u200b', '\u2060', '\ufeff', '\u00ad', '\u3164', '\u2800', '\u00a0', '\u3000', '\u200e']) {
    const text = `x${pad.repeat(250)}y`;
    expect([pad, refusal(text)]).toEqual([pad, { ok: false, code: CHAT_REFUSAL.CHAT_BAD_TEXT, params: { reason: 'tooManyBlanks', max: 8, count: 250 }, message: expect.stringMatching(/at most 8 characters that show nothing/) }]);
  }
});

test(`more than ${MAX_INVISIBLE} characters that show nothing are refused, however much else the line says`, () => {
  const words = 'a real sentence of some length, '.repeat(4);
  expect(refusal(words + '\u200b'.repeat(MAX_INVISIBLE))).toBeNull();
  expect(refusal(words + '\u200b'.repeat(MAX_INVISIBLE + 1))).toMatchObject({ code: CHAT_REFUSAL.CHAT_BAD_TEXT });
});

test('more characters that show nothing than visible ones are refused', () => {
  expect(refusal('\u200bok')).toBeNull();
  expect(refusal('\u200bo\u200b\u200b')).toMatchObject({ code: CHAT_REFUSAL.CHAT_BAD_TEXT, message: expect.stringMatching(/more than it hides/) });
});

test(`a character carrying more than ${MAX_MARKS} marks or joiners is refused: joiners, variation selectors and accents pad as well as spaces`, () => {
  for (const mark of ['\u200c', '\u200d', '\ufe0f', '\u0301', '\u{e0067}']) {
    expect([mark, refusal(`x${mark.repeat(MAX_MARKS)}`)]).toEqual([mark, null]);
    expect([mark, refusal(`x${mark.repeat(MAX_MARKS + 1)} hi`)]).toEqual([mark, { ok: false, code: CHAT_REFUSAL.CHAT_BAD_TEXT, params: { reason: 'tooManyMarks', max: 8 }, message: expect.stringMatching(/at most 8 marks/) }]);
    expect(refusal(`x${mark.repeat(250)}`)).toMatchObject({ code: CHAT_REFUSAL.CHAT_BAD_TEXT });
  }
});

test('names are refused for the same padding and line breaks (one check for both)', () => {
  expect(nameProblem('Ann\u2028Bob')).toMatch(/one line/);
  expect(nameProblem(`A${'\u200b'.repeat(20)}n`)).toMatch(/show nothing/);
  expect(nameProblem(`A${'\u0301'.repeat(20)}`)).toMatch(/marks/);
  expect(nameProblem('Ann\u200b')).toBeNull();
});

test('a line weighs its JSON in UTF-8 bytes, whatever its characters (as Node counts them)', () => {
  const line = (text: string, name = 'Ann'): ChatLine => ({ n: 999, moves: 120, side: 'watchers', seat: null, name, text, at: 1_764_309_634_000 });
  for (const l of [line('hi'), line('🙂'.repeat(CHAT_MAX)), line('李小龍'.repeat(100), 'Zoë'), line('"quoted" \\ back'), line('lone \ud800 half')]) {
    expect(chatLineBytes(l)).toBe(Buffer.byteLength(JSON.stringify(l)));
  }
});
