// The plane's model (plane-model.ts) from the synced state and the turn: what is on the table, and
// what this player is choosing (lit cells, the chosen tile, the rings of the follower step).
import { ROLES, SEGMENTS, kindOf, spotIndex } from '@castle/carcassonne';
import { unpackPlaneFollower, unpackPlaneTile } from '@castle/protocol';
import type { CarcTurn } from './carc-turn';
import type { PlaneFollowerAt, PlaneModel, PlaneTileAt, PlaneXY } from './plane-model';

/** The synced fields the table is made of. */
export interface SyncedTable {
  tiles: Iterable<number>;
  followers: Iterable<number>;
  players: ArrayLike<unknown>;
  tile: number;
}

/** A spot's role on a tile (a farmer lies down). */
export function roleOf(tile: string, spot: string) {
  const kind = kindOf(tile), local = kind >= 0 ? spotIndex(kind, spot) : -1;
  return ROLES[local >= 0 ? SEGMENTS[kind][local].kind : 0];
}

/** The tiles and followers on the table. */
export function tableOf(s: SyncedTable): { tiles: PlaneTileAt[]; followers: PlaneFollowerAt[] } {
  const tiles = [...s.tiles].map(unpackPlaneTile);
  const at = new Map(tiles.map((t) => [`${t.x},${t.y}`, t.tile]));
  const followers = [...s.followers].map(unpackPlaneFollower).map((f) => ({ ...f, role: roleOf(at.get(`${f.x},${f.y}`) ?? 'A', f.spot) }));
  return { tiles, followers };
}

export function planeModel(s: SyncedTable, turn: CarcTurn | null, lastPlaced: PlaneXY | null, highlight: PlaneXY[] = []): PlaneModel {
  const { tiles, followers } = tableOf(s);
  const letter = s.tile >= 0 ? String.fromCharCode(65 + s.tile) : null;
  const m: PlaneModel = {
    seats: s.players.length, tiles, followers, lastPlaced, legalCells: [], ghost: null, preview: null, spots: null, pendingFollower: null, highlight,
  };
  if (!turn) return m;
  const f = turn.choosingFollower();
  if (f) {
    // The tile lies there already when the server holds the follower step; else it is the preview.
    const placed = f.place ? { x: f.place.x, y: f.place.y, tile: letter ?? 'A', rot: f.place.rot } : tiles.find((t) => t.x === f.at.x && t.y === f.at.y)!;
    if (f.place) m.preview = placed;
    m.spots = { at: placed, spots: f.options.flatMap((a) => (a.spot ? [{ spot: a.spot, role: roleOf(placed.tile, a.spot) }] : [])) };
    const picked = f.options[f.picked];
    if (picked?.spot && turn.seat !== null) m.pendingFollower = { seat: turn.seat, x: placed.x, y: placed.y, spot: picked.spot, role: roleOf(placed.tile, picked.spot) };
    m.highlight = turn.highlight();
    return m;
  }
  if (turn.placing() && letter) {
    m.legalCells = turn.legalCells();
    if (turn.selected) m.preview = { ...turn.selected, tile: letter, rot: turn.rot };
    if (turn.ghost) m.ghost = { ...turn.ghost, tile: letter, rot: turn.rotations(turn.ghost)[0] ?? 0 };
  }
  return m;
}
