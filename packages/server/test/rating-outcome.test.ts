// What each way a game of two can end gives the ratings: a win, a loss, a tie; resigned, out of time
// and abandoned count as a loss for that seat; an aborted game, or one ended before every seat moved,
// does not count; a game against the computer is never rated.
import type { GameEnding } from '@castle/protocol';
import { ratedOutcome } from '../src/rating';

const people = [{}, {}];
const ending = (end: GameEnding['end'], seat: number | null, winners: number[]): GameEnding => ({ end, seat, winners, scores: [30, 24] });

test('by score, the winner wins and the other loses', () => {
  expect(ratedOutcome(ending('score', null, [1]), people)).toEqual({ rated: true, results: [0, 1] });
});

test('by score, two winners tie', () => {
  expect(ratedOutcome(ending('score', null, [0, 1]), people)).toEqual({ rated: true, results: [0.5, 0.5] });
});

test('a resignation is a loss for the seat that resigned', () => {
  expect(ratedOutcome(ending('resigned', 0, [1]), people)).toEqual({ rated: true, results: [0, 1] });
});

test('out of time is a loss for the seat whose time ran out', () => {
  expect(ratedOutcome(ending('time', 1, [0]), people)).toEqual({ rated: true, results: [1, 0] });
});

test('a win claimed against a player away is a loss for the one away', () => {
  expect(ratedOutcome(ending('claimed', 1, [0]), people)).toEqual({ rated: true, results: [1, 0] });
});

test('an abandoned game is a loss for the one who left', () => {
  expect(ratedOutcome(ending('abandoned', 0, []), people)).toEqual({ rated: true, results: [0, 1] });
});

test('an abandoned game with nobody who left does not count', () => {
  expect(ratedOutcome(ending('abandoned', null, []), people)).toEqual({ rated: false, why: 'noResult' });
});

test('an aborted game does not count', () => {
  expect(ratedOutcome(ending('aborted', 0, []), people)).toEqual({ rated: false, why: 'noResult' });
});

test('a game ended before every seat moved does not count', () => {
  expect(ratedOutcome(ending('notStarted', 1, []), people)).toEqual({ rated: false, why: 'noResult' });
});

test('a game closed for good unplayed does not count', () => {
  expect(ratedOutcome(ending('expired', null, []), people)).toEqual({ rated: false, why: 'noResult' });
});

test('a game against the computer is never rated, whoever won', () => {
  expect(ratedOutcome(ending('score', null, [0]), [{}, { bot: 'medium' }])).toEqual({ rated: false, why: 'computer' });
});

test('a game of three is not rated (multi-player Carcassonne is casual)', () => {
  expect(ratedOutcome({ end: 'score', seat: null, winners: [2], scores: [10, 12, 20] }, [{}, {}, {}])).toEqual({ rated: false, why: 'notTwo' });
});
