// The computer's Carcassonne: determinized Monte Carlo search at the root (root-search.ts, over
// whole turns: a placement and its follower), from what its seat sees. The tiles still to come are known
// only as counts: each iteration deals them in a fresh random order (a determinization), plays the
// turn, then a playout to the end in place (the rules' CarcEngine), and scores how the seat did
// against the best of the others.
import { CarcAction, CarcEngine, CarcState, CarcView, PlayoutPolicy, applyAction, fromPosition, kindOf, legalActions } from '@castle/carcassonne';
import { Budget } from './levels';
import { reward, searchRoot } from './root-search';
import { shuffled } from '@castle/rules';

/** The position the seat sees, with the tiles to come in one arbitrary order (dealt again per
 *  iteration): the drawn tile first. In the follower step, the placed tile is laid again. */
export function positionOf(v: CarcView): CarcState {
  const hidden = Object.entries(v.remaining).flatMap(([letter, n]) => new Array<string>(n).fill(letter));
  const follower = v.step === 'follower' && v.placed;
  const laid = follower ? v.tiles.slice(1, -1) : v.tiles.slice(1);
  const laidOut = fromPosition({
    seats: v.seats, tiles: laid, scores: v.players.map((p) => p.score), toAct: v.toAct,
    followers: v.followers.map((f) => ({ seat: f.seat, x: f.x, y: f.y, spot: f.spot })),
    order: [v.tile ?? 'D', ...hidden],
  });
  // The turn's number and the tiles set aside, as the view tells them (a position starts at turn 1).
  const state: CarcState = { ...laidOut, turn: v.turn, setAside: v.setAside.map(kindOf) };
  if (!follower) return state;
  const last = v.tiles[v.tiles.length - 1];
  const r = applyAction(state, { seat: v.toAct, type: 'place', x: last.x, y: last.y, rot: last.rot });
  if (!r.ok) throw new Error(`the placed tile cannot be laid again: ${r.error.message}`);
  return r.state;
}

/** The same position with the tiles still to come dealt in another random order. */
export function deal(base: CarcState, random: () => number): CarcState {
  return { ...base, stack: [...base.stack.slice(0, base.next), ...shuffled(base.stack.slice(base.next), random)] };
}

/** Every whole turn from here: each placement with each follower choice it allows (or alone when
 *  it ends the turn); in the follower step, each follower choice. */
export function turnsOf(s: CarcState): CarcAction[][] {
  const out: CarcAction[][] = [];
  for (const a of legalActions(s)) {
    if (a.type === 'follower') { out.push([a]); continue; }
    const r = applyAction(s, a);
    if (!r.ok) continue;
    if (r.state.step !== 'follower' || r.state.toAct !== s.toAct) { out.push([a]); continue; }
    for (const f of legalActions(r.state)) out.push([a, f]);
  }
  return out;
}

/** What each turn gives the seat now: its points less those of the best other seat, and a little
 *  for a follower still out on something open; ties broken at random, the same for the same seed. */
function oneStepValues(base: CarcState, turns: CarcAction[][], seat: number, random: () => number): number[] {
  return turns.map((turn) => {
    let s = base;
    for (const a of turn) s = (applyAction(s, a) as { state: CarcState }).state;
    let others = -Infinity;
    for (let i = 0; i < s.scores.length; i++) if (i !== seat) others = Math.max(others, s.scores[i] - base.scores[i]);
    let value = s.scores[seat] - base.scores[seat] - others;
    const f = turn[1];
    if (f?.type === 'follower' && f.spot !== null && s.men.length > base.men.length) value += 0.1; // a follower still out, on something open
    return value + random() * 1e-3;
  });
}

/** One ply (the greedy rung of the ladder, as JCloisterZone's bot plays): the turn that scores most
 *  for the seat now against the best other seat. */
export function greedyCarcassonneTurn(v: CarcView, seat: number, random: () => number): CarcAction[] {
  const base = positionOf(v);
  const turns = turnsOf(base);
  const values = oneStepValues(base, turns, seat, random);
  return turns[values.indexOf(Math.max(...values))] ?? [];
}

/** The playouts' policy: "no follower" 7 times in 10 at a follower step (a random follower is
 *  mostly wasted, and in Carcassonne "none" is always the first action offered), else uniform. */
const playoutPolicy: PlayoutPolicy = (engine, _actions, count, random) => (engine.step === 'follower' && random() < 0.7 ? 0 : Math.floor(random() * count));

/** The seat's turn within the budget (root-search.ts), played in place (CarcEngine): each sample
 *  deals the hidden tiles anew, plays the turn, plays out to the end and takes it all back. */
export function chooseCarcassonneTurn(v: CarcView, seat: number, budget: Budget, random: () => number, uniform = false): CarcAction[] {
  const base = positionOf(v);
  const turns = turnsOf(base);
  if (turns.length <= 1) return turns[0] ?? [];
  const engine = new CarcEngine(base);
  // Each turn's actions as the engine's codes, found by playing them once.
  const codes = turns.map((turn) => {
    const out = turn.map((a) => { const c = engine.encode(a); engine.play(c); return c; });
    for (let i = 0; i < out.length; i++) engine.undo();
    return out;
  });
  const pick = searchRoot(oneStepValues(base, turns, seat, random), budget, (i) => {
    engine.determinize(random);
    for (const c of codes[i]) engine.play(c);
    const scores = engine.playout(random, uniform ? undefined : playoutPolicy);
    for (let k = 0; k < codes[i].length; k++) engine.undo();
    return reward(scores, seat);
  }, random);
  return turns[pick];
}
