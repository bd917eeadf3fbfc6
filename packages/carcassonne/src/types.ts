// The shapes of the game: plain JSON data, nothing else.
import type { FeatureKind, Role } from './segments';

export type Step = 'place' | 'follower' | 'over';

/**
 * A game in play. Numbers only, packed where that keeps a move cheap (see grid.ts for cells):
 * an action copies the few small arrays it changes and shares the rest with the state before.
 */
export interface CarcState {
  version: 1;
  seats: number;
  /** Secret: the seed and the stack's order never leave the server. */
  seed: string;
  /** Tile kinds to draw, in order, from index `next` on (never changed: drawing moves `next`). */
  stack: number[];
  next: number;
  /** Kinds drawn that fitted nowhere: removed from the game, in the order set aside. */
  setAside: number[];
  /** Turns begun so far (1 on the first). */
  turn: number;
  toAct: number;
  step: Step;
  /** The drawn tile's kind, -1 once over. */
  tile: number;
  /** Cell of this turn's tile during the follower step, else -1. */
  placed: number;
  /** Placed tiles in order: kind | rot << 5 | cell << 7. */
  tiles: number[];
  /** The placed tiles by cell, in 64 buckets (cell & 63) of cell, value pairs; a value is
   *  1 + (kind | rot << 5 | first node << 7), and a cell in no bucket is empty. */
  grid: number[][];
  /** Empty cells beside a tile: cell | need << 15, need 2 bits a side (0 free, else the edge code it must meet). */
  frontier: number[];
  /** Cells of the cloisters laid, in order (at most 6). */
  cloisters: number[];
  /** Union-find over the segments of placed tiles: a parent's index, or -(open sides + 1) at a root. */
  uf: number[];
  /** Followers on the board: seat | local segment << 3 | cell << 7, in the order placed. */
  men: number[];
  scores: number[];
  result: CarcResult | null;
}

export interface CarcResult {
  scores: number[];
  /** Every seat with the highest score (tied players share the win). */
  winners: number[];
}

export type CarcAction =
  | { seat: number; type: 'place'; x: number; y: number; rot: number }
  | { seat: number; type: 'follower'; spot: string | null };

export interface XY { x: number; y: number }

/** A feature as events name it: one of its segments (a tile and a spot), and the cells it covers. */
export interface FeatureRef {
  kind: FeatureKind;
  x: number;
  y: number;
  spot: string;
  cells: XY[];
}

export type CarcEvent =
  | { type: 'turnStarted'; seat: number; turn: number }
  | { type: 'tileDrawn'; seat: number; tile: string }
  /** Drawn, fitted nowhere, removed from the game (the rulebook: "into the box"); another is drawn. */
  | { type: 'tileSetAside'; seat: number; tile: string }
  | { type: 'tilePlaced'; seat: number; tile: string; x: number; y: number; rot: number }
  | { type: 'followerPlaced'; seat: number; x: number; y: number; spot: string; role: Role }
  /** A road, city or cloister completed during the game; `winners` score `points` each (none: nobody stood on it). */
  | {
      type: 'scored'; feature: FeatureRef; tiles: number; pennants: number; points: number;
      /** Followers on it per seat. */
      men: number[]; winners: number[];
    }
  | { type: 'followersReturned'; seat: number; count: number }
  /** Final scoring, one line per incomplete feature holding followers. */
  | {
      type: 'finalFeature'; feature: FeatureRef; tiles: number; pennants: number; points: number;
      men: number[]; winners: number[];
    }
  /** Final scoring, one line per field holding farmers: the completed cities it supplies. */
  | {
      type: 'finalFarm'; field: FeatureRef; cities: FeatureRef[]; points: number; men: number[]; winners: number[];
    }
  | { type: 'gameOver'; scores: number[]; winners: number[] };

export type ErrorCode =
  | 'BAD_STATE' // not a game state of this library
  | 'BAD_ACTION' // not a well-formed action
  | 'GAME_OVER'
  | 'NOT_YOUR_TURN'
  | 'WRONG_STEP' // an action of the other step of the turn
  | 'CELL_TAKEN' // a tile already lies there
  | 'NOT_ADJACENT' // the cell touches no placed tile along an edge
  | 'DOES_NOT_FIT' // an edge would meet an edge of another kind
  | 'NO_SUCH_SPOT' // the tile has no such follower spot
  | 'SPOT_TAKEN'; // the feature already holds a follower somewhere along it

/** `params.reason` names the case of a BAD_ACTION, BAD_OPTIONS or ILLEGAL, beside what it names. */
export interface RuleError {
  code: ErrorCode;
  params?: Record<string, string | number>;
  message: string;
}

export type ApplyResult =
  | { ok: true; state: CarcState; events: CarcEvent[] }
  | { ok: false; error: RuleError };
