// The in-place engine against the pure API, action by action on thousands of random games: the same
// legal actions, the same state after each action, the same results; undo takes each action back
// exactly. Then its playouts, its action codes, loading, and the determinization a searcher uses.
import fc from 'fast-check';
import { allocatedBy } from '@castle/test-kit';
import {
  CarcAction, CarcEngine, CarcState, FOLLOW_NONE, MAX_LEGAL, TILE_KINDS, applyAction, cellOf, createGame, determinize, isOver,
  legalActions, publicView, spotIndex,
} from '../src';
import { find } from '../src/features';
import { actionKey } from './helpers';

/** A small seeded generator: the same numbers for the pure API and the engine. */
function sequence(seed: number): () => number {
  let x = seed || 1;
  return () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x / 4294967296; };
}

const sameList = (a: ArrayLike<number>, b: ArrayLike<number>): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};
const sorted = (xs: ArrayLike<number>): number[] => Array.from(xs).sort((a, b) => a - b);
/** Two lists hold the same numbers (in the same order, the quick case, or another). */
const sameSet = (a: ArrayLike<number>, b: ArrayLike<number>): boolean => sameList(a, b) || sameList(sorted(a), sorted(b));
/** A grid bucket's cell, value pairs in the order of their cells. */
const pairs = (bucket: readonly number[]): number[] => {
  const at: number[] = [];
  for (let i = 0; i < bucket.length; i += 2) at.push(i);
  return at.sort((i, j) => bucket[i] - bucket[j]).flatMap((i) => [bucket[i], bucket[i + 1]]);
};
/** The union-find as its sets: each node's root (the pure API's root is the set's lowest node),
 *  and at a root its open sides. */
function sets(uf: readonly number[]): number[] {
  const out = new Array<number>(uf.length);
  for (let n = 0; n < uf.length; n++) { const r = find(uf, n); out[n] = r === n ? uf[n] : r; }
  return out;
}

/** The first part in which two states differ, or null. What matters is compared: every field, the
 *  frontier as a set, the grid as its cells, the union-find as its sets and their open sides. */
function difference(a: CarcState, b: CarcState): string | null {
  for (const k of ['version', 'seats', 'seed', 'turn', 'toAct', 'step', 'tile', 'placed', 'next'] as const) if (a[k] !== b[k]) return `${k}: ${a[k]} ≠ ${b[k]}`;
  for (const k of ['scores', 'men', 'tiles', 'cloisters', 'stack', 'setAside'] as const) {
    if (!sameList(a[k], b[k])) return `${k}: ${a[k].join()} ≠ ${b[k].join()}`;
  }
  if (JSON.stringify(a.result) !== JSON.stringify(b.result)) return `result: ${JSON.stringify(a.result)} ≠ ${JSON.stringify(b.result)}`;
  if (!sameSet(a.frontier, b.frontier)) return 'frontier';
  if (a.grid.length !== b.grid.length || a.grid.some((bucket, i) => !sameList(bucket, b.grid[i]) && !sameList(pairs(bucket), pairs(b.grid[i])))) return 'grid';
  if (!sameList(sets(a.uf), sets(b.uf))) return 'uf';
  return null;
}

/** The engine's code of a pure action (written here from the codes' definition, not by the engine). */
function codeOf(s: CarcState, a: CarcAction): number {
  if (a.type === 'place') return cellOf(a.x, a.y) * 4 + a.rot;
  if (a.spot === null) return FOLLOW_NONE;
  return FOLLOW_NONE + 1 + spotIndex(s.tiles[s.tiles.length - 1] & 31, a.spot); // the tile just laid is the last
}
const codesOf = (s: CarcState): number[] => legalActions(s).map((a) => codeOf(s, a));

const out = new Int32Array(MAX_LEGAL);
/** The engine's legal actions now, decoded, as sorted keys. */
function engineKeys(e: CarcEngine): string[] {
  const n = e.legal(out);
  return Array.from(out.subarray(0, n), (c) => actionKey(e.decode(c))).sort();
}
const pureKeys = (s: CarcState) => legalActions(s).map(actionKey).sort();

