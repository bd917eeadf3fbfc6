// The synced state is decoded into its view once per move (logic/once-per-move.ts): drawn again at
// the same move it is the same view; after a move, or from another state object, decoded anew.
import { oncePerMove } from '../src/logic/once-per-move';

test('the same state at the same move is decoded once; a new move or another state, again', () => {
  let decoded = 0;
  const view = oncePerMove((s: { moves: number; tiles: number[] }) => { decoded++; return { tiles: s.tiles.slice() }; });
  const live = { moves: 3, tiles: [1, 2] }, first = { moves: 3, tiles: [1, 2] };
  const a = view(live);
  expect(view(live)).toBe(a);
  expect(decoded).toBe(1);
  live.moves = 4;
  live.tiles.push(5);
  expect(view(live).tiles).toEqual([1, 2, 5]);
  expect(view(first).tiles).toEqual([1, 2]);
  expect(decoded).toBe(3);
});
