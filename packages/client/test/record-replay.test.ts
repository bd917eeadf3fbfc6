// A record opened on the page: the rules check its moves and result (record-check, in @castle/game);
// what they do not read (the chat, the clocks, a rematch's colours) is checked before it is shown.
import { GameRecord, checkRecord } from '@castle/game';
import { castle } from '@castle/rules';
import { carcassonne } from '@castle/carcassonne';
import { fixtureRecord } from '@castle/test-kit';
import { recordReplay } from '../src/logic/record-replay';

const replayed = (r: GameRecord) => {
  const checked = checkRecord(r, [castle, carcassonne]);
  if (!checked.ok) throw new Error(checked.problem);
  return recordReplay(checked);
};
const problem = (r: GameRecord) => { const out = replayed(r); return out.ok ? 'shown' : out.problem; };

const chatted = fixtureRecord('castle-score.json');
const clocked = fixtureRecord('falcon-time.json');

test('a whole record is shown: a frame per move and the start, its chat, its colours', () => {
  const out = replayed({ ...chatted, colours: [1, 0] });
  expect(out.ok && [out.data.frames.length, out.data.chat.map((l) => l.text), out.data.colours]).toEqual([chatted.moves.length + 1, ['Good luck!'], [1, 0]]);
});

test('a chat that is not a list of lines is refused in words', () => {
  expect(problem({ ...chatted, chat: 'hello' as never })).toBe('this record is damaged: its chat is not a list of lines');
  expect(problem({ ...chatted, chat: [{ after: 0, seat: 7, name: 'Ann', text: 'hi', at: chatted.startedAt }] })).toBe('this record is damaged: its chat is not a list of lines');
});

test('a move\'s clock without a time for each seat is refused in words', () => {
  const moves = clocked.moves.map((m, i) => (i === 4 ? { ...m, clock: [1000] } : m));
  expect(problem({ ...clocked, moves })).toBe('this record is damaged: its clocks do not give a time for each seat');
});

test('colours that are not one for each seat are refused in words', () => {
  for (const colours of [[0, 0], [0, 2], ['a', 'b'], 'ab']) expect(problem({ ...chatted, colours: colours as never })).toBe('this record is damaged: its colours are not one for each seat');
});
