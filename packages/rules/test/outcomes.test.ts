// What each scoring order gives: the "outcomes" sent beside the legal actions in a score step.
import {
  Action, BASE_CASTLE, Castle, FALCON_CASTLE, GameState, Position, Variants, applyAction, fromNotation, legalActions,
} from '../src';
import { scoreOutcomes } from '../src/outcomes';

const WHITE = 0;

/** An empty castle in notation with tokens at "x,y" (as the rules tests write positions). */
function boardWith(tokens: Record<string, string>, castle: Castle = BASE_CASTLE): string {
  const rows = castle.map.map((r) => r.split(''));
  for (const [xy, tok] of Object.entries(tokens)) {
    const [x, y] = xy.split(',').map(Number);
    rows[y][x] = tok;
  }
  return rows.map((r) => r.join(' ')).join('\n');
}

/**
 * White's house (W on 2,3) open to the east and White's tower of 2 tiles (X on 4,3 and 5,3, 4 points)
 * open to the west: the court White places on 3,3 closes both, and White orders their scoring.
 * White's keep is an old house on 7,6. The rules tests use the same position (positions.ts).
 */
function houseAndTower(o: { scores: [number, number]; towers?: Record<number, number>; wall?: [number[], number[]]; falcon?: boolean; variants?: Variants; lastTurn?: boolean }): GameState {
  const cells = {
    '2,2': 'Y0', '1,3': 'Y0', '2,3': 'W0:0w', '2,4': 'Y0',
    '4,2': 'Y0', '4,4': 'Y0', '4,3': 'X0:0w', '5,3': 'X0', '5,2': 'Y0', '5,4': 'Y0', '6,3': 'Y0',
    '7,5': 'Y0', '6,6': 'Y0', '8,6': 'Y0', '7,6': 'W0', '6,7': 'P0', '8,7': 'Y0', '7,7': 'Y0',
  };
  const castle = o.falcon ? FALCON_CASTLE : BASE_CASTLE;
  const pos: Position = {
    board: boardWith(cells, castle), tile: 'Y', stack: o.lastTurn ? '' : 'AAA', toAct: WHITE, scores: o.scores,
    towers: Array.from({ length: 14 }, (_, t) => o.towers?.[t] ?? null), wall: o.wall, falcon: o.falcon, variants: o.variants,
    keeps: [{ cell: castle.cellAt(7, 6), piece: 0 }, null],
  };
  let s = fromNotation(pos);
  for (const a of [{ seat: WHITE, type: 'place', cell: castle.cellAt(3, 3), rot: 0 }, { seat: WHITE, type: 'follower', piece: null }] as Action[]) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  expect(s.step).toBe('score');
  return s;
}

const kindOf = (s: GameState, a: Action) => (a.type === 'score' ? `${s.features[a.feature].kind}${a.double}` : a.type);

/** Outcomes keyed by "house0", "tower1", ... */
function outcomesOf(s: GameState) {
  const actions = legalActions(s);
  const outcomes = scoreOutcomes(s, actions);
  expect(outcomes).toHaveLength(actions.length);
  return Object.fromEntries(actions.map((a, i) => [kindOf(s, a), outcomes[i]]));
}

test('orders that stop at a gate differently give different points, and say what was lost', () => {
  // White at 26 holds a wall tile 2. House first: 1 to 27, then the tower's 4 pass the gate after 27: 31.
  // Tower first: the marker stops at the gate on 27 (3 lost), then the house's 1 passes it: 28.
  const s = houseAndTower({ scores: [26, 3], wall: [[2], []], falcon: true, variants: { gatesStopMarkers: true } });
  const o = outcomesOf(s);
  expect(Object.keys(o).sort()).toEqual(['house0', 'tower0', 'tower1']);
  expect(o.house0).toEqual({ scores: [31, 3], towers: [], lost: 0 });
  expect(o.tower0).toEqual({ scores: [28, 3], towers: [], lost: 3 });
  expect(o.tower1).toEqual({ scores: [28, 3], towers: [], lost: 7 }); // doubled to 8, 1 of them moved
  // Each outcome is what the rules do when that action is chosen and the rest follow.
  const house = applyAction(s, legalActions(s).find((a) => kindOf(s, a) === 'house0')!);
  if (!house.ok) throw new Error(house.error.message);
  const tower = applyAction(house.state, legalActions(house.state).find((a) => kindOf(house.state, a) === 'tower0')!);
  expect(tower.ok && tower.state.players[WHITE].score).toBe(31);
});

test('orders that take different wall tiles name the towers, never the tiles on them', () => {
  // White at 11: house first lands on 12 (tower 1) and then 16 (tower 2); tower first jumps to 15, then 16.
  const s = houseAndTower({ scores: [11, 0], towers: { 1: 9, 2: 4 } });
  const o = outcomesOf(s);
  expect(o.house0).toEqual({ scores: [16, 0], towers: [1, 2], lost: 0 });
  expect(o.tower0).toEqual({ scores: [16, 0], towers: [2], lost: 0 });
  expect(JSON.stringify(o)).not.toMatch(/kind|9/);
});

test('on the last turn, the outcome stops before the final scoring', () => {
  const s = houseAndTower({ scores: [11, 0], towers: { 1: 9, 2: 4 }, lastTurn: true });
  const o = outcomesOf(s);
  const r = applyAction(s, legalActions(s).find((a) => kindOf(s, a) === 'house0')!);
  if (!r.ok) throw new Error(r.error.message);
  expect(r.state.step).toBe('over');
  expect(o.house0!.scores).toEqual([16, 0]);
  expect(r.state.result!.scores[WHITE]).toBeGreaterThan(16); // the keep scored at the end, not told ahead
});

test('actions that are not scorings get null', () => {
  const s = fromNotation({ board: boardWith({ '2,3': 'W0' }), tile: 'Y', stack: 'AA' });
  const actions = legalActions(s);
  expect(actions.length).toBeGreaterThan(0);
  expect(scoreOutcomes(s, actions).every((x) => x === null)).toBe(true);
});
