// The rules state rebuilt from what everyone sees (the synced state decoded into its public view),
// for previews, legal follower choices after a placement the player has not sent yet, and the
// features a choice names.
import { Action, CastleView, GameState, applyAction, legalActions, stateFromPublic } from '@castle/rules';
import { castleView } from './public-view';
import type { SyncedCastle } from '../../../logic/synced-state';

/** The rules state at the synced position (its public view: decoded here). */
export function localState(s: SyncedCastle): GameState {
  return stateOfView(castleView(s));
}

/** The rules state at a public view's position, its secrets (the stack, the face-down wall tiles) left out. */
export function stateOfView(v: CastleView): GameState {
  const state = stateFromPublic({
    falcon: v.options.falcon, variants: v.options.variants, placements: v.placements, tile: v.tile >= 0 ? v.tile : null, toAct: v.toAct === 1 ? 1 : 0,
    followers: v.followers.map((f) => ({ seat: f.seat === 1 ? 1 : 0, cell: f.cell, piece: f.piece, ...(f.figure ? { figure: f.figure } : {}) })),
  });
  // The supplies as the server counts them (merchants never come back, for one).
  state.players.forEach((p, i) => {
    p.supply = v.players[i].supply;
    p.kings = v.players[i].kings;
    p.falconers = v.players[i].falconers;
  });
  return state;
}

/**
 * The position after a placement the player has chosen but not sent: its follower choices, if the
 * rules ask for one. `null` when the placement goes straight on to scoring (nothing to take back).
 */
export function afterPlacement(local: GameState, place: Action): { state: GameState; followers: Action[] } | null {
  const r = applyAction(local, place);
  if (!r.ok || r.state.step !== 'follower') return null;
  return { state: r.state, followers: legalActions(r.state) };
}

/** The feature a piece of the placed tile belongs to, with what it holds. */
export function featureOfPiece(state: GameState, cell: number, piece: number) {
  const placed = state.board[cell];
  if (!placed) return null;
  let id = placed.f[piece];
  while (state.features[id].parent !== id) id = state.features[id].parent;
  const f = state.features[id];
  return { kind: f.kind, cells: f.tiles.filter((t) => t < state.board.length), tiles: f.tiles.length, markets: f.markets, fountains: f.fountains, aeries: f.aeries };
}
