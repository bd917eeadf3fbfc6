// The computer's Castle (searcher.ts): whole turns (a placement and its follower, or wall tile 1) on
// the position rebuilt from what its seat sees (the rules' stateFromView), played in place in the
// rules' CastleEngine, whose determinize deals the tiles to come and the face-down wall tiles anew.
// The order of scorings is chosen from the outcomes the page shows too, without search.
import {
  Action, CastleEngine, castle, CastleView, GameState, MAX_LEGAL, ScoreHint, applyAction, legalActions, stateFromView,
} from '@castle/rules';
import type { Searcher } from './searcher';

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
function oneStep(s: GameState, seat: number, turn: readonly Action[]): number {
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
function chooseScoring(v: CastleView, seat: number, offered: readonly Action[], hints: (ScoreHint | null)[], random: () => number): Action {
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

/** Only what is offered: a rebuilt position may differ from the real one in what the view leaves out. */
function offeredTurns(s: GameState, offered: readonly Action[]): Action[][] {
  const offer = new Set(offered.map((a) => JSON.stringify(a)));
  return castleTurns(s).filter((t) => offer.has(JSON.stringify(t[0])));
}

export const castleSearcher: Searcher<CastleView, Action, GameState> = {
  game: castle,
  maxLegal: MAX_LEGAL,
  position: (v, random) => stateFromView(v, random),
  legalActions,
  turns: offeredTurns,
  value: (s, turn, seat) => oneStep(s, seat, turn),
  engine: (s) => new CastleEngine(s),
  forced(v, seat, offered, hints, random) {
    if (offered.length <= 1) return offered.slice(0, 1);
    if (v.step === 'score') return [chooseScoring(v, seat, offered, (hints ?? offered.map(() => null)) as (ScoreHint | null)[], random)];
    return undefined;
  },
  randomTurn: (_v, offered, random) => [offered[Math.floor(random() * offered.length)]],
};
