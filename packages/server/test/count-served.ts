// The tests' third game (@castle/test-kit's countGame) as the server serves it: its synced schema,
// the fields every game has and its counter, and the sync from its public view. What a new game
// brings to the server besides its rules; registered by giving it to startServer.
import { type } from '@colyseus/schema';
import { countGame, CountView } from '@castle/test-kit';
import { served } from '../src/games';
import { GameSchema, PlayerState } from '../src/schema';

export class CountSchema extends GameSchema {
  @type('uint8') count = 0;
  @type('uint8') target = 0;
}

function syncCount(state: CountSchema, v: CountView): void {
  state.turn = v.turn;
  state.toAct = v.winner === null ? v.toAct : -1;
  state.over = v.winner !== null;
  state.step = state.over ? 'over' : 'add';
  state.count = v.count;
  state.target = v.target;
  [0, 1].forEach((seat) => {
    const ps = state.players[seat] ?? (state.players[seat] = new PlayerState());
    ps.score = v.winner === seat ? 1 : 0;
  });
}

export const countServed = served(countGame, () => new CountSchema(), syncCount);
