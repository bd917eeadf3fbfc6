// Tiles on the board: where a tile fits, and how placing it joins and closes features.
import { START_BASE, WALL, castleOf, startIndexOf } from './castle';
import { Draft, editFeature, find, newFeature, own, union } from './draft';
import { BASE_SET, FALCON_SET, OrientedTile, Piece, TileSet } from './pieces';
import type { GameState, PlacedTile } from './types';

export function tileSetOf(state: { options: { falcon: boolean } }): TileSet {
  return state.options.falcon ? FALCON_SET : BASE_SET;
}

export function orientedOf(set: TileSet, placed: PlacedTile): OrientedTile {
  return set.oriented[placed.tile][placed.rot];
}

function featureOf(p: Piece, tile: number) {
  return { kind: p.kind, tiles: [tile], fountains: p.fountains, markets: p.markets, aeries: p.aeries };
}

/** Features of the start spaces, created once per game; open toward the cell in front. */
export function createStartFeatures(d: Draft): number[][] {
  return castleOf(d.s).startPieces.map((sp, i) => sp.pieces.map((p) => {
    const id = newFeature(d, featureOf(p, START_BASE + i));
    d.s.features[id].open = 1;
    return id;
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
 * `req` and `paths` (see cellMask) for every cell; a tile in a rotation fits an empty cell when
 * req != 0 and its path sides agree with `paths` on every side in `req`.
 */
export function fitMasks(state: GameState, set: TileSet): { req: Uint8Array; paths: Uint8Array } {
  // A board array is never changed once a move is done (moves copy it), so its masks can be kept:
  // the draw and the legal actions of the same turn then share them.
  const cached = MASKS.get(state.board);
  if (cached && cached.set === set) return cached.masks;
  const masks = computeMasks(state, set);
  MASKS.set(state.board, { set, masks });
  return masks;
}

const MASKS = new WeakMap<object, { set: TileSet; masks: { req: Uint8Array; paths: Uint8Array } }>();

function computeMasks(state: GameState, set: TileSet): { req: Uint8Array; paths: Uint8Array } {
  const count = castleOf(state).cellCount;
  const req = new Uint8Array(count), paths = new Uint8Array(count);
  for (let c = 0; c < count; c++) {
    if (state.board[c]) continue;
    const m = cellMask(state, set, c);
    req[c] = m >> 4;
    paths[c] = m & 15;
  }
  return { req, paths };
}

/** Does the tile fit on this cell in this rotation? */
export function fitsAt(state: GameState, cell: number, tile: number, rot: number): boolean {
  if (state.board[cell]) return false;
  const set = tileSetOf(state);
  const m = cellMask(state, set, cell), req = m >> 4;
  return req !== 0 && ((set.oriented[tile][rot].pathMask ^ m) & req) === 0;
}

export function fits(masks: { req: Uint8Array; paths: Uint8Array }, cell: number, o: OrientedTile): boolean {
  const req = masks.req[cell];
  return req !== 0 && ((o.pathMask ^ masks.paths[cell]) & req) === 0;
}

export function legalPlacements(state: GameState, tile: number): { cell: number; rot: number }[] {
  const set = tileSetOf(state);
  const masks = fitMasks(state, set);
  const out: { cell: number; rot: number }[] = [];
  for (let cell = 0; cell < masks.req.length; cell++) {
    if (masks.req[cell] === 0) continue;
    for (let rot = 0; rot < 4; rot++) if (fits(masks, cell, set.oriented[tile][rot])) out.push({ cell, rot });
  }
  return out;
}

export function canPlaceAnywhere(state: GameState, tile: number): boolean {
  const set = tileSetOf(state);
  const masks = fitMasks(state, set);
  for (let cell = 0; cell < masks.req.length; cell++) {
    if (masks.req[cell] === 0) continue;
    for (let rot = 0; rot < 4; rot++) if (fits(masks, cell, set.oriented[tile][rot])) return true;
  }
  return false;
}

/**
 * Put a tile on the board (legality already checked): new pieces become features, pieces facing
 * each other across a side join, and edges that faced this cell close.
 * Returns the roots of every feature touched, the candidates for completion.
 */
export function placeTile(d: Draft, cell: number, tile: number, rot: number): number[] {
  const set = tileSetOf(d.s), castle = castleOf(d.s);
  const o = set.oriented[tile][rot];
  const f = o.pieces.map((p) => newFeature(d, featureOf(p, cell)));
  own(d, 'board')[cell] = { tile, rot, f };
  const touched: number[] = f.slice();
  for (let side = 0; side < 4; side++) {
    const n = castle.neighbours[cell * 4 + side];
    if (n === WALL) continue;
    let nEdge: readonly number[], nFeat: readonly number[], offset: number;
    const opp = (side + 2) & 3;
    if (n >= 0) {
      const nb = d.s.board[n];
      if (!nb) {
        o.pieces.forEach((p, i) => { if (p.sides[side]) editFeature(d, find(d.s.features, f[i])).open++; });
        continue;
      }
      const no = orientedOf(set, nb);
      nEdge = no.edge; offset = opp * 5; nFeat = nb.f;
      no.pieces.forEach((p, i) => { if (p.sides[opp]) closeEdge(d, nb.f[i], touched); });
    } else {
      const si = startIndexOf(n);
      nEdge = castle.startPieces[si].edge; offset = 0; nFeat = d.s.starts[si];
      for (const id of nFeat) closeEdge(d, id, touched);
    }
    for (let k = 0; k < 5; k++) {
      const a = o.edge[side * 5 + k], b = nEdge[offset + k];
      if (a < 0 || b < 0) continue;
      if (d.s.features[f[a]].kind === d.s.features[nFeat[b]].kind) union(d, f[a], nFeat[b]);
    }
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

