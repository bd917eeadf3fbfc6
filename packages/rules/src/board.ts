// Tiles on the board: where a tile fits, and how placing it joins and closes features.
import { START_BASE, WALL, castleOf, startIndexOf } from './castle';
import { Draft, addFeatures, editFeature, find, makeFeature, own, union } from './draft';
import { BASE_SET, FALCON_SET, OrientedTile, Piece, TileSet } from './pieces';
import type { Feature, GameState, PlacedTile } from './types';

export function tileSetOf(state: { options: { falcon: boolean } }): TileSet {
  return state.options.falcon ? FALCON_SET : BASE_SET;
}

export function orientedOf(set: TileSet, placed: PlacedTile): OrientedTile {
  return set.oriented[placed.tile][placed.rot];
}

/** A feature of one piece, to be added with id `id`; `open`: its edges that face an empty cell. */
function pieceFeature(id: number, p: Piece, tile: number, open: number) {
  return makeFeature(id, p.kind, tile, open, p.fountains, p.markets, p.aeries);
}

const BITS = [0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4];

/** Features of the start spaces, created once per game; open toward the cell in front. */
export function createStartFeatures(d: Draft): number[][] {
  return castleOf(d.s).startPieces.map((sp, i) => sp.pieces.map((p) => {
    return addFeatures(d, [pieceFeature(d.s.features.length, p, START_BASE + i, 1)]);
  }));
}

/**
 * For an empty cell: `req`, the sides that touch a tile or start space (0: the cell is not
 * playable), and `paths`, those of them where a path arrives, as bits `1 << side`.
 */
function cellMask(state: GameState, set: TileSet, c: number): number {
  const castle = castleOf(state);
  let req = 0, paths = 0;
  for (let side = 0; side < 4; side++) {
    const n = castle.neighbours[c * 4 + side];
    if (n === WALL) continue;
    let hasPath: boolean;
    if (n >= 0) {
      const nb = state.board[n];
      if (!nb) continue;
      hasPath = ((orientedOf(set, nb).pathMask >> ((side + 2) & 3)) & 1) === 1;
    } else {
      hasPath = castle.startPieces[startIndexOf(n)].hasPath;
    }
    req |= 1 << side;
    if (hasPath) paths |= 1 << side;
  }
  return (req << 4) | paths;
}

/**
 * `(req << 4) | paths` (see cellMask) for every cell, 0 where no tile can go now. A board array is
 * never changed once a move is done (moves copy it), so this is kept per board, and a placement
 * derives its board's from the one before by looking at the cell and its neighbours only.
 */
export function fitOf(state: GameState): number[] {
  const board = state.board as Fitted;
  let fit = board[FIT];
  if (!fit) {
    const set = tileSetOf(state);
    fit = board.map((b, c) => (b ? 0 : cellMask(state, set, c)));
    board[FIT] = fit;
  }
  return fit;
}

/** The fit of a board rides on the array itself under a private symbol: a copied or parsed board
 *  has none and gets its own (a WeakMap did the same, at several times the cost per move). */
const FIT = Symbol('fit');
type Fitted = { [FIT]?: number[] } & (PlacedTile | null)[];

/** Was this board made by a move of this library (its fit is kept)? */
export const knownBoard = (board: object): boolean => (board as Fitted)[FIT] !== undefined;

/** Does the tile fit on this cell in this rotation? */
export function fitsAt(state: GameState, cell: number, tile: number, rot: number): boolean {
  if (state.board[cell]) return false;
  return ((tileSetOf(state).rotsFor[tile][fitOf(state)[cell]] >> rot) & 1) === 1;
}

export function legalPlacements(state: GameState, tile: number): { cell: number; rot: number }[] {
  return placementCodes(state, tile).map((code) => ({ cell: code >> 2, rot: code & 3 }));
}