/** What differs between the engine and the pure state now: the legal actions (as sets of codes;
 *  the pure state's given), the scores and the state; null when nothing does. */
function mismatch(e: CarcEngine, pure: CarcState, codes = codesOf(pure)): string | null {
  const n = e.legal(out);
  if (!sameSet(out.subarray(0, n), codes)) return `legal actions: ${sorted(out.subarray(0, n)).join()} ≠ ${sorted(codes).join()}`;
  if (!sameList(e.scores, pure.scores) || e.over !== isOver(pure)) return 'scores or the end';
  return difference(e.toState(), pure);
}

/** One random game through both, checked at every action; then taken back to the start, checked
 *  at every depth. The number of actions played. */
function checkGame(seats: number, seed: string, choices: number, engine: CarcEngine): number {
  const random = sequence(choices);
  let pure = createGame({ seats, seed }), legal = legalActions(pure), codes = legal.map((a) => codeOf(pure, a));
  const e = engine.load(pure), line = [pure], lineCodes = [codes];
  const start = JSON.stringify(e.toState());
  expect(mismatch(e, pure, codes)).toBeNull();
  while (!isOver(pure)) {
    // In the pure API's order too, so a playout with the same numbers takes the same line.
    const n = e.legal(out);
    if (!sameList(out.subarray(0, n), codes)) throw new Error(`${seed}: legal actions in another order`);
    const i = Math.floor(random() * n), r = applyAction(pure, legal[i]);
    if (!r.ok) throw new Error(r.error.message);
    pure = r.state;
    legal = legalActions(pure);
    codes = legal.map((a) => codeOf(pure, a));
    e.play(out[i]);
    line.push(pure);
    lineCodes.push(codes);
    const problem = mismatch(e, pure, codes);
    if (problem) throw new Error(`${seed}, action ${line.length - 1}: ${problem}`);
  }
  expect([e.legal(out), Array.from(e.scores)]).toEqual([0, pure.result!.scores]);
  const played = e.depth;
  while (e.depth > 0) {
    e.undo();
    const problem = mismatch(e, line[e.depth], lineCodes[e.depth]);
    if (problem) throw new Error(`${seed}, undone to ${e.depth}: ${problem}`);
  }
  expect(JSON.stringify(e.toState())).toBe(start);
  return played;
}

describe('CarcEngine against the pure API', () => {
  test('2 000 random games of 2 to 5 seats: the same legal actions, states and results at every action; undo back to the start', () => {
    const engine = new CarcEngine(); // one engine for every game: load() reuses its tables
    let actions = 0;
    for (let g = 0; g < 2000; g++) actions += checkGame(2 + (g % 4), `engine-${g}`, g + 1, engine);
    expect(actions).toBeGreaterThan(200_000);
  });

  test('a state loaded at any action, also mid-turn (the follower step), plays on as the pure API does', () => {
    const random = sequence(5), engine = new CarcEngine();
    for (let g = 0; g < 20; g++) {
      let pure = createGame({ seats: 2 + (g % 4), seed: `load-${g}` });
      while (!isOver(pure)) {
        const e = engine.load(pure);
        expect(e.depth).toBe(0);
        expect(JSON.stringify(e.toState())).toBe(JSON.stringify({ ...pure, uf: e.toState().uf }));
        expect(mismatch(e, pure)).toBeNull();
        expect(engineKeys(e)).toEqual(pureKeys(pure));
        const legal = legalActions(pure), a = legal[Math.floor(random() * legal.length)];
        pure = (applyAction(pure, a) as { state: CarcState }).state;
        e.play(e.encode(a));
        expect(mismatch(e, pure)).toBeNull();
      }
    }
  });

  test('undo with nothing played is refused; a follower\'s spot decodes only in the follower step', () => {
    const e = new CarcEngine(createGame({ seats: 2, seed: 'x' }));
    expect(() => e.undo()).toThrow('nothing to take back');
    expect(e.step).toBe('place');
    expect(e.decode(FOLLOW_NONE)).toEqual({ seat: 0, type: 'follower', spot: null });
    expect(() => e.decode(FOLLOW_NONE + 1)).toThrow('only in the follower step');
  });
});

