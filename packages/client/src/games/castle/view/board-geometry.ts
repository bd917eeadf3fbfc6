// Where things stand on the board, in world units: a cell is CELL units, the castle's top-left
// corner at 0,0, and the world has room around the castle for the track. The camera maps world
// units to the screen. Plain arithmetic, tested with jest.
import type { Castle } from '@castle/rules';
import type { BoardModel } from '../logic/board-model';
import { CELL } from '../../../view/cell';
import { centreCell, minSpacing, ringSpots } from './ring-spots';

/** World room around the castle for the track, its numbers and the wall tiles (in cells). */
export const MARGIN = 1.35;

/** The world a castle takes: its cells and the room around them. */
export const worldOf = (castle: Castle) => ({
  x: -MARGIN * CELL, y: -MARGIN * CELL, w: (castle.width + 2 * MARGIN) * CELL, h: (castle.height + 2 * MARGIN) * CELL,
});

/** A cell's square (x, y, w, h), `inset` units inside its edges. */
export function cellBox(castle: Castle, id: number, inset = 0): [number, number, number, number] {
  const [x, y] = castle.cells[id];
  return [x * CELL + inset, y * CELL + inset, CELL - 2 * inset, CELL - 2 * inset];
}

export function cellCentre(castle: Castle, id: number): [number, number] {
  return [(castle.cells[id][0] + 0.5) * CELL, (castle.cells[id][1] + 0.5) * CELL];
}

/** The cell (any cell of the castle) at a world point, or -1. */
export function cellAtWorld(castle: Castle, wx: number, wy: number): number {
  return castle.cellAt(Math.floor(wx / CELL), Math.floor(wy / CELL));
}

/** The world point of sub-cell k (of 5×5) of a cell. */
function subCellCentre(castle: Castle, cell: number, k: number): [number, number] {
  const [x, y] = castle.cells[cell], sub = CELL / 5;
  return [x * CELL + (k % 5 + 0.5) * sub, y * CELL + (Math.floor(k / 5) + 0.5) * sub];
}

/** The tile on a cell: placed, or the chosen placement previewed there. */
function tileOn(m: Pick<BoardModel, 'board' | 'preview' | 'tiles'>, cell: number) {
  const b = m.board[cell];
  const tile = b && b.tile >= 0 ? b : (m.preview && m.preview.cell === cell ? m.preview : null);
  return tile ? m.tiles.oriented[tile.tile][tile.rot] : null;
}

/** Where a follower on a piece stands: the piece's sub-cell nearest its centre, so it stands on the piece itself. */
export function pieceCentre(m: Pick<BoardModel, 'board' | 'preview' | 'tiles'>, castle: Castle, cell: number, piece: number): [number, number] {
  return subCellCentre(castle, cell, centreCell(tileOn(m, cell)?.pieces[piece]?.cells ?? [12]));
}

export interface Ring { piece: number; x: number; y: number }

/** The follower rings of a tile: their centres spread apart over the pieces, their radius (as
 *  large as their spacing allows), and that spacing (world units). */
export function ringLayout(m: Pick<BoardModel, 'board' | 'preview' | 'tiles'>, castle: Castle, pm: NonNullable<BoardModel['pieceMarks']>): { rings: Ring[]; radius: number; spacing: number } {
  const o = tileOn(m, pm.cell), sub = CELL / 5;
  const spots = ringSpots(pm.pieces.map((p) => o?.pieces[p]?.cells ?? [12]));
  const rings = pm.pieces.map((piece, i) => {
    const [x, y] = subCellCentre(castle, pm.cell, spots[i]);
    return { piece, x, y };
  });
  const spacing = Math.min(minSpacing(spots), 5) * sub;
  return { rings, radius: Math.min(spacing * 0.42, sub * 0.9), spacing };
}
