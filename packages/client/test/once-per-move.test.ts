// The synced state is decoded into its view once per move (logic/once-per-move.ts): drawn again at
// the same move it is the same view; after a move, the table's end, or from another state object,
// decoded anew.
import { oncePerMove } from '../src/logic/once-per-move';

test('the same state at the same move is decoded once; a new move, the table\'s end or another state, again', () => {
  let decoded = 0;
  const view = oncePerMove((s: { moves: number; over: boolean; tile: number; toAct: number }) => { decoded++; return { toAct: s.toAct }; });
  const live = { moves: 3, over: false, tile: 4, toAct: 1 }, first = { moves: 3, over: false, tile: 4, toAct: 1 };
  const a = view(live);
  expect(view(live)).toBe(a);
  expect(decoded).toBe(1);
  live.moves = 4;
  live.toAct = 0;
  expect(view(live).toAct).toBe(0);
  live.over = true; // a resignation: no move, and no seat to act
  live.toAct = -1;
  expect(view(live).toAct).toBe(-1);
  expect(view(first).toAct).toBe(1);
  expect(decoded).toBe(4);
});

test('a table whose last seat is taken is decoded again: its first tile is drawn then, before any move', () => {
  const view = oncePerMove((s: { moves: number; over: boolean; tile: number }) => ({ tile: s.tile }));
  const waiting = { moves: 0, over: false, tile: -1 };
  expect(view(waiting).tile).toBe(-1);
  waiting.tile = 7;
  expect(view(waiting).tile).toBe(7);
});
