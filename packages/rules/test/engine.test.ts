// The in-place engine against the pure API, action by action on thousands of random games of every
// edition and variant: the same legal actions in the same order, the same state after each action,
// the same result; undo takes each action back exactly. Then states loaded mid-turn, and the
// action codes.
import fc from 'fast-check';
import { Action, CastleEngine, GameState, applyAction, createGame, isOver, legalActions } from '../src';
import { CONFIGS, Seen, checkGame, codeOf, difference, noneSeen, out, sequence } from './engine-check';
import { actionKey } from './helpers';

/** The state with wall tiles in both hands (more than the game has: the rules do not count them),
 *  so that random play meets two doubling tiles on one feature, wall tiles 7 on two courts, plans of
 *  two copies of 4, 5 and 6 at the end. */
function withWallTiles(s: GameState): GameState {
  const hand = (kinds: number[]) => kinds.map((kind) => ({ kind, turn: 0 }));
  return {
    ...s,
    players: [
      { ...s.players[0], wall: hand([2, 2, 3, 3, 1, 7, 7, 4, 4, 5, 6, 8, 9]) },
      { ...s.players[1], wall: hand([2, 3, 3, 1, 1, 7, 4, 5, 5, 6, 6, 8, 8, 9]) },
    ],
  };
}

describe('CastleEngine against the pure API', () => {
  const total = noneSeen();

  test.each(CONFIGS)('%s: 20 games compared whole at every action and every undo', (name, options) => {
    const engine = new CastleEngine();
    for (let g = 0; g < 20; g++) checkGame({ ...options, seed: `full ${name} ${g}` }, g + 1, engine, true, total);
  });

  test.each(CONFIGS)('%s: 300 more games, legal actions and the turn at every action, the whole state every 25', (name, options) => {
    const engine = new CastleEngine(), seen = noneSeen();
    for (let g = 0; g < 300; g++) checkGame({ ...options, seed: `bulk ${name} ${g}` }, 1000 + g, engine, false, seen);
    expect(seen.games).toBe(300);
    for (const k of Object.keys(seen) as (keyof Seen)[]) total[k] += seen[k];
  });

  test.each(CONFIGS)('%s: 60 games with hands full of wall tiles (pairs of doubling tiles, 1s, 7s, 8s and 4–6 for the end)', (name, options) => {
    const engine = new CastleEngine();
    for (let g = 0; g < 60; g++) checkGame(withWallTiles(createGame({ ...options, seed: `hands ${name} ${g}` })), 500 + g, engine, false, total);
  });

  test('the random games played every rule: wall tile 1, doubling tiles, scoring orders, king, falconer, discards, keeps', () => {
    expect(total.games).toBe(CONFIGS.length * 380);
    for (const k of Object.keys(total) as (keyof Seen)[]) expect([k, total[k]]).not.toEqual([k, 0]);
    expect(total.actions).toBeGreaterThan(200_000);
  });

  test('a state loaded at any action, also mid-turn (follower and score steps), plays on as the pure API does', () => {
    const engine = new CastleEngine();
    CONFIGS.forEach(([, options], c) => {
      for (let g = 0; g < 2; g++) {
        const random = sequence(c * 10 + g + 1);
        let pure = createGame({ ...options, seed: `load ${c} ${g}` });
        while (!isOver(pure)) {
          const e = engine.load(pure), legal = legalActions(pure);
          expect(e.depth).toBe(0);
          expect(difference(e, pure)).toBeNull();
          expect(Array.from(out.subarray(0, e.legal(out)))).toEqual(legal.map(codeOf));
          const a = legal[Math.floor(random() * legal.length)];
          pure = (applyAction(pure, a) as { state: GameState }).state;
          e.play(e.encode(a));
          expect(difference(e, pure)).toBeNull();
        }
      }
    });
  });

  test('undo with nothing played is refused; a finished game has no legal action', () => {
    const e = new CastleEngine(createGame({ seed: 'x' }));
    expect(() => e.undo()).toThrow('nothing to take back');
    expect(e.step).toBe('place');
    while (!e.over) e.play(out[e.legal(out) - 1]);
    expect([e.step, e.legal(out), e.toState().result!.scores]).toEqual(['over', 0, Array.from(e.scores)]);
  });
});

describe('action codes', () => {
  test('every legal action encodes to its code and decodes back; anything else encodes to -1', () => {
    fc.assert(fc.property(fc.constantFrom(...CONFIGS), fc.string({ minLength: 1, maxLength: 8 }), fc.nat(), ([, options], seed, c) => {
      const random = sequence(c);
      let pure = createGame({ ...options, seed });
      const e = new CastleEngine(pure);
      while (!isOver(pure)) {
        const legal = legalActions(pure), keys = new Set(legal.map(actionKey));
        // Checked by hand, one expect a step: this runs often.
        const wrong = legal.filter((a) => e.encode(a) !== codeOf(a) || actionKey(e.decode(codeOf(a))) !== actionKey(a));
        expect(wrong).toEqual([]);
        const seat = pure.toAct, other = (1 - seat) as 0 | 1;
        const others: Action[] = [
          { ...legal[0], seat: other } as Action, { seat, type: 'place', cell: 0, rot: 0 }, { seat, type: 'place', cell: 999, rot: 0 },
          { seat, type: 'place', cell: 1, rot: 4 }, { seat, type: 'place', cell: 1.5, rot: 0 }, { seat, type: 'wall', kind: 1 },
          { seat, type: 'follower', piece: null }, { seat, type: 'follower', piece: 0, figure: 'king' }, { seat, type: 'follower', piece: 30 },
          { seat, type: 'score', feature: 0, double: 2 }, { seat, type: 'score', feature: -1, double: 0 },
        ];
        const illegal = others.filter((a) => !keys.has(actionKey(a)));
        expect(illegal.map((a) => e.encode(a))).toEqual(illegal.map(() => -1));
        const a = legal[Math.floor(random() * legal.length)];
        pure = (applyAction(pure, a) as { state: GameState }).state;
        e.play(e.encode(a));
      }
    }), { numRuns: 12 });
  });
});
