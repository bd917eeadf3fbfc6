// Glicko-2 as Glickman's paper states it ("Example of the Glicko-2 system"), and one finished game
// rated as lichess rates it: each game a rating period, both players updated at once.
import { NEW_PLAYER, Rating, ratingPeriod, rate, storedRating } from '../src/rating';

const equal = storedRating({ rating: 1500, deviation: 200, volatility: 0.06 });

describe("Glickman's worked example", () => {
  // A player rated 1500, RD 200, σ 0.06, τ 0.5, plays three games: beats a player rated 1400 (RD 30),
  // loses to one rated 1550 (RD 100), loses to one rated 1700 (RD 300).
  const after = ratingPeriod({ rating: 1500, deviation: 200, volatility: 0.06 }, [
    { opponent: { rating: 1400, deviation: 30, volatility: 0.06 }, score: 1 },
    { opponent: { rating: 1550, deviation: 100, volatility: 0.06 }, score: 0 },
    { opponent: { rating: 1700, deviation: 300, volatility: 0.06 }, score: 0 },
  ], 0.5);

  // The paper rounds μ' and φ' to four places before scaling back (×173.7178): its r' and RD' are
  // good to about 0.01, its σ' to the fifth place.
  const near = (value: number, paper: number, within: number) => expect(Math.abs(value - paper)).toBeLessThan(within);

  test("the new rating is r' ≈ 1464.06", () => near(after.rating, 1464.06, 0.01));
  test("the new deviation is RD' ≈ 151.52", () => near(after.deviation, 151.52, 0.01));
  test("the new volatility is σ' ≈ 0.05999 (step 5's iteration)", () => near(after.volatility, 0.05999, 0.00001));
});

describe('one rated game', () => {
  test('a win raises the winner\'s rating and lowers the loser\'s by the same amount between equals', () => {
    const [winner, loser] = rate([equal, equal], [1, 0]);
    expect(winner.change).toBeGreaterThan(0);
    expect(loser.change).toBeLessThan(0);
    expect(winner.change).toBeCloseTo(-loser.change, 9);
  });

  test('a loss lowers the rating of the second seat as of the first', () => {
    const [first, second] = rate([equal, equal], [0, 1]);
    expect(first.after.rating).toBeLessThan(1500);
    expect(second.after.rating).toBeGreaterThan(1500);
  });

  test('a tie between equals changes nothing but the deviation, which shrinks', () => {
    const [a, b] = rate([equal, equal], [0.5, 0.5]);
    for (const seat of [a, b]) {
      expect(seat.change).toBeCloseTo(0, 9);
      expect(seat.after.deviation).toBeLessThan(200);
    }
  });

  test('beating a stronger player gains more than beating a weaker one', () => {
    const strong = storedRating({ rating: 1800, deviation: 200, volatility: 0.06 });
    const weak = storedRating({ rating: 1200, deviation: 200, volatility: 0.06 });
    expect(rate([equal, strong], [1, 0])[0].change).toBeGreaterThan(rate([equal, weak], [1, 0])[0].change);
  });

  test('each seat is rated against the other\'s rating from before the game', () => {
    const other = storedRating({ rating: 1700, deviation: 80, volatility: 0.06 });
    const [first, second] = rate([equal, other], [1, 0]);
    const alone = (me: Rating, them: Rating, score: 0 | 1) => ratingPeriod(me, [{ opponent: them, score }]);
    expect(first.after.rating).toBeCloseTo(alone(equal, other, 1).rating, 9);
    expect(second.after.rating).toBeCloseTo(alone(other, equal, 0).rating, 9);
  });

  test('scores that do not add up to one game are refused', () => {
    expect(() => rate([equal, equal], [1, 1])).toThrow('add up to 1');
  });

  test("a new player's first game keeps the deviation within a new player's (lichess' bounds)", () => {
    const fresh = storedRating(null);
    const [a] = rate([fresh, fresh], [1, 0]);
    expect(a.before).toEqual(NEW_PLAYER);
    expect(a.after.deviation).toBeLessThanOrEqual(350);
  });

  test('a settled rating keeps a deviation of at least 45, so it still moves', () => {
    const settled = storedRating({ rating: 2000, deviation: 45, volatility: 0.03 });
    expect(rate([settled, settled], [1, 0])[0].after.deviation).toBe(45);
  });
});

describe('ratings come from the store only', () => {
  test('a player without a stored rating starts at 1500, deviation 350, volatility 0.06', () => {
    expect(storedRating(null)).toEqual({ rating: 1500, deviation: 350, volatility: 0.06 });
  });

  test('a stored row that is not a rating is said at once', () => {
    expect(() => storedRating({ rating: Number.NaN, deviation: 100, volatility: 0.06 })).toThrow("rating must be a finite number");
    expect(() => storedRating({ rating: 1500, deviation: 0, volatility: 0.06 })).toThrow('above 0');
  });

  test('a stored rating holds the three numbers and nothing else the row had', () => {
    const row = { rating: 1620, deviation: 90, volatility: 0.05, player: 'someone' } as Rating;
    expect(storedRating(row)).toEqual({ rating: 1620, deviation: 90, volatility: 0.05 });
  });
});

// A client's plain object is not a StoredRating: rate() refuses it at compile time (npm run typecheck
// fails if this line ever compiles).
const sent: Rating = { rating: 3000, deviation: 50, volatility: 0.06 };
// @ts-expect-error: rate takes only ratings storedRating() made from the store's rows
export const fromClient = (): unknown => rate([sent, equal], [1, 0]);
