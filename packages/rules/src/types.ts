// The shapes of the game: plain JSON data, nothing else.
import type { FeatureKind } from './pieces';

export type Seat = 0 | 1;
export type Pair<T> = [T, T];

export interface Variants {
  /** House rule (004): a wall tile is taken only where a marker stands after all of the turn's scoring. */
  wallTilesAtEndOfTurn?: boolean;
  /** Falcon variant: during the game a marker that reaches a gate stops there; the rest of that scoring is lost. */
  gatesStopMarkers?: boolean;
}

export interface GameOptions {
  seed: string;
  falcon?: boolean;
  variants?: Variants;
}

/** A joined feature; merged ones point at their root through `parent`. */
export interface Feature {
  id: number;
  parent: number;
  kind: FeatureKind;
  /** Cells it covers, and start spaces as START_BASE + index; each once. */
  tiles: number[];
  /** Edges of its pieces that face an empty cell. */
  open: number;
  /** Followers on it per seat. */
  men: Pair<number>;
  fountains: number;
  markets: number;
  /** Falcon aeries on it. */
  aeries: number;
  /** Completed (and so scored, or scored by nobody). */
  done: boolean;
}

export interface PlacedTile {
  /** Index in the tile set. */
  tile: number;
  rot: number;
  /** Feature id of each piece of the oriented tile. */
  f: number[];
}

/** Falcon's special followers; a plain follower has no figure. */
export type Figure = 'king' | 'falconer';

export interface Follower {
  seat: Seat;
  cell: number;
  piece: number;
  figure?: Figure;
}

export interface HeldWallTile {
  kind: number;
  /** Turn number in which it was taken: it may be played from the next turn on. */
  turn: number;
}

export interface Keep {
  /** Root feature id of the house at the time it was placed. */
  feature: number;
  cell: number;
  size: number;
}

export interface Player {
  score: number;
  /** Followers in the supply (the score marker is not counted). */
  supply: number;
  /** Falcon: king and falconer in the supply (0 or 1 each; always 0 without Falcon). */
  kings: number;
  falconers: number;
  /** Falcon aerie tokens taken. */
  aeries: number;
  keep: Keep | null;
  wall: HeldWallTile[];
}

export type Step = 'place' | 'follower' | 'score' | 'over';

export interface GameState {
  version: 1;
  options: { falcon: boolean; variants: Required<Variants> };
  /** Secret: the seed and the stack order never leave the server. */
  seed: string;
  /** Tiles still to draw, next one last. */
  stack: number[];
  /** Wall tile kind lying face down on each corner tower, or null (none, or taken). Secret. */
  towers: (number | null)[];
  board: (PlacedTile | null)[];
  /** Feature ids of each start space's pieces. */
  starts: number[][];
  features: Feature[];
  followers: Follower[];
  players: Pair<Player>;
  discarded: number[];
  /** Turns begun so far (1 on the first turn). */
  turn: number;
  toAct: Seat;
  step: Step;
  /** The tile to place this turn, or null when the game is over. */
  tile: number | null;
  /** Cell where this turn's tile was placed, or -1 before placing. */
  placed: number;
  /** Completed features still to score this turn (root ids). */
  pending: number[];
  /** Features completed this turn; their followers go home when the turn ends. */
  completed: number[];
  /** A wall tile 1 was played this turn. */
  extraTurn: boolean;
  result: GameResult | null;
}

export interface GameResult {
  scores: Pair<number>;
  winner: Seat | null;
}

export type Action =
  | { seat: Seat; type: 'place'; cell: number; rot: number }
  | { seat: Seat; type: 'follower'; piece: number | null; figure?: Figure }
  | { seat: Seat; type: 'score'; feature: number; double: number }
  | { seat: Seat; type: 'wall'; kind: 1 };

export type ActionType = Action['type'];

export type ScoreReason = 'path' | 'path-fountain' | 'tower' | 'house' | 'chapel';
export type FinalReason = 'keep' | 'court' | 'wall4' | 'wall5' | 'wall6' | 'wall9' | 'aeries';

export type GameEvent =
  | { type: 'tileDrawn'; seat: Seat; tile: number }
  | { type: 'tileDiscarded'; tile: number }
  | { type: 'wallPlayed'; seat: Seat; kind: number; feature?: number }
  | { type: 'tilePlaced'; seat: Seat; tile: number; cell: number; rot: number }
  | { type: 'followerPlaced'; seat: Seat; cell: number; piece: number; role: Role; figure?: Figure }
  | {
      type: 'featureCompleted'; feature: number; kind: FeatureKind; tiles: number; men: Pair<number>;
      /** Its cells on the board (start spaces left out), for showing it. */
      cells: number[];
    }
  | {
      type: 'scored'; seat: Seat; feature: number; reason: ScoreReason; tiles: number;
      /** 2 for a doubling wall tile or a king, 3 for both copies of a wall tile. */
      multiplier: number; points: number; score: number;
      /** Falcon: aerie tokens taken (aeries on the feature, plus one for a falconer). */
      aeries: number;
      /** Falcon gates variant: points lost because the marker stopped at a gate. */
      lost: number;
    }
  | { type: 'noScore'; feature: number; reason: 'tie' | 'nobody' }
  | { type: 'wallTaken'; seat: Seat; tower: number; kind: number }
  | { type: 'keepMoved'; seat: Seat; feature: number; cell: number; size: number }
  | { type: 'followersReturned'; seat: Seat; count: number }
  | { type: 'extraTurn'; seat: Seat }
  | { type: 'turnStarted'; seat: Seat; turn: number }
  | { type: 'wallTilesRemoved'; count: number }
  | {
      type: 'final'; seat: Seat; reason: FinalReason; points: number; score: number;
      feature?: number; size?: number; markets?: number; perMarket?: number; kind?: number; multiplier?: number;
      aeries?: number;
    }
  | { type: 'gameOver'; scores: Pair<number>; winner: Seat | null };

export type Role = 'herald' | 'knight' | 'squire' | 'merchant' | 'preacher';

/** `params.reason` names the case of a BAD_ACTION, BAD_OPTIONS or ILLEGAL, beside what it names. */
export interface RuleError {
  code: ErrorCode;
  params?: Record<string, string | number>;
  message: string;
}

export type ErrorCode =
  | 'BAD_STATE' // not a game state of this library
  | 'BAD_ACTION' // not a well-formed action
  | 'GAME_OVER'
  | 'NOT_YOUR_TURN'
  | 'WRONG_STEP' // an action of another step of the turn
  | 'ILLEGAL'; // well-formed, in the right step, but against the rules

export type ApplyResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; error: RuleError };
