// The computer's Castle. Whole turns (a placement and its follower, or wall tile 1) are searched at
// the root (root-search.ts) on the position rebuilt from what its seat sees (the rules'
// stateFromView), the tiles to come and the face-down wall tiles dealt anew for each sample and
// played out to the end in place (the rules' CastleEngine). The order of scorings is chosen from the
// outcomes the page shows too.
import {
  Action, CastleEngine, CastlePolicy, CastleView, GameState, ScoreHint, applyAction, legalActions, stateFromView,
} from '@castle/rules';
import type { Budget } from './levels';
import { reward, searchRoot } from './root-search';

/** Every whole turn from a place step (each placement with each follower choice it allows, and
 *  wall tile 1 when it may be played), or each follower choice in the follower step. */
export function castleTurns(s: GameState): Action[][] {
  const out: Action[][] = [];
  for (const a of legalActions(s)) {
    if (a.type !== 'place') { out.push([a]); continue; }
    const r = applyAction(s, a);
    if (!r.ok) continue;
    if (r.state.step !== 'follower') { out.push([a]); continue; }
    for (const f of legalActions(r.state)) out.push([a, f]);
  }
  return out;
}

/** What a turn gives the seat now: its points less the opponent's, and (a little) the size of the
 *  open feature its new follower holds alone. */
function oneStep(s: GameState, seat: number, turn: Action[]): number {
  let state = s;
  for (const a of turn) {
    const r = applyAction(state, a);
    if (!r.ok) return -Infinity;
    state = r.state;
  }
  const gain = state.players[seat].score - s.players[seat].score - (state.players[1 - seat].score - s.players[1 - seat].score);
  const [place, f] = turn;
  if (place.type !== 'place' || f?.type !== 'follower' || f.piece === null) return gain;
  // The follower still stands (its feature is open): worth a little more the larger the feature.
  let id = state.board[place.cell]?.f[f.piece] ?? -1;
  if (id < 0) return gain;
  while (state.features[id].parent !== id) id = state.features[id].parent;
  const feature = state.features[id];
  return feature.done ? gain : gain + 0.1 + 0.02 * feature.tiles.length;
}

/** The scoring to take first: the one whose outcome leaves the seat furthest ahead, a wall tile
 *  taken counted as 4 points to whoever's marker moved. */
function chooseScoring(v: CastleView, seat: number, offered: Action[], hints: (ScoreHint | null)[], random: () => number): Action {
  let best = offered[0], top = -Infinity;
  offered.forEach((a, i) => {
    const o = hints[i]?.outcome;
    if (!o) return;
    const moved = o.scores[seat] > v.players[seat].score ? 1 : -1;
    const value = o.scores[seat] - o.scores[1 - seat] + 4 * moved * o.towers.length + random() * 1e-3;
    if (value > top) { top = value; best = a; }
  });
  return best;
}

/** The playouts' policy: a follower only 3 times in 10 (a random one is mostly wasted, and "none"
 *  is always the first follower choice), else any action alike. */
const playoutPolicy: CastlePolicy = (engine, _actions, count, random) => (engine.step === 'follower' && random() < 0.7 ? 0 : Math.floor(random() * count));

/** The one-ply turn (the greedy rung of the ladder, as JCloisterZone's bot plays). */
export function greedyCastleTurn(v: CastleView, seat: number, offered: Action[], hints: (ScoreHint | null)[], random: () => number): Action[] {
  return chooseCastleTurn(v, seat, offered, hints, { iterations: 0, timeMs: 0 }, random);
}

/** The seat's turn within the budget: searched in a place or follower step, else from the offer. */
export function chooseCastleTurn(
  v: CastleView, seat: number, offered: Action[], hints: (ScoreHint | null)[], budget: Budget, random: () => number, uniform = false,
): Action[] {
  if (offered.length <= 1) return offered.slice(0, 1);
  if (v.step === 'score') return [chooseScoring(v, seat, offered, hints, random)];
  const base = stateFromView(v, random);
  // Only what is offered: a rebuilt position may differ from the real one in what the view leaves out.
  const offer = new Set(offered.map((a) => JSON.stringify(a)));
  const turns = castleTurns(base).filter((t) => offer.has(JSON.stringify(t[0])));
  if (!turns.length) return offered.slice(0, 1);
  const values = turns.map((t) => oneStep(base, seat, t) + random() * 1e-3);
  // In place (the rules' CastleEngine): each turn's actions as its codes, found by playing them once.
  const engine = new CastleEngine(base);
  const codes = turns.map((turn) => {
    const out = turn.map((a) => { const c = engine.encode(a); engine.play(c); return c; });
    for (let k = 0; k < out.length; k++) engine.undo();
    return out;
  });
  const pick = searchRoot(values, budget, (i) => {
    engine.determinize(random); // the tiles to come and the face-down wall tiles dealt anew
    for (const c of codes[i]) engine.play(c);
    const scores = engine.playout(random, uniform ? undefined : playoutPolicy);
    for (let k = 0; k < codes[i].length; k++) engine.undo();
    return reward(scores, seat);
  }, random);
  return turns[pick];
}
