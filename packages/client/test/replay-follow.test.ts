// A live game's replay follows the moves made after it was opened.
import { ReplayCursor, positionText } from '../src/logic/replay-cursor';

test('at the last move, the cursor follows the new moves; stepped back, it stays', () => {
  const c = new ReplayCursor(5);
  expect(c.grow(7)).toBe(true);
  expect([c.index, c.moves, c.atEnd]).toEqual([7, 7, true]);
  c.previous();
  expect(c.grow(9)).toBe(false);
  expect([c.index, c.moves, c.atEnd]).toEqual([6, 9, false]);
  expect(positionText(c.index, c.moves)).toBe('Move 6 of 9');
  expect(c.next()).toBe(true);
  // Fewer moves than known (an older answer) change nothing.
  expect(c.grow(3)).toBe(false);
  expect(c.moves).toBe(9);
});
