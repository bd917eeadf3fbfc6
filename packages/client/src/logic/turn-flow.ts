// A player's turn on a game's page, in any game that places a tile and then puts a figure: from the
// server's offer (the "actions" message: the step's legal actions) to the message that answers it.
// Its steps: pick a lit cell, turn the tile, "Place here"; then the follower step, played here first
// so that the tile can be taken back (the placement and its follower are sent together); "Confirm".
// What differs by game (how actions read, the rules state, what follows a placement) comes in a
// hooks object each game fills in its folder. No DOM: the page says what was tapped or pressed.
import { StepChoices, StepRules } from './step-choices';

/** What the turn reads of the synced state (every game's synced state has these). */
export interface TurnSynced {
  moves: number;
  over: boolean;
  toAct: number;
  /** The drawn tile, -1 when none. */
  tile: number;
  /** Where the tile lies during a follower step the server holds (a cell), -1 otherwise. */
  placed: number;
}

/** What a game brings to its turn. */
export interface TurnHooks<A extends { type: string; seat: number }, S, Y extends TurnSynced> {
  step: StepRules<A>;
  /** Rotations `a` and `b` of the drawn tile look alike: only the first is offered. */
  looksSame(s: Y, a: number, b: number): boolean;
  /** The rules state rebuilt from the synced one (the drawn tile to place, or the placed tile). */
  localState(s: Y): S;
  /** After a placement chosen but not sent: the state and its follower choices, or null when the
   *  placement ends the turn (nothing can go on the tile). */
  afterPlace(state: S, place: A): { state: S; followers: A[] } | null;
}

/** The player's own follower step, not sent yet: the placement can still be taken back. */
export interface PendingPlace<A extends { type: string; seat: number }, S> { place: A; state: S; choices: StepChoices<A> }

export class TurnFlow<A extends { type: string; seat: number }, S, Y extends TurnSynced, M extends { moves: number; actions: A[] } = { moves: number; actions: A[] }> {
  /** This page's seat; null for a watcher. */
  seat: number | null = null;
  /** The game cannot go on (the server lost it): nothing is offered any more. */
  stopped = false;
  /** This seat is open in another tab, which plays it: nothing is offered here until taken back. */
  elsewhere = false;
  /** Joining with a seat token or a name: the seat is not known yet (game-shell.ts). */
  connecting = false;
  /** Actions were sent: nothing more is offered until the server answers. */
  busy = false;
  /** The server's offer for the step. */
  offer: M | null = null;
  choices: StepChoices<A> | null = null;
  pending: PendingPlace<A, S> | null = null;
  /** A lit cell under the pointer, shown as a faint tile (it chooses nothing); -1 for none. */
  ghostCell = -1;
  /** The option under the pointer or the keyboard's focus, whose feature is lit; null: the picked one. */
  focused: number | null = null;
  private local: S | null = null;
  private localFor = -1;

  /** `synced`: the synced state now. `send`: send a turn's actions (a placement and its follower
   *  together), false when it cannot (no connection). */
  constructor(protected hooks: TurnHooks<A, S, Y>, protected synced: () => Y | undefined, private send: (moves: number, actions: A[]) => boolean) {}

  /** The server's offer for a step: any choice in progress is dropped. */
  take(m: M): void {
    const s = this.synced();
    this.offer = m;
    this.choices = new StepChoices(m.moves, m.actions, this.hooks.step, (a, b) => (s && s.tile >= 0 ? this.hooks.looksSame(s, a, b) : a === b));
    this.pending = null;
    this.busy = false;
    this.ghostCell = -1;
    this.focused = null;
  }

  /** The server refused what was sent (its error says why): the player may choose again. */
  refused(): void {
    this.busy = false;
  }

  /** The seat to act is this page's, the server offered this turn, and nothing is on its way. */
  mine(): boolean {
    const s = this.synced();
    return !!s && !s.over && !this.stopped && !this.elsewhere && this.seat !== null && s.toAct === this.seat && this.offer?.moves === s.moves && !this.busy;
  }

  /** The choices of the place step, when it is this player's to make. */
  placeChoices(): StepChoices<A> | null {
    return this.mine() && !this.pending && this.choices?.kind === 'place' ? this.choices : null;
  }

  /** The options being chosen among: the player's own follower step, or the server's step. */
  optionChoices(): StepChoices<A> | null {
    if (!this.mine()) return null;
    if (this.pending) return this.pending.choices;
    return this.choices && this.choices.kind !== 'place' ? this.choices : null;
  }

  /** The rules state rebuilt from the synced one, once per position (previews and follower choices). */
  localState(): S {
    const s = this.synced()!;
    if (!this.local || this.localFor !== s.moves) { this.local = this.hooks.localState(s); this.localFor = s.moves; }
    return this.local;
  }

