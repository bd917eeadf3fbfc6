// The player's turn on the Castle's page: the shared turn (logic/turn-flow.ts) with the Castle's
// hooks (its tiles' looks, its rules state, what follows a placement), and what only the Castle has:
// the server's hint for a choice of what scores first, a tap on a ring, the feature to light.
import { Action, BASE_SET, FALCON_SET, GameState, ScoreHint } from '@castle/rules';
import type { CastleActions } from './castle-api';
import { afterPlacement, featureOfPiece, localState } from './position';
import type { SyncedCastle } from '../../../logic/synced-state';
import { PendingPlace as Pending, TurnFlow, TurnHooks } from '../../../logic/turn-flow';
import { CASTLE_STEP } from './turn';

/** The server's "actions" message: the legal actions of the step at `moves`, and for a choice of
 *  what scores first, each one's hint (the feature and what that order would give). */
export type ActionsMessage = CastleActions;

export type PlaceAction = Extract<Action, { type: 'place' }>;

/** The player's own follower step, not sent yet: the placement can still be taken back. */
export type PendingPlace = Pending<Action, GameState> & { place: PlaceAction };

const picture = (s: SyncedCastle, rot: number): string => (s.falcon ? FALCON_SET : BASE_SET).oriented[s.tile][rot].picture.join('');

export const CASTLE_TURN: TurnHooks<Action, GameState, SyncedCastle> = {
  step: CASTLE_STEP,
  // Rotations of a symmetric tile that look alike are offered once.
  looksSame: (s, a, b) => picture(s, a) === picture(s, b),
  localState,
  afterPlace: afterPlacement,
};

export class GameTurn extends TurnFlow<Action, GameState, SyncedCastle, ActionsMessage> {
  declare pending: PendingPlace | null;

  constructor(synced: () => SyncedCastle | undefined, send: (moves: number, actions: Action[]) => boolean) {
    super(CASTLE_TURN, synced, send);
  }

  /** A lit cell under the pointer, shown as a faint tile; -1 for none. */
  get ghost(): number {
    return this.ghostCell;
  }

  /** The server's hint for a score action of its offer: the feature it scores and what it gives. */
  scoreHint(a: Action): ScoreHint | null {
    const i = this.offer ? this.offer.actions.indexOf(a) : -1;
    return i >= 0 ? this.offer!.hints[i] ?? null : null;
  }

  /** A tap on a ring of the placed tile: picks the plain follower there. True if it did. */
  tapPiece(piece: number): boolean {
    return this.tapOption((a) => a.type === 'follower' && a.piece === piece && !a.figure);
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
