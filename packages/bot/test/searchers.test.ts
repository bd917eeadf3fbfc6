// Every game's searcher passes @castle/test-kit's conformance checks, on positions of real games
// played at random: both steps of a turn, 2 to 5 seats, the Castle with and without the Falcon; and
// a game the registry does not list is refused in words.
import * as carc from '@castle/carcassonne';
import * as castle from '@castle/rules';
import { SearcherRules, searcherChecks } from '@castle/test-kit';
import { BotRequest, SEARCHERS, chooseAs, chooseTurn } from '../src';

/** The states met in a game played at random, every `every` actions, while the game is not over. */
function statesOf<S>(start: S, rules: { legalActions(s: S): unknown[]; isOver(s: S): boolean }, apply: (s: S, a: unknown) => S, seed: string, every: number): S[] {
  const random = castle.seededRandom(seed), out: S[] = [];
  let s = start;
  for (let i = 0; !rules.isOver(s); i++) {
    if (i % every === 0) out.push(s);
    const legal = rules.legalActions(s);
    s = apply(s, legal[Math.floor(random() * legal.length)]);
  }
  return out;
}

const carcRules: SearcherRules<carc.CarcState, carc.CarcView, carc.CarcAction> = {
  publicView: carc.publicView, legalActions: carc.legalActions, isOver: carc.isOver,
  hide: (s, random) => ({ ...s, seed: 'another seed', stack: [...s.stack.slice(0, s.next), ...castle.shuffled(s.stack.slice(s.next), random)] }),
};

const castleRules: SearcherRules<castle.GameState, castle.CastleView, castle.Action> = {
  publicView: castle.publicView, legalActions: castle.legalActions, isOver: castle.isOver,
  // The tiles to come in another order, and the face-down wall tiles' kinds on other towers.
  hide: (s, random) => {
    const down = castle.shuffled(s.towers.filter((t) => t !== null), random);
    return { ...s, seed: 'another seed', stack: castle.shuffled(s.stack, random), towers: s.towers.map((t) => (t === null ? null : down.pop()!)) };
  },
};

const applyCarc = (s: carc.CarcState, a: unknown) => (carc.applyAction(s, a as carc.CarcAction) as { state: carc.CarcState }).state;
const applyCastle = (s: castle.GameState, a: unknown) => (castle.applyAction(s, a as castle.Action) as { state: castle.GameState }).state;

describe('Carcassonne\'s searcher', () => {
  const states = [2, 3, 5].flatMap((seats) => statesOf(carc.createGame({ seats, seed: `conform-${seats}` }), carc, applyCarc, `conform-${seats}`, 23));
  test('the positions cover both steps of a turn', () => expect(new Set(states.map((s) => s.step))).toEqual(new Set(['place', 'follower'])));
  for (const check of searcherChecks(SEARCHERS.carcassonne, carcRules, states)) test(check.name, check.run);
});

describe('the Castle\'s searcher', () => {
  const states = [false, true].flatMap((falcon) => statesOf(castle.createGame({ seed: `conform-${falcon}`, falcon }), castle, applyCastle, `conform-${falcon}`, 13));
  test('the positions cover both steps of a turn', () => expect(new Set(states.map((s) => s.step))).toEqual(new Set(['place', 'follower'])));
  for (const check of searcherChecks(SEARCHERS.castle, castleRules, states)) test(check.name, check.run);
});

test('a game with no searcher gets an error that names it, an inherited name included', () => {
  for (const game of ['chess', 'constructor', 'toString']) {
    const r: BotRequest = { game, view: {}, seat: 0, actions: [{}], level: 'normal', seed: 's' };
    expect(() => chooseTurn(r)).toThrow(`the computer does not play "${game}"`);
    expect(() => chooseAs('random', r)).toThrow(`the computer does not play "${game}"`);
  }
});
