// A rules state rebuilt from what everyone may see: the board with the order of its tiles, the
// followers, the tile to place. It has no stack and no face-down wall tiles, so a client can use it
// for previews and legal placements, and tests can write positions in notation.
import { createStartFeatures, placeTile } from './board';
import { castleOf } from './castle';
import { Draft, addMan, editFeature, editPlayer, find, startDraft } from './draft';
import { createGame } from './game';
import type { Figure, GameState, Seat, Variants } from './types';

export interface PublicPosition {
  falcon?: boolean;
  variants?: Variants;
  /** Tiles in the order they were placed. */
  placements: { cell: number; tile: number; rot: number }[];
  followers: { seat: Seat; cell: number; piece: number; figure?: Figure }[];
  /** The tile to place now, if any. */
  tile: number | null;
  toAct: Seat;
}

/** Build the position; throws on a position that cannot be (a piece that does not exist...). */
export function stateFromPublic(p: PublicPosition): GameState {
  const base = createGame({ seed: 'public', falcon: p.falcon, variants: p.variants });
  const d: Draft = startDraft({ ...base, board: new Array(castleOf(base).cellCount).fill(null), features: [], followers: [] });
  d.s.starts = createStartFeatures(d);
  for (const t of p.placements) placeTile(d, t.cell, t.tile, t.rot);
  const s = d.s;
  // Features closed before now were completed and scored then.
  for (const f of s.features) if (f.parent === f.id && f.kind !== 'court' && f.open === 0) editFeature(d, f.id).done = true;
  for (const m of p.followers) {
    const placed = s.board[m.cell];
    if (!placed || m.piece >= placed.f.length) throw new Error(`cell ${m.cell} has no piece ${m.piece}`);
    addMan(d, find(s.features, placed.f[m.piece]), m.seat);
    s.followers.push({ seat: m.seat, cell: m.cell, piece: m.piece, ...(m.figure ? { figure: m.figure } : {}) });
    const pl = editPlayer(d, m.seat);
    if (m.figure === 'king') pl.kings--;
    else if (m.figure === 'falconer') pl.falconers--;
    else pl.supply--;
  }
  s.stack = [];
  s.towers = s.towers.map(() => null);
  s.tile = p.tile;
  s.toAct = p.toAct;
  s.turn = 1 + p.placements.length;
  s.step = 'place';
  return s;
}
