// The in-place engine's constants and flat tables: each edition's castle and tile set (castle.ts,
// pieces.ts) laid out in typed arrays, made once at load, so that a lookup is one index computation;
// the action codes; and the layout of the one table of numbers the engine plays on (engine-core.ts).
import { BASE_CASTLE, Castle, FALCON_CASTLE, START_BASE, TRACK_LENGTH, isStartNeighbour, startIndexOf } from './castle';
import { BASE_SET, FALCON_SET, FEATURE_KINDS, TileSet } from './pieces';

/** Feature kinds as numbers, in FEATURE_KINDS' order. */
export const PATH = 0, HOUSE = 1, TOWER = 2, COURT = 3, CHAPEL = 4;
/** Steps as numbers. */
export const PLACE = 0, FOLLOWER = 1, SCORING = 2, OVER = 3;

/** Capacities: cells (95 in the Falcon castle), cells and start spaces, pieces of one tile,
 *  feature nodes (start pieces, then at most MAX_PIECES per tile), tiles in a stack. */
export const MAX_CELLS = 96;
export const MAX_SPOTS = 112;
export const MAX_PIECES = 8;
export const MAX_NODES = 1024;
export const MAX_STACK = 96;
/** The most legal actions one step can have (every cell in four rotations, and wall tile 1). */
export const MAX_LEGAL = 4 * MAX_CELLS + 8;

/**
 * Action codes: `cell * 4 + rot` to place; WALL_CODE to play wall tile 1; FOLLOW_CODE + k for a
 * follower choice (k = 0: none, else 1 + piece * 3 + figure, figure 0 a follower, 1 the king, 2 the
 * falconer: the pure API's own numbering); SCORE_CODE + feature * 3 + double to score a feature.
 */
export const WALL_CODE = 512, FOLLOW_CODE = 1024, SCORE_CODE = 2048;

/** One edition's castle and tiles as flat tables. */
export interface Edition {
  falcon: boolean;
  castle: Castle;
  set: TileSet;
  cellCount: number;
  startCount: number;
  /** What lies beyond each side of each cell, [cell * 4 + side]: a cell, -1 the wall, -(2 + start). */
  neighbours: Int32Array;
  /** Start spaces: their pieces are nodes START_FIRST[i] .. + START_COUNT[i] - 1 (as the pure API
   *  numbers their features); START_EDGE[i * 5 + k] the piece at position k, or -1. */
  startFirst: Int32Array;
  startCount_: Int32Array;
  startEdge: Int32Array;
  startPath: Int32Array;
  startKind: Int32Array;
  startNodes: number;
  /** Per oriented tile o = tile * 4 + rot: pieces, path sides, and per piece [o * MAX_PIECES + i]
   *  kind, fountains, markets, aeries, sides reached; EDGE[o * 20 + side * 5 + k]. */
  np: Int32Array;
  pathMask: Int32Array;
  pKind: Int32Array;
  pFountains: Int32Array;
  pMarkets: Int32Array;
  pAeries: Int32Array;
  pSides: Int32Array;
  edge: Int32Array;
  /** ROTS[tile * 256 + fit]: the rotations (bit rot) in which the tile fits a cell of that fit. */
  rots: Uint8Array;
  tileKinds: number;
  /** TOWER_AT[space]: the corner tower on that track space, or -1; GATE[space]: 1 where a gate
   *  lies after the space. */
  towerAt: Int32Array;
  gate: Int32Array;
  towers: number;
}

