// Before confirming a placement, the player sees what it would complete and score.
import { applyAction, createGame, isOver, legalActions, previewPlacement, stateFromPublic } from '../src';
import { BLACK, at, boardWith, position } from './helpers';

test('the placement that closes the fountain path shows Black scoring 8; another placement shows nothing', () => {
  const s = position({ board: boardWith({ '3,0': 'B0:1b', '3,1': 'A0' }), tile: 'P', stack: 'AAA', toAct: BLACK });
  expect(previewPlacement(s, at(3, 2), 2)).toEqual([{ kind: 'path', tiles: 4, seat: BLACK, points: 8 }]);
  expect(previewPlacement(s, at(4, 1), 0)).toEqual([]); // beside it, its path still open to the south
});

test('a completion with nobody on it is shown as scoring for nobody', () => {
  const s = position({ board: boardWith({ '3,0': 'A0' }), tile: 'P', stack: 'AAA' });
  expect(previewPlacement(s, at(3, 1), 2)).toEqual([{ kind: 'path', tiles: 3, seat: null, points: 0 }]);
});

test("a client's state rebuilt from public information previews exactly as the real one", () => {
  let checked = 0;
  for (const seed of ['p1', 'p2', 'p3']) {
    let s = createGame({ seed, falcon: seed === 'p3' });
    const order: { cell: number; tile: number; rot: number }[] = [];
    for (let i = 0; i < 70 && !isOver(s); i++) {
      const legal = legalActions(s);
      const a = legal[(i * 7) % legal.length];
      if (a.type === 'place') order.push({ cell: a.cell, tile: s.tile!, rot: a.rot });
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    if (s.step !== 'place') continue;
    const pub = stateFromPublic({
      falcon: s.options.falcon, placements: order, followers: s.followers, tile: s.tile, toAct: s.toAct,
    });
    expect(pub.stack).toEqual([]);
    expect(pub.towers.every((t) => t === null)).toBe(true);
    const places = legalActions(s).filter((a) => a.type === 'place') as { cell: number; rot: number }[];
    expect(legalActions(pub).filter((a) => a.type === 'place')).toEqual(places);
    for (const p of places) expect([p, previewPlacement(pub, p.cell, p.rot)]).toEqual([p, previewPlacement(s, p.cell, p.rot)]);
    checked++;
  }
  expect(checked).toBeGreaterThan(0);
});
