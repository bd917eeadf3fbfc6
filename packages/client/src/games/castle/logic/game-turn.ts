// The player's turn on the game page, from the server's offer (the "actions" message: the step's
// legal actions) to the message that answers it: what is chosen so far, and the placement chosen
// but not sent, whose follower step is played here first so that the tile can be taken back (the
// two go together). No DOM: the page tells it what was clicked or pressed and asks what to show.
import { Action, BASE_SET, FALCON_SET, GameState, ScoreHint } from '@castle/rules';
import type { CastleActions } from './castle-api';
import { afterPlacement, featureOfPiece, localState } from './position';
import type { SyncedCastle } from '../../../logic/synced-state';
import { TurnChoices } from './turn';

/** The server's "actions" message: the legal actions of the step at `moves`, and for a choice of
 *  what scores first, each one's hint (the feature and what that order would give). */
export type ActionsMessage = CastleActions;

export type PlaceAction = Extract<Action, { type: 'place' }>;

/** The player's own follower step, not sent yet: the placement can still be taken back. */
export interface PendingPlace { place: PlaceAction; state: GameState; choices: TurnChoices }

export class GameTurn {
  /** This page's seat; null for a watcher. */
  seat: number | null = null;
  /** The game cannot go on (the server lost it): nothing is offered any more. */
  stopped = false;
  /** This seat is open in another tab, which plays it: nothing is offered here until taken back. */
  elsewhere = false;
  /** Joining with a seat token or a name: the seat is not known yet (game-shell.ts). */
  connecting = false;
  choices: TurnChoices | null = null;
  message: ActionsMessage | null = null;
  pending: PendingPlace | null = null;
  /** Actions were sent: nothing more is offered until the server answers. */
  busy = false;
  /** A lit cell under the pointer, shown as a faint tile (it chooses nothing); -1 for none. */
  ghost = -1;
  /** The option under the pointer or the keyboard's focus, whose feature is lit; null: the picked one. */
  focused: number | null = null;
  private local: GameState | null = null;
  private localFor = -1;

  /** `synced`: the synced state now. `send`: send a turn's actions (a placement and its follower
   *  together), false when it cannot (no connection). */
  constructor(private synced: () => SyncedCastle | undefined, private send: (moves: number, actions: Action[]) => boolean) {}

  /** The server's offer for a step: any choice in progress is dropped. */
  take(m: ActionsMessage): void {
    const s = this.synced();
    // Rotations of a symmetric tile that look alike are offered once.
    const pictures = s && s.tile >= 0 ? (s.falcon ? FALCON_SET : BASE_SET).oriented[s.tile].map((o) => o.picture.join('')) : [];
    this.message = m;
    this.choices = new TurnChoices(m.moves, m.actions, (a, b) => pictures[a] === pictures[b]);
    this.pending = null;
    this.busy = false;
    this.ghost = -1;
    this.focused = null;
  }

  /** The server's hint for a score action of its offer: the feature it scores and what it gives. */
  scoreHint(a: Action): ScoreHint | null {
    const i = this.message ? this.message.actions.indexOf(a) : -1;
    return i >= 0 ? this.message!.hints[i] ?? null : null;
  }

  /** The server refused what was sent (its error says why): the player may choose again. */
  refused(): void {
    this.busy = false;
  }

  /** The seat to act is this page's, the server offered this turn, and nothing is on its way. */
  mine(): boolean {
    const s = this.synced();
    return !!s && !s.over && !this.stopped && !this.elsewhere && this.seat !== null && s.toAct === this.seat && this.choices?.moves === s.moves && !this.busy;
  }

  /** The choices of the place step, when it is this player's to make. */
  placeChoices(): TurnChoices | null {
    return this.mine() && !this.pending && this.choices?.kind === 'place' ? this.choices : null;
  }

  /** The options being chosen among: the player's own follower step, or the server's step. */
  optionChoices(): TurnChoices | null {
    if (!this.mine()) return null;
    if (this.pending) return this.pending.choices;
    return this.choices && this.choices.kind !== 'place' ? this.choices : null;
  }

  /** The rules state rebuilt from the synced one, once per turn (previews and follower choices). */
  localState(): GameState {
    const s = this.synced()!;
    if (!this.local || this.localFor !== s.moves) { this.local = localState(s); this.localFor = s.moves; }
    return this.local;
  }

  /** Where the follower step's tile lies, and the position it is chosen in (the placement not sent yet, or the server's). */
  followerAt(): { cell: number; state: GameState } {
    return this.pending ? { cell: this.pending.place.cell, state: this.pending.state } : { cell: this.synced()!.placed, state: this.localState() };
  }

  /** A click or tap on a cell: chooses it, or turns the tile on the chosen one. True if it did. */
  tapCell(cell: number): boolean {
    if (!this.placeChoices()?.selectCell(cell)) return false;
    this.ghost = -1;
    return true;
  }

  /** The pointer over a cell (-1: off the lit cells): only a ghost; the choice changes on a click,
   *  a tap or a key, never on a hover. True if the ghost changed. */
  hoverCell(cell: number): boolean {
    const c = this.placeChoices();
    const ghost = c && cell !== c.selectedCell && c.isLegalCell(cell) ? cell : -1;
    if (ghost === this.ghost) return false;
    this.ghost = ghost;
    return true;
  }

  /** A tap on a ring of the placed tile: picks the plain follower there. True if it did. */
  tapPiece(piece: number): boolean {
    const c = this.optionChoices();
    const i = c?.options.findIndex((a) => a.type === 'follower' && a.piece === piece && !a.figure) ?? -1;
    if (!c || i < 0) return false;
    c.selectOption(i);
    return true;
  }

  /** Send actions for the turn offered, once. */
  sendActions(actions: Action[]): void {
    if (!actions.length || !this.choices || this.busy) return;
    if (this.send(this.choices.moves, actions)) this.busy = true;
  }

  /** "Place here": go on to the follower step here, unsent (true: there is a new step to show); or
   *  send the placement when nothing follows it. */
  place(): boolean {
    const c = this.placeChoices();
    const a = c?.current();
    if (!c || !a || a.type !== 'place') return false;
    const after = afterPlacement(this.localState(), a);
    if (!after) { this.sendActions([a]); return false; }
    this.pending = { place: a, state: after.state, choices: new TurnChoices(c.moves + 1, after.followers) };
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
    this.ghost = -1;
    return true;
  }

  /** Cells of the feature of the focused (or picked) option, lit on the board. */
  highlight(): number[] {
    const c = this.optionChoices();
    if (!c) return [];
    const a = c.options[this.focused ?? c.selectedOption];
    if (a?.type === 'follower' && a.piece !== null) {
      const at = this.followerAt();
      return featureOfPiece(at.state, at.cell, a.piece)?.cells ?? [];
    }
    if (a?.type === 'score') return (this.scoreHint(a)?.feature.tiles ?? []).filter((t) => t < 1000);
    return [];
  }
}
