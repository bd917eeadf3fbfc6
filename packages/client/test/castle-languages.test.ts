// The Castle in German and French: every tile's words, every kind of log line, the follower choices
// and the final scoring come out whole in each language: no key left unresolved, no English word of
// the English catalogue left in them.
import { FALCON_SET, FinalReason, GameEvent, ROLES, ScoreReason } from '@castle/rules';
import { loadLanguage } from '../src/i18n/words';
import { castleTileWords } from '../src/games/castle/logic/tile-words';
import { eventText } from '../src/games/castle/logic/words';
import { followerLabel } from '../src/games/castle/logic/follower-words';
import { FinalResult, finalRows } from '../src/games/castle/logic/final-rows';

const names = ['Ann', 'Bob'];
const tiles = FALCON_SET.types.map((_, t) => t);
const tileWords = (t: number, use: 'subject' | 'object') => castleTileWords(FALCON_SET, t, use);
const FINAL_REASONS: FinalReason[] = ['keep', 'court', 'wall4', 'wall5', 'wall6', 'wall9', 'aeries'];
const SCORE_REASONS: ScoreReason[] = ['path', 'path-fountain', 'tower', 'house', 'chapel'];

/** One event of every kind the log words, in every form its words take. */
const EVENTS: GameEvent[] = [
  ...tiles.map((tile): GameEvent => ({ type: 'tilePlaced', seat: 0, tile, cell: 12, rot: 0 })),
  ...tiles.map((tile): GameEvent => ({ type: 'tileDiscarded', tile })),
  ...Object.values(ROLES).flatMap((role) => [undefined, 'king', 'falconer'].map((figure): GameEvent => ({ type: 'followerPlaced', seat: 1, cell: 3, piece: 0, role, ...(figure ? { figure } : {}) } as GameEvent))),
  ...SCORE_REASONS.flatMap((reason) => [[1, 1, 0, 0], [3, 2, 1, 2], [1, 3, 2, 0]].map(([tilesIn, multiplier, aeries, lost]): GameEvent => (
    { type: 'scored', seat: 0, feature: 1, reason, tiles: tilesIn, multiplier, points: 12, score: 12, aeries, lost }))),
  ...FINAL_REASONS.flatMap((reason) => [1, 5].map((points): GameEvent => ({ type: 'final', seat: 1, reason, points, score: 40 }))),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((kind): GameEvent[] => [{ type: 'wallTaken', seat: 0, tower: 1, kind }, { type: 'wallPlayed', seat: 1, kind }]),
  { type: 'noScore', feature: 1, reason: 'tie' },
  { type: 'keepMoved', seat: 0, feature: 1, cell: 4, size: 1 },
  { type: 'keepMoved', seat: 0, feature: 1, cell: 4, size: 5 },
  { type: 'extraTurn', seat: 1 },
  { type: 'gameOver', scores: [40, 38], winner: 0 },
  { type: 'gameOver', scores: [40, 40], winner: null },
];

/** Every follower choice of every tile: each piece with each figure, and none. */
function followerChoices(): string[] {
  return FALCON_SET.oriented.flatMap((turns) => turns[0].pieces.flatMap((piece, i) => [undefined, 'king', 'falconer'].map((figure) =>
    followerLabel({ seat: 0, type: 'follower', piece: i, ...(figure ? { figure } : {}) } as never, piece, { tiles: 2, markets: 1, fountains: 1, aeries: 1 }))))
    .concat(followerLabel({ seat: 0, type: 'follower', piece: null } as never, undefined, null));
}

/** A final scoring with a line of every kind, as the end banner's table sums it. */
const RESULT: FinalResult = { scores: [40, 38], winner: 0, lines: FINAL_REASONS.map((reason, i) => ({ type: 'final', seat: (i % 2) as 0 | 1, reason, points: 2, score: 20 })) } as FinalResult;

/** Everything this test reads, in the language loaded now. */
function allWords(): string[] {
  return [
    ...tiles.flatMap((t) => [tileWords(t, 'subject'), tileWords(t, 'object')]),
    ...EVENTS.map((e) => eventText(e, names, tileWords) ?? ''),
    ...followerChoices(),
    ...finalRows(RESULT).map(([label]) => label),
  ];
}

/** The words (of four letters or more) of a text, lower case. */
const wordsOf = (text: string): string[] => text.toLowerCase().match(/\p{L}{4,}/gu) ?? [];

/** Words English shares with the other language: not a sign of a line left in English. */
const SHARED: Record<string, string[]> = { de: ['west'], fr: ['points', 'point'] };

let english = new Set<string>();
beforeAll(async () => {
  await loadLanguage('en');
  english = new Set(allWords().flatMap(wordsOf).filter((w) => !names.map((n) => n.toLowerCase()).includes(w)));
});
afterAll(() => loadLanguage('en'));

describe.each(['de', 'fr'])('the Castle in %s', (lang) => {
  let lines: string[] = [];
  beforeAll(async () => {
    await loadLanguage(lang);
    lines = allWords();
  });

  test('every tile, log line, follower choice and final scoring row has words', () => {
    expect(lines.filter((l) => !l.trim())).toEqual([]);
  });

  test('no key is left unresolved', () => {
    expect(lines.filter((l) => /castle\.[\w.]+/.test(l))).toEqual([]);
  });

  test('no English word of the English catalogue is left', () => {
    const left = lines.map((l) => [l, wordsOf(l).filter((w) => english.has(w) && !SHARED[lang].includes(w))] as const).filter(([, w]) => w.length);
    expect(left).toEqual([]);
  });

  test('every tile has words of its own, in each of its uses', () => {
    for (const use of ['subject', 'object'] as const) {
      const words = tiles.map((t) => tileWords(t, use));
      expect(new Set(words).size).toBe(words.length);
    }
  });
});
