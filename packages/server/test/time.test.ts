// The time source the server's deadlines run on: moved on by a test, every timer due fires at once,
// the earliest first; one not due yet, or cleared, does not.
import { TimeSource } from '../src/time';

test('advance fires the timers that fall due, in order, and moves now() on', () => {
  const t = new TimeSource(), fired: string[] = [];
  const start = t.now();
  t.after(30_000, () => fired.push('30 s'));
  t.after(10_000, () => fired.push('10 s'));
  t.after(120_000, () => fired.push('2 min'));
  t.after(20_000, () => fired.push('cleared')).clear();
  t.advance(31_000);
  expect(fired).toEqual(['10 s', '30 s']);
  expect(t.now() - start).toBeGreaterThanOrEqual(31_000);
  t.advance(31_000);
  expect(fired).toEqual(['10 s', '30 s']);
  t.advance(60_000);
  expect(fired).toEqual(['10 s', '30 s', '2 min']);
  t.advance(600_000);
  expect(fired).toHaveLength(3); // each fires once
});

test('a timer fires on real time too', async () => {
  const t = new TimeSource();
  const done = new Promise<number>((resolve) => t.after(20, () => resolve(t.now())));
  const start = t.now();
  expect(await done).toBeGreaterThanOrEqual(start + 15);
});