/** Every legal placement of the tile as `cell * 4 + rot`, cells and rotations in ascending order. */
export function placementCodes(state: GameState, tile: number): number[] {
  const fit = fitOf(state), rots = tileSetOf(state).rotsFor[tile];
  const out: number[] = [];
  for (let cell = 0; cell < fit.length; cell++) {
    const bits = rots[fit[cell]];
    if (bits !== 0) for (let rot = 0; rot < 4; rot++) if ((bits >> rot) & 1) out.push(cell * 4 + rot);
  }
  return out;
}

export function canPlaceAnywhere(state: GameState, tile: number): boolean {
  const fit = fitOf(state), rots = tileSetOf(state).rotsFor[tile];
  for (let cell = 0; cell < fit.length; cell++) if (rots[fit[cell]] !== 0) return true;
  return false;
}

/**
 * Put a tile on the board (legality already checked): new pieces become features, pieces facing
 * each other across a side join, and edges that faced this cell close.
 * Returns the roots of every feature touched, the candidates for completion.
 */
export function placeTile(d: Draft, cell: number, tile: number, rot: number): number[] {
  const set = tileSetOf(d.s), castle = castleOf(d.s);
  const o = set.oriented[tile][rot], pieces = o.pieces;
  const before = d.s.board;
  // Sides facing an empty cell: the pieces reaching them are open there.
  let empty = 0;
  for (let side = 0; side < 4; side++) {
    const n = castle.neighbours[cell * 4 + side];
    if (n >= 0 && !before[n]) empty |= 1 << side;
  }
  const first = d.s.features.length, added: Feature[] = new Array(pieces.length), f: number[] = new Array(pieces.length);
  for (let i = 0; i < pieces.length; i++) {
    added[i] = pieceFeature(first + i, pieces[i], cell, BITS[pieces[i].sideMask & empty]);
    f[i] = first + i;
  }
  addFeatures(d, added);
  const board = own(d, 'board');
  board[cell] = { tile, rot, f };
  const fit = (board as Fitted)[FIT] ?? (before as Fitted)[FIT]?.slice();
  const touched: number[] = f.slice();
  for (let side = 0; side < 4; side++) {
    const n = castle.neighbours[cell * 4 + side];
    if (n === WALL) continue;
    const opp = (side + 2) & 3;
    let nEdge: readonly number[], nFeat: readonly number[], nPieces: readonly Piece[], offset: number;
    if (n >= 0) {
      const nb = board[n];
      if (!nb) {
        // That empty cell now touches a tile on its side `opp`, with a path there if this tile has one.
        if (fit) fit[n] |= (1 << (opp + 4)) | (((o.pathMask >> side) & 1) << opp);
        continue;
      }
      const no = orientedOf(set, nb);
      nEdge = no.edge; offset = opp * 5; nFeat = nb.f; nPieces = no.pieces;
      for (let i = 0; i < nPieces.length; i++) if ((nPieces[i].sideMask >> opp) & 1) closeEdge(d, nFeat[i], touched);
    } else {
      const si = startIndexOf(n), sp = castle.startPieces[si];
      nEdge = sp.edge; offset = 0; nFeat = d.s.starts[si]; nPieces = sp.pieces;
      for (const id of nFeat) closeEdge(d, id, touched);
    }
    // Pieces facing each other join when they are of one kind (a feature's kind is its pieces').
    for (let k = 0; k < 5; k++) {
      const a = o.edge[side * 5 + k], b = nEdge[offset + k];
      if (a >= 0 && b >= 0 && pieces[a].kind === nPieces[b].kind) union(d, f[a], nFeat[b]);
    }
  }
  if (fit) {
    fit[cell] = 0;
    (board as Fitted)[FIT] = fit;
  }
  const roots: number[] = [];
  for (const id of touched) {
    const r = find(d.s.features, id);
    if (!roots.includes(r)) roots.push(r);
  }
  return roots;
}

function closeEdge(d: Draft, id: number, touched: number[]): void {
  editFeature(d, find(d.s.features, id)).open--;
  touched.push(id);
}
