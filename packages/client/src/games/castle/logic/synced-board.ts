// The synced board and followers as the page reads them: the codec is @castle/protocol's (the
// server packs with it); what the page counts from them is here.
import { unpackCell } from '@castle/protocol';

export { unpackCell, unpackFollower, unpackTowers, unpackWall } from '@castle/protocol';
export type { PackedCell as SyncedCell, PackedFollower as SyncedFollower } from '@castle/protocol';

/** How many of each tile type are still to come, from what everyone sees: each type's count in the
 *  set, less the tiles on the board (packed cells), the discarded ones (comma-separated types) and
 *  the one drawn (`tile`, -1 for none) while it is not on the board yet (`placed`, its cell, is -1
 *  until then). */
export function remainingOf(
  counts: readonly number[], board: ArrayLike<number>, discarded: string, tile: number, placed: number,
): number[] {
  const left = counts.slice();
  for (let c = 0; c < board.length; c++) if (board[c] >= 0) left[unpackCell(board[c]).tile]--;
  if (discarded) for (const t of discarded.split(',')) left[Number(t)]--;
  if (tile >= 0 && placed < 0) left[tile]--;
  return left;
}
