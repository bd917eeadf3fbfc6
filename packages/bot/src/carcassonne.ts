// The computer's Carcassonne (searcher.ts): whole turns (a placement and its follower) on the
// position rebuilt from what its seat sees, played in place in the rules' CarcEngine, whose
// determinize deals the tiles still to come (known only as counts) in a fresh random order.
import { CarcAction, CarcEngine, CarcState, CarcView, MAX_LEGAL, applyAction, carcassonne, fromPosition, kindOf, legalActions } from '@castle/carcassonne';
import { shuffled } from '@castle/rules';
import type { Searcher } from './searcher';

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

/** What a turn gives the seat now: its points less those of the best other seat, and a little for
 *  a follower still out on something open. */
function oneStep(base: CarcState, turn: readonly CarcAction[], seat: number): number {
  let s = base;
  for (const a of turn) s = (applyAction(s, a) as { state: CarcState }).state;
  let others = -Infinity;
  for (let i = 0; i < s.scores.length; i++) if (i !== seat) others = Math.max(others, s.scores[i] - base.scores[i]);
  let value = s.scores[seat] - base.scores[seat] - others;
  const f = turn[1];
  if (f?.type === 'follower' && f.spot !== null && s.men.length > base.men.length) value += 0.1; // a follower still out, on something open
  return value;
}

export const carcassonneSearcher: Searcher<CarcView, CarcAction, CarcState> = {
  game: carcassonne,
  maxLegal: MAX_LEGAL,
  position: (v) => positionOf(v),
  legalActions,
  // Every turn of the rebuilt position: it is the real one but for the order of the tiles to come.
  turns: (s) => turnsOf(s),
  value: oneStep,
  engine: (s) => new CarcEngine(s),
  randomTurn(v, _offered, random) {
    const turns = turnsOf(positionOf(v));
    return turns[Math.floor(random() * turns.length)];
  },
};
