// The search interface for bots: play and undo in place, checked against the pure API state by state.
import fc from 'fast-check';
import { CarcState, SearchGame, applyAction, createGame, isOver, legalActions } from '../src';
import { actionKey } from './helpers';

/** A small seeded generator: the same numbers for the pure API and the search game. */
function sequence(seed: number): () => number {
  let x = seed || 1;
  return () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x / 4294967296; };
}

const keys = (s: CarcState) => legalActions(s).map(actionKey).join('|');

describe('SearchGame', () => {
  test.each([2, 5])('%i players: the same legal actions and states as the pure API, move by move', (seats) => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 10 }), fc.nat(), (seed, c) => {
      const random = sequence(c);
      let pure = createGame({ seats, seed });
      const game = new SearchGame(pure);
      while (!isOver(pure)) {
        const legal = legalActions(pure);
        expect(game.legal().map(actionKey)).toEqual(legal.map(actionKey));
        const a = legal[Math.floor(random() * legal.length)];
        const r = applyAction(pure, a);
        if (!r.ok) throw new Error(r.error.message);
        pure = r.state;
        game.play(a);
        expect(JSON.stringify(game.state)).toBe(JSON.stringify(pure));
      }
      expect(game.over).toBe(true);
    }), { numRuns: 10 });
  });

  test('undo takes back each action exactly, to the start, leaving every state as it was', () => {
    const start = createGame({ seats: 3, seed: 'undo' });
    const before = JSON.stringify(start);
    const game = new SearchGame(start);
    const random = sequence(7);
    const seen: string[] = [];
    while (!game.over) {
      seen.push(`${JSON.stringify(game.state)}#${keys(game.state)}`);
      const legal = game.legal();
      game.play(legal[Math.floor(random() * legal.length)]);
    }
    expect(game.depth).toBe(seen.length);
    while (game.depth > 0) {
      game.undo();
      expect(`${JSON.stringify(game.state)}#${keys(game.state)}`).toBe(seen.pop());
    }
    expect(JSON.stringify(start)).toBe(before);
    expect(() => game.undo()).toThrow('nothing to take back');
  });

  test('a playout plays to the end, gives the final scores and comes back to where it started', () => {
    const game = new SearchGame(createGame({ seats: 2, seed: 'playout' }));
    game.play(game.legal()[0]);
    const here = JSON.stringify(game.state);
    const scores = game.playout(sequence(11));
    expect(game.depth).toBe(1);
    expect(JSON.stringify(game.state)).toBe(here);
    const random = sequence(11);
    let pure = game.state;
    while (!isOver(pure)) {
      const legal = legalActions(pure);
      const r = applyAction(pure, legal[Math.floor(random() * legal.length)]);
      if (!r.ok) throw new Error(r.error.message);
      pure = r.state;
    }
    expect(scores).toEqual(pure.result!.scores);
  });
});
