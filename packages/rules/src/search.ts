// A game for bots that search: it plays actions and takes them back in place, so a playout needs
// no result objects, no checks and no copies of the path it took. States share their unchanged
// parts (see draft.ts), so keeping the line of play costs only what each move changed.
import { isOver, legalActions, playChecked } from './game';
import type { Action, GameState, Seat } from './types';

export class SearchGame {
  /** The positions of the line of play, the current one last. */
  private line: GameState[];

  constructor(start: GameState) {
    this.line = [start];
  }

  /** The position now: a state of the pure API (never change it). */
  get state(): GameState { return this.line[this.line.length - 1]; }
  /** Actions played since the start. */
  get depth(): number { return this.line.length - 1; }
  get over(): boolean { return isOver(this.state); }
  get toAct(): Seat { return this.state.toAct; }

  /** The legal actions now, in the pure API's order (shared objects: never change them). */
  legal(): Action[] { return legalActions(this.state); }

  /** Play an action that `legal()` offered (not checked: a search only plays those). */
  play(action: Action): void {
    this.line.push(playChecked(this.state, action).s);
  }

  /** Take back the last action played. */
  undo(): void {
    if (this.line.length === 1) throw new Error('nothing to take back');
    this.line.pop();
  }

  /** Play random legal actions to the end (random() in [0, 1)), then take them all back; the scores reached. */
  playout(random: () => number): [number, number] {
    const from = this.line.length;
    while (!this.over) {
      const legal = this.legal();
      this.play(legal[Math.floor(random() * legal.length)]);
    }
    const end = this.state.players;
    const scores: [number, number] = [end[0].score, end[1].score];
    this.line.length = from;
    return scores;
  }
}
