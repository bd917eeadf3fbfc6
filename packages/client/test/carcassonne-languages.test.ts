// Carcassonne's words in German and French: every tile, every kind of log line, the follower
// choices, the preview and the final scoring of whole games come out of the catalogues with no key
// left unresolved and no English word of the English catalogue left in them.
import { CarcEvent, ROLES, TILE_KINDS, applyAction, carcassonne, createGame, legalActions } from '@castle/carcassonne';
import { readFileSync } from 'fs';
import { join } from 'path';
import { IntlMessageFormat } from 'intl-messageformat';
import { loadLanguage } from '../src/i18n/words';
import { carcEventText, followerLabel, previewWords } from '../src/games/carcassonne/logic/words';
import { carcTileWords } from '../src/games/carcassonne/logic/tile-words';
import { endTitle } from '../src/games/carcassonne/logic/end-title';

const names = ['Ann', 'Bob', 'Cy'];
const LOCALES = join(__dirname, '../src/games/carcassonne/locales');
const catalogue = (lang: string): Record<string, string> => JSON.parse(readFileSync(join(LOCALES, `${lang}.json`), 'utf8'));

const at = (kind: 'road' | 'city' | 'cloister' | 'field') => ({ kind, x: 0, y: 0, spot: kind === 'cloister' ? 'cloister' : `${kind[0]}1`, cells: [{ x: 0, y: 0 }] });

/** Every kind of event the log shows, each in its forms (one, several and no winners; pennants). */
function events(): CarcEvent[] {
  const scored = (['road', 'city', 'cloister'] as const).flatMap((kind) => [[0], [0, 1], [0, 1, 2], []].flatMap((winners) => [1, 3].map((tiles) => ({
    type: 'scored' as const, feature: at(kind), tiles, pennants: kind === 'city' ? tiles - 1 : 0, points: tiles * 2, men: [1, 1, 0], winners,
  }))));
  return [
    ...TILE_KINDS.flatMap((k) => [{ type: 'tilePlaced' as const, seat: 0, tile: k.letter, x: 1, y: 0, rot: 0 }, { type: 'tileSetAside' as const, seat: 0, tile: k.letter }]),
    ...ROLES.map((role) => ({ type: 'followerPlaced' as const, seat: 1, x: 0, y: 0, spot: 'c1', role })),
    ...scored,
    ...scored.map((e) => ({ ...e, type: 'finalFeature' as const })),
    { type: 'finalFarm', field: at('field'), cities: [at('city')], points: 3, men: [1, 0, 0], winners: [0] },
    { type: 'finalFarm', field: at('field'), cities: [at('city'), at('city')], points: 6, men: [2, 2, 0], winners: [0, 1] },
    { type: 'finalFarm', field: at('field'), cities: [], points: 0, men: [1, 1, 0], winners: [0, 1] },
    ...[1, 2].map((count) => ({ type: 'followersReturned' as const, seat: 2, count })),
    { type: 'gameOver', scores: [40, 38, 1], winners: [0] },
  ];
}

/** Every follower choice on every tile, turned every way. */
const followerChoices = (): string[] => TILE_KINDS.flatMap((k) => [0, 1, 2, 3].flatMap((rot) => [null, 'cloister',
  ...k.cities.map((_, i) => `c${i + 1}`), ...k.roads.map((_, i) => `r${i + 1}`), ...k.fields.map((_, i) => `f${i + 1}`)]
  .filter((spot) => spot !== 'cloister' || k.cloister).map((spot) => followerLabel(k.letter, spot, rot))));

/** Whole games played out (a legal action picked by the move's number, so that followers are put
 *  and left on the board): their final scoring and result. */
function finalScorings(): string[] {
  return ['w1', 'w2'].flatMap((seed, g) => {
    let s = createGame({ seats: 2 + g, seed });
    const seen: CarcEvent[] = [];
    for (let move = 0; !s.result; move++) {
      const legal = legalActions(s);
      const r = applyAction(s, legal[(move * 7) % legal.length]);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      seen.push(...r.events);
    }
    const result = carcassonne.resultView(s.result, seen);
    expect(result.lines.length).toBeGreaterThan(0);
    return [...result.lines.map((l) => carcEventText(l, names) ?? ''), ...[null, 0, 1].map((seat) => endTitle(result, names, seat)),
      ...seen.filter((e) => e.type === 'scored').map((e) => previewWords([e as Extract<CarcEvent, { type: 'scored' }>], names))];
  });
}

const allWords = (): string[] => [
  ...TILE_KINDS.map((k) => carcTileWords(k.letter)),
  ...events().map((e) => carcEventText(e, names) ?? ''),
  ...followerChoices(),
  ...finalScorings(),
  endTitle({ scores: [12, 12, 3], winners: [0, 1], lines: [] }, names, 0),
  endTitle({ scores: [12, 12, 3], winners: [0, 1], lines: [] }, names, 2),
];

const wordsOf = (text: string): string[] => text.toLowerCase().match(/\p{L}{2,}/gu) ?? [];

/** The words a catalogue's messages hold as text (not their parameters' or options' names). */
function catalogueWords(lang: string): Set<string> {
  const words = new Set<string>();
  const visit = (nodes: unknown[]): void => {
    for (const n of nodes as { type: number; value?: string; options?: Record<string, { value: unknown[] }> }[]) {
      if (n.type === 0) wordsOf(n.value ?? '').forEach((w) => words.add(w)); // 0: literal text
      for (const o of Object.values(n.options ?? {})) visit(o.value);
    }
  };
  for (const m of Object.values(catalogue(lang))) visit(new IntlMessageFormat(m, lang).getAst() as unknown[]);
  return words;
}

/** The words each language writes as English does: names, and words both languages have. */
const SHARED: Record<string, string[]> = {
  de: ['an', 'carcassonne', 'in', 'option', 'original', 'so'],
  fr: ['carcassonne', 'final', 'option', 'options', 'original', 'point', 'points', 'score', 'table', 'total'],
};

describe.each(['de', 'fr'])('Carcassonne in %s', (lang) => {
  let english: string[] = [];
  let shown: string[] = [];
  /** Words of the English lines that are not the language's own too. */
  let englishOnly = new Set<string>();

  beforeAll(async () => {
    await loadLanguage('en');
    english = allWords();
    await loadLanguage(lang);
    shown = allWords();
    englishOnly = new Set(english.flatMap(wordsOf).filter((w) => !SHARED[lang].includes(w) && !names.some((n) => n.toLowerCase() === w)));
  });

  afterAll(() => loadLanguage('en'));

  test('every line is there, with every key and parameter resolved', () => {
    expect(shown.length).toBe(english.length);
    expect(shown.filter((line) => !line || /carcassonne\.|[{}]/.test(line))).toEqual([]);
  });

  test('shares with the English catalogue only the words both languages write alike', () => {
    const en = catalogueWords('en');
    expect([...catalogueWords(lang)].filter((w) => en.has(w)).sort()).toEqual(SHARED[lang]);
  });

  test('no line holds a word of the English catalogue', () => {
    expect(englishOnly.size).toBeGreaterThan(20);
    expect(shown.filter((line) => wordsOf(line).some((w) => englishOnly.has(w)))).toEqual([]);
  });

  test('every tile has words of its own but the two mirrored ones (J and K)', () => {
    const tiles = TILE_KINDS.map((k) => carcTileWords(k.letter));
    expect(new Set(tiles).size).toBe(tiles.length - 1);
  });
});
