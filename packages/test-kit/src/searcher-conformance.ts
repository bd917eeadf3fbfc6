// The checks every game's searcher (@castle/bot's Searcher) must pass, whatever the game: handed
// positions of real games, it tells each check's failure in words. A game's test runs each as a test
// (packages/bot/test/searchers.test.ts); they need no test framework, so they throw.
import { deepStrictEqual, ok } from 'assert';
import type { SearchEngine, Searcher } from '@castle/bot';
import { mulberry } from './allocation';

/** What the checks need of a game's rules, at its real states `S`. */
export interface SearcherRules<S, V, A> {
  publicView(s: S): V;
  legalActions(s: S): A[];
  isOver(s: S): boolean;
  /** Another state with the same public view, with what no seat can see dealt otherwise by `random`
   *  (the order of the tiles to come, ...): the searcher must not tell the two apart. */
  hide(s: S, random: () => number): S;
}

export interface SearcherCheck { name: string; run(): void }

/** The longest game the checks play out (a game is a few hundred actions). */
const MAX_ACTIONS = 5000;

/** The checks, each over every state of `states` (real positions, where the seat to act has a turn
 *  and at least two things it cannot see are still to deal). */
export function searcherChecks<S, V, A, P>(searcher: Searcher<V, A, P>, rules: SearcherRules<S, V, A>, states: readonly S[]): SearcherCheck[] {
  const loaded = (s: S, seed = 1): SearchEngine<A> => searcher.engine(searcher.position(rules.publicView(s), mulberry(seed)));
  const legal = (e: SearchEngine<A>): number[] => {
    const out = new Int32Array(searcher.maxLegal);
    return Array.from(out.subarray(0, e.legal(out)));
  };
  const each = (fn: (s: S, at: string) => void) => () => states.forEach((s, i) => fn(s, `state ${i}`));
  const snapshot = (e: SearchEngine<A>) => JSON.stringify(e.toState());
  return [
    {
      name: 'the legal actions of a position loaded from a seat\'s view are the rules\' legal actions',
      run: each((s, at) => {
        const e = loaded(s);
        deepStrictEqual(legal(e).map((c) => e.decode(c)), rules.legalActions(s), `${at}: the engine's legal actions`);
        deepStrictEqual(searcher.legalActions(searcher.position(rules.publicView(s), mulberry(1))), rules.legalActions(s), `${at}: the searcher's`);
      }),
    },
    {
      name: 'each legal action played and taken back gives the same position',
      run: each((s, at) => {
        const e = loaded(s), before = snapshot(e);
        for (const code of legal(e)) {
          e.play(code);
          e.undo();
          ok(e.depth === 0 && snapshot(e) === before, `${at}: ${JSON.stringify(e.decode(code))} played and taken back changed the position`);
        }
      }),
    },
    {
      name: 'determinize deals from the seat\'s view alone: states that differ only in what it cannot see give the same deal, and other numbers another',
      run: each((s, at) => {
        const twin = rules.hide(s, mulberry(7));
        deepStrictEqual(rules.publicView(twin), rules.publicView(s), `${at}: hide changed the public view`);
        const a = loaded(s, 3), b = loaded(twin, 3);
        a.determinize(mulberry(5));
        b.determinize(mulberry(5));
        ok(snapshot(a) === snapshot(b), `${at}: the deal tells the real hidden state apart from its twin`);
        deepStrictEqual(legal(a).map((c) => a.decode(c)), rules.legalActions(s), `${at}: a deal changed the legal actions`);
        const other = loaded(s, 3);
        other.determinize(mulberry(6));
        ok(snapshot(other) !== snapshot(a), `${at}: two deals from other numbers are the same: is anything dealt?`);
      }),
    },
    {
      name: 'a game played on from the position ends finished, and taking it all back gives the position again',
      run: each((s, at) => {
        const e = loaded(s), random = mulberry(11);
        e.determinize(random);
        const dealt = snapshot(e);
        for (let n = 0; !e.over; n++) {
          ok(n < MAX_ACTIONS, `${at}: no end after ${MAX_ACTIONS} actions`);
          const codes = legal(e);
          ok(codes.length > 0, `${at}: no legal action in a game not over`);
          e.play(codes[Math.floor(random() * codes.length)]);
        }
        ok(rules.isOver(e.toState() as S), `${at}: the engine says over, the rules do not`);
        for (let n = e.depth; n > 0; n--) e.undo();
        ok(e.depth === 0, `${at}: undo did not take the actions back`);
        ok(snapshot(e) === dealt, `${at}: taking the game back did not give the position again`);
        const scores = e.playout(random);
        ok(scores.length >= 2 && snapshot(e) === dealt, `${at}: playout() left the position changed`);
      }),
    },
  ];
}
