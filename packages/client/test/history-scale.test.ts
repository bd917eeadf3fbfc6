// Where the player page's chart puts each game's rating (ratings/history-scale.ts).
import { ChartBox, MIN_SPAN, historyScale } from '../src/ratings/history-scale';

const BOX: ChartBox = { width: 320, height: 120, left: 40, right: 8, top: 8, bottom: 8 };
const PLOT = { left: 40, right: 312, top: 8, bottom: 112 };

test('the oldest game is at the left edge, the newest at the right, evenly spaced', () => {
  const { points } = historyScale([1500, 1520, 1490, 1560], BOX);
  expect(points.map((p) => p.x)).toEqual([40, 40 + 272 / 3, 40 + (2 * 272) / 3, 312]);
});

test('a higher rating is drawn higher, the highest at the top edge and the lowest at the bottom', () => {
  const { points } = historyScale([1500, 1700, 1600], BOX);
  expect(points[1].y).toBe(PLOT.top);
  expect(points[0].y).toBe(PLOT.bottom);
  expect(points[2].y).toBeCloseTo((PLOT.top + PLOT.bottom) / 2);
});

test('the band\'s ends are the lowest and highest ratings', () => {
  expect(historyScale([1512.4, 1688.6, 1600], BOX)).toMatchObject({ low: 1512, high: 1689 });
});

test('a single game is one point in the middle of the chart, in a band of the least span', () => {
  const { points, low, high } = historyScale([1623], BOX);
  expect(points).toEqual([{ x: (PLOT.left + PLOT.right) / 2, y: (PLOT.top + PLOT.bottom) / 2, rating: 1623 }]);
  expect(high - low).toBe(MIN_SPAN);
});

test('a small change is not stretched across the chart: the band is at least the least span wide', () => {
  const { points, low, high } = historyScale([1600, 1602], BOX);
  expect([low, high]).toEqual([1551, 1651]);
  expect(points[0].y - points[1].y).toBeLessThan(3);
});

test('an empty history is an error, not an empty chart', () => {
  expect(() => historyScale([], BOX)).toThrow('at least one game');
});
