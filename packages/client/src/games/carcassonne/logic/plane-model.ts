// What the original Carcassonne's board shows, as plain data: the page's turn logic makes it, the
// plane view (view/plane-*.ts) draws it and decides nothing. Cells are plane coordinates (x east,
// y south, the start tile at 0,0); tiles are letters A–X turned `rot` quarter turns clockwise.
import type { Role } from '@castle/carcassonne';

export interface PlaneXY { x: number; y: number }
export interface PlaneTileAt extends PlaneXY { tile: string; rot: number }
export interface PlaneFollowerAt extends PlaneXY { seat: number; spot: string; role: Role }

export interface PlaneModel {
  /** Seats in the game (2–5): follower colours and marks by seat. */
  seats: number;
  /** Tiles on the table, in the order placed (the start tile first). */
  tiles: PlaneTileAt[];
  /** Followers on the table, in the order placed; farmers lie down. */
  followers: PlaneFollowerAt[];
  /** The tile placed last (this turn's, or the one before), outlined; null before any. */
  lastPlaced: PlaneXY | null;
  /** The place step, this player's: the cells where the drawn tile fits, lit. Empty otherwise. */
  legalCells: PlaneXY[];
  /** The lit cell under the pointer, shown as a faint tile (it chooses nothing). */
  ghost: PlaneTileAt | null;
  /** The placement chosen (a lit cell tapped), shown whole but not yet sent; null before. */
  preview: PlaneTileAt | null;
  /** The follower step, this player's: the spots of the placed tile a follower may take, as rings
   *  (tapping one picks it); the tile they lie on is `preview` or, once sent, the last placed. */
  spots: { at: PlaneTileAt; spots: { spot: string; role: Role }[] } | null;
  /** The follower picked and not yet sent, drawn faint on its spot; null for none. */
  pendingFollower: PlaneFollowerAt | null;
  /** Cells lit: the feature of the option in focus, or the feature a final scoring line names. */
  highlight: PlaneXY[];
  /** Cells whose outer border is drawn: the field a final farm line scores (`highlight` then holds
   *  the cities it supplies, so that the two can be told apart). */
  outline?: PlaneXY[];
  /** Cells the camera frames when they change (the final scoring's line shown); empty: the camera
   *  goes back to where it was before. */
  focus?: PlaneXY[];
}

export const EMPTY_PLANE: PlaneModel = {
  seats: 2, tiles: [], followers: [], lastPlaced: null, legalCells: [], ghost: null, preview: null, spots: null, pendingFollower: null, highlight: [],
};
