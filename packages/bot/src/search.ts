// The computer's turn in every game, written once: the seat's whole turns from the position its view
// shows, ranked by what they give now, searched at the root (root-search.ts); each sample deals
// anew what the seat cannot see, plays the turn and plays out to the end in place, and is taken back.
import type { Budget } from './levels';
import { reward, searchRoot } from './root-search';
import type { PlayoutPolicy, Searcher } from './searcher';

/** The playouts' policy that `playouts: 'policy'` asks for: "no follower" 7 times in 10 at a
 *  follower step (a random follower is mostly wasted, and "none" is always the first follower
 *  choice offered), else uniform. It lost to uniform playouts (docs/bot.md). */
const followerShy: PlayoutPolicy = (engine, _actions, count, random) => (engine.step === 'follower' && random() < 0.7 ? 0 : Math.floor(random() * count));

export interface TurnRequest<V, A> {
  view: V;
  seat: number;
  offered: readonly A[];
  hints?: readonly unknown[];
}

/** The seat's turn within the budget (no iterations: the one-ply best of the turns it sees). */
export function searchTurn<V, A, P>(searcher: Searcher<V, A, P>, r: TurnRequest<V, A>, budget: Budget, random: () => number, uniform = true): A[] {
  const forced = searcher.forced?.(r.view, r.seat, r.offered, r.hints, random);
  if (forced) return forced;
  const base = searcher.position(r.view, random);
  const turns = searcher.turns(base, r.offered);
  if (turns.length <= 1) return turns[0] ?? r.offered.slice(0, 1);
  const values = turns.map((t) => searcher.value(base, t, r.seat) + random() * 1e-3); // ties broken the same for the same seed
  let engine: ReturnType<typeof searcher.engine> | null = null;
  let codes: number[][] = [];
  return turns[searchRoot(values, budget, (i) => {
    if (!engine) {
      const e = (engine = searcher.engine(base));
      // Each turn's actions as the engine's codes, found by playing them once.
      codes = turns.map((turn) => {
        const out = turn.map((a) => { const c = e.encode(a); e.play(c); return c; });
        for (let k = 0; k < out.length; k++) e.undo();
        return out;
      });
    }
    engine.determinize(random);
    for (const c of codes[i]) engine.play(c);
    const scores = engine.playout(random, uniform ? undefined : followerShy);
    for (let k = 0; k < codes[i].length; k++) engine.undo();
    return reward(scores, r.seat);
  }, random)];
}