function editionOf(falcon: boolean): Edition {
  const castle = falcon ? FALCON_CASTLE : BASE_CASTLE, set = falcon ? FALCON_SET : BASE_SET;
  const kinds = set.types.length, startCount = castle.startPieces.length;
  const startFirst = new Int32Array(startCount), startCount_ = new Int32Array(startCount);
  const startEdge = new Int32Array(startCount * 5), startPath = new Int32Array(startCount);
  const startKind: number[] = [];
  let node = 0;
  castle.startPieces.forEach((sp, i) => {
    startFirst[i] = node;
    startCount_[i] = sp.pieces.length;
    for (let k = 0; k < 5; k++) startEdge[i * 5 + k] = sp.edge[k];
    startPath[i] = sp.hasPath ? 1 : 0;
    for (const p of sp.pieces) startKind.push(FEATURE_KINDS.indexOf(p.kind));
    node += sp.pieces.length;
  });
  const n = kinds * 4;
  const e: Edition = {
    falcon, castle, set, cellCount: castle.cellCount, startCount, neighbours: Int32Array.from(castle.neighbours),
    startFirst, startCount_, startEdge, startPath, startKind: Int32Array.from(startKind), startNodes: node,
    np: new Int32Array(n), pathMask: new Int32Array(n), pKind: new Int32Array(n * MAX_PIECES),
    pFountains: new Int32Array(n * MAX_PIECES), pMarkets: new Int32Array(n * MAX_PIECES), pAeries: new Int32Array(n * MAX_PIECES),
    pSides: new Int32Array(n * MAX_PIECES), edge: new Int32Array(n * 20), rots: new Uint8Array(kinds * 256), tileKinds: kinds,
    towerAt: new Int32Array(TRACK_LENGTH), gate: new Int32Array(TRACK_LENGTH), towers: castle.towerSpaces.length,
  };
  set.oriented.forEach((rots, t) => rots.forEach((o, r) => {
    const at = t * 4 + r;
    if (o.pieces.length > MAX_PIECES) throw new Error('a tile has more pieces than the engine holds');
    e.np[at] = o.pieces.length;
    e.pathMask[at] = o.pathMask;
    o.pieces.forEach((p, i) => {
      const j = at * MAX_PIECES + i;
      e.pKind[j] = FEATURE_KINDS.indexOf(p.kind);
      e.pFountains[j] = p.fountains; e.pMarkets[j] = p.markets; e.pAeries[j] = p.aeries; e.pSides[j] = p.sideMask;
    });
    for (let k = 0; k < 20; k++) e.edge[at * 20 + k] = o.edge[k];
  }));
  set.rotsFor.forEach((bits, t) => e.rots.set(bits, t * 256));
  for (let space = 0; space < TRACK_LENGTH; space++) e.towerAt[space] = castle.towerAtSpace(space);
  for (const [g] of castle.gates) e.gate[g] = 1;
  if (castle.cellCount > MAX_CELLS || castle.cellCount + startCount > MAX_SPOTS) throw new Error('a castle larger than the engine holds');
  return e;
}

export const EDITIONS: readonly Edition[] = [editionOf(false), editionOf(true)];

/** The start space beyond a neighbour code, or -1. */
export const startOf = (n: number): number => (isStartNeighbour(n) ? startIndexOf(n) : -1);
/** A spot's id in the pure API: a cell, or START_BASE + start space. */
export const spotId = (e: Edition, spot: number): number => (spot < e.cellCount ? spot : START_BASE + spot - e.cellCount);

/** Falcon chapels score by their size in tiles (scoring.ts). */
export const CHAPEL_POINTS = Int32Array.from([1, 3, 6, 10, 15, 21, 28, 36]);
/** Bits set in each 4-bit number. */
export const BITS = Int32Array.from([0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4]);

// The layout of the engine's table of numbers: every value that changes during play is there, so
// that one trail of (address, old value) pairs takes any change back.
let top = 0;
const region = (size: number): number => { const at = top; top += size; return at; };
/** Scalars of the turn. */
export const TURN = region(1), TO_ACT = region(1), STEP = region(1), TILE = region(1), PLACED = region(1),
  EXTRA = region(1), STACK_LEN = region(1), NODES = region(1), WINNER = region(1);
/** Per seat (address + seat). */
export const SCORE = region(2), SUPPLY = region(2), KINGS = region(2), FALCONERS = region(2), AERIES = region(2),
  KEEP_FEATURE = region(2), KEEP_CELL = region(2), KEEP_SIZE = region(2), KING_NODE = region(2), FALCONER_NODE = region(2),
  WALL_COUNT = region(2);
/** Held wall tiles: [WALL + seat * MAX_WALL + i] = kind | turn << 4, in the order taken. */
export const MAX_WALL = 20;
export const WALL = region(2 * MAX_WALL);
/** Face-down wall tile on each corner tower, 0 for none. */
export const TOWERS = region(16);
/** A cell's tile: tile | rot << 8 | first node << 10, or -1 when empty. */
export const BOARD = region(MAX_CELLS);
/** An empty cell's fit, (req << 4) | paths as board.ts has it; the frontier, a bit a cell (three
 *  words: up to 96 cells). */
export const FIT = region(MAX_CELLS);
export const FRONT = region(3);
/** Lists, each with its length at the address before it: pending and completed roots, followers
 *  (seat | piece << 1 | figure << 6 | cell << 8), tiles discarded. */
const list = (size: number): number => region(1 + size) + 1;
export const PENDING = list(32), COMPLETED = list(32), FOLLOWERS = list(32), DISCARDED = list(MAX_STACK);
/** Union-find over feature nodes (a node id is the pure API's feature id), and at each node what
 *  the pure API keeps in its Feature (for a node that is no root: as it was when joined). */
export const PARENT = region(MAX_NODES), TILES = region(MAX_NODES), OPEN = region(MAX_NODES), MEN0 = region(MAX_NODES),
  MEN1 = region(MAX_NODES), FOUNTAINS = region(MAX_NODES), MARKETS = region(MAX_NODES), AERIE = region(MAX_NODES),
  DONE = region(MAX_NODES), LINK = region(MAX_NODES);
export const MEMORY = top;
