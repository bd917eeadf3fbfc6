// What a page asks of a position besides the rules' own questions: the feature a spot belongs to
// (its cells, tiles and pennants), to light it while a player chooses where a follower goes.
import { walk } from './features';
import { cellOf, gridAt, kindIn } from './grid';
import { spotIndex } from './segments';
import type { CarcState, FeatureRef } from './types';

/** The feature of `spot` on the tile at x,y, or null when no tile or no such spot is there. */
export function featureAt(s: CarcState, x: number, y: number, spot: string): { ref: FeatureRef; tiles: number; pennants: number } | null {
  const cell = cellOf(x, y), v = gridAt(s.grid, cell);
  if (!v) return null;
  const local = spotIndex(kindIn(v), spot);
  if (local < 0) return null;
  const w = walk(s, cell, local);
  // walk() shares its cell list's scratch only inside; the answer is the caller's own.
  return { ref: { ...w.ref, cells: w.ref.cells.slice() }, tiles: w.tiles, pennants: w.pennants };
}
