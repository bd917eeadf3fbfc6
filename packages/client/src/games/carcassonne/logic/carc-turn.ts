// A player's turn in the original Carcassonne, from the server's offer (the "actions" message: the
// step's legal actions) to the message that answers it: the cell and rotation chosen, then the
// follower, played here first so that the tile can be taken back (the two are sent together).
// Nothing is chosen until the player picks it. No DOM: the page says what was tapped or pressed.
import { CarcAction, CarcState, SIG, type carcassonne } from '@castle/carcassonne';
import { ActionsMessageOf, unpackPlaneCell } from '@castle/protocol';
import { SyncedPlane, afterPlace, featureCells, localCarcState } from './carc-local';
import type { PlaneXY } from './plane-model';

export type PlaceAction = Extract<CarcAction, { type: 'place' }>;
export type FollowerAction = Extract<CarcAction, { type: 'follower' }>;
export type CarcActions = ActionsMessageOf<typeof carcassonne>;

/** What the turn reads of the synced state. */
export interface TurnSynced extends SyncedPlane {
  moves: number;
  over: boolean;
  /** The placed tile during a follower step the server holds (packed cell, -1 otherwise). */
  placed: number;
}

const key = (x: number, y: number): string => `${x},${y}`;

/** The follower step being chosen: on the player's own placement (not sent), or the server's. */
export interface FollowerStep {
  at: PlaneXY;
  /** "None" first, then each free spot. */
  options: FollowerAction[];
  picked: number;
  /** The placement, when it is not sent yet (it can be taken back). */
  place: PlaceAction | null;
  state: CarcState;
}

export class CarcTurn {
  /** This page's seat; null for a watcher. */
  seat: number | null = null;
  /** The server lost the game: nothing is offered any more. */
  stopped = false;
  /** This seat is open in another tab, which plays it: nothing is offered here until taken back. */
  elsewhere = false;
  /** Joining with a seat token or a name: the seat is not known yet (game-shell.ts). */
  connecting = false;
  /** Sent: nothing more is offered until the server answers. */
  busy = false;
  offer: CarcActions | null = null;
  /** Legal rotations per cell ("x,y"), in the order the rules list them; rotations that look alike once. */
  private placements = new Map<string, { at: PlaneXY; rots: number[] }>();
  selected: PlaneXY | null = null;
  private rotIndex = 0;
  follower: FollowerStep | null = null;
  /** A lit cell under the pointer (shows a faint tile, chooses nothing). */
  ghost: PlaneXY | null = null;
  /** The option under the pointer or keyboard focus, whose feature is lit; null: the picked one. */
  focused: number | null = null;
  private local: CarcState | null = null;
  private localFor = -1;

  /** `synced`: the synced state now; `send`: the turn's actions (a placement and its follower together). */
  constructor(private synced: () => TurnSynced | undefined, private send: (moves: number, actions: CarcAction[]) => boolean) {}

  /** The server's offer for a step: any choice in progress is dropped. */
  take(m: CarcActions): void {
    this.offer = m;
    this.placements.clear();
    this.selected = null;
    this.rotIndex = 0;
    this.follower = null;
    this.ghost = null;
    this.focused = null;
    this.busy = false;
    const s = this.synced();
    const kind = s && s.tile >= 0 ? s.tile : -1;
    for (const a of m.actions) {
      if (a.type !== 'place') continue;
      const p = this.placements.get(key(a.x, a.y)) ?? { at: { x: a.x, y: a.y }, rots: [] };
      // A turned tile whose edges are the same as another rotation's looks the same (F, G, H, U, X, B, C).
      if (!p.rots.some((r) => kind >= 0 && SIG[kind * 4 + r] === SIG[kind * 4 + a.rot])) p.rots.push(a.rot);
      this.placements.set(key(a.x, a.y), p);
    }
    const followers = m.actions.filter((a): a is FollowerAction => a.type === 'follower');
    const at = s ? unpackPlaneCell(s.placed) : null;
    if (followers.length && at) {
      this.follower = { at, options: sortNoneFirst(followers), picked: 0, place: null, state: this.localState() };
    }
  }

  refused(): void {
    this.busy = false;
  }

  /** The seat to act is this page's, the server offered this turn, and nothing is on its way. */
  mine(): boolean {
    const s = this.synced();
    return !!s && !s.over && !this.stopped && !this.elsewhere && this.seat !== null && s.toAct === this.seat && this.offer?.moves === s.moves && !this.busy;
  }

  /** The place step is this player's to choose in now. */
  placing(): boolean {
    return this.mine() && !this.follower && this.placements.size > 0;
  }

  /** The follower step is this player's to choose in now. */
  choosingFollower(): FollowerStep | null {
    return this.mine() ? this.follower : null;
  }

  legalCells(): PlaneXY[] {
    return this.placing() ? [...this.placements.values()].map((p) => p.at) : [];
  }

  isLegal(x: number, y: number): boolean {
    return this.placements.has(key(x, y));
  }

  /** Rotations offered on a cell (the chosen one by default). */
  rotations(at: PlaneXY | null = this.selected): number[] {
    return at ? this.placements.get(key(at.x, at.y))?.rots ?? [] : [];
  }

  get rot(): number {
    return this.rotations()[this.rotIndex] ?? 0;
  }

  /** The placement chosen (a cell picked), not sent. */
  chosenPlace(): PlaceAction | null {
    if (!this.selected || this.seat === null) return null;
    return { seat: this.seat, type: 'place', x: this.selected.x, y: this.selected.y, rot: this.rot };
  }

