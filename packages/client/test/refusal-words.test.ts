// Every refusal a page shows on its own reads as a sentence: a capital first, a full stop last.
// Refusals are written as clauses (a page may put one after its own words), so the page shows a
// lone one through asSentence: here over each the chat, the options and both games' rules can give.
import { carcassonne } from '@castle/carcassonne';
import { CHAT_MAX, asSentence, chatText, parseTimeControl } from '@castle/protocol';
import { castle } from '@castle/rules';

/** The refusals of one game's rules: bad options, and bad actions at its first turn and after. */
function ruleRefusals(game: { parseOptions(i: unknown): { ok: boolean }; create(o: never, seed: string, seats: number): unknown; legalActions(s: never): unknown[]; apply(s: never, a: never): { ok: boolean } }, options: unknown): string[] {
  const words: string[] = [];
  const say = (r: { ok: boolean }) => { if (!r.ok) words.push((r as unknown as { error: { message: string } }).error.message); };
  say(game.parseOptions({ nonsense: 1 }));
  say(game.parseOptions('all of them'));
  const s = game.create(options as never, 'words', 2) as never;
  const [first] = game.legalActions(s) as Record<string, unknown>[];
  for (const bad of [null, 'place', { type: 'teleport' }, { ...first, seat: 1 }, { ...first, seat: 7 }, { ...first, type: 'follower' },
    { ...first, cell: 0 }, { ...first, x: 50, y: 50 }, { ...first, rot: 9 }]) say(game.apply(s, bad as never));
  say(game.apply({ nonsense: true } as never, first as never));
  return words;
}

const refusals: [string, string][] = [
  ...['', ' ', 'x'.repeat(CHAT_MAX + 1), 'a\u0007b', 'a\u2028b', 'a\u202eb', `a${'\u200b'.repeat(20)}`]
    .map((t) => chatText(t)).flatMap((r) => (r.ok ? [] : [['chat', r.message] as [string, string]])),
  ...[parseTimeControl('soon')].flatMap((r) => (r.ok ? [] : [['time control', r.message] as [string, string]])),
  ...ruleRefusals(castle, { falcon: false }).map((m) => ['the Castle', m] as [string, string]),
  ...ruleRefusals(carcassonne, {}).map((m) => ['Carcassonne', m] as [string, string]),
];

test('the refusals gathered are many and of every source', () => {
  expect(new Set(refusals.map(([from]) => from))).toEqual(new Set(['chat', 'time control', 'the Castle', 'Carcassonne']));
  expect(new Set(refusals.map(([, m]) => m)).size).toBeGreaterThan(12);
});

test.each(refusals)('a refusal of %s shown alone starts with a capital and ends with a full stop: %s', (_from, message) => {
  const shown = asSentence(message);
  expect(shown).toMatch(/^[A-Z0-9"“]/);
  expect(shown).toMatch(/[.!?…]$/);
  expect(shown).not.toMatch(/\.\.$/);
  expect(shown.slice(1, -1)).toBe(message.trim().slice(1, /[.!?…]$/.test(message.trim()) ? -1 : undefined));
});

test('a sentence already whole is left as it is', () => {
  expect(asSentence('The game is over.')).toBe('The game is over.');
  expect(asSentence('the game is over')).toBe('The game is over.');
});
