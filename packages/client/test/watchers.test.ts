// The watchers' list in words.
import { watcherLines, watchersLabel } from '../src/logic/watchers';

test('each watcher by name; one bearing a seat\'s name is marked as not that player', () => {
  expect(watcherLines(['Cy', 'Ann', 'Watcher 1'], ['Ann', 'Bob'])).toEqual([
    { name: 'Cy', note: '' },
    { name: 'Ann', note: 'watching, not the player in the seat' },
    { name: 'Watcher 1', note: '' },
  ]);
  expect(watchersLabel(3)).toBe('Watchers (3)');
});