  /** The rules state at the synced position, once per position. */
  localState(): CarcState {
    const s = this.synced()!;
    if (!this.local || this.localFor !== s.moves) { this.local = localCarcState(s); this.localFor = s.moves; }
    return this.local;
  }

  /** A tap on a cell: picks a lit cell, or turns the tile on the chosen one. True if it did. */
  tapCell(x: number, y: number): boolean {
    if (!this.placing() || !this.isLegal(x, y)) return false;
    if (this.selected && this.selected.x === x && this.selected.y === y) this.rotate(1);
    else { this.selected = { x, y }; this.rotIndex = 0; }
    this.ghost = null;
    return true;
  }

  /** The pointer over a cell (null: off the lit cells): a ghost only. True if the ghost changed. */
  hoverCell(c: PlaneXY | null): boolean {
    const g = c && this.placing() && this.isLegal(c.x, c.y) && !(this.selected && this.selected.x === c.x && this.selected.y === c.y) ? c : null;
    if (g?.x === this.ghost?.x && g?.y === this.ghost?.y) return false;
    this.ghost = g;
    return true;
  }

  rotate(dir: 1 | -1): void {
    const n = this.rotations().length || 1;
    this.rotIndex = (this.rotIndex + dir + n) % n;
  }

  /** Arrow keys: the next (or previous) lit cell, left to right, top to bottom. */
  nextCell(dir: 1 | -1): void {
    const cells = [...this.placements.values()].map((p) => p.at).sort((a, b) => a.y - b.y || a.x - b.x);
    if (!cells.length) return;
    const i = this.selected ? cells.findIndex((c) => c.x === this.selected!.x && c.y === this.selected!.y) : -1;
    this.selected = i < 0 ? cells[dir === 1 ? 0 : cells.length - 1] : cells[(i + dir + cells.length) % cells.length];
    this.rotIndex = 0;
  }

  /** Does the chosen placement end the turn at once (no follower can go on the tile)? */
  placeEndsTurn(): boolean {
    const a = this.chosenPlace();
    return !!a && !afterPlace(this.localState(), a);
  }

  /** "Place here": on to the follower step, here and unsent (true); or send the placement when no
   *  follower step follows it. */
  place(): boolean {
    const a = this.placing() ? this.chosenPlace() : null;
    if (!a) return false;
    const after = afterPlace(this.localState(), a);
    if (!after) { this.sendActions([a]); return false; }
    this.follower = { at: { x: a.x, y: a.y }, options: sortNoneFirst(after.followers as FollowerAction[]), picked: 0, place: a, state: after.state };
    this.focused = null;
    return true;
  }

  /** A tap on a spot's ring: picks the follower there. True if it did. */
  tapSpot(spot: string): boolean {
    const f = this.choosingFollower();
    const i = f ? f.options.findIndex((a) => a.spot === spot) : -1;
    if (!f || i < 0) return false;
    f.picked = i;
    return true;
  }

  pick(i: number): void {
    const f = this.choosingFollower();
    if (f && i >= 0 && i < f.options.length) f.picked = i;
  }

  /** "Confirm": the picked follower (or none), after the placement when it is not sent yet. */
  confirm(): void {
    const f = this.choosingFollower();
    if (!f) return;
    const a = f.options[f.picked];
    this.sendActions(f.place ? [f.place, a] : [a]);
  }

  /** "Take back the tile": back to the place step, the cell and rotation still chosen. */
  takeBack(): boolean {
    if (!this.follower?.place || !this.mine()) return false;
    this.follower = null;
    this.focused = null;
    return true;
  }

  private sendActions(actions: CarcAction[]): void {
    if (!this.offer || this.busy || !actions.length) return;
    if (this.send(this.offer.moves, actions)) this.busy = true;
  }

  /** Keys: arrows pick a cell or an option, R (or space; Shift the other way) turns, Enter does what
   *  the highlighted button says, Esc takes the tile back. False when the key means nothing now. */
  key(k: string, shift = false): boolean {
    const f = this.choosingFollower();
    if (this.placing()) {
      if (k === 'Enter') this.place();
      else if (k === 'r' || k === 'R' || k === ' ') { if (this.selected) this.rotate(shift ? -1 : 1); }
      else if (k === 'ArrowRight' || k === 'ArrowDown') this.nextCell(1);
      else if (k === 'ArrowLeft' || k === 'ArrowUp') this.nextCell(-1);
      else return false;
    } else if (f) {
      if (k === 'Enter') this.confirm();
      else if (k === 'Escape' || k === 'Backspace') this.takeBack();
      else if (k === 'ArrowDown' || k === 'ArrowRight') f.picked = (f.picked + 1) % f.options.length;
      else if (k === 'ArrowUp' || k === 'ArrowLeft') f.picked = (f.picked + f.options.length - 1) % f.options.length;
      else return false;
    } else return false;
    this.ghost = null;
    return true;
  }

  /** Cells of the feature of the option in focus (or picked), lit on the board. */
  highlight(): PlaneXY[] {
    const f = this.choosingFollower();
    const a = f?.options[this.focused ?? f.picked];
    return f && a?.spot ? featureCells(f.state, f.at, a.spot) : [];
  }
}

function sortNoneFirst(options: FollowerAction[]): FollowerAction[] {
  return options.slice().sort((a, b) => Number(a.spot !== null) - Number(b.spot !== null));
}

