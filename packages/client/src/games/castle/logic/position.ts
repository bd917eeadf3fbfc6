// The rules state rebuilt from what everyone sees (the synced state), for previews, legal follower
// choices after a placement the player has not sent yet, and the features a choice names.
import { Action, GameState, applyAction, legalActions, stateFromPublic } from '@castle/rules';
import { unpackBoard, unpackFollower } from '@castle/protocol';

/** The synced state's fields this needs (the Colyseus schema has them under these names). */
export interface SyncedPosition {
  falcon: boolean;
  variants: string;
  tile: number;
  toAct: number;
  /** Packed, a number per cell and per follower (synced-board.ts). */
  board: Iterable<number>;
  followers: Iterable<number>;
  players: ArrayLike<{ supply: number; kings: number; falconers: number }>;
}

export function localState(s: SyncedPosition): GameState {
  const placements = unpackBoard(s.board);
  const state = stateFromPublic({
    falcon: s.falcon, variants: JSON.parse(s.variants), placements, tile: s.tile >= 0 ? s.tile : null, toAct: s.toAct === 1 ? 1 : 0,
    followers: [...s.followers].map(unpackFollower).map((f) => ({ seat: f.seat === 1 ? 1 : 0, cell: f.cell, piece: f.piece, ...(f.figure ? { figure: f.figure as 'king' | 'falconer' } : {}) })),
  });
  // The supplies as the server counts them (merchants never come back, for one).
  state.players.forEach((p, i) => {
    p.supply = s.players[i].supply;
    p.kings = s.players[i].kings;
    p.falconers = s.players[i].falconers;
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
