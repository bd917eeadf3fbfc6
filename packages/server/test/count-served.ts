// The tests' third game (@castle/test-kit's countGame) as the server serves it: its synced schema,
// the fields every game has and its counter, and the sync from its public view. What a new game
// brings to the server besides its rules; registered by giving it to startServer.
import { type } from '@colyseus/schema';
import { countGame, CountView } from '@castle/test-kit';
import { served } from '../src/served';
import { GameSchema } from '../src/schema';

export class CountSchema extends GameSchema {
  @type('uint8') count = 0;
  @type('uint8') target = 0;
}

/** Its own fields; the room writes those every game has (the seat to act, the end, the scores). */
function syncCount(state: CountSchema, v: CountView): void {
  state.turn = v.turn;
  state.step = v.winner === null ? 'add' : 'over';
  state.count = v.count;
  state.target = v.target;
}

export const countServed = served(countGame, () => new CountSchema(), syncCount);
