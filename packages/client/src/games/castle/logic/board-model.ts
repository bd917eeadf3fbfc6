// What the board is handed (BoardModel: the board view draws it and decides nothing), and how the
// game page makes it: a pure function of the synced state, the player's turn and the marks the
// page keeps from the events (the last move, the wall tiles just taken).
import { BASE_SET, FALCON_SET, TileSet, castleOf } from '@castle/rules';
import type { LastMove, WallTaken } from './event-log';
import type { GameTurn } from './game-turn';
import { unpackCell, unpackFollower, unpackTowers } from './synced-board';
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

/** The game page's board: what everyone sees, with this player's choices of the turn drawn on it
 *  (lit cells, the chosen placement and a ghost, the placement not sent yet with its follower rings
 *  and the follower picked, the feature of the focused option). */
export function gameBoardModel(s: SyncedCastle, turn: GameTurn, marks: { lastMove: LastMove | null; wallTaken: WallTaken[] }): BoardModel {
  const place = turn.placeChoices(), options = turn.optionChoices();
  const pend = turn.pending;
  const placedCell = pend ? pend.place.cell : s.placed;
  const pieces = options?.options.flatMap((a) => (a.type === 'follower' && a.piece !== null && !a.figure ? [a.piece] : [])) ?? [];
  const picked = options?.current();
  const board = s.board.map((n: number) => unpackCell(n)) as { tile: number; rot: number }[];
  if (pend) board[pend.place.cell] = { tile: s.tile, rot: pend.place.rot }; // the chosen placement, not sent yet
  return {
    tiles: s.falcon ? FALCON_SET : BASE_SET,
    board,
    followers: [
      ...s.followers.map((n: number) => unpackFollower(n)),
      // The follower chosen and not yet confirmed shows where it would stand.
      ...(picked?.type === 'follower' && picked.piece !== null && placedCell >= 0 ? [{ seat: turn.seat!, cell: placedCell, piece: picked.piece, figure: picked.figure ?? '' }] : []),
    ],
    keeps: s.players.map((p, seat) => ({ seat, cell: p.keepCell })).filter((k) => k.cell >= 0),
    scores: s.players.map((p) => p.score), // the board moves the markers and floats the points
    wallTaken: marks.wallTaken,
    towers: unpackTowers(s.towers, castleOf({ options: { falcon: !!s.falcon } }).towerSpaces.length),
    falcon: s.falcon,
    legalCells: place ? [...place.placements.keys()] : [],
    preview: place && place.selectedCell >= 0 ? { cell: place.selectedCell, tile: s.tile, rot: place.selectedRot } : null,
    ghost: place && turn.ghost >= 0 ? { cell: turn.ghost, tile: s.tile, rot: place.placements.get(turn.ghost)![0] } : null,
    pieceMarks: options && options.kind === 'follower' && placedCell >= 0 && pieces.length
      ? { cell: placedCell, pieces, picked: picked?.type === 'follower' ? picked.piece : null }
      : null,
    highlight: turn.highlight(),
    lastMove: pend ? null : marks.lastMove,
    flashCells: [],
  };
}
