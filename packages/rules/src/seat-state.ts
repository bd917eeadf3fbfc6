// A whole rules state from what a seat sees (the public view: the Castle hides nothing from one seat
// that it shows the other), the secrets filled in at random: the stack's order from the counts of
// tiles still to come, and the face-down wall tiles from the kinds not seen face up. This is the
// determinization a search plays on; it never reads the seed, the stack or a face-down tile.
import { WALL_PAIRS, applyAction } from './game';
import type { CastleView } from './public-view';
import { stateFromPublic } from './public';
import { START_BASE } from './castle';
import { find } from './draft';
import { shuffled } from './rng';
import type { GameState, Seat } from './types';

/**
 * The position of the view in its place or follower step, with the tiles to come in a random order
 * and the face-down wall tiles drawn from those not held face up. Wall tiles already played are not
 * in the view, so they may be drawn again: the one way this can differ from a real position (besides
 * a keep's feature id, which no rule reads). Throws
 * in the score step (which scorings are left is not in the view) and at the end.
 */
export function stateFromView(v: CastleView, random: () => number): GameState {
  if (v.step !== 'place' && v.step !== 'follower') throw new Error(`a position is rebuilt in its place or follower step, not ${v.step}`);
  const follower = v.step === 'follower';
  const laid = follower ? v.placements.slice(0, -1) : v.placements;
  const placed = follower ? v.placements[v.placements.length - 1] : null;
  const toAct = v.toAct as Seat;
  const s = stateFromPublic({
    falcon: v.options.falcon, variants: v.options.variants, placements: laid, toAct,
    tile: placed ? placed.tile : v.tile,
    // This turn's follower is placed again below, with its tile.
    followers: v.followers.filter((f) => !placed || f.cell !== placed.cell)
      .map((f) => ({ seat: f.seat as Seat, cell: f.cell, piece: f.piece, ...(f.figure ? { figure: f.figure } : {}) })),
  });
  s.turn = v.turn;
  s.extraTurn = v.extraTurn;
  s.discarded = v.discarded.slice();
  s.players.forEach((p, i) => {
    const w = v.players[i];
    p.score = w.score; p.supply = w.supply; p.kings = w.kings; p.falconers = w.falconers; p.aeries = w.aeries;
    // Held in a place step, every wall tile was taken in an earlier turn: each may be played now.
    p.wall = w.wall.map((kind) => ({ kind, turn: v.turn - 1 }));
    p.keep = w.keepCell < 0 ? null : { feature: keepFeature(s, w.keepCell, w.keepSize), cell: w.keepCell, size: w.keepSize };
  });
  s.stack = v.remaining.flatMap((n, tile) => new Array<number>(n).fill(tile));
  s.towers = v.towers.map((down) => (down ? 0 : null));
  const dealt = dealSecrets(s, random);
  if (!placed) return dealt;
  const r = applyAction(dealt, { seat: toAct, type: 'place', cell: placed.cell, rot: placed.rot });
  if (!r.ok) throw new Error(`the placed tile cannot be placed again: ${r.error.message}`);
  return r.state;
}

/**
 * The same position with its secrets dealt anew: the stack in a random order, and each face-down
 * wall tile drawn from the kinds no player holds face up (two of each kind exist). A search deals
 * again for each of its samples.
 */
export function dealSecrets(s: GameState, random: () => number): GameState {
  const unseen = WALL_PAIRS.slice();
  for (const p of s.players) for (const w of p.wall) unseen.splice(unseen.indexOf(w.kind), 1);
  const faceDown = shuffled(unseen, random);
  return { ...s, stack: shuffled(s.stack, random), towers: s.towers.map((t) => (t === null ? null : faceDown.pop()!)) };
}

/** The house a keep stands on (root id), found from its cell and size; -1 if none fits. */
function keepFeature(s: GameState, cell: number, size: number): number {
  for (const id of s.board[cell]?.f ?? []) {
    const f = s.features[find(s.features, id)];
    if (f.kind === 'house' && f.tiles.length === size && Math.min(...f.tiles.filter((t) => t < START_BASE)) === cell) return f.id;
  }
  return -1;
}
