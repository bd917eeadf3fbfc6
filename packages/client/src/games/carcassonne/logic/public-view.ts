// Carcassonne's public view on the page: the synced state decoded (@castle/protocol's
// decodeCarcassonne) with the game's own data from the rules. Live play and the first picture read
// the view so made; the replay's frames are views already.
import { CarcView, ROLES, SEGMENTS, TILE_KINDS, kindOf, spotIndex } from '@castle/carcassonne';
import { CarcTables, SyncedCarcassonne, decodeCarcassonne } from '@castle/protocol';
import { oncePerMove } from '../../../logic/once-per-move';

/** A spot's role on a tile (a farmer lies down). */
export function roleOf(tile: string, spot: string) {
  const kind = kindOf(tile), local = kind >= 0 ? spotIndex(kind, spot) : -1;
  return ROLES[local >= 0 ? SEGMENTS[kind][local].kind : 0];
}

export const carcTables: CarcTables = {
  counts: Object.fromEntries(TILE_KINDS.map((t) => [t.letter, t.count])),
  role: roleOf,
};

/** The view at the synced state (decoded once per move: oncePerMove). Never to be changed by its reader. */
export const carcView: (s: SyncedCarcassonne) => CarcView = oncePerMove((s) => decodeCarcassonne(s, carcTables));
