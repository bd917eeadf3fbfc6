// The original Carcassonne on the server: its synced schema (the protocol's SyncedCarcassonne) and
// the sync that copies its public view into it, changing only what changed: the plane's tiles and
// followers one number each (plane-codec.ts). One line of games.ts serves it.
import { ArraySchema, type } from '@colyseus/schema';
import { CarcView, carcassonne } from '@castle/carcassonne';
import { SyncedCarcassonne, packPlaneCell, packPlaneFollower, packPlaneTile } from '@castle/protocol';
import { GameSchema, PlayerState } from '../schema';
import { served } from '../served';
import { setArray } from '../sync';

export class CarcassonneSchema extends GameSchema implements SyncedCarcassonne {
  /** Placed tiles in the order placed (plane-codec.ts): only ever grows, one number a move. */
  @type(['int32']) tiles = new ArraySchema<number>();
  @type('int32') placed = -1;
}

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

/** Rated between two only; a table of three or more is casual (docs/ratings.md says why). */
export const carcassonneServed = served(carcassonne, () => new CarcassonneSchema(), syncCarcassonne, {},
  { pools: ['carcassonne'], pool: (_options, seats) => (seats === 2 ? 'carcassonne' : null) });
