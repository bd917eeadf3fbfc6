// The in-place engine as a searcher uses it: playouts (uniform, or by a policy) that come back to
// where they started, a determinization that draws only what a seat cannot know, and playouts that
// allocate nothing.
import { allocatedBy, mulberry } from '@castle/test-kit';
import { CastleEngine, GameEvent, GameState, applyAction, createGame, isOver, legalActions, publicView } from '../src';
import { CONFIGS, difference, normal, out, sequence } from './engine-check';

/** Choices as the engine's playouts draw them: mulberry32 seeded by one call of `random`. */
function engineChoices(random: () => number): (n: number) => number {
  const next = mulberry((random() * 4294967296) | 0);
  return (n) => Math.floor(next() * n);
}

/** Play the pure API to the end, choosing by `choose(count)`; the final state. */
function playOut(s: GameState, choose: (n: number) => number): GameState {
  while (!isOver(s)) {
    const legal = legalActions(s);
    s = (applyAction(s, legal[choose(legal.length)]) as { state: GameState }).state;
  }
  return s;
}

/** A game `actions` actions in (random choices), with the kinds of wall tiles played on the way. */
function midGame(options: object, seed: string, actions: number): { s: GameState; played: number[] } {
  const random = sequence(actions + 3), played: number[] = [];
  let s = createGame({ ...options, seed });
  for (let i = 0; i < actions && !isOver(s); i++) {
    const legal = legalActions(s), r = applyAction(s, legal[Math.floor(random() * legal.length)]) as { state: GameState; events: GameEvent[] };
    for (const ev of r.events) if (ev.type === 'wallPlayed') played.push(ev.kind);
    s = r.state;
  }
  return { s, played };
}

describe('playouts', () => {
  test('play to the end as the pure API does with the same choices, and come back exactly', () => {
    CONFIGS.forEach(([, options], c) => {
      for (let g = 0; g < 5; g++) {
        const { s } = midGame(options, `playout ${c} ${g}`, g * 23), e = new CastleEngine(s);
        const before = normal(e.toState());
        const scores = Array.from(e.playout(sequence(g + 1)));
        expect(scores).toEqual(playOut(s, engineChoices(sequence(g + 1))).result!.scores);
        expect(Array.from(e.playout(sequence(g + 1)))).toEqual(scores);
        expect(e.depth).toBe(0);
        expect(difference(e, before)).toBeNull();
      }
    });
  });

  test('a policy chooses each action of a playout', () => {
    const start = createGame({ seed: 'policy', falcon: true }), e = new CastleEngine(start);
    let asked = 0;
    const scores = Array.from(e.playout(Math.random, (engine, actions, count) => {
      expect(actions.length).toBeGreaterThanOrEqual(count);
      expect(engine).toBe(e);
      expect(count).toBeGreaterThan(0);
      asked++;
      return count - 1;
    }));
    let played = 0;
    const end = playOut(start, (n) => { played++; return n - 1; });
    expect(asked).toBe(played);
    expect(scores).toEqual(end.result!.scores);
  });

  test('the scores are a view of the engine\'s own table, not a copy', () => {
    const e = new CastleEngine(createGame({ seed: 'view' })), scores = e.scores;
    while (!e.over) { e.legal(out); e.play(out[0]); }
    expect(e.scores).toBe(scores);
    expect(Array.from(scores)).toEqual(e.toState().result!.scores);
  });
});

/** The face-down kinds, tower by tower (0 for none). */
const faceDown = (s: GameState) => s.towers.map((t) => t ?? 0);
const counts = (xs: readonly number[], n: number) => { const c = new Array<number>(n).fill(0); for (const x of xs) c[x]++; return c; };

describe('determinization', () => {
  test('keeps everything public; draws the stack from its counts and the face-down wall tiles from those unseen', () => {
    CONFIGS.forEach(([, options], c) => {
      for (let g = 0; g < 8; g++) {
        const { s, played } = midGame(options, `det ${c} ${g}`, 15 + g * 17), e = new CastleEngine(s);
        e.determinize(sequence(g + 1), played);
        const d = e.toState();
        expect(publicView(d)).toEqual(publicView(s));
        expect(counts(d.stack, 64)).toEqual(counts(s.stack, 64));
        expect(faceDown(d).map((k) => k > 0)).toEqual(faceDown(s).map((k) => k > 0));
        // No kind more often than its two copies, counting those held and played.
        const held = d.players.flatMap((p) => p.wall.map((w) => w.kind));
        expect(counts([...faceDown(d), ...held, ...played], 10).slice(1).every((n) => n <= 2)).toBe(true);
        // Everything else is the pure state's.
        expect(difference(e, normal({ ...s, stack: d.stack, towers: d.towers }))).toBeNull();
      }
    });
  });

  test('honest: the stack\'s order and the face-down kinds are never read', () => {
    for (let g = 0; g < 30; g++) {
      const { s, played } = midGame({ falcon: g % 2 === 1 }, `honest ${g}`, 10 + g * 5);
      const other: GameState = { ...s, stack: s.stack.slice().reverse(), towers: s.towers.map((t) => (t === null ? null : 1 + ((t * 7) % 9))) };
      const a = new CastleEngine(s), b = new CastleEngine(other);
      a.determinize(sequence(g + 1), played);
      b.determinize(sequence(g + 1), played);
      const x = a.toState(), y = b.toState();
      expect([y.stack, y.towers]).toEqual([x.stack, x.towers]);
    }
  });

  test('different numbers give different deals', () => {
    const { s } = midGame({}, 'deals', 20), deals = new Set<string>();
    for (let c = 1; c <= 20; c++) {
      const e = new CastleEngine(s);
      e.determinize(sequence(c));
      deals.add(JSON.stringify([e.toState().stack, e.toState().towers]));
    }
    expect(deals.size).toBe(20);
  });

  test('a determinized game plays to the end as the pure API plays its state', () => {
    CONFIGS.forEach(([, options], c) => {
      const { s, played } = midGame(options, `det-play ${c}`, 30 + c * 10), e = new CastleEngine(s), random = sequence(c + 5);
      e.determinize(sequence(c + 9), played);
      let pure = e.toState();
      while (!isOver(pure)) {
        const n = e.legal(out), i = Math.floor(random() * n);
        pure = (applyAction(pure, legalActions(pure)[i]) as { state: GameState }).state;
        e.play(out[i]);
        expect(difference(e, pure)).toBeNull();
      }
    });
  });

  test('only at the start of a line; more wall tiles seen than exist are refused', () => {
    const e = new CastleEngine(createGame({ seed: 'refuse' }));
    expect(() => e.determinize(Math.random, [1, 1, 1])).toThrow('more wall tiles 1 seen than exist');
    e.legal(out);
    e.play(out[0]);
    expect(() => e.determinize(Math.random)).toThrow('depth 0');
  });
});

describe('allocation', () => {
  test.each([['base', false], ['Falcon', true]])('%s: after a warm-up, playouts allocate next to nothing (the goal: under 64 bytes an action)', (_, falcon) => {
    const random = mulberry(7), e = new CastleEngine(createGame({ seed: 'bytes', falcon: falcon as boolean }));
    for (let i = 0; i < 300; i++) e.playout(random);
    const from = e.actionsPlayed, bytes = allocatedBy(() => { for (let i = 0; i < 1000; i++) e.playout(random); });
    expect(e.actionsPlayed - from).toBeGreaterThan(80_000);
    expect(bytes / (e.actionsPlayed - from)).toBeLessThan(8);
  });
});
