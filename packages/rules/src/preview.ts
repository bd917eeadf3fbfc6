// What a placement would complete and score, before it is confirmed (with no follower added).
// Nothing of the next turn is looked at, so a preview holds no secret.
import { placeTile } from './board';
import { startDraft } from './draft';
import type { FeatureKind } from './pieces';
import { basePoints, figuresOn, majority } from './scoring';
import type { GameState, Seat } from './types';

export interface CompletionPreview {
  kind: FeatureKind;
  tiles: number;
  /** Who would score it (null: a tie, or nobody on it), and how much before any wall tile. */
  seat: Seat | null;
  points: number;
}

export function previewPlacement(state: GameState, cell: number, rot: number): CompletionPreview[] {
  if (state.step !== 'place' || state.tile === null || state.board[cell]) return [];
  const d = startDraft(state);
  const touched = placeTile(d, cell, state.tile, rot);
  const out: CompletionPreview[] = [];
  for (const id of touched) {
    const f = d.s.features[id];
    if (f.kind === 'court' || f.open !== 0 || f.done) continue;
    const seat = majority(f);
    const king = seat !== null && figuresOn(d.s, id, seat).king;
    out.push({ kind: f.kind, tiles: f.tiles.length, seat, points: seat === null ? 0 : basePoints(f).points * (king ? 2 : 1) });
  }
  return out;
}
