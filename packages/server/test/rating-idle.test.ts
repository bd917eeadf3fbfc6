// A rating unplayed for a while grows less sure before its next game, as lichess's does; nothing
// else about it changes.
import { afterIdle, storedRating } from '../src/rating';

const settled = storedRating({ rating: 1850, deviation: 60, volatility: 0.06 });

test('a rating unplayed for a year has a larger deviation, its rating and volatility as they were', () => {
  const later = afterIdle(settled, 365);
  expect(later.deviation).toBeGreaterThan(60);
  expect(later.rating).toBe(1850);
  expect(later.volatility).toBe(0.06);
});

test('the longer unplayed, the less sure', () => {
  expect(afterIdle(settled, 30).deviation).toBeLessThan(afterIdle(settled, 300).deviation);
});

test("a rating never grows less sure than a new player's", () => {
  expect(afterIdle(settled, 100_000).deviation).toBe(350);
});

test('a game right after the last changes nothing', () => {
  expect(afterIdle(settled, 0)).toEqual(settled);
});

test("one period (1 / 0.21436 days) grows the deviation by Glickman's step 6: √(φ² + σ²)", () => {
  const phi = 60 / 173.7178;
  expect(afterIdle(settled, 1 / 0.21436).deviation).toBeCloseTo(Math.sqrt(phi * phi + 0.06 * 0.06) * 173.7178, 9);
});
