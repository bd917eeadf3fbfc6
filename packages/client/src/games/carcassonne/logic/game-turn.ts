// A player's turn in the original Carcassonne, from the server's offer (the "actions" message: the
// step's legal actions) to the message that answers it: the cell and rotation chosen, then the
// follower, played here first so that the tile can be taken back (the two are sent together).
// Nothing is chosen until the player picks it. No DOM: the page says what was tapped or pressed.
import { CarcAction, CarcState, SIG, type carcassonne } from '@castle/carcassonne';
import { ActionsMessageOf, unpackPlaneCell } from '@castle/protocol';
import { SyncedPlane, afterPlace, featureCells, localCarcState } from './position';
import type { PlaneXY } from './plane-model';
import { TurnFlow, TurnHooks } from '../../../logic/turn-flow';
import { CARC_STEP, cellOf } from './step';

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

// The shared turn (logic/turn-flow.ts) does the steps; Carcassonne brings its hooks (a cell of the
// plane packed into a number, its tiles' edges, its rules state) and reads the choices back in the
// plane's coordinates for the board and the panel.
export const CARC_TURN: TurnHooks<CarcAction, CarcState, TurnSynced> = {
  step: CARC_STEP,
  // A turned tile whose edges are the same as another rotation's looks the same (F, G, H, U, X, B, C).
  looksSame: (s, a, b) => SIG[s.tile * 4 + a] === SIG[s.tile * 4 + b],
  localState: localCarcState,
  afterPlace,
};

export class CarcTurn extends TurnFlow<CarcAction, CarcState, TurnSynced, CarcActions> {
  constructor(synced: () => TurnSynced | undefined, send: (moves: number, actions: CarcAction[]) => boolean) {
    super(CARC_TURN, synced, send);
  }

  /** The place step is this player's to choose in now. */
  placing(): boolean {
    return !!this.placeChoices()?.placements.size;
  }

  /** The chosen cell of the place step, if any. */
  get selected(): PlaneXY | null {
    return this.choices?.kind === 'place' ? unpackPlaneCell(this.choices.selectedCell) : null;
  }

  get rot(): number {
    return this.choices?.selectedRot ?? 0;
  }

  /** A lit cell under the pointer (shows a faint tile, chooses nothing). */
  get ghost(): PlaneXY | null {
    return unpackPlaneCell(this.ghostCell);
  }

  legalCells(): PlaneXY[] {
    return this.placing() ? [...this.choices!.placements.keys()].map((c) => unpackPlaneCell(c)!) : [];
  }

  /** Rotations offered on a cell (the chosen one by default). */
  rotations(at: PlaneXY | null = this.selected): number[] {
    return at ? this.choices?.placements.get(cellOf(at)) ?? [] : [];
  }

  /** The placement chosen (a cell picked), not sent. */
  chosenPlace(): PlaceAction | null {
    return (this.placeChoices()?.current() as PlaceAction | null) ?? null;
  }

  /** The follower step, when it is this player's to choose in now. */
  choosingFollower(): FollowerStep | null {
    const c = this.optionChoices();
    if (!c) return null;
    const at = this.followerAt();
    return { at: unpackPlaneCell(at.cell)!, options: c.options as FollowerAction[], picked: c.selectedOption, place: (this.pending?.place as PlaceAction | undefined) ?? null, state: at.state };
  }

  /** A tap on a spot's ring: picks the follower there. True if it did. */
  tapSpot(spot: string): boolean {
    return this.tapOption((a) => a.type === 'follower' && a.spot === spot);
  }

  /** Cells of the feature of the option in focus (or picked), lit on the board. */
  highlight(): PlaneXY[] {
    const f = this.choosingFollower();
    const a = f?.options[this.focused ?? f.picked];
    return f && a?.spot ? featureCells(f.state, f.at, a.spot) : [];
  }
}
