// The public API: plain JSON state, errors as values, secrets kept, notation printable.
import {
  GameState, applyAction, createGame, fromNotation, legalActions, placementsOf, publicView, toNotation,
} from '../src';
import { WHITE, boardWith, deepFreeze, play } from './helpers';

describe('createGame', () => {
  test('is plain JSON: a round trip through JSON changes nothing', () => {
    const s = createGame({ seed: 'json' });
    // structuredClone, like JSON, leaves out the engine's hidden cache (a symbol on the board array).
    expect(JSON.parse(JSON.stringify(s))).toEqual(structuredClone(s));
  });

  test('the same seed gives the same game; another seed another', () => {
    expect(createGame({ seed: 'same' })).toEqual(createGame({ seed: 'same' }));
    expect(createGame({ seed: 'same' }).stack).not.toEqual(createGame({ seed: 'other' }).stack);
  });

  test('13 of the 18 wall tiles lie face down on the towers, none on 0/1', () => {
    const s = createGame({ seed: 'towers' });
    expect(s.towers[0]).toBeNull();
    expect(s.towers.slice(1).every((k) => k !== null && k >= 1 && k <= 9)).toBe(true);
    expect(s.towers).toHaveLength(14);
  });

  test('refuses bad options with a clear error', () => {
    expect(() => createGame({ seed: '' })).toThrow(/seed/);
    expect(() => createGame(null as never)).toThrow(/options/);
    expect(() => createGame({ seed: 'x', variants: { nope: true } as never })).toThrow(/unknown variant/);
    expect(() => createGame({ seed: 'x', variants: { gatesStopMarkers: true } })).toThrow(/Falcon/);
    expect(() => createGame({ seed: 'x', falcon: 'yes' as never })).toThrow(/falcon/);
  });
});

describe('applyAction with bad input', () => {
  const s = deepFreeze(createGame({ seed: 'bad' }));
  const snapshot = JSON.stringify(s);
  const legal = legalActions(s)[0];

  test.each([
    ['null', null, 'BAD_ACTION'],
    ['a string', 'place', 'BAD_ACTION'],
    ['an array', [1, 2], 'BAD_ACTION'],
    ['an unknown type', { seat: 0, type: 'cheat' }, 'BAD_ACTION'],
    ['a missing cell', { seat: 0, type: 'place', rot: 0 }, 'BAD_ACTION'],
    ['a fractional rotation', { seat: 0, type: 'place', cell: 3, rot: 0.5 }, 'BAD_ACTION'],
    ['a cell off the board', { seat: 0, type: 'place', cell: 76, rot: 0 }, 'BAD_ACTION'],
    ['an extra field', { seat: 0, type: 'place', cell: 3, rot: 0, points: 99 }, 'BAD_ACTION'],
    ['a seat 2', { seat: 2, type: 'place', cell: 3, rot: 0 }, 'BAD_ACTION'],
    ['the wrong seat', { ...legal, seat: 1 }, 'NOT_YOUR_TURN'],
    ['the wrong step', { seat: 0, type: 'follower', piece: null }, 'WRONG_STEP'],
    ['a score out of turn', { seat: 0, type: 'score', feature: 0, double: 0 }, 'WRONG_STEP'],
    ['a wall tile not held', { seat: 0, type: 'wall', kind: 1 }, 'ILLEGAL'],
    ['a wall tile of another kind', { seat: 0, type: 'wall', kind: 9 }, 'BAD_ACTION'],
  ])('%s is refused with its code, the state untouched', (_what, action, code) => {
    const r = applyAction(s, action as never);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message.length).toBeGreaterThan(5);
    }
    expect(JSON.stringify(s)).toBe(snapshot);
  });

  test.each([
    ['null', null], ['a number', 7], ['an empty object', {}], ['a broken board', { ...createGame({ seed: 'b' }), board: [] }],
    ['damaged features', { ...createGame({ seed: 'b' }), features: [] }],
  ])('a state that is %s gives BAD_STATE, never a throw', (_what, state) => {
    const r = applyAction(state as never, legal);
    expect(r).toMatchObject({ ok: false, error: { code: 'BAD_STATE' } });
  });

  test('a legal action on a frozen state works and leaves the input as it was', () => {
    const r = applyAction(s, legal);
    expect(r.ok).toBe(true);
    expect(JSON.stringify(s)).toBe(snapshot);
  });
});

