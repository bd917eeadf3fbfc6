// A state rebuilt from what a seat sees: with the secrets put back it is the real position (the same
// view, the same legal actions, the same game to its end), and without them it never reads them.
import fc from 'fast-check';
import { Action, GameState, Variants, applyAction, createGame, isOver, legalActions, publicView, stateFromView } from '../src';
import { actionKey } from './helpers';

function sequence(seed: number): () => number {
  let x = seed || 1;
  return () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x / 4294967296; };
}

function play(s: GameState, a: Action): GameState {
  const r = applyAction(s, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** The first state of random games (seeds tried in turn) where `found` holds. */
function findState(found: (s: GameState) => boolean): GameState {
  for (let seed = 0; seed < 100; seed++) {
    const random = sequence(seed + 1);
    for (let s = createGame({ seed: `find ${seed}` }); !isOver(s); ) {
      if (found(s)) return s;
      const legal = legalActions(s);
      s = play(s, legal[Math.floor(random() * legal.length)]);
    }
  }
  throw new Error('no such state in 100 random games');
}

const keys = (s: GameState) => legalActions(s).map(actionKey).join('|');

/** Both games to the end with the same random choices: their results. */
function playBoth(a: GameState, b: GameState, random: () => number): [GameState, GameState] {
  while (!isOver(a)) {
    expect(keys(b)).toBe(keys(a));
    const legal = legalActions(a);
    const x = legal[Math.floor(random() * legal.length)];
    a = play(a, x);
    b = play(b, x);
  }
  return [a, b];
}

const EDITIONS: [string, boolean, Variants][] = [
  ['the Castle', false, {}],
  ['the Castle, wall tiles at the end of the turn', false, { wallTilesAtEndOfTurn: true }],
  ['the Falcon', true, {}],
  ['the Falcon, gates stop markers', true, { gatesStopMarkers: true }],
];

describe('a state rebuilt from a seat\'s view', () => {
  test.each(EDITIONS)('%s: with the stack and the face-down wall tiles put back, it is the real game to its end', (_, falcon, variants) => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.nat(), fc.nat(80), (seed, c, stop) => {
      const random = sequence(c);
      let real = createGame({ seed, falcon, variants });
      // A random point of the game in a place or follower step (the steps a search starts from).
      for (let i = 0; (i < stop || (real.step !== 'place' && real.step !== 'follower')) && !isOver(real); i++) {
        const legal = legalActions(real);
        real = play(real, legal[Math.floor(random() * legal.length)]);
      }
      if (isOver(real)) return;
      const rebuilt = stateFromView(publicView(real), random);
      expect(publicView(rebuilt).remaining).toEqual(publicView(real).remaining);
      rebuilt.stack = real.stack.slice();
      rebuilt.towers = real.towers.slice();
      expect(JSON.stringify(publicView(rebuilt))).toBe(JSON.stringify(publicView(real)));
      const [endReal, endRebuilt] = playBoth(real, rebuilt, random);
      expect(endRebuilt.result).toEqual(endReal.result);
    }), { numRuns: 60 });
  });

  test('the face-down wall tiles are drawn from the kinds not held face up, and vary with the draw', () => {
    const real = findState((s) => s.players.some((p) => p.wall.length > 0) && s.step === 'place');
    const view = publicView(real);
    const held = view.players.flatMap((p) => p.wall);
    const draws = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const s = stateFromView(view, sequence(100 + i));
      const down = s.towers.filter((t): t is number => t !== null);
      expect(down.length).toBe(view.towers.filter(Boolean).length);
      // Two of each kind exist: those held and those face down are never more than two of a kind.
      for (const kind of new Set([...down, ...held])) expect([...down, ...held].filter((k) => k === kind).length).toBeLessThanOrEqual(2);
      draws.add(JSON.stringify([s.towers, s.stack]));
    }
    expect(draws.size).toBeGreaterThan(1);
  });

  test('in the score step it refuses: which scorings are left is not in the view', () => {
    const real = findState((s) => s.step === 'place' && s.turn > 10);
    expect(() => stateFromView({ ...publicView(real), step: 'score' }, sequence(5))).toThrow(/score/);
  });
});
