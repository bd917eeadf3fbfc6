// A game for bots that search: it plays actions and takes them back, so a playout needs no result
// objects, no checks and no copies of the path it took. The states of the line of play share their
// unchanged parts (an action copies only the small arrays it changes), so keeping them is cheap.
import { isOver, legalActions, playChecked } from './game';
import type { CarcAction, CarcEvent, CarcState } from './types';

/** Events of search moves go nowhere: one array, emptied now and then. */
const SINK: CarcEvent[] = [];

export class SearchGame {
  /** The positions of the line of play, the current one last. */
  private line: CarcState[];

  constructor(start: CarcState) {
    this.line = [start];
  }

  /** The position now: a state of the pure API (never change it). */
  get state(): CarcState { return this.line[this.line.length - 1]; }
  /** Actions played since the start. */
  get depth(): number { return this.line.length - 1; }
  get over(): boolean { return isOver(this.state); }
  get toAct(): number { return this.state.toAct; }

  /** The legal actions now, in the pure API's order (shared objects: never change them). */
  legal(): CarcAction[] { return legalActions(this.state); }

  /** Play an action that `legal()` offered (not checked: a search only plays those). */
  play(action: CarcAction): void {
    this.line.push(playChecked(this.state, action, SINK));
    if (SINK.length > 1000) SINK.length = 0;
  }

  /** Take back the last action played. */
  undo(): void {
    if (this.line.length === 1) throw new Error('nothing to take back');
    this.line.pop();
  }

  /** Play random legal actions to the end (random() in [0, 1)), then take them all back; the final scores. */
  playout(random: () => number): number[] {
    const from = this.line.length;
    while (!this.over) {
      const legal = this.legal();
      this.play(legal[Math.floor(random() * legal.length)]);
    }
    const scores = this.state.scores.slice();
    this.line.length = from;
    return scores;
  }
}
