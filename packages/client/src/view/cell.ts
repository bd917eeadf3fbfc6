// World units per cell of every game's board (the Castle's castle, Carcassonne's plane): the art,
// the markers and the camera's zoom are made for this size.
export const CELL = 60;
