// The position as text, for tests and logs: a line saying whose turn it is, then the board from its
// north-west corner, a cell a token: the tile's letter and rotation, then the seat of a follower
// standing there (or '.'), '...' for an empty cell.
import { gridAt, kindIn, rotIn, xOf, yOf, cellOf } from './grid';
import { TILE_KINDS } from './tiles';
import type { CarcAction, CarcState } from './types';

export function toNotation(s: CarcState): string {
  const xs = s.tiles.map((t) => xOf(t >> 7)), ys = s.tiles.map((t) => yOf(t >> 7));
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const head = s.step === 'over'
    ? `over; scores ${s.scores.join(' ')}`
    : `turn ${s.turn}, seat ${s.toAct} to ${s.step === 'place' ? `place ${TILE_KINDS[s.tile].letter}` : 'choose a follower'}; scores ${s.scores.join(' ')}`;
  const rows = [`${head}; north-west cell ${x0},${y0}`];
  for (let y = y0; y <= y1; y++) {
    const row: string[] = [];
    for (let x = x0; x <= x1; x++) {
      const cell = cellOf(x, y), v = gridAt(s.grid, cell);
      const man = s.men.find((m) => m >> 7 === cell);
      row.push(v ? `${TILE_KINDS[kindIn(v)].letter}${rotIn(v)}${man === undefined ? '.' : man & 7}` : '...');
    }
    rows.push(row.join(' '));
  }
  return rows.join('\n');
}

/** An action in this notation, from the position before it (a record's text): a placement as the
 *  board writes its tile (letter and rotation) and its cell (`x,y`, the first tile at 0,0), a
 *  follower by its spot on the tile just placed, `-` for none. */
export function moveNotation(s: CarcState, action: CarcAction): string {
  if (action.type === 'place') return `${TILE_KINDS[s.tile].letter}${action.rot} ${action.x},${action.y}`;
  return action.spot === null ? '-' : `:${action.spot}`;
}