describe('playouts', () => {
  /** Choices as the engine's playouts draw them: mulberry32 seeded by one call of `random`. */
  function engineChoices(random: () => number): (n: number) => number {
    let a = (random() * 4294967296) | 0;
    return (n) => {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
    };
  }

  /** The final scores of the game played on from `s` through the pure API, `choose` picking each action. */
  function pureScores(s: CarcState, choose: (n: number) => number): number[] {
    let pure = s;
    while (!isOver(pure)) {
      const legal = legalActions(pure);
      pure = (applyAction(pure, legal[choose(legal.length)]) as { state: CarcState }).state;
    }
    return pure.result!.scores;
  }

  test('a playout gives the scores the pure API gives with the same choices, and comes back to where it started', () => {
    const uniform = (_e: CarcEngine, _a: Int32Array, n: number, random: () => number) => Math.floor(random() * n);
    for (const seats of [2, 3, 4, 5]) {
      for (let g = 0; g < 10; g++) {
        const start = createGame({ seats, seed: `playout-${seats}-${g}` });
        const e = new CarcEngine(start);
        let mid = start;
        for (let i = 0; i < 7; i++) { // a few moves in, mid-game
          const a = legalActions(mid)[0];
          e.play(e.encode(a));
          mid = (applyAction(mid, a) as { state: CarcState }).state;
        }
        const before = JSON.stringify(e.toState());
        // The numbers as a policy is given them: the same line through the pure API...
        const byPolicy = sequence(g + 1);
        expect(Array.from(e.playout(sequence(g + 1), uniform))).toEqual(pureScores(mid, (n) => Math.floor(byPolicy() * n)));
        // ... and the engine's own choices, seeded by `random`: the same line through the pure API.
        const scores = Array.from(e.playout(sequence(g + 1)));
        expect(scores).toEqual(pureScores(mid, engineChoices(sequence(g + 1))));
        expect(Array.from(e.playout(sequence(g + 1)))).toEqual(scores);
        expect(e.depth).toBe(7);
        expect(JSON.stringify(e.toState())).toBe(before);
      }
    }
  });

  test('a policy chooses each action of a playout', () => {
    const start = createGame({ seats: 3, seed: 'policy' }), e = new CarcEngine(start);
    let asked = 0;
    const scores = Array.from(e.playout(Math.random, (engine, actions, count) => {
      expect(engine).toBe(e);
      expect(count).toBeGreaterThan(0);
      expect(actions[count - 1]).toBeGreaterThanOrEqual(0);
      asked++;
      return count - 1;
    }));
    let pure = start, played = 0;
    while (!isOver(pure)) {
      const legal = legalActions(pure);
      pure = (applyAction(pure, legal[legal.length - 1]) as { state: CarcState }).state;
      played++;
    }
    expect(asked).toBe(played);
    expect(scores).toEqual(pure.result!.scores);
  });

  test('the scores are a view of the engine\'s own table, not a copy', () => {
    const e = new CarcEngine(createGame({ seats: 4, seed: 'view' }));
    const scores = e.scores;
    expect(scores.length).toBe(4);
    while (!e.over) { const n = e.legal(out); e.play(out[n - 1]); }
    expect(e.scores).toBe(scores);
    expect(Array.from(scores)).toEqual(e.toState().result!.scores);
  });
});

