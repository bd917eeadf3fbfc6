// Every refusal the page may show has words of its own in every language: those the chat, the
// names, the time control and both games' rules give (here gathered by asking each for them), and
// every code the server sends. The words come from the code and its params, never from the English
// sentence beside them, and the params fill them.
import { carcassonne } from '@castle/carcassonne';
import { CHAT_MAX, NOTICE, REFUSAL, chatText, nameRefusal, parseTimeControl } from '@castle/protocol';
import { castle } from '@castle/rules';
import { duration } from '../src/i18n/format';
import { LANGUAGES, hasWords, loadLanguage, t } from '../src/i18n/words';
import { Coded, saidWords } from '../src/refusals/said';

type Refused = Coded & { code: string; message: string };

/** The refusals of one game's rules: bad options, and bad actions at its first turn and after. */
function ruleRefusals(game: { parseOptions(i: unknown): { ok: boolean }; create(o: never, seed: string, seats: number): unknown; legalActions(s: never): unknown[]; apply(s: never, a: never): { ok: boolean } }, options: unknown, badOptions: unknown[]): Refused[] {
  const out: Refused[] = [];
  const say = (r: { ok: boolean }) => { if (!r.ok) out.push((r as unknown as { error: Refused }).error); };
  for (const o of badOptions) say(game.parseOptions(o));
  const s = game.create(options as never, 'words', 2) as never;
  const [first] = game.legalActions(s) as Record<string, unknown>[];
  for (const bad of [null, 'place', { type: 'teleport' }, { ...first, seat: 1 }, { ...first, seat: 7 }, { ...first, type: 'follower' },
    { ...first, cell: 0 }, { ...first, x: 50, y: 50 }, { ...first, rot: 9 }, { ...first, nonsense: 1 }, { ...first, x: 0, y: 0 }, { ...first, x: 5, y: 5 }]) say(game.apply(s, bad as never));
  say(game.apply({ nonsense: true } as never, first as never));
  return out;
}

/** The game whose rules gave the refusals of a source. */
const GAME_OF: Record<string, string> = { 'the Castle': 'castle', Carcassonne: 'carcassonne' };

const refusals: [string, Refused][] = [
  ...['', ' ', 'x'.repeat(CHAT_MAX + 1), 'a\u0007b', 'a\u2028b', 'a\u202eb', `a${'\u200b'.repeat(20)}`, `${'\u200b'.repeat(3)}a`, `a${'\u0301'.repeat(20)}`]
    .map((text) => chatText(text)).flatMap((r) => (r.ok ? [] : [['chat', r] as [string, Refused]])),
  ...['x'.repeat(40), 'Ann\u202eevil', '\u200b', 'Ann\u2028Bob', `A${'\u200b'.repeat(20)}n`, `A${'\u0301'.repeat(20)}`, '\u200b\u200bA']
    .map((name) => nameRefusal(name)).flatMap((p) => (p ? [['name', { code: REFUSAL.BAD_NAME, params: { reason: p.reason, ...p.params }, message: p.message }] as [string, Refused]] : [])),
  ...[0, 95].map((away) => ['table', { code: REFUSAL.NOT_AWAY, params: { reason: away ? 'notLongEnough' : 'connected', name: 'Bob', away, limit: 300 }, message: 'Bob is away' }] as [string, Refused]),
  ...([{ reason: 'player', id: 'N'.repeat(27) }, { reason: 'pool', pool: 'chess' }] as Record<string, string>[])
    .map((params) => ['ratings', { code: REFUSAL.NOT_FOUND, params, message: 'not found' }] as [string, Refused]),
  ['ratings', { code: REFUSAL.BAD_PLAYER_ID, params: {}, message: 'not an id' }],
  ...[parseTimeControl('soon')].flatMap((r) => (r.ok ? [] : [['time control', r] as [string, Refused]])),
  ...ruleRefusals(castle, { falcon: false }, [{ falcon: 'yes' }, { variants: [] }, { variants: { fly: true } }, { variants: { gatesStopMarkers: 1 } }, { variants: { gatesStopMarkers: true } }])
    .map((r) => ['the Castle', r] as [string, Refused]),
  ...ruleRefusals(carcassonne, {}, [{ nonsense: 1 }, 'all of them']).map((r) => ['Carcassonne', r] as [string, Refused]),
];

test('the refusals gathered are many, of every source, and many name their case', () => {
  expect(new Set(refusals.map(([from]) => from))).toEqual(new Set(['chat', 'name', 'table', 'ratings', 'time control', 'the Castle', 'Carcassonne']));
  expect(new Set(refusals.map(([, r]) => r.message)).size).toBeGreaterThan(25);
  expect(new Set(refusals.flatMap(([, r]) => (r.params?.reason ? [`${r.code}.${r.params.reason}`] : []))).size).toBeGreaterThan(20);
});

describe.each(['en', 'de', 'fr'])('in %s', (lang) => {
  beforeAll(() => loadLanguage(lang));
  afterAll(() => loadLanguage('en'));

  test.each(refusals)('a refusal of %s has words of its case, its params filled in: %p', (from, r) => {
    const reason = r.params?.reason;
    // What one game's rules say is in that game's catalogue, under its name.
    const game = GAME_OF[from];
    const cases = reason === undefined ? [] : [...(game ? [`${game}.refusal.${r.code}.${reason}`] : []), `refusal.${r.code}.${reason}`];
    const general = [...(game ? [`${game}.refusal.${r.code}`] : []), `refusal.${r.code}`];
    expect([r.code, [...cases, ...general].some(hasWords)]).toEqual([r.code, true]);
    if (reason !== undefined) expect([r.code, reason, cases.some(hasWords) || ['BAD_ACTION', 'CHAT_BAD_TEXT'].includes(r.code)]).toEqual([r.code, reason, true]);
    const words = saidWords(r, game);
    expect(words).not.toBe(t('refusal.other'));
    expect(words).not.toMatch(/[{}]/);
    expect(words).not.toContain(r.message);
    expect(words).toMatch(/[.!?]$/);
  });

  test('every code the server sends, and every notice, has words', () => {
    const codes = [...Object.values(REFUSAL), ...Object.values(NOTICE)];
    expect(codes.filter((code) => !hasWords(`refusal.${code}`))).toEqual([]);
  });

  test('a player not away long enough is said with both spans as durations in the language', () => {
    const words = saidWords({ code: REFUSAL.NOT_AWAY, params: { reason: 'notLongEnough', name: 'Bob', away: 95, limit: 300 } });
    expect(words).toContain('Bob');
    expect(words).toContain(duration(95));
    expect(words).toContain(duration(300));
  });

  test('a refusal without a code is a server not reached, one of an unknown code says only that it was refused', () => {
    expect(saidWords({})).toBe(t('refusal.unreachable'));
    expect(saidWords({ code: 'SOMETHING_NEW' })).toBe(t('refusal.other'));
  });
});

test('German and French say every refusal in their own words, not in English', async () => {
  await loadLanguage('en');
  const english = refusals.map(([from, r]) => saidWords(r, GAME_OF[from]));
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    await loadLanguage(lang);
    const same = refusals.filter(([from, r], i) => saidWords(r, GAME_OF[from]) === english[i]).map(([, r]) => `${lang}: ${r.code} ${r.params?.reason ?? ''}`);
    expect(same).toEqual([]);
  }
  await loadLanguage('en');
});
