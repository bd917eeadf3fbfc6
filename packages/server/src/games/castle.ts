// The Castle on the server: its synced schema (the protocol's SyncedCastle) and the sync that copies
// its public view into it, changing only what changed. One line of games.ts serves it.
import { ArraySchema, type } from '@colyseus/schema';
import { CastleView, castle, castleOf } from '@castle/rules';
import { SyncedCastle, packBoard, packFollower, packTowers, packWall } from '@castle/protocol';
import { GameSchema, PlayerState } from '../schema';
import { served } from '../served';
import { setArray } from '../sync';

export class CastleSchema extends GameSchema implements SyncedCastle {
  @type('boolean') falcon = false;
  /** The chosen variants, as JSON. */
  @type('string') variants = '{}';
  /** Cell where this turn's tile was placed, -1 before. */
  @type('int16') placed = -1;
  /** Wall tile 1 was played this turn (it may not be played again in it). */
  @type('boolean') extraTurn = false;
  /** One number per cell, -1 when empty (codec.ts says how): a Schema per cell cost ~1 KB each. */
  @type(['int32']) board = new ArraySchema<number>();
  /** Bit k set: tower space k still holds a face-down wall tile (codec.ts). An array schema costs
   *  about 1.4 KB of change tracking per game, a number a few bytes. */
  @type('uint32') towers = 0;
}

/** The view each schema was last synced from: a part of the next one that is the same object is the
 *  same (the rules share a view's unchanged parts between moves) and is not gone through again. */
const synced = new WeakMap<CastleSchema, CastleView>();

/** The Castle's public view, into the schema's fields. */
export function syncCastle(state: CastleSchema, v: CastleView): void {
  const last = synced.get(state);
  synced.set(state, v);
  if (v.options !== last?.options) {
    state.falcon = v.options.falcon;
    state.variants = JSON.stringify(v.options.variants);
  }
  state.turn = v.turn;
  state.toAct = v.toAct;
  state.over = v.step === 'over';
  state.step = v.step;
  state.tile = v.tile;
  state.placed = v.placed;
  state.extraTurn = v.extraTurn;
  state.tilesLeft = v.tilesLeft;
  if (v.discarded !== last?.discarded) state.discarded = v.discarded.join(',');
  if (v.towers !== last?.towers) state.towers = packTowers(v.towers);
  if (v.placements !== last?.placements) setArray(state.board, packBoard(castleOf(v).cellCount, v.placements));
  if (v.followers !== last?.followers) setArray(state.followers, v.followers.map(packFollower));
  if (v.players === last?.players) return;
  v.players.forEach((p, i) => {
    const ps = state.players[i] ?? (state.players[i] = new PlayerState());
    ps.score = p.score; ps.supply = p.supply; ps.kings = p.kings; ps.falconers = p.falconers; ps.aeries = p.aeries;
    ps.wall = packWall(p.wall);
    ps.keepCell = p.keepCell;
    ps.keepSize = p.keepSize;
  });
}

/** Its name in each language, as its German and French editions are called; rated in two pools, with
 *  the Falcon and without (docs/ratings.md): the expansion changes the game enough to be another. */
export const castleServed = served(castle, () => new CastleSchema(), syncCastle, { de: 'Carcassonne – Die Burg', fr: 'Carcassonne – Le Château' },
  { pools: ['castle', 'castle-falcon'], pool: (options) => (options.falcon ? 'castle-falcon' : 'castle') });
