// The turns the review marks (review/review-marks.ts): each seat's three costliest, of 2 points or more.
import { markedTurns } from '../src/review/review-marks';

const turn = (seat: number, loss: number) => ({ seat, loss });

test('each seat\'s three costliest turns are marked, not the fourth', () => {
  const turns = [turn(0, 5), turn(0, 9), turn(0, 3), turn(0, 7), turn(1, 2.5)];
  expect([...markedTurns(turns)].sort()).toEqual([0, 1, 3, 4]);
});

test('a turn that lost less than 2 points is never marked, however few a seat has', () => {
  expect(markedTurns([turn(0, 1.9), turn(1, 0), turn(1, 2)])).toEqual(new Set([2]));
});

test('of turns that lost alike, the earlier is marked', () => {
  expect(markedTurns([turn(0, 4), turn(0, 4), turn(0, 4), turn(0, 4)])).toEqual(new Set([0, 1, 2]));
});
