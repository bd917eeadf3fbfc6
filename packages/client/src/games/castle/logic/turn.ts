// The Castle's actions as a step's choices (logic/step-choices.ts): a placement is a cell of the
// castle and a rotation; "no follower" comes before the figures.
import type { Action } from '@castle/rules';
import { StepChoices, StepRules } from '../../../logic/step-choices';

export const CASTLE_STEP: StepRules<Action> = {
  placeOf: (a) => (a.type === 'place' ? { cell: a.cell, rot: a.rot } : null),
  placement: (seat, cell, rot) => ({ seat: seat as Action['seat'], type: 'place', cell, rot }),
  putsFigure: (a) => a.type === 'follower' && a.piece !== null,
};

/** A step's choices among the Castle's actions. */
export class TurnChoices extends StepChoices<Action> {
  constructor(moves: number, actions: readonly Action[], looksSame?: (a: number, b: number) => boolean) {
    super(moves, actions, CASTLE_STEP, looksSame);
  }
}
