// What one viewer may know of a game: never the seed, the stack order or a face-down wall tile.
import { tileSetOf } from './board';
import { castleOf } from './castle';
import type { Feature, Follower, GameResult, GameState, Pair, Player, Seat, Step, Variants } from './types';

export type Viewer = Seat | 'spectator';

export interface PlayerView {
  viewer: Viewer;
  options: { falcon: boolean; variants: Required<Variants> };
  board: GameState['board'];
  starts: number[][];
  features: Feature[];
  followers: Follower[];
  players: Pair<Player>;
  /** Falcon gates, each between two track spaces (none without Falcon). */
  gates: (readonly [number, number])[];
  /** Per corner tower: a face-down wall tile still lies there. Which one is never told. */
  towers: boolean[];
  tilesLeft: number;
  /** How many of each tile type are still to come (the stack's contents, not its order). */
  remaining: number[];
  discarded: number[];
  turn: number;
  toAct: Seat | null;
  step: Step;
  tile: number | null;
  placed: number;
  pending: number[];
  extraTurn: boolean;
  result: GameResult | null;
}

/** How many of each tile type are still to come: public, unlike the stack's order. */
export function remainingCounts(state: Pick<GameState, 'options' | 'stack'>): number[] {
  const remaining = new Array<number>(tileSetOf(state).types.length).fill(0);
  for (const t of state.stack) remaining[t]++;
  return remaining;
}

export function playerView(state: GameState, viewer: Viewer): PlayerView {
  const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
  return {
    viewer,
    options: copy(state.options),
    board: copy(state.board),
    starts: copy(state.starts),
    features: copy(state.features),
    followers: copy(state.followers),
    players: copy(state.players),
    gates: castleOf(state).gates.slice(),
    towers: state.towers.map((t) => t !== null),
    tilesLeft: state.stack.length,
    remaining: remainingCounts(state),
    discarded: state.discarded.slice(),
    turn: state.turn,
    toAct: state.step === 'over' ? null : state.toAct,
    step: state.step,
    tile: state.tile,
    placed: state.placed,
    pending: state.pending.slice(),
    extraTurn: state.extraTurn,
    result: copy(state.result),
  };
}