describe('allocation', () => {
  test('after a warm-up, playouts allocate nothing (under a byte an action: the measuring\'s noise)', () => {
    let a = 7;
    const random = () => { a = (a + 0x6d2b79f5) | 0; const t = Math.imul(a ^ (a >>> 15), 1 | a); return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
    const e = new CarcEngine(createGame({ seats: 3, seed: 'bytes' }));
    for (let i = 0; i < 300; i++) e.playout(random);
    const from = e.actionsPlayed, bytes = allocatedBy(() => { for (let i = 0; i < 1000; i++) e.playout(random); });
    expect(e.actionsPlayed - from).toBeGreaterThan(80_000);
    // The goal is under 64; the engine allocates nothing, so a byte an action already means an
    // object made every few actions (one of { code, depth } an action measures 40 here).
    expect(bytes / (e.actionsPlayed - from)).toBeLessThan(1);
  });

  test('the measure sees what is allocated: 100,000 kept objects of two fields are at least 32 bytes each', () => {
    const kept = new Array<{ a: number; b: number } | null>(100_000).fill(null);
    const bytes = allocatedBy(() => { for (let i = 0; i < kept.length; i++) kept[i] = { a: i, b: -i }; });
    expect(bytes / kept.length).toBeGreaterThanOrEqual(32);
  });
});

describe('action codes', () => {
  test('every legal action encodes to a legal code and decodes back; anything else encodes to -1', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.nat(), (seed, c) => {
      const random = sequence(c);
      let pure = createGame({ seats: 3, seed });
      const e = new CarcEngine(pure);
      while (!isOver(pure)) {
        const legal = legalActions(pure), n = e.legal(out), codes = new Set(out.subarray(0, n));
        // Every legal action round trips (checked by hand, one expect a step: this runs often).
        const wrong = legal.filter((a) => { const code = e.encode(a); return !codes.has(code) || actionKey(e.decode(code)) !== actionKey(a); });
        expect(wrong).toEqual([]);
        const seat = pure.toAct, others = [
          { seat: (seat + 1) % 3, ...(pure.step === 'place' ? { type: 'place', x: 0, y: 0, rot: 0 } : { type: 'follower', spot: null }) },
          { seat, type: 'place', x: 0, y: 0, rot: 0 }, { seat, type: 'place', x: 99, y: 0, rot: 0 }, { seat, type: 'place', x: 1, y: 0, rot: 4 },
          { seat, type: 'place', x: 1.5, y: 0, rot: 0 }, { seat, type: 'follower', spot: 'nowhere' },
          { seat, type: pure.step === 'place' ? 'follower' : 'place', spot: null, x: 1, y: 0, rot: 0 },
        ].filter((a) => !legal.some((l) => actionKey(l) === actionKey(a)));
        expect(others.map((a) => e.encode(a as CarcAction))).toEqual(others.map(() => -1));
        const a = legal[Math.floor(random() * legal.length)];
        pure = (applyAction(pure, a) as { state: CarcState }).state;
        e.play(e.encode(a));
      }
    }), { numRuns: 10 });
    expect(FOLLOW_NONE).toBeGreaterThan(145 * 145 * 4);
  });
});

/** A state played `turns` actions into a game. */
function midGame(seats: number, seed: string, actions: number): CarcState {
  const random = sequence(actions + 3);
  let s = createGame({ seats, seed });
  for (let i = 0; i < actions && !isOver(s); i++) {
    const legal = legalActions(s);
    s = (applyAction(s, legal[Math.floor(random() * legal.length)]) as { state: CarcState }).state;
  }
  return s;
}

const hidden = (e: CarcEngine) => Array.from(e.stack.subarray(e.next, e.stackLen));

