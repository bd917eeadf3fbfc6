// The Castle's public view on the page: the synced state decoded (@castle/protocol's decodeCastle)
// with the game's own data from the rules. Live play and the first picture read the view so made;
// the replay's frames are views already.
import { BASE_SET, CastleView, FALCON_SET, castleOf } from '@castle/rules';
import { CastleSets, SyncedCastle, decodeCastle } from '@castle/protocol';
import { oncePerMove } from '../../../logic/once-per-move';

export const castleSets: CastleSets = (falcon) => ({
  counts: (falcon ? FALCON_SET : BASE_SET).types.map((t) => t.count),
  towerSpaces: castleOf({ options: { falcon } }).towerSpaces.length,
});

/** The view at the synced state (decoded once per move: oncePerMove). Never to be changed by its reader. */
export const castleView: (s: SyncedCastle) => CastleView = oncePerMove((s) => decodeCastle(s, castleSets));
