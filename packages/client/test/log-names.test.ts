// A seat the computer took over (its player resigned at a table of three or more, or was away too
// long) keeps its player's name in the log: a page opened later, or the replay, tells the moves
// made before under the name they were made under.
import type { CarcEvent } from '@castle/carcassonne';
import { notedName } from '@castle/protocol';
import { CarcLog } from '../src/games/carcassonne/logic/event-log';

const events: CarcEvent[] = [
  { type: 'tilePlaced', seat: 0, tile: 'U', x: 1, y: 0, rot: 1 },
  { type: 'tilePlaced', seat: 1, tile: 'P', x: 0, y: -1, rot: 0 },
  { type: 'followerPlaced', seat: 1, x: 0, y: -1, spot: 'c1', role: 'knight' },
  { type: 'tilePlaced', seat: 2, tile: 'B', x: 2, y: 0, rot: 0 },
];
const ring = { events: events.map((e) => JSON.stringify(e)), eventCount: events.length };

test.each(['resigned', 'computer'] as const)('a seat noted "%s" keeps its player\'s name for the moves made before', (note) => {
  const live = new CarcLog().take(ring, ['Ann', 'Bob', 'Cy'])();
  const reopened = new CarcLog().take(ring, ['Ann', notedName('Bob', note), 'Cy'])();
  expect(reopened).toEqual(live);
  expect(reopened[1]).toBe('Bob placed a city on two sides, with a road.');
});
