// The computer's Castle, for now one ply deep (as JCloisterZone's bot plays): each placement and
// the follower chosen with it is tried on the position its seat sees, and the one that scores most
// for it against its opponent now is taken; a follower goes where it stands alone on the largest
// open feature. Other steps (the order of scorings, a wall tile) take the first offer. A search for
// the Castle needs its position rebuilt whole from the public view, wall tiles and all: not yet.
import { Action, CastleView, GameState, applyAction, legalActions, stateFromPublic } from '@castle/rules';

/** The position the seat sees (tiles, followers, the drawn tile, the supplies), scores at 0: what a
 *  turn adds is read as the difference. */
function positionOf(v: CastleView): GameState {
  const s = stateFromPublic({
    falcon: v.options.falcon, variants: v.options.variants, placements: v.placements, tile: v.tile >= 0 ? v.tile : null,
    toAct: v.toAct === 1 ? 1 : 0,
    followers: v.followers.map((f) => ({ seat: f.seat === 1 ? 1 : 0, cell: f.cell, piece: f.piece, ...(f.figure ? { figure: f.figure } : {}) })),
  });
  s.players.forEach((p, i) => { p.supply = v.players[i].supply; p.kings = v.players[i].kings; p.falconers = v.players[i].falconers; });
  return s;
}

/** What a turn gives the seat now: its points less the opponent's, and (a little) the size of the
 *  open feature its new follower holds alone. */
function value(s: GameState, seat: number, turn: Action[]): number | null {
  let state = s;
  for (const a of turn) {
    const r = applyAction(state, a);
    if (!r.ok) return null;
    state = r.state;
  }
  const gain = state.players[seat].score - state.players[1 - seat].score;
  const [place, f] = turn;
  if (place.type !== 'place' || f?.type !== 'follower' || f.piece === null) return gain;
  // The follower still stands (its feature is open): worth a little more the larger the feature.
  let id = state.board[place.cell]?.f[f.piece] ?? -1;
  if (id < 0) return gain;
  while (state.features[id].parent !== id) id = state.features[id].parent;
  const feature = state.features[id];
  return feature.done ? gain : gain + 0.1 + 0.02 * feature.tiles.length;
}

export function chooseCastleTurn(v: CastleView, seat: number, offered: Action[], random: () => number): Action[] {
  const places = offered.filter((a) => a.type === 'place');
  if (!places.length) return offered.length ? [offered[0]] : [];
  const s = positionOf(v);
  let best: Action[] = [places[0]], bestValue = -Infinity;
  for (const place of places) {
    const r = applyAction(s, place);
    const turns = r.ok && r.state.step === 'follower' ? legalActions(r.state).map((f) => [place, f]) : [[place]];
    for (const turn of turns) {
      const x = value(s, seat, turn);
      if (x === null) continue;
      const noisy = x + random() * 1e-3; // ties broken at random, the same for the same seed
      if (noisy > bestValue) { bestValue = noisy; best = turn; }
    }
  }
  return best;
}
