// A game as the game page sees it, for tests of the page's logic: the rules state played move by
// move, copied into the synced schema by the server's own sync.ts (so the page reads exactly what
// the server sends), and the "actions" message the room sends to the seat to act.
import { Action, GameState, applyAction, castle, createGame, legalActions, publicEvents, publicView, scoreHints } from '@castle/rules';
import { PlayerState } from '../../server/src/schema';
import { pushEvents } from '../../server/src/sync';
import { CastleSchema, syncCastle } from '../../server/src/games/castle';
import type { ActionsMessage } from '../src/games/castle/logic/game-turn';
import type { SyncedCastle } from '../src/logic/synced-state';

export class SyncedTestGame {
  state: GameState;
  readonly schema = new CastleSchema();
  private moves = 0;
  private rand = 7;

  constructor(seed: string, falcon = false, names: [string, string] = ['Ann', 'Bob']) {
    this.state = createGame({ seed, falcon });
    this.schema.code = 'TESTS';
    this.schema.falcon = falcon;
    this.schema.variants = JSON.stringify(this.state.options.variants);
    names.forEach((name, i) => {
      const p = new PlayerState();
      p.name = name;
      p.seated = p.connected = true;
      this.schema.players[i] = p;
    });
    this.sync();
  }

  /** As the room does: the count of moves, and the public view into the schema. */
  private sync(): void {
    this.schema.moves = this.moves;
    syncCastle(this.schema, publicView(this.state));
  }

  /** The synced state, typed as the page reads it. */
  get synced(): SyncedCastle {
    return this.schema;
  }

  /** The room's "actions" message to the seat to act. */
  actions(): ActionsMessage {
    const actions = legalActions(this.state);
    return { moves: this.moves, actions, hints: scoreHints(this.state, actions) };
  }

  /** Take an action as the server does: rules, then the synced state and its events. */
  play(a: Action): void {
    const r = applyAction(this.state, a);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    this.state = r.state;
    this.moves++;
    this.sync();
    pushEvents(this.schema, publicEvents(r.events, r.state));
    if (r.state.result) this.schema.result = JSON.stringify(castle.resultView(r.state.result, r.events));
  }

  /** Play `n` moves (or to the end), each legal action picked by a fixed pseudo-random sequence. */
  playOn(n: number, until: (s: GameState) => boolean = () => false): void {
    for (let k = 0; k < n && this.state.step !== 'over' && !until(this.state); k++) {
      const actions = legalActions(this.state);
      this.rand = (this.rand * 1103515245 + 12345) % 2147483648;
      this.play(actions[this.rand % actions.length]);
    }
  }
}