describe('determinization', () => {
  test('keeps everything public and draws only the order of the tiles to come; the same numbers give the same order', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 5 }), fc.string({ minLength: 1, maxLength: 8 }), fc.nat({ max: 150 }), fc.nat(), (seats, seed, n, c) => {
      const s = midGame(seats, seed, n), view = publicView(s);
      const e = determinize(s, s.toAct, sequence(c));
      // The public part is kept: the view of the determinized game is the view of the real one.
      expect(publicView(e.toState())).toEqual(view);
      // The hidden part holds the same tiles (their counts are public), in an order of its own.
      expect(sorted(hidden(e))).toEqual(sorted(s.stack.slice(s.next)));
      expect(hidden(e)).toEqual(hidden(determinize(view, 0, sequence(c))));
      // Everything else is as the pure API has it (the stack is now the drawn order, from 0 on;
      // once over, the view does not say who would have been next).
      const mine = e.toState(), hide = { stack: [], next: 0, seed: '', toAct: isOver(s) ? 0 : s.toAct };
      expect([mine.stack.length, mine.next]).toEqual([s.stack.length - s.next, 0]);
      expect(difference({ ...mine, ...hide }, { ...s, ...hide })).toBeNull();
    }), { numRuns: 60 });
  });

  test('honest: the real order of the stack is never read (two games that differ only in it give the same determinization)', () => {
    for (let g = 0; g < 30; g++) {
      const s = midGame(2 + (g % 4), `honest-${g}`, 10 + g * 3);
      const reordered: CarcState = { ...s, stack: [...s.stack.slice(0, s.next), ...s.stack.slice(s.next).reverse()] };
      const a = determinize(s, 0, sequence(g + 1)), b = determinize(reordered, 0, sequence(g + 1));
      expect(hidden(a)).toEqual(hidden(b));
      expect(hidden(CarcEngine.fromView(publicView(s), sequence(g + 1)))).toEqual(hidden(a));
      // An engine loaded with the real state and determinized again draws the same order too.
      const real = new CarcEngine(s), other = new CarcEngine(reordered);
      real.determinize(sequence(g + 1));
      other.determinize(sequence(g + 1));
      expect(hidden(real)).toEqual(hidden(a));
      expect(hidden(other)).toEqual(hidden(a));
    }
  });

  test('a determinization can reuse an engine\'s tables, whatever it held before', () => {
    const engine = new CarcEngine(createGame({ seats: 5, seed: 'before' }));
    engine.playout(sequence(3));
    engine.play(engine.encode(legalActions(createGame({ seats: 5, seed: 'before' }))[0]));
    const s = midGame(3, 'reuse', 40), fresh = determinize(s, 1, sequence(8));
    expect(determinize(s, 1, sequence(8), engine)).toBe(engine);
    expect([engine.depth, engine.seats, hidden(engine)]).toEqual([0, 3, hidden(fresh)]);
    expect(JSON.stringify(engine.toState())).toBe(JSON.stringify(fresh.toState()));
  });

  test('different numbers give different orders, each a shuffle of the same tiles', () => {
    const s = midGame(3, 'orders', 20), orders = new Set<string>();
    for (let c = 1; c <= 20; c++) orders.add(hidden(determinize(s, 1, sequence(c))).join());
    expect(orders.size).toBe(20);
    expect(orders.has(s.stack.slice(s.next).join())).toBe(false);
  });

  test('a determinized game plays to the end as the pure API plays the same stack', () => {
    for (let g = 0; g < 40; g++) {
      const s = midGame(2 + (g % 4), `det-${g}`, g * 3), e = determinize(s, s.toAct, sequence(g + 9)), random = sequence(g);
      let pure = e.toState();
      while (!isOver(pure)) {
        expect(engineKeys(e)).toEqual(pureKeys(pure));
        const n = e.legal(out), i = Math.floor(random() * n), legal = legalActions(pure);
        pure = (applyAction(pure, legal[i]) as { state: CarcState }).state;
        e.play(out[i]);
        expect(mismatch(e, pure)).toBeNull();
      }
    }
  });

  test('a seat the game does not have is refused; the view\'s counts must add up', () => {
    const s = midGame(2, 'refuse', 5);
    expect(() => determinize(s, 2, Math.random)).toThrow('seat must be 0 to 1');
    const view = publicView(s);
    expect(() => CarcEngine.fromView({ ...view, tilesLeft: view.tilesLeft + 1 }, Math.random)).toThrow('tiles to come');
    expect(TILE_KINDS.length).toBe(24);
  });
});
