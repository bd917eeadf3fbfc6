// The one public view of a game: what every client may see, the same for players and watchers
// (the Castle hides nothing from one seat that it shows the other). The server syncs it, the replay
// is made of it and the page reads it. Never the seed, the stack order or a face-down wall tile.
import { tileSetOf } from './board';
import type { Figure, GameResult, GameState, PlacedTile, Step, Variants } from './types';

export interface ViewPlayer {
  score: number;
  supply: number;
  kings: number;
  falconers: number;
  aeries: number;
  /** Kinds of the wall tiles held (face up), in the order taken. */
  wall: number[];
  /** Cell of the keep, -1 without one. */
  keepCell: number;
  keepSize: number;
}

export interface CastleView {
  options: { falcon: boolean; variants: Required<Variants> };
  /** The rules' turn (1 on the first turn). */
  turn: number;
  /** The seat to act, -1 when the game is over. */
  toAct: number;
  step: Step;
  /** The tile to place, -1 when none. */
  tile: number;
  /** Cell where this turn's tile was placed, -1 before. */
  placed: number;
  /** Wall tile 1 was played this turn (it may not be played again in it). */
  extraTurn: boolean;
  /** Placed tiles in the order they were placed. */
  placements: { cell: number; tile: number; rot: number }[];
  followers: { seat: number; cell: number; piece: number; figure?: Figure }[];
  players: ViewPlayer[];
  /** Per corner tower: a face-down wall tile still lies there (never which). */
  towers: boolean[];
  tilesLeft: number;
  /** How many of each tile type are still to come (the stack's contents, not its order). */
  remaining: number[];
  discarded: number[];
  result: GameResult | null;
}

/**
 * A part of the view, computed once per array of the state it comes from. The rules copy an array
 * before changing it (draft.ts), so one that is the same object holds the same values: a move's view
 * then shares every part that move did not change with the view before it, which the server's sync
 * skips by identity, and a move costs only the parts it changed (most moves change two of seven).
 * Those shared parts are therefore never to be changed by whoever reads a view.
 */
function byArray<K extends object, V>(f: (key: K) => V): (key: K) => V {
  const memo = new WeakMap<K, V>();
  return (key) => {
    let v = memo.get(key);
    if (v === undefined) memo.set(key, (v = f(key)));
    return v;
  };
}

/** How many of each tile type are still to come: public, unlike the stack's order. */
export function remainingCounts(state: Pick<GameState, 'options' | 'stack'>): number[] {
  const remaining = new Array<number>(tileSetOf(state).types.length).fill(0);
  for (const t of state.stack) remaining[t]++;
  return remaining;
}

type Placement = CastleView['placements'][number];

/**
 * Each placed tile's entry in the view, made once per entry of the board: the rules never change a
 * board's entry and a board shares its entries with the boards after it, so a placement makes one
 * new entry here, not one per tile on the board (as the view's other parts, never to be changed).
 */
const entries = new WeakMap<PlacedTile, Placement>();

function placementAt(b: PlacedTile, cell: number): Placement {
  let p = entries.get(b);
  if (p === undefined || p.cell !== cell) entries.set(b, (p = { cell, tile: b.tile, rot: b.rot }));
  return p;
}

/** Placed tiles in the order they were placed: each placement adds the next feature ids, so a
 *  tile's first feature id orders it (the state keeps no list of its own for it). */
export function placementsOf(state: Pick<GameState, 'board'>): CastleView['placements'] {
  // Each one put in its place as it is found (no more than the castle's cells): Array#sort would
  // copy the list once more, and a list of cells sorted first once more again.
  const board = state.board, out: Placement[] = [];
  for (let cell = 0; cell < board.length; cell++) {
    const b = board[cell];
    if (!b) continue;
    const first = b.f[0], p = placementAt(b, cell);
    let i = out.length;
    out.push(p);
    for (; i > 0 && board[out[i - 1].cell]!.f[0] > first; i--) out[i] = out[i - 1];
    out[i] = p;
  }
  return out;
}

const placements = byArray((board: GameState['board']) => placementsOf({ board }));
const followers = byArray((fs: GameState['followers']): CastleView['followers'] =>
  fs.map((f) => ({ seat: f.seat, cell: f.cell, piece: f.piece, ...(f.figure ? { figure: f.figure } : {}) })));
const players = byArray((ps: GameState['players']): ViewPlayer[] => ps.map((p) => ({
  score: p.score, supply: p.supply, kings: p.kings, falconers: p.falconers, aeries: p.aeries,
  wall: p.wall.map((w) => w.kind), keepCell: p.keep ? p.keep.cell : -1, keepSize: p.keep ? p.keep.size : 0,
})));
const towers = byArray((ts: GameState['towers']) => ts.map((t) => t !== null));
const discarded = byArray((ds: GameState['discarded']) => ds.slice());
const options = byArray((o: GameState['options']): CastleView['options'] => ({ falcon: o.falcon, variants: { ...o.variants } }));
/** Keyed by the stack alone: a stack belongs to one game, so to one tile set. */
const remaining = new WeakMap<GameState['stack'], number[]>();

export function publicView(s: GameState): CastleView {
  let left = remaining.get(s.stack);
  if (!left) remaining.set(s.stack, (left = remainingCounts(s)));
  return {
    options: options(s.options),
    turn: s.turn,
    toAct: s.step === 'over' ? -1 : s.toAct,
    step: s.step,
    tile: s.tile ?? -1,
    placed: s.placed,
    extraTurn: s.extraTurn,
    placements: placements(s.board),
    followers: followers(s.followers),
    players: players(s.players),
    towers: towers(s.towers),
    tilesLeft: s.stack.length,
    remaining: left,
    discarded: discarded(s.discarded),
    result: s.result ? { scores: [s.result.scores[0], s.result.scores[1]], winner: s.result.winner } : null,
  };
}

/** The events of an action everyone may see: a drawn tile is shown once it is the tile to place
 *  (one drawn and discarded is told by its discard); any other would be a secret. */
export function publicEvents<E extends { type: string; tile?: number }>(events: readonly E[], after: Pick<GameState, 'tile'>): E[] {
  return events.filter((e) => e.type !== 'tileDrawn' || e.tile === after.tile);
}
