// A game as the game page sees it, for tests of the page's logic: the rules state played move by
// move, copied into the synced schema by the server's own sync.ts (so the page reads exactly what
// the server sends), and the "actions" message the room sends to the seat to act.
import { Action, GameState, applyAction, createGame, legalActions } from '@castle/rules';
import { CastleState, PlayerState } from '../../server/src/schema';
import { scoreOutcomes } from '../../server/src/outcomes';
import { finalResult, pushEvents, syncState } from '../../server/src/sync';
import type { ActionsMessage } from '../src/logic/game-turn';
import type { SyncedGame } from '../src/logic/synced-state';

export class SyncedTestGame {
  state: GameState;
  readonly schema = new CastleState();
  private moves = 0;
  private placedAt: number[] = [];
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
    syncState(this.schema, this.state, 0, this.placedAt);
  }

  /** The synced state, typed as the page reads it. */
  get synced(): SyncedGame {
    return this.schema as unknown as SyncedGame;
  }

  /** The room's "actions" message to the seat to act. */
  actions(): ActionsMessage {
    const actions = legalActions(this.state);
    const features: Record<number, { kind: string; tiles: number[] }> = {};
    for (const a of actions) {
      if (a.type === 'score') features[a.feature] = { kind: this.state.features[a.feature].kind, tiles: this.state.features[a.feature].tiles };
    }
    return { turn: this.moves, actions, features, outcomes: scoreOutcomes(this.state, actions) };
  }

  /** Take an action as the server does: rules, then the synced state and its events. */
  play(a: Action): void {
    const r = applyAction(this.state, a);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    if (a.type === 'place') this.placedAt[a.cell] = this.moves;
    this.state = r.state;
    this.moves++;
    syncState(this.schema, this.state, this.moves, this.placedAt);
    pushEvents(this.schema, r.events);
    if (r.state.step === 'over') this.schema.result = finalResult(r.state, r.events);
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
