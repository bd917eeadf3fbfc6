// Tile pictures turned into feature pieces, for every rotation, computed once at load.
import { BASE_TILES, FALCON_TILES, TileType } from './tiles';

export type FeatureKind = 'path' | 'house' | 'tower' | 'court' | 'chapel';
export const FEATURE_KINDS: readonly FeatureKind[] = ['path', 'house', 'tower', 'court', 'chapel'];

/** The feature a picture letter belongs to; a square belongs to none. Lower case: with an aerie. */
export function kindOf(letter: string): FeatureKind | null {
  switch (letter) {
    case 'P': case 'F': case 'p': return 'path';
    case 'H': case 'h': return 'house';
    case 'T': case 't': return 'tower';
    case 'C': case 'M': case 'c': return 'court';
    case 'K': case 'k': return 'chapel';
    case 'S': return null;
    default: throw new Error(`unknown tile letter ${JSON.stringify(letter)}`);
  }
}

/** A 4-connected group of sub-cells of one feature kind on one tile (or start space). */
export interface Piece {
  kind: FeatureKind;
  /** Sub-cells y * 5 + x of the (rotated) picture. */
  cells: number[];
  fountains: number;
  markets: number;
  /** Falcon aeries (lower-case letters), one per sub-cell. */
  aeries: number;
  /** Which sides of the tile it reaches (N, E, S, W). */
  sides: [boolean, boolean, boolean, boolean];
  /** The same as bits `1 << side`. */
  sideMask: number;
}

export interface OrientedTile {
  picture: string[];
  pieces: Piece[];
  /** Piece index at each edge position, [side * 5 + k], or -1; k runs along x (N, S) or y (E, W). */
  edge: number[];
  /** Bit `1 << side` set where a path crosses that side. */
  pathMask: number;
}

/** Sub-cell of edge position k on a side. */
export function edgeCell(side: number, k: number): number {
  switch (side) {
    case 0: return k;
    case 1: return k * 5 + 4;
    case 2: return 20 + k;
    default: return k * 5;
  }
}

/** Turn a picture a quarter clockwise: new (x, y) = old (y, 4 - x). */
export function rotatePicture(rows: readonly string[]): string[] {
  return [0, 1, 2, 3, 4].map((y) => [0, 1, 2, 3, 4].map((x) => rows[4 - x][y]).join(''));
}

function piecesOf(letters: string[], width: number, height: number): { pieces: Piece[]; at: number[] } {
  const at = new Array<number>(letters.length).fill(-1);
  const pieces: Piece[] = [];
  letters.forEach((letter, start) => {
    const kind = kindOf(letter);
    if (!kind || at[start] >= 0) return;
    const piece: Piece = { kind, cells: [], fountains: 0, markets: 0, aeries: 0, sides: [false, false, false, false], sideMask: 0 };
    const todo = [start];
    at[start] = pieces.length;
    while (todo.length) {
      const c = todo.pop()!;
      piece.cells.push(c);
      if (letters[c] === 'F') piece.fountains++;
      if (letters[c] === 'M') piece.markets++;
      if (letters[c] !== letters[c].toUpperCase()) piece.aeries++;
      const x = c % width, y = Math.floor(c / width);
      const next = [[x, y - 1], [x + 1, y], [x, y + 1], [x - 1, y]];
      for (const [nx, ny] of next) {
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const n = ny * width + nx;
        if (at[n] < 0 && kindOf(letters[n]) === kind) { at[n] = pieces.length; todo.push(n); }
      }
    }
    piece.cells.sort((a, b) => a - b);
    pieces.push(piece);
  });
  return { pieces, at };
}

export function orient(picture: readonly string[]): OrientedTile {
  const rows = [...picture];
  if (rows.length !== 5 || rows.some((r) => r.length !== 5)) throw new Error('a tile picture is 5 rows of 5');
  const letters = rows.join('').split('');
  const { pieces, at } = piecesOf(letters, 5, 5);
  const edge: number[] = [];
  let pathMask = 0;
  for (let side = 0; side < 4; side++) {
    for (let k = 0; k < 5; k++) {
      const c = edgeCell(side, k);
      edge.push(at[c]);
      if (at[c] >= 0) { pieces[at[c]].sides[side] = true; pieces[at[c]].sideMask |= 1 << side; }
      if (kindOf(letters[c]) === 'path') {
        if (k !== 2) throw new Error(`a path may cross a tile edge only in its middle: ${rows.join('/')}`);
        pathMask |= 1 << side;
      }
    }
  }
  return { picture: rows, pieces, edge, pathMask };
}

export interface TileSet {
  types: readonly TileType[];
  /** [type][rotation] */
  oriented: OrientedTile[][];
  /**
   * [type][fit]: the rotations (bits `1 << rot`) in which the tile fits a cell whose fit is
   * `(req << 4) | paths` (board.ts): a tile fits where it has paths exactly on the required sides
   * that have paths.
   */
  rotsFor: Uint8Array[];
}

export function makeTileSet(types: readonly TileType[]): TileSet {
  const codes = new Set(types.map((t) => t.code));
  if (codes.size !== types.length) throw new Error('tile codes must be unique');
  const oriented = types.map((t) => {
    const rots = [t.picture.slice()];
    for (let r = 1; r < 4; r++) rots.push(rotatePicture(rots[r - 1]));
    return rots.map(orient);
  });
  const rotsFor = oriented.map((rots) => Uint8Array.from({ length: 256 }, (_, m) => {
    const req = m >> 4;
    let bits = 0;
    rots.forEach((o, rot) => { if (req !== 0 && ((o.pathMask ^ m) & req) === 0) bits |= 1 << rot; });
    return bits;
  }));
  return { types, oriented, rotsFor };
}

export const BASE_SET: TileSet = makeTileSet(BASE_TILES);
/** With the Falcon expansion: the base tiles first, so a base tile has the same index in both. */
export const FALCON_SET: TileSet = makeTileSet([...BASE_TILES, ...FALCON_TILES]);

/** A start space: a strip of five sub-cells along the wall, acting like one edge of a tile. */
export interface StartPieces {
  pieces: Piece[];
  /** Piece index at each of the five positions, or -1. */
  edge: number[];
  hasPath: boolean;
}

/** A start space's strip as pieces; `label` names it in errors. */
export function startPiecesOf(strip: string, label: string): StartPieces {
  const letters = strip.split('');
  if (letters.length !== 5) throw new Error(`${label} needs five sub-cells`);
  const { pieces, at } = piecesOf(letters, 5, 1);
  letters.forEach((l, k) => {
    if (kindOf(l) === 'path' && k !== 2) throw new Error(`${label}: a path must be in the middle`);
  });
  return { pieces, edge: at, hasPath: kindOf(letters[2]) === 'path' };
}
