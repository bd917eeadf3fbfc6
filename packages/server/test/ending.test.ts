// How a game ended, as stored with its result: results stored before endings were kept read as ends
// by score, a resigned seat at a table of three or more cannot win, and every other end reads back as
// it was stored.
import { castle } from '@castle/rules';
import { carcassonne } from '@castle/carcassonne';
import { tableEnd } from '@castle/protocol';
import { readResult, resignedName, resignedSeat, scoreResult, shownResult } from '../src/ending';

test('a result stored before endings were kept reads as an end by score, with the game\'s own view', () => {
  const old = { scores: [31, 24], winner: 0 };
  expect(readResult(castle, old)).toEqual({ ending: { end: 'score', seat: null, winners: [0], scores: [31, 24] }, rules: old });
  expect(shownResult(castle, old, [])).toMatchObject({ end: 'score', winner: 0, winners: [0], scores: [31, 24], lines: [] });
  const draw = { scores: [20, 20], winner: null };
  expect(readResult(castle, draw).ending.winners).toEqual([0, 1]);
});

test('an end by score is stored with how it ended; a seat whose player resigned cannot win', () => {
  const result = { scores: [40, 55, 38], winners: [1] };
  expect(scoreResult(carcassonne, result)).toEqual({ scores: [40, 55, 38], winners: [1], end: 'score', seat: null });
  expect(scoreResult(carcassonne, result, [1])).toMatchObject({ end: 'score', winners: [0] });
  expect(scoreResult(carcassonne, { scores: [40, 55, 40], winners: [1] }, [1])).toMatchObject({ winners: [0, 2] });
  // Stored and read again, the win stays with the others.
  const stored = scoreResult(carcassonne, result, [1]);
  expect(readResult(carcassonne, stored).ending.winners).toEqual([0]);
  expect(shownResult(carcassonne, stored, [])).toMatchObject({ winners: [0], scores: [40, 55, 38] });
});

test('the table\'s ends read back as stored; anything else is no table end', () => {
  const claimed = { end: 'claimed', seat: 1, winners: [0], scores: [12, 30] };
  expect(readResult(castle, claimed)).toEqual({ ending: claimed, rules: null });
  expect(shownResult(castle, claimed, [])).toEqual(claimed);
  expect(tableEnd({ end: 'score', winners: [0] })).toBeNull();
  expect(tableEnd({ end: 'gave up', seat: 0 })).toBeNull();
  expect(tableEnd(null)).toBeNull();
  expect(tableEnd({ end: 'aborted' })).toEqual({ end: 'aborted', seat: null, winners: [], scores: [] });
});

test('a resigned seat is one the computer plays under the resigned name, never a person named so', () => {
  expect(resignedSeat({ name: resignedName('Ann'), bot: 'normal' })).toBe(true);
  expect(resignedSeat({ name: 'Ann (resigned)' })).toBe(false);
  expect(resignedSeat({ name: 'Ann (computer)', bot: 'normal' })).toBe(false);
});
