// Small words for scenario tests: positions, moves, and what they caused.
import { CarcAction, CarcEvent, CarcState, Position, applyAction, fromPosition, legalActions } from '../src';

export interface Played {
  state: CarcState;
  events: CarcEvent[];
}

/** Apply actions in turn, failing the test on any refusal; the state and all events. */
export function play(state: CarcState, ...actions: CarcAction[]): Played {
  const events: CarcEvent[] = [];
  for (const a of actions) {
    const r = applyAction(state, a);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

export const place = (seat: number, x: number, y: number, rot: number): CarcAction => ({ seat, type: 'place', x, y, rot });
export const follow = (seat: number, spot: string | null): CarcAction => ({ seat, type: 'follower', spot });

/** A tile for a position: letter, x, y, rotation. */
export const t = (tile: string, x: number, y: number, rot: number): Position['tiles'][number] => ({ tile, x, y, rot });
/** A follower for a position: seat, x, y, spot. */
export const man = (seat: number, x: number, y: number, spot: string): NonNullable<Position['followers']>[number] => ({ seat, x, y, spot });

export const position = (p: Position): CarcState => fromPosition(p);

export function eventsOf<T extends CarcEvent['type']>(events: CarcEvent[], type: T): Extract<CarcEvent, { type: T }>[] {
  return events.filter((e): e is Extract<CarcEvent, { type: T }> => e.type === type);
}

/** The follower spots offered now (null for none), after a placement. */
export const spotsOffered = (s: CarcState): (string | null)[] =>
  legalActions(s).map((a) => (a.type === 'follower' ? a.spot : 'not a follower step'));

export function actionKey(a: unknown): string {
  if (!a || typeof a !== 'object') return JSON.stringify(a);
  const o = a as Record<string, unknown>;
  return JSON.stringify(Object.keys(o).sort().map((k) => [k, o[k]]));
}

/** Freeze a value and everything in it, so that any mutation throws. */
export function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}
