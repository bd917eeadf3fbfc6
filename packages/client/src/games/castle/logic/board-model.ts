// What the board is handed (BoardModel: the board view draws it and decides nothing), made once
// from a public view (CastleView): live play's (the synced state decoded), a replay's frame and the
// first picture's alike. The game page lays the player's choices of the turn over it.
import { BASE_SET, CastleView, FALCON_SET, TileSet, castleOf } from '@castle/rules';
import { castleView } from './public-view';
import type { LastMove, WallTaken } from './event-log';
import type { GameTurn } from './game-turn';
import type { SyncedCastle } from '../../../logic/synced-state';

export interface BoardModel {
  tiles: TileSet;
  board: { tile: number; rot: number }[];
  followers: { seat: number; cell: number; piece: number; figure: string }[];
  keeps: { seat: number; cell: number }[];
  /** The players' scores. Without `floats`, the board moves the markers to new scores itself and
   *  shows the points gained ("+8") beside them; pass the real scores, once per change. */
  scores: number[];
  /** Optional, for screens that animate the markers themselves: points on their way to a marker,
   *  fading as they arrive (0..1); `scores` are then drawn as given. */
  floats?: { seat: number; text: string; progress: number }[];
  towers: boolean[];
  falcon: boolean;
  legalCells: number[];
  /** The chosen cell and rotation: drawn with a clear outline. */
  preview: { cell: number; tile: number; rot: number } | null;
  /** Optional: a faint tile under the pointer on a lit cell (hover only: it chooses nothing). */
  ghost?: { cell: number; tile: number; rot: number } | null;
  /** Pieces of the placed tile to mark (follower options), with the one picked. */
  pieceMarks: { cell: number; pieces: number[]; picked: number | null } | null;
  /** Optional: the last move, marked until the next: its tile, its follower, the cells that scored. */
  lastMove?: LastMove | null;
  /** Optional: cells of a feature to light (the feature of the focused follower choice). */
  highlight?: number[];
  /** Optional: wall tiles just taken (from `wallTaken` events; `id` tells one event from another):
   *  each is shown face up on its tower for a moment, once. */
  wallTaken?: WallTaken[];
  flashCells?: number[];
}

/** What everyone sees of a position, with its last move marked (null: none). */
export function castleBoard(v: CastleView, lastMove: LastMove | null = null): BoardModel {
  const board = Array.from({ length: castleOf(v).cellCount }, () => ({ tile: -1, rot: 0 }));
  for (const p of v.placements) board[p.cell] = { tile: p.tile, rot: p.rot };
  return {
    tiles: v.options.falcon ? FALCON_SET : BASE_SET,
    board,
    followers: v.followers.map((f) => ({ seat: f.seat, cell: f.cell, piece: f.piece, figure: f.figure ?? '' })),
    keeps: v.players.map((p, seat) => ({ seat, cell: p.keepCell })).filter((k) => k.cell >= 0),
    scores: v.players.map((p) => p.score),
    towers: v.towers,
    falcon: v.options.falcon,
    legalCells: [],
    preview: null,
    pieceMarks: null,
    lastMove,
  };
}

/** The game page's board: what everyone sees (the synced state decoded into its public view), with
 *  this player's choices of the turn drawn on it (lit cells, the chosen placement and a ghost, the
 *  placement not sent yet with its follower rings and the follower picked, the feature of the
 *  focused option). */
export function gameBoardModel(s: SyncedCastle, turn: GameTurn, marks: { lastMove: LastMove | null; wallTaken: WallTaken[] }): BoardModel {
  const v = castleView(s);
  const place = turn.placeChoices(), options = turn.optionChoices();
  const pend = turn.pending;
  const placedCell = pend ? pend.place.cell : v.placed;
  const pieces = options?.options.flatMap((a) => (a.type === 'follower' && a.piece !== null && !a.figure ? [a.piece] : [])) ?? [];
  const picked = options?.current();
  const m = castleBoard(v, pend ? null : marks.lastMove); // the board moves the markers and floats the points
  if (pend) m.board[pend.place.cell] = { tile: v.tile, rot: pend.place.rot }; // the chosen placement, not sent yet
  // The follower chosen and not yet confirmed shows where it would stand.
  if (picked?.type === 'follower' && picked.piece !== null && placedCell >= 0) m.followers.push({ seat: turn.seat!, cell: placedCell, piece: picked.piece, figure: picked.figure ?? '' });
  return {
    ...m,
    wallTaken: marks.wallTaken,
    legalCells: place ? [...place.placements.keys()] : [],
    preview: place && place.selectedCell >= 0 ? { cell: place.selectedCell, tile: v.tile, rot: place.selectedRot } : null,
    ghost: place && turn.ghost >= 0 ? { cell: turn.ghost, tile: v.tile, rot: place.placements.get(turn.ghost)![0] } : null,
    pieceMarks: options && options.kind === 'follower' && placedCell >= 0 && pieces.length
      ? { cell: placedCell, pieces, picked: picked?.type === 'follower' ? picked.piece : null }
      : null,
    highlight: turn.highlight(),
    flashCells: [],
  };
}
