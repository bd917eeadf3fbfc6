// The original Carcassonne's public view into its synced schema, changing only what changed (as
// sync.ts does for the Castle): the plane's tiles and followers one number each (plane-codec.ts).
import type { CarcView } from '@castle/carcassonne';
import { packPlaneCell, packPlaneFollower, packPlaneTile } from '@castle/protocol';
import { CarcassonneSchema, PlayerState } from './schema';
import { setArray } from './sync';

export function syncCarcassonne(state: CarcassonneSchema, v: CarcView): void {
  state.turn = v.turn;
  state.toAct = v.toAct;
  state.over = v.step === 'over';
  state.step = v.step;
  state.tile = v.tile === null ? -1 : v.tile.charCodeAt(0) - 65;
  state.placed = packPlaneCell(v.placed);
  state.tilesLeft = v.tilesLeft;
  state.discarded = v.setAside.join(',');
  // Tiles are only ever added: the ones already synced are not gone through again.
  for (let i = state.tiles.length; i < v.tiles.length; i++) state.tiles.push(packPlaneTile(v.tiles[i]));
  setArray(state.followers, v.followers.map(packPlaneFollower));
  v.players.forEach((p, i) => {
    const ps = state.players[i] ?? (state.players[i] = new PlayerState());
    ps.score = p.score;
    ps.supply = p.supply;
  });
}