  /** Where the follower step's tile lies, and the position it is chosen in (the placement not sent yet, or the server's). */
  followerAt(): { cell: number; state: S } {
    return this.pending ? { cell: this.hooks.step.placeOf(this.pending.place)!.cell, state: this.pending.state } : { cell: this.synced()!.placed, state: this.localState() };
  }

  /** How the drawn tile is turned in the panel's picture: as chosen on the board, or as placed and
   *  not sent yet; else not turned. */
  tileRot(): number {
    const place = this.placeChoices();
    if (place && place.selectedCell >= 0) return place.selectedRot;
    return this.pending ? this.hooks.step.placeOf(this.pending.place)!.rot : 0;
  }

  /** A click or tap on a cell: chooses it, or turns the tile on the chosen one. True if it did. */
  tapCell(cell: number): boolean {
    if (!this.placeChoices()?.selectCell(cell)) return false;
    this.ghostCell = -1;
    return true;
  }

  /** The pointer over a cell (-1: off the lit cells): only a ghost; the choice changes on a click,
   *  a tap or a key, never on a hover. True if the ghost changed. */
  hoverCell(cell: number): boolean {
    const c = this.placeChoices();
    const ghost = c && cell !== c.selectedCell && c.isLegalCell(cell) ? cell : -1;
    if (ghost === this.ghostCell) return false;
    this.ghostCell = ghost;
    return true;
  }

  /** Turn the chosen tile to its next (or previous) legal rotation. */
  rotate(dir: 1 | -1): void {
    this.placeChoices()?.rotate(dir);
  }

  /** Pick option i of the step. */
  pick(i: number): void {
    this.optionChoices()?.selectOption(i);
  }

  /** A tap on the board that names an option (a follower's ring): picks the first it matches. True if it did. */
  tapOption(match: (a: A) => boolean): boolean {
    const c = this.optionChoices();
    const i = c?.options.findIndex(match) ?? -1;
    if (!c || i < 0) return false;
    c.selectOption(i);
    return true;
  }

  /** Send actions for the turn offered, once. */
  sendActions(actions: A[]): boolean {
    if (!actions.length || !this.offer || this.busy) return false;
    if (this.send(this.offer.moves, actions)) this.busy = true;
    return this.busy;
  }

  /** Does the chosen placement end the turn at once (no follower step follows it)? */
  placeEndsTurn(): boolean {
    const a = this.placeChoices()?.current();
    return !!a && !this.hooks.afterPlace(this.localState(), a);
  }

  /** "Place here": go on to the follower step here, unsent (true: there is a new step to show); or
   *  send the placement when nothing follows it. */
  place(): boolean {
    const c = this.placeChoices();
    const a = c?.current();
    if (!c || !a) return false;
    const after = this.hooks.afterPlace(this.localState(), a);
    if (!after) { this.sendActions([a]); return false; }
    this.pending = { place: a, state: after.state, choices: new StepChoices(c.moves + 1, after.followers, this.hooks.step) };
    this.focused = null;
    return true;
  }

  /** "Confirm": send the picked option, with the placement before it when that is not sent yet. */
  confirm(): void {
    const c = this.optionChoices();
    const a = c?.current();
    if (!c || !a) return;
    this.sendActions(this.pending ? [this.pending.place, a] : [a]);
    this.pending = null;
  }

  /** "Take back the tile": back to the place step, the cell and rotation still chosen. True if it did. */
  takeBack(): boolean {
    if (!this.pending) return false;
    this.pending = null;
    this.focused = null;
    return true;
  }

  /** A key: arrows pick a cell or an option, R (or space; Shift the other way) turns, Enter does
   *  what the highlighted button names, Esc takes the tile back. False when the key means nothing now. */
  key(key: string, shift = false): boolean {
    const place = this.placeChoices(), options = this.optionChoices();
    if (place) {
      if (key === 'Enter') this.place();
      else if (key === 'r' || key === 'R' || key === ' ') { if (place.selectedCell >= 0) place.rotate(shift ? -1 : 1); }
      else if (key === 'ArrowRight' || key === 'ArrowDown') place.nextCell(1);
      else if (key === 'ArrowLeft' || key === 'ArrowUp') place.nextCell(-1);
      else return false;
    } else if (options) {
      if (key === 'Enter') this.confirm();
      else if (key === 'Escape' || key === 'Backspace') this.takeBack();
      else if (key === 'ArrowDown' || key === 'ArrowRight') options.nextOption(1);
      else if (key === 'ArrowUp' || key === 'ArrowLeft') options.nextOption(-1);
      else return false;
    } else return false;
    this.ghostCell = -1;
    return true;
  }
}
