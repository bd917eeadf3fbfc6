// Copy-on-write editing: an action works on a shallow copy of the state and copies only the
// arrays, features and players it changes, so the input is never mutated and a move stays cheap.
import type { Feature, GameEvent, GameState } from './types';

export interface Draft {
  s: GameState;
  /** Feature ids already copied into this draft. */
  copied: Set<number>;
  /** Arrays of the state already copied into this draft. */
  owned: Set<'board' | 'features' | 'towers'>;
  events: GameEvent[];
}

export function startDraft(state: GameState): Draft {
  const s: GameState = { ...state, players: [{ ...state.players[0] }, { ...state.players[1] }] };
  return { s, copied: new Set(), owned: new Set(), events: [] };
}

/** The draft's own copy of one of the state's arrays, made on first use. */
export function own<K extends 'board' | 'features' | 'towers'>(d: Draft, key: K): GameState[K] {
  if (!d.owned.has(key)) {
    d.s[key] = d.s[key].slice() as GameState[K];
    d.owned.add(key);
  }
  return d.s[key];
}

export function find(features: readonly Feature[], id: number): number {
  while (features[id].parent !== id) id = features[id].parent;
  return id;
}

/** The feature, copied into the draft before its first change. */
export function editFeature(d: Draft, id: number): Feature {
  const features = own(d, 'features');
  if (!d.copied.has(id)) {
    const f = features[id];
    features[id] = { ...f, men: [f.men[0], f.men[1]] };
    d.copied.add(id);
  }
  return features[id];
}

export function newFeature(d: Draft, init: Omit<Feature, 'id' | 'parent' | 'open' | 'men' | 'done'>): number {
  const features = own(d, 'features');
  const id = features.length;
  features.push({ id, parent: id, open: 0, men: [0, 0], done: false, ...init });
  d.copied.add(id);
  return id;
}

/** Join two features; the one with more tiles stays the root. Returns the root. */
export function union(d: Draft, a: number, b: number): number {
  let ra = find(d.s.features, a), rb = find(d.s.features, b);
  if (ra === rb) return ra;
  if (d.s.features[ra].tiles.length < d.s.features[rb].tiles.length) [ra, rb] = [rb, ra];
  const root = editFeature(d, ra), child = editFeature(d, rb);
  const tiles = root.tiles.slice();
  for (const t of child.tiles) if (!tiles.includes(t)) tiles.push(t);
  root.tiles = tiles;
  root.open += child.open;
  root.men = [root.men[0] + child.men[0], root.men[1] + child.men[1]];
  root.fountains += child.fountains;
  root.markets += child.markets;
  root.aeries += child.aeries;
  child.parent = ra;
  return ra;
}
