// Properties over many random games: whatever is played, the rules hold together.
import fc from 'fast-check';
import {
  CarcAction, CarcState, FOLLOWERS_PER_PLAYER, TILE_KINDS, applyAction, createGame, isOver, legalActions, publicView, supplyOf,
} from '../src';
import { actionKey, deepFreeze } from './helpers';

const TILE_COUNT = TILE_KINDS.reduce((n, t) => n + t.count, 0);

/** A small deterministic generator for the choices inside one game. */
function chooser(seed: number): (n: number) => number {
  let x = (seed >>> 0) || 1;
  return (n) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x % n;
  };
}

/** An action that is probably not legal: random type and fields, near the legal ranges. */
function randomAction(pick: (n: number) => number, s: CarcState): unknown {
  const seat = pick(3) === 0 ? (s.toAct + 1) % s.seats : s.toAct;
  const spots = [null, 'c1', 'c2', 'r1', 'r2', 'f1', 'f2', 'f3', 'cloister', 'x'];
  switch (pick(4)) {
    case 0: return { seat, type: 'place', x: pick(9) - 4, y: pick(9) - 4, rot: pick(4) };
    case 1: return { seat, type: 'follower', spot: spots[pick(spots.length)] };
    default: return [null, {}, 'x', { seat, type: 'place' }, { seat, type: 'follower' }, { seat, type: 'place', x: 0, y: 0, rot: 9 }][pick(6)];
  }
}

/** Tiles accounted for: laid, set aside, the drawn one still to place, and those in the stack. */
const tilesSeen = (s: CarcState) => s.tiles.length + s.setAside.length + (s.step === 'place' ? 1 : 0) + (s.stack.length - s.next);

function checkGame(seed: string, choiceSeed: number, seats: number): void {
  const pick = chooser(choiceSeed);
  let s = deepFreeze(createGame({ seats, seed: `secret-${seed}` }));
  let last = s.scores.slice();
  const played: CarcAction[] = [];
  while (!isOver(s)) {
    const legal = legalActions(s);
    expect(legal.length).toBeGreaterThan(0);
    const keys = new Set(legal.map(actionKey));
    // Nothing illegal is accepted, and refusals leave the (frozen) state as it was.
    for (let i = 0; i < 3; i++) {
      const a = randomAction(pick, s);
      const r = applyAction(s, a as CarcAction);
      expect([actionKey(a), r.ok]).toEqual([actionKey(a), keys.has(actionKey(a))]);
    }
    // No legal action is refused, also one written out by hand rather than the shared object.
    const other = legal[pick(legal.length)];
    expect(applyAction(s, JSON.parse(JSON.stringify(other))).ok).toBe(true);
    const a = legal[pick(legal.length)];
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`legal action refused: ${r.error.message}`);
    played.push(a);
    s = deepFreeze(r.state);
    // Tiles and followers are conserved; scores never fall.
    expect(tilesSeen(s)).toBe(TILE_COUNT);
    for (let seat = 0; seat < seats; seat++) {
      expect(s.men.filter((m) => (m & 7) === seat).length + supplyOf(s, seat)).toBe(FOLLOWERS_PER_PLAYER);
      expect(supplyOf(s, seat)).toBeGreaterThanOrEqual(0);
      expect(s.scores[seat]).toBeGreaterThanOrEqual(last[seat]);
    }
    last = s.scores.slice();
  }
  // Every tile was laid or set aside; the state is plain JSON; the view keeps the secrets.
  expect(s.tiles.length + s.setAside.length).toBe(TILE_COUNT);
  expect(JSON.parse(JSON.stringify(s))).toEqual(structuredClone(s));
  const view = JSON.stringify(publicView(s));
  expect(view.includes('secret-')).toBe(false);
  expect(legalActions(s)).toEqual([]);
  // The same seed and actions give the same game.
  let again = createGame({ seats, seed: `secret-${seed}` });
  for (const a of played) {
    const r = applyAction(again, a);
    if (!r.ok) throw new Error(r.error.message);
    again = r.state;
  }
  expect(again).toEqual(s);
}

describe('random games', () => {
  test('2 players: legal actions are accepted, nothing else is; tiles and followers are conserved; scores never fall; the seed decides', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.nat(), (seed, c) => checkGame(seed, c, 2)), { numRuns: 40 });
  });

  test('3 to 5 players, the same', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.nat(), fc.integer({ min: 3, max: 5 }), (seed, c, n) => checkGame(seed, c, n)), {
      numRuns: 30,
    });
  });

  test('the view during play shows the drawn tile and counts of the tiles to come, never their order or the seed', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.nat({ max: 60 }), (seed, turns) => {
      let s = createGame({ seats: 2, seed: `secret-${seed}` });
      const pick = chooser(turns + 1);
      for (let i = 0; i < turns && !isOver(s); i++) {
        const legal = legalActions(s);
        s = (applyAction(s, legal[pick(legal.length)]) as { state: CarcState }).state;
      }
      const view = publicView(s);
      const text = JSON.stringify(view);
      expect(text.includes('secret-')).toBe(false);
      expect(Object.keys(view).sort()).toEqual(
        ['followers', 'placed', 'players', 'remaining', 'result', 'seats', 'setAside', 'step', 'tile', 'tiles', 'tilesLeft', 'toAct', 'turn'],
      );
      // The same view from a game whose stack holds the same tiles in another order.
      const shuffled = { ...s, stack: [...s.stack.slice(0, s.next), ...s.stack.slice(s.next).reverse()] };
      expect(publicView(shuffled)).toEqual(view);
    }), { numRuns: 40 });
  });

  test('different seeds give different stacks; the start tile is always D at the centre', () => {
    const a = createGame({ seats: 2, seed: 'one' }), b = createGame({ seats: 2, seed: 'two' });
    expect(a.stack).not.toEqual(b.stack);
    expect([...a.stack].sort()).toEqual([...b.stack].sort());
    expect(createGame({ seats: 2, seed: 'one' })).toEqual(a);
  });
});
