// The recorded games of records/ replayed through today's rules: a change of the rules that would
// change an old game fails here (raise the game's rules version, and make the records again). And a
// record damaged in each way a file can be is refused in words.
import * as fs from 'fs';
import * as path from 'path';
import { AnyGame, GameRecord, RECORD_VERSION, checkRecord, readRecord, recordText } from '@castle/game';
import { castle } from '@castle/rules';
import { carcassonne } from '@castle/carcassonne';
import { END_KINDS } from '@castle/protocol';

const GAMES: AnyGame[] = [castle, carcassonne];
const DIR = path.join(__dirname, '..', 'records');
const FILES = fs.readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();
const read = (file: string): GameRecord => JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'));
const problem = (input: unknown): string => {
  const checked = checkRecord(input, GAMES);
  return checked.ok ? 'accepted' : checked.problem;
};

test('the folder holds both games, the Falcon with its variants, tables of 2 to 5, a clock, a resignation at a table of 3, and every way a game ends', () => {
  const records = FILES.map(read);
  expect(new Set(records.map((r) => r.game))).toEqual(new Set(['castle', 'carcassonne']));
  expect(records.some((r) => (r.options as { falcon?: boolean; variants?: object }).falcon && Object.keys((r.options as { variants: object }).variants).length > 0)).toBe(true);
  expect(new Set(records.map((r) => r.seats.length))).toEqual(new Set([2, 3, 5]));
  expect(records.some((r) => r.clock && r.moves.every((m) => m.clock))).toBe(true);
  expect(new Set(records.map((r) => r.end))).toEqual(new Set(END_KINDS));
  expect(records.some((r) => r.seats.length >= 3 && r.end === 'score' && r.left?.some((l) => l.how === 'resigned'))).toBe(true);
});

test.each(FILES)('%s replays through today\'s rules to its recorded result', (file) => {
  const checked = checkRecord(read(file), GAMES);
  if (!checked.ok) throw new Error(checked.problem);
  const { game, state, record } = checked;
  expect(game.scores(state)).toEqual((record.result as { scores: number[] }).scores);
  const resigned = record.left?.some((l) => l.how === 'resigned');
  if (record.end === 'score' && !resigned) expect(game.outcome(game.result(state)).winners).toEqual((record.result as { winners: number[] }).winners);
});

test('a seat whose player resigned at a table of 3 plays on and cannot win: the best of the others does', () => {
  const checked = checkRecord(read('carcassonne-3-resigned.json'), GAMES);
  if (!checked.ok) throw new Error(checked.problem);
  const { game, state, record } = checked;
  expect(record.left).toEqual([{ seat: 0, after: 40, how: 'resigned', at: expect.any(String) }]);
  expect(record.moves.slice(40).some((m) => m.action.seat === 0)).toBe(true);
  expect(game.scores(state)).toEqual([22, 19, 13]);
  expect(game.outcome(game.result(state)).winners).toEqual([0]);
  expect(record.result).toMatchObject({ end: 'score', winners: [1] });
});

test('the text of a record tells where a seat\'s player resigned, between the turns', () => {
  const checked = checkRecord(read('carcassonne-3-resigned.json'), GAMES);
  if (!checked.ok) throw new Error(checked.problem);
  const lines = recordText(checked.record, checked.game, checked.options).split('\n');
  const at = lines.indexOf('   Yan (resigned) resigned after move 40: the computer plays the seat on');
  expect(lines[at - 1]).toMatch(/^\d+\. Abe: /);
  expect(lines[at + 1]).toMatch(/^\d+\. Yan \(resigned\): /);
});

test.each(FILES)('%s reads as text: a header and one numbered line per turn', (file) => {
  const checked = checkRecord(read(file), GAMES);
  if (!checked.ok) throw new Error(checked.problem);
  const text = recordText(checked.record, checked.game, checked.options);
  const turns = text.split('\n').filter((l) => /^\d+\. /.test(l));
  const seatChanges = checked.record.moves.filter((m, i, all) => i === 0 || all[i - 1].action.seat !== m.action.seat).length;
  expect(turns).toHaveLength(seatChanges);
  expect(text.startsWith(`${checked.game.title}, game ${checked.record.code}\n`)).toBe(true);
});

describe('a damaged or foreign record is refused in words', () => {
  const good = read('castle-score.json');

  test('a file that is not JSON', () => {
    expect(readRecord('{"format": "castle-game-record",', GAMES)).toEqual({ ok: false, code: 'notJson', params: {}, problem: 'this file is not JSON, so not a game record' });
  });

  test('JSON of another format', () => {
    expect(problem({ event: 'a chess game', moves: [] })).toBe('this is not a game record');
  });

  test('a newer version of the format', () => {
    const newer = RECORD_VERSION + 1;
    expect(problem({ ...good, version: newer })).toBe(`this record is of a newer format (version ${newer}) than this site reads (version ${RECORD_VERSION})`);
  });

  test('a record of the first version, before leavings were kept, is still read', () => {
    expect(problem({ ...good, version: 1 })).toBe('accepted');
  });

  test('a resignation left out: the winners do not match the moves', () => {
    const { left: _, ...resigned } = read('carcassonne-3-resigned.json');
    expect(problem(resigned)).toBe("this record's result does not match its moves: its result gives the winners [1], but its moves give [0]");
  });

  test('seats that left, told out of the moves\' order or twice', () => {
    const resigned = read('carcassonne-3-resigned.json');
    const left = resigned.left![0];
    for (const bad of [[left, { ...left, seat: 2, after: 10 }], [left, left], [{ ...left, after: 500 }], [{ ...left, seat: 3 }], [{ ...left, how: 'bored' }]]) {
      expect(problem({ ...resigned, left: bad })).toBe("this record is damaged: its seats that left are not a list of seats, each once, in the moves' order");
    }
  });

  test('a game this site does not know', () => {
    expect(problem({ ...good, game: 'chess' })).toBe("this record is of a game this site does not know: 'chess'");
  });

  test('another rules version', () => {
    expect(problem({ ...good, rules: 7 })).toMatch(/^this record was played under version 7 of the rules of .+, which are at version 1 here$/);
  });

  test('an action the rules refuse names its move', () => {
    const moves = good.moves.map((m, i) => (i === 4 ? { action: { ...m.action, seat: 1 - m.action.seat } } : m));
    expect(problem({ ...good, moves })).toMatch(/^move 5 of this record is not legal: /);
  });

  test('a result that does not match the moves', () => {
    expect(problem({ ...good, result: { ...(good.result as object), scores: [70, 8] } })).toBe(
      "this record's result does not match its moves: its result gives the scores [70,8], but its moves give 7, 8");
    expect(problem({ ...good, moves: good.moves.slice(0, 10) })).toBe(
      "this record's result does not match its moves: it says the game ended by score, but after its 10 moves the game is not over");
  });
});

test('docs/record.md\'s whole example is a record of this folder, and its text is the text made of it', () => {
  const doc = fs.readFileSync(path.join(__dirname, '../../../docs/record.md'), 'utf8');
  const block = (lang: string) => new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``).exec(doc)![1];
  const file = /from `packages\/test-kit\/records\/([\w-]+\.json)`/.exec(doc)![1];
  expect(block('json')).toBe(fs.readFileSync(path.join(DIR, file), 'utf8'));
  const checked = readRecord(block('json'), GAMES);
  if (!checked.ok) throw new Error(checked.problem);
  expect(block('text')).toBe(recordText(checked.record, checked.game, checked.options));
});
