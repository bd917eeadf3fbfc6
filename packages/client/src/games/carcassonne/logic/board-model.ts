// The plane's model (plane-model.ts), made once from a public view (CarcView): live play's (the
// synced state decoded), a replay's frame and the first picture's alike; the game page lays this
// player's choices over it (lit cells, the chosen tile, the rings of the follower step).
import type { CarcView } from '@castle/carcassonne';
import type { SyncedCarcassonne } from '@castle/protocol';
import type { CarcTurn } from './game-turn';
import { carcView, roleOf } from './public-view';
import type { PlaneModel, PlaneXY } from './plane-model';

/** What everyone sees of a position: its tiles and followers, the tile placed last outlined, cells lit. */
export function planeBoard(v: CarcView, lastPlaced: PlaneXY | null, highlight: PlaneXY[] = []): PlaneModel {
  return {
    seats: v.seats, tiles: v.tiles, followers: v.followers, lastPlaced, legalCells: [], ghost: null, preview: null, spots: null, pendingFollower: null, highlight,
  };
}

/** The game page's plane: the synced state decoded into its view, with this player's choices on it. */
export function planeModel(s: SyncedCarcassonne, turn: CarcTurn | null, lastPlaced: PlaneXY | null, highlight: PlaneXY[] = []): PlaneModel {
  const v = carcView(s);
  const m = planeBoard(v, lastPlaced, highlight);
  const letter = v.tile;
  if (!turn) return m;
  const f = turn.choosingFollower();
  if (f) {
    // The tile lies there already when the server holds the follower step; else it is the preview.
    const placed = f.place ? { x: f.place.x, y: f.place.y, tile: letter ?? 'A', rot: f.place.rot } : v.tiles.find((t) => t.x === f.at.x && t.y === f.at.y)!;
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
