// Copy-on-write editing: an action works on a shallow copy of the state and copies only the
// arrays, features and players it changes, so the input is never mutated and a move stays cheap.
import type { Feature, GameEvent, GameState, Pair, Player, Seat } from './types';

export interface Draft {
  s: GameState;
  /** Ids of the features already copied into this draft (few: a move touches a handful). */
  copied: number[];
  /** Features from this id on are added by this draft: its own. */
  added: number;
  /** Which of the state's arrays are the draft's own copies. */
  ownBoard: boolean;
  ownFeatures: boolean;
  ownTowers: boolean;
  /** Which players (bit `1 << seat`) are the draft's own copies. */
  ownPlayers: number;
  events: GameEvent[];
}

export function startDraft(state: GameState): Draft {
  return {
    s: copyState(state), copied: [], added: state.features.length, ownBoard: false, ownFeatures: false, ownTowers: false,
    ownPlayers: 0, events: [],
  };
}

/** A shallow copy, field by field: every state then has one shape, which keeps the engine's
 *  property reads fast (a spread of differently built objects would not). */
function copyState(g: GameState): GameState {
  return {
    version: g.version, options: g.options, seed: g.seed, stack: g.stack, towers: g.towers, board: g.board, starts: g.starts,
    features: g.features, followers: g.followers, players: g.players,
    discarded: g.discarded, turn: g.turn, toAct: g.toAct, step: g.step, tile: g.tile, placed: g.placed, pending: g.pending,
    completed: g.completed, extraTurn: g.extraTurn, result: g.result,
  };
}

/** The seat's player, copied into the draft before its first change (most moves change neither). */
export function editPlayer(d: Draft, seat: Seat): Player {
  if (!(d.ownPlayers & (1 << seat))) {
    if (d.ownPlayers === 0) d.s.players = [d.s.players[0], d.s.players[1]];
    const p = d.s.players[seat];
    d.s.players[seat] = { score: p.score, supply: p.supply, kings: p.kings, falconers: p.falconers, aeries: p.aeries, keep: p.keep, wall: p.wall };
    d.ownPlayers |= 1 << seat;
  }
  return d.s.players[seat];
}

/** The draft's own copy of one of the state's arrays, made on first use (one function per array:
 *  a property read by a key that varies is several times slower). */
export function ownBoard(d: Draft): GameState['board'] {
  if (!d.ownBoard) { d.s.board = d.s.board.slice(); d.ownBoard = true; }
  return d.s.board;
}

function ownFeatures(d: Draft): Feature[] {
  if (!d.ownFeatures) { d.s.features = d.s.features.slice(); d.ownFeatures = true; }
  return d.s.features;
}

export function ownTowers(d: Draft): GameState['towers'] {
  if (!d.ownTowers) { d.s.towers = d.s.towers.slice(); d.ownTowers = true; }
  return d.s.towers;
}

export function find(features: readonly Feature[], id: number): number {
  while (features[id].parent !== id) id = features[id].parent;
  return id;
}

/** The feature, copied into the draft before its first change. */
export function editFeature(d: Draft, id: number): Feature {
  const features = ownFeatures(d);
  if (id < d.added && !d.copied.includes(id)) {
    const f = features[id];
    features[id] = {
      id: f.id, parent: f.parent, kind: f.kind, tiles: f.tiles, open: f.open, men: f.men,
      fountains: f.fountains, markets: f.markets, aeries: f.aeries, done: f.done,
    };
    d.copied.push(id);
  }
  return features[id];
}

/** Add new features at once (one copy of the array, of the right size); their first id. */
export function addFeatures(d: Draft, added: Feature[]): number {
  const first = d.s.features.length;
  if (d.ownFeatures) d.s.features.push(...added);
  else { d.s.features = d.s.features.concat(added); d.ownFeatures = true; }
  return first;
}

/** A feature of one kind on one tile, not yet added: its id is where it will be added. */
export function makeFeature(
  id: number, kind: Feature['kind'], tile: number, open: number, fountains: number, markets: number, aeries: number,
): Feature {
  return { id, parent: id, kind, tiles: [tile], open, men: NO_MEN, fountains, markets, aeries, done: false };
}

/** A new feature's men. Men arrays are shared between states, so they are never changed, only
 *  replaced (addMan, union); not frozen, as frozen arrays are slower to read. */
const NO_MEN: Pair<number> = [0, 0];

/** One more follower of the seat on the feature (root id). */
export function addMan(d: Draft, id: number, seat: Seat): void {
  const f = editFeature(d, id);
  f.men = seat === 0 ? [f.men[0] + 1, f.men[1]] : [f.men[0], f.men[1] + 1];
}

/** Join two features; the one with more tiles stays the root. Returns the root. */
export function union(d: Draft, a: number, b: number): number {
  let ra = find(d.s.features, a), rb = find(d.s.features, b);
  if (ra === rb) return ra;
  if (d.s.features[ra].tiles.length < d.s.features[rb].tiles.length) [ra, rb] = [rb, ra];
  const root = editFeature(d, ra), child = editFeature(d, rb);
  // Tiles arrays are shared between states: a new one, and only when it grows; made by concat, of
  // the size it needs (a copy grown by push keeps room for more as long as the feature lives).
  let extra: number[] | null = null;
  for (const t of child.tiles) if (!root.tiles.includes(t)) (extra ??= []).push(t);
  if (extra) root.tiles = root.tiles.concat(extra);
  root.open += child.open;
  if (child.men[0] + child.men[1] > 0) root.men = [root.men[0] + child.men[0], root.men[1] + child.men[1]];
  root.fountains += child.fountains;
  root.markets += child.markets;
  root.aeries += child.aeries;
  child.parent = ra;
  return ra;
}
