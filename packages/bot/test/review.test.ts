// The hindsight review (review.ts) on short games played at random in both games: a reviewed turn
// for each position where the seat chose among several turns, the turn played as the record holds
// it, its value never above the best's, and the real scores of every seat along the game.
import * as carc from '@castle/carcassonne';
import * as castle from '@castle/rules';
import type { AnyGame, SeatAction } from '@castle/game';
import { ReviewedGame, reviewPlan, reviewTurn } from '../src';

/** A whole game played at random: its record's parts. */
function played(game: AnyGame, options: unknown, seats: number, seed: string): ReviewedGame {
  const random = castle.seededRandom(seed), actions: SeatAction[] = [];
  let s = game.create(options, seed, seats);
  while (!game.isOver(s)) {
    const legal = game.legalActions(s);
    const a = legal[Math.floor(random() * legal.length)];
    actions.push(a);
    s = (game.apply(s, a) as { state: unknown }).state;
  }
  return { game: game.id, options, seed, seats, actions };
}

/** A small budget: the tests check what the review says, not how well it plays. */
const BUDGET = { iterations: 40, timeMs: 0 };

const games: [string, ReviewedGame & { rules: AnyGame }][] = [
  ['the Castle', { ...played(castle.castle, { falcon: false, variants: {} }, 2, 'review-castle'), rules: castle.castle }],
  ['the Falcon', { ...played(castle.castle, { falcon: true, variants: {} }, 2, 'review-falcon'), rules: castle.castle }],
  ['Carcassonne, 2 seats', { ...played(carc.carcassonne, {}, 2, 'review-carc-2'), rules: carc.carcassonne }],
  ['Carcassonne, 5 seats', { ...played(carc.carcassonne, {}, 5, 'review-carc-5'), rules: carc.carcassonne }],
];

describe.each(games)('%s', (_name, g) => {
  const plan = reviewPlan(g);
  const reviewed = plan.points.map((p) => reviewTurn(g, p, BUDGET));

  test('every seat has turns to review, in the order of the game', () => {
    expect(new Set(plan.points.map((p) => p.seat)).size).toBe(g.seats);
    expect(plan.points.map((p) => p.move)).toEqual([...plan.points.map((p) => p.move)].sort((a, b) => a - b));
  });

  test('each reviewed turn is the record\'s turn of the seat to act there', () => {
    for (const r of reviewed) {
      expect(r.played[0]).toEqual(g.actions[r.move]);
      expect(r.played.every((a) => a.seat === r.seat)).toBe(true);
      expect(r.played).toEqual(g.actions.slice(r.move, r.move + r.played.length));
    }
  });

  test('the turn played is never valued above the best found, and the loss is their difference', () => {
    for (const r of reviewed) {
      expect(r.playedValue).toBeLessThanOrEqual(r.bestValue);
      expect(r.loss).toBeCloseTo(r.bestValue - r.playedValue, 9);
    }
    expect(reviewed.some((r) => r.loss > 0)).toBe(true); // random play loses somewhere
  });

  test('each turn is in the game\'s notation, action after action', () => {
    const r = reviewed[0], first = plan.points[0].state;
    expect(r.playedText.startsWith(g.rules.moveNotation(first, r.played[0]))).toBe(true);
    expect(r.bestText.split(' ').length).toBeGreaterThanOrEqual(r.best.length);
  });

  test('a turn valued as the best found is the best found itself: a tie names no other turn', () => {
    for (const r of reviewed) if (r.loss === 0) expect(r.best).toEqual(r.played);
  });

  test('the best turn found is one of the seat\'s legal whole turns there', () => {
    for (const r of reviewed) {
      let s = plan.points.find((p) => p.move === r.move)!.state;
      for (const a of r.best) {
        const applied = g.rules.apply(s, a);
        expect(applied.ok).toBe(true);
        s = (applied as { state: unknown }).state;
      }
    }
  });

  test('the scores are the real ones: none before the first move, the result\'s after the last', () => {
    expect(plan.scores).toHaveLength(g.actions.length + 1);
    expect(plan.scores[0].every((x) => x === 0)).toBe(true);
    let s = g.rules.create(g.options, g.seed, g.seats);
    for (const a of g.actions) s = (g.rules.apply(s, a) as { state: unknown }).state;
    expect(plan.scores[plan.scores.length - 1]).toEqual(g.rules.outcome(g.rules.result(s)).scores);
  });
});

test('the same record gives the same review', () => {
  const g = games[0][1], p = reviewPlan(g).points[5];
  expect(reviewTurn(g, p, BUDGET)).toEqual(reviewTurn(g, p, BUDGET));
});

test('a game the computer does not play is refused in words', () => {
  const g = { ...games[0][1], game: 'chess' };
  expect(() => reviewPlan(g)).toThrow('the computer does not play "chess"');
});

describe('the review plays out with the real order of the tiles to come', () => {
  const values = (g: ReviewedGame, p: ReturnType<typeof reviewPlan>['points'][number]) => {
    const r = reviewTurn(g, p, BUDGET);
    return [r.playedValue, r.bestValue];
  };

  test('in the Castle: the same position with its stack in another order is valued otherwise', () => {
    const g = games[0][1], p = reviewPlan(g).points[10], s = p.state as castle.GameState;
    const other = { ...p, state: { ...s, stack: [...s.stack].reverse() } };
    expect(values(g, other)).not.toEqual(values(g, p));
  });

  test('in Carcassonne: the same position with the tiles to come in another order is valued otherwise', () => {
    const g = games[3][1], p = reviewPlan(g).points[10], s = p.state as carc.CarcState;
    const other = { ...p, state: { ...s, stack: [...s.stack.slice(0, s.next), ...s.stack.slice(s.next).reverse()] } };
    expect(values(g, other)).not.toEqual(values(g, p));
  });
});

test('in the Falcon, the placement a seat makes after taking wall tile 1 is a turn of its own, reviewed', () => {
  const options = { falcon: true, variants: {} }, actions: castle.Action[] = [];
  let found = 0;
  for (let n = 0; found === 0 && n < 20; n++) {
    const seed = `w${n}`, random = castle.seededRandom(seed);
    let s = castle.castle.create(options, seed, 2);
    actions.length = 0;
    while (!castle.castle.isOver(s)) {
      const legal = castle.castle.legalActions(s), wall = legal.find((a) => a.type === 'wall');
      const a = wall && random() < 0.5 ? wall : legal[Math.floor(random() * legal.length)]; // wall tile 1 comes rarely: taken when it can be, half the time
      actions.push(a);
      s = (castle.castle.apply(s, a) as { state: castle.GameState }).state;
    }
    const moves = new Set(reviewPlan({ game: 'castle', options, seed, seats: 2, actions }).points.map((p) => p.move));
    const afterWall = actions.flatMap((a, i) => (a.type === 'wall' && actions[i + 1]?.type === 'place' ? [i + 1] : []));
    expect(afterWall.filter((m) => !moves.has(m))).toEqual([]);
    found = afterWall.length;
  }
  expect(found).toBeGreaterThan(0);
});
