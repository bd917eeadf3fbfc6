// Tiles on the board: where a tile fits, and how placing it joins and closes features.
import { START_BASE, WALL, castleOf, startIndexOf } from './castle';
import { Draft, addFeatures, editFeature, find, makeFeature, ownBoard, union } from './draft';
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
 * The playable empty cells in ascending order, each as `cell << 8 | fit`, fit being
 * `(req << 4) | paths` (see cellMask). A board array is never changed once a move is done (moves
 * copy it), so this is kept per board, and a placement derives its board's from the one before by
 * looking at the cell and its neighbours only: a short list, not one entry per cell, to copy and scan.
 */
export function frontierOf(state: GameState): number[] {
  const board = state.board as Fitted;
  let frontier = board[FRONTIER];
  if (!frontier) {
    const set = tileSetOf(state);
    frontier = [];
    for (let c = 0; c < board.length; c++) {
      const fit = board[c] ? 0 : cellMask(state, set, c);
      if (fit !== 0) frontier.push((c << 8) | fit);
    }
    board[FRONTIER] = frontier;
  }
  return frontier;
}

/** The frontier of a board rides on the array itself under a private symbol: a copied or parsed
 *  board has none and gets its own (a WeakMap did the same, at several times the cost per move). */
const FRONTIER = Symbol('frontier');
type Fitted = { [FRONTIER]?: number[] } & (PlacedTile | null)[];

/** Was this board made by a move of this library (its frontier is kept)? */
export const knownBoard = (board: object): boolean => (board as Fitted)[FRONTIER] !== undefined;

/** Does the tile fit on this cell in this rotation? */
export function fitsAt(state: GameState, cell: number, tile: number, rot: number): boolean {
  if (state.board[cell]) return false;
  const rots = tileSetOf(state).rotsFor[tile];
  for (const code of frontierOf(state)) if (code >> 8 === cell) return ((rots[code & 255] >> rot) & 1) === 1;
  return false;
}

export function legalPlacements(state: GameState, tile: number): { cell: number; rot: number }[] {
  const out: { cell: number; rot: number }[] = [];
  forEachPlacement(state, tile, (code) => out.push({ cell: code >> 2, rot: code & 3 }));
  return out;
}

/** Call `visit` with every legal placement of the tile as `cell * 4 + rot`, cells and rotations in
 *  ascending order. */
export function forEachPlacement(state: GameState, tile: number, visit: (code: number) => void): void {
  const frontier = frontierOf(state), rots = tileSetOf(state).rotsFor[tile];
  for (let i = 0; i < frontier.length; i++) {
    const code = frontier[i], bits = rots[code & 255], at = (code >> 8) * 4;
    if (bits !== 0) for (let rot = 0; rot < 4; rot++) if ((bits >> rot) & 1) visit(at + rot);
  }
}

export function canPlaceAnywhere(state: GameState, tile: number): boolean {
  const frontier = frontierOf(state), rots = tileSetOf(state).rotsFor[tile];
  for (let i = 0; i < frontier.length; i++) if (rots[frontier[i] & 255] !== 0) return true;
  return false;
}

/** Pairs (cell, bits) in ascending cells: at most four, in place. */
function sortPairs(pairs: number[]): number[] {
  for (let i = 2; i < pairs.length; i += 2) {
    for (let j = i; j > 0 && pairs[j - 2] > pairs[j]; j -= 2) {
      const c = pairs[j], b = pairs[j + 1];
      pairs[j] = pairs[j - 2]; pairs[j + 1] = pairs[j - 1]; pairs[j - 2] = c; pairs[j - 1] = b;
    }
  }
  return pairs;
}

/** The frontier after a tile is placed on `cell`: that cell leaves it, and `grow` (cell, fit bits
 *  to add, in pairs, ascending cells) joins or widens the empty neighbours'. */
function nextFrontier(before: readonly number[], cell: number, grow: readonly number[]): number[] {
  const out: number[] = [];
  let g = 0;
  for (let i = 0; i < before.length; i++) {
    const c = before[i] >> 8;
    while (g < grow.length && grow[g] < c) { out.push((grow[g] << 8) | grow[g + 1]); g += 2; }
    if (g < grow.length && grow[g] === c) { out.push(before[i] | grow[g + 1]); g += 2; }
    else if (c !== cell) out.push(before[i]);
  }
  for (; g < grow.length; g += 2) out.push((grow[g] << 8) | grow[g + 1]);
  return out;
}

/**
 * Put a tile on the board (legality already checked): new pieces become features, pieces facing
 * each other across a side join, and edges that faced this cell close.
 * Returns the roots of every feature touched, the candidates for completion.
 */
export function placeTile(d: Draft, cell: number, tile: number, rot: number): number[] {
  const set = tileSetOf(d.s), castle = castleOf(d.s);
  const o = set.oriented[tile][rot], pieces = o.pieces;
  const prior = d.s.board;
  // Sides facing an empty cell: the pieces reaching them are open there.
  let empty = 0;
  for (let side = 0; side < 4; side++) {
    const n = castle.neighbours[cell * 4 + side];
    if (n >= 0 && !prior[n]) empty |= 1 << side;
  }
  // Built by map, not new Array(n) (an array with holes is slower to read) nor push (which leaves
  // room for 17: the board keeps `f` for the rest of the game, three times the bytes it needs).
  const first = d.s.features.length;
  const added: Feature[] = pieces.map((p, i) => pieceFeature(first + i, p, cell, BITS[p.sideMask & empty]));
  const f: number[] = pieces.map((_, i) => first + i);
  addFeatures(d, added);
  const board = ownBoard(d);
  board[cell] = { tile, rot, f };
  // Empty neighbours whose fit grows, as pairs (cell, bits added).
  const grow: number[] = [];
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
        grow.push(n, (1 << (opp + 4)) | (((o.pathMask >> side) & 1) << opp));
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
    // A pair met again along the edge (a wide piece) is already joined: skipped.
    let lastA = -1, lastB = -1;
    for (let k = 0; k < 5; k++) {
      const a = o.edge[side * 5 + k], b = nEdge[offset + k];
      if (a < 0 || b < 0 || (a === lastA && b === lastB)) continue;
      lastA = a; lastB = b;
      if (pieces[a].kind === nPieces[b].kind) union(d, f[a], nFeat[b]);
    }
  }
  const before = (prior as Fitted)[FRONTIER];
  if (before) (board as Fitted)[FRONTIER] = nextFrontier(before, cell, sortPairs(grow));
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
