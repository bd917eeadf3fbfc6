// Carcassonne's actions as a step's choices (logic/step-choices.ts): a cell of the plane packed into
// one number (the protocol's packing: y major, x minor), a rotation; "no follower" first.
import type { CarcAction } from '@castle/carcassonne';
import { packPlaneCell, unpackPlaneCell } from '@castle/protocol';
import type { StepRules } from '../../../logic/step-choices';
import type { PlaneXY } from './plane-model';

/** A cell of the plane as the step's choices name it. */
export const cellOf = (at: PlaneXY | null): number => packPlaneCell(at);

export const CARC_STEP: StepRules<CarcAction> = {
  placeOf: (a) => (a.type === 'place' ? { cell: cellOf(a), rot: a.rot } : null),
  placement: (seat, cell, rot) => ({ seat, type: 'place', ...unpackPlaneCell(cell)!, rot }),
  putsFigure: (a) => a.type === 'follower' && a.spot !== null,
  // y major, x minor: arrow keys go left to right, top to bottom.
  cellOrder: (a, b) => a - b,
};
