// The log's and the replay's sentences read as English: every tile of both games is named in words
// (never "tile P"), with the right article, and each line is a sentence.
import { ROLES as CARC_ROLES, TILE_KINDS } from '@castle/carcassonne';
import { FALCON_SET, ROLES, ScoreReason } from '@castle/rules';
import { carcEventText } from '../src/games/carcassonne/logic/words';
import { carcTileWords } from '../src/games/carcassonne/logic/tile-words';
import { castleTileWords } from '../src/games/castle/logic/tile-words';
import { eventText } from '../src/games/castle/logic/words';

const names = ['Ann', 'Bob'];

/** Why a log line does not read as English, or null when it does. */
function problem(line: string | null): string | null {
  if (!line) return 'no line';
  if (!/^[A-Z]/.test(line)) return 'does not start with a capital';
  if (!/[.]$/.test(line)) return 'does not end with a full stop';
  const bare = line.match(/(?<![\w'])(?![aA]\b)[A-Za-z](?![\w'])/);
  if (bare) return `holds a bare letter "${bare[0]}"`;
  if (/\btile [A-Za-z]\b/i.test(line)) return 'names a tile by its letter';
  if (/\ba [aeiou]/i.test(line)) return '"a" before a vowel';
  if (/\ban [^aeiou]/i.test(line)) return '"an" before a consonant';
  if (/\b(a|an|the) (a|an|the)\b/i.test(line)) return 'two articles in a row';
  if (/\b(\w+) \1\b/i.test(line)) return 'a word twice in a row';
  return null;
}

const expectEnglish = (lines: (string | null)[]) => expect(lines.map((l) => [l, problem(l)])).toEqual(lines.map((l) => [l, null]));

describe('the Castle in words', () => {
  const codes = FALCON_SET.types.map((t, i) => [t.code, i] as const);

  test.each(codes)('placing tile %s reads as English and names it in words', (_code, t) => {
    const words = castleTileWords(FALCON_SET, t);
    expect(words).not.toBe('a tile');
    expectEnglish([eventText({ type: 'tilePlaced', seat: 0, tile: t, cell: 12, rot: 0 }, names, (k) => castleTileWords(FALCON_SET, k))]);
  });

  test.each(codes)('tile %s left out because it fits nowhere reads as English', (_code, t) => {
    expectEnglish([eventText({ type: 'tileDiscarded', tile: t }, names, (k) => castleTileWords(FALCON_SET, k))]);
  });

  test('every tile has words of its own', () => {
    const words = FALCON_SET.types.map((_, t) => castleTileWords(FALCON_SET, t));
    expect(new Set(words).size).toBe(words.length);
  });

  test('followers and figures placed say where they stand', () => {
    const lines = [...Object.values(ROLES).map((role) => eventText({ type: 'followerPlaced', seat: 1, cell: 3, piece: 0, role }, names, () => '')),
      eventText({ type: 'followerPlaced', seat: 1, cell: 3, piece: 0, role: 'knight', figure: 'king' }, names, () => ''),
      eventText({ type: 'followerPlaced', seat: 1, cell: 3, piece: 0, role: 'herald', figure: 'falconer' }, names, () => '')];
    expectEnglish(lines);
    expect(lines).toContain('Bob placed a king on the tower.');
  });

  test('every kind of scoring and the end read as English', () => {
    const reasons: ScoreReason[] = ['path', 'path-fountain', 'tower', 'house', 'chapel'];
    const lines = [
      ...reasons.map((reason) => eventText({ type: 'scored', seat: 0, feature: 1, reason, tiles: 3, multiplier: 2, points: 12, score: 12, aeries: 1, lost: 2 }, names, () => '')),
      ...(['keep', 'court', 'wall4', 'wall5', 'wall6', 'wall9', 'aeries'] as const).map((reason) => eventText({ type: 'final', seat: 1, reason, points: 5, score: 40 }, names, () => '')),
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((kind) => eventText({ type: 'wallTaken', seat: 0, tower: 1, kind }, names, () => '')),
      eventText({ type: 'noScore', feature: 1, reason: 'tie' }, names, () => ''),
      eventText({ type: 'keepMoved', seat: 0, feature: 1, cell: 4, size: 5 }, names, () => ''),
      ...[1, 2, 3].map((kind) => eventText({ type: 'wallPlayed', seat: 1, kind }, names, () => '')),
      eventText({ type: 'extraTurn', seat: 1 }, names, () => ''),
      eventText({ type: 'gameOver', scores: [40, 38], winner: 0 }, names, () => ''),
      eventText({ type: 'gameOver', scores: [40, 40], winner: null }, names, () => ''),
    ];
    expectEnglish(lines);
    expect(lines[1]).toBe('Ann scored 12 points for a path of 3 tiles with a fountain, times 2 (2 lost at a gate), and took 1 aerie token.');
  });
});

describe('Carcassonne in words', () => {
  const letters = TILE_KINDS.map((k) => k.letter);

  test.each(letters)('placing tile %s reads as English and names it in words', (tile) => {
    expect(carcTileWords(tile)).not.toBe('a tile');
    expectEnglish([carcEventText({ type: 'tilePlaced', seat: 0, tile, x: 1, y: 0, rot: 0 }, names)]);
  });

  test.each(letters)('tile %s set aside reads as English', (tile) => {
    expectEnglish([carcEventText({ type: 'tileSetAside', seat: 0, tile }, names)]);
  });

  test('a city with a road is said so, not by its letter', () => {
    expect(carcEventText({ type: 'tilePlaced', seat: 1, tile: 'P', x: 0, y: 1, rot: 2 }, names)).toBe('Bob placed a city on two sides, with a road.');
  });

  test('each role placed says where it stands', () => {
    expectEnglish(CARC_ROLES.map((role) => carcEventText({ type: 'followerPlaced', seat: 0, x: 0, y: 0, spot: 'c1', role }, names)));
  });

  test('scorings during the game and at the end, followers back and the result read as English', () => {
    const kinds = ['road', 'city', 'cloister', 'field'] as const;
    const at = (kind: (typeof kinds)[number]) => ({ kind, x: 0, y: 0, spot: kind === 'cloister' ? 'cloister' : `${kind[0]}1`, cells: [{ x: 0, y: 0 }] });
    const lines = [
      ...kinds.filter((k) => k !== 'field').flatMap((kind) => [[0], [0, 1], []].map((winners) => carcEventText({ type: 'scored', feature: at(kind), tiles: 3, pennants: kind === 'city' ? 1 : 0, points: 8, men: [1, 1], winners }, names))),
      ...kinds.filter((k) => k !== 'field').map((kind) => carcEventText({ type: 'finalFeature', feature: at(kind), tiles: 4, pennants: 0, points: 4, men: [1, 0], winners: [0] }, names)),
      carcEventText({ type: 'finalFarm', field: at('field'), cities: [at('city'), at('city')], points: 6, men: [2, 1], winners: [0] }, names),
      carcEventText({ type: 'finalFarm', field: at('field'), cities: [], points: 0, men: [1, 1], winners: [0, 1] }, names),
      carcEventText({ type: 'followersReturned', seat: 1, count: 2 }, names),
      carcEventText({ type: 'gameOver', scores: [40, 38], winners: [0] }, names),
    ];
    expectEnglish(lines);
    expect(lines).toContain('At the end, an unfinished road of 4 tiles: Ann scores 4.');
  });
});
