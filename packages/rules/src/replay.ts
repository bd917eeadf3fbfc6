// A game's replay: the position before the first action and after each one, holding only what
// everyone may see (never the seed, the stack's order or a face-down wall tile), so a server can
// send it to anyone, during the game or after it.
import { applyAction, createGame } from './game';
import { remainingCounts } from './view';
import type { Action, Figure, GameEvent, GameState, Pair, Seat, Step, Variants } from './types';

export interface FramePlayer {
  score: number;
  supply: number;
  kings: number;
  falconers: number;
  aeries: number;
  /** Kinds of the wall tiles held (face up). */
  wall: number[];
  /** Cell of the keep, -1 without one. */
  keepCell: number;
  keepSize: number;
}

export interface FrameView {
  /** Placed tiles in the order they were placed. */
  placements: { cell: number; tile: number; rot: number }[];
  followers: { seat: Seat; cell: number; piece: number; figure?: Figure }[];
  players: Pair<FramePlayer>;
  /** Per corner tower: a face-down wall tile still lies there (never which). */
  towers: boolean[];
  /** The tile to place, -1 when none. */
  tile: number;
  /** The seat to act, -1 when the game is over. */
  toAct: number;
  step: Step;
  tilesLeft: number;
  /** How many of each tile type are still to come. */
  remaining: number[];
  discarded: number[];
}

export interface ReplayFrame {
  /** The action that led here; null for the position before any action. */
  action: Action | null;
  events: GameEvent[];
  view: FrameView;
}

function frameView(s: GameState, placements: FrameView['placements']): FrameView {
  return {
    placements: placements.slice(),
    followers: s.followers.map((f) => ({ seat: f.seat, cell: f.cell, piece: f.piece, ...(f.figure ? { figure: f.figure } : {}) })),
    players: s.players.map((p) => ({
      score: p.score, supply: p.supply, kings: p.kings, falconers: p.falconers, aeries: p.aeries,
      wall: p.wall.map((w) => w.kind), keepCell: p.keep ? p.keep.cell : -1, keepSize: p.keep ? p.keep.size : 0,
    })) as Pair<FramePlayer>,
    towers: s.towers.map((t) => t !== null),
    tile: s.tile ?? -1,
    toAct: s.step === 'over' ? -1 : s.toAct,
    step: s.step,
    tilesLeft: s.stack.length,
    remaining: remainingCounts(s),
    discarded: s.discarded.slice(),
  };
}

/**
 * Every position of a game, from its options, seed and accepted actions. Throws a RangeError naming
 * the first action the rules refuse (a record that is not a game), since no frame can follow it.
 */
export function replayFrames(options: { falcon?: boolean; variants?: Variants }, seed: string, actions: readonly Action[]): ReplayFrame[] {
  let s = createGame({ seed, falcon: options.falcon, variants: options.variants });
  const placements: FrameView['placements'] = [];
  const frames: ReplayFrame[] = [{ action: null, events: [], view: frameView(s, placements) }];
  actions.forEach((action, i) => {
    const r = applyAction(s, action);
    if (!r.ok) throw new RangeError(`action ${i} was refused: ${r.error.code} ${r.error.message}`);
    s = r.state;
    for (const e of r.events) if (e.type === 'tilePlaced') placements.push({ cell: e.cell, tile: e.tile, rot: e.rot });
    // A drawn tile is shown to everyone once it is the tile to place; any other would be a secret.
    const events = r.events.filter((e) => e.type !== 'tileDrawn' || e.tile === s.tile);
    frames.push({ action, events: JSON.parse(JSON.stringify(events)) as GameEvent[], view: frameView(s, placements) });
  });
  return frames;
}