describe('publicView', () => {
  const s = createGame({ seed: 'secret-seed-42' });
  const secretOrder = JSON.stringify(s.stack);

  test('hides the seed, the stack order and face-down wall tiles', () => {
    const v = publicView(s);
    const text = JSON.stringify(v);
    expect(text).not.toContain('secret-seed-42');
    expect(text).not.toContain(secretOrder);
    expect(v).not.toHaveProperty('stack');
    expect(v).not.toHaveProperty('seed');
    expect(v.towers).toEqual(s.towers.map((t) => t !== null));
    expect(v.tilesLeft).toBe(s.stack.length);
    expect(v.remaining.reduce((a, b) => a + b, 0)).toBe(s.stack.length);
  });

  test('lists the placed tiles in the order they were placed, whatever their cells', () => {
    let st = s;
    const cells: number[] = [];
    for (let i = 0; i < 12 && st.step !== 'over'; i++) {
      const legal = legalActions(st);
      const a = legal[(i * 7) % legal.length];
      if (a.type === 'place') cells.push(a.cell);
      const r = applyAction(st, a);
      if (!r.ok) throw new Error(r.error.message);
      st = r.state;
    }
    expect(cells.length).toBeGreaterThan(2);
    expect(placementsOf(st).map((p) => p.cell)).toEqual(cells);
    expect(publicView(st).placements.map((p) => p.cell)).toEqual(cells);
  });

  test('a view shares with the one before it just the parts the move left alone, and equals one made afresh', () => {
    let st = s;
    let before = publicView(st);
    let shared = 0;
    for (let i = 0; i < 60 && st.step !== 'over'; i++) {
      const legal = legalActions(st);
      const r = applyAction(st, legal[(i * 5) % legal.length]);
      if (!r.ok) throw new Error(r.error.message);
      const prev = st;
      st = r.state;
      const v = publicView(st);
      // A copy of the state has arrays of its own: its view is computed afresh, part by part.
      expect(v).toEqual(publicView(JSON.parse(JSON.stringify(st)) as GameState));
      expect(v.placements === before.placements).toBe(st.board === prev.board);
      expect(v.followers === before.followers).toBe(st.followers === prev.followers);
      expect(v.players === before.players).toBe(st.players === prev.players);
      if (v.placements === before.placements) shared++;
      before = v;
    }
    expect(shared).toBeGreaterThan(10);
  });

  test('a wall tile once taken is face up for everyone', () => {
    const st: GameState = { ...s, players: [{ ...s.players[0], wall: [{ kind: 5, turn: 1 }] }, s.players[1]] };
    expect(publicView(st).players[WHITE].wall).toEqual([5]);
  });
});

describe('board notation', () => {
  test('prints any position and reads back the same board', () => {
    const board = boardWith({ '3,0': 'B0:1w', '3,1': 'A0', '4,1': 'Y0:0b' });
    const s = fromNotation({ board, tile: 'P', stack: 'AA' });
    const text = toNotation(s);
    expect(text.split('\n')[0].split(/\s+/)).toEqual(['#', '.', '.', 'B0:1w', '.', '.', '.', '.', '.', '#']);
    const again = fromNotation({ board: text, tile: 'P', stack: 'AA' });
    expect(again.board).toEqual(s.board);
    expect(again.followers).toEqual(s.followers);
  });

  test('prints a whole played game', () => {
    let s = createGame({ seed: 'print' });
    for (let i = 0; i < 30 && legalActions(s).length; i++) s = play(s, legalActions(s)[0]).state;
    const text = toNotation(s);
    expect(text.split('\n')).toHaveLength(8);
    expect(fromNotation({ board: text, tile: 'A' }).board.filter(Boolean).length).toBe(s.board.filter(Boolean).length);
  });

  test('says what it cannot read', () => {
    expect(() => fromNotation({ board: 'nonsense', tile: 'A' })).toThrow(/rows/);
    expect(() => fromNotation({ board: boardWith({ '1,1': 'Q9' }), tile: 'A' })).toThrow(/cannot read/);
    expect(() => fromNotation({ board: boardWith({}), tile: '?' })).toThrow(/unknown tile/);
  });
});
