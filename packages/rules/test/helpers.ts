// Small words for scenario tests: positions in board notation, moves, and what they caused.
import {
  Action, BASE_CASTLE, BASE_SET, Castle, FALCON_CASTLE, FALCON_SET, GameEvent, GameState, Seat, applyAction, fromNotation,
  legalActions, Position,
} from '../src';

export const WHITE: Seat = 0;
export const BLACK: Seat = 1;

/** Cell id at x, y of the base castle (or the one given). */
export function at(x: number, y: number, castle: Castle = BASE_CASTLE): number {
  const c = castle.cellAt(x, y);
  if (c < 0) throw new Error(`${x},${y} is not a cell`);
  return c;
}

/** Cell id at x, y of the Falcon castle. */
export const falconAt = (x: number, y: number): number => at(x, y, FALCON_CASTLE);

/** Index of the piece covering sub-cell (sx, sy) of a tile type in a rotation. */
export function pieceAt(code: string, rot: number, sx: number, sy: number, falcon = false): number {
  const set = falcon ? FALCON_SET : BASE_SET;
  const t = set.types.findIndex((x) => x.code === code);
  const piece = set.oriented[t][rot].pieces.findIndex((p) => p.cells.includes(sy * 5 + sx));
  if (piece < 0) throw new Error(`no piece at ${sx},${sy} of ${code}${rot}`);
  return piece;
}

export function tileIndex(code: string): number {
  return BASE_SET.types.findIndex((x) => x.code === code);
}

export interface Played {
  state: GameState;
  events: GameEvent[];
}

/** Apply actions in turn, failing the test on any refusal; returns the state and all events. */
export function play(state: GameState, ...actions: Action[]): Played {
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = applyAction(state, a);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

export const place = (seat: Seat, x: number, y: number, rot: number): Action => ({ seat, type: 'place', cell: at(x, y), rot });
export const placeFalcon = (seat: Seat, x: number, y: number, rot: number): Action => ({ seat, type: 'place', cell: falconAt(x, y), rot });
export const follower = (seat: Seat, piece: number | null): Action => ({ seat, type: 'follower', piece });
export const none = (seat: Seat): Action => follower(seat, null);

export function position(p: Position): GameState {
  return fromNotation(p);
}

export function eventsOf<T extends GameEvent['type']>(events: GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

/** Legal actions of the position, as comparable strings. */
export function legalKeys(state: GameState): string[] {
  return legalActions(state).map(actionKey);
}

export function actionKey(a: unknown): string {
  if (!a || typeof a !== 'object') return JSON.stringify(a);
  const o = a as Record<string, unknown>;
  return JSON.stringify(Object.keys(o).sort().map((k) => [k, o[k]]));
}

/** An empty base castle (or the one given) in notation, with the given tokens at x,y. */
export function boardWith(tokens: Record<string, string>, castle: Castle = BASE_CASTLE): string {
  const rows = castle.map.map((r) => r.split(''));
  for (const [xy, tok] of Object.entries(tokens)) {
    const [x, y] = xy.split(',').map(Number);
    if (rows[y][x] !== '.') throw new Error(`${xy} is not a cell`);
    rows[y][x] = tok;
  }
  return rows.map((r) => r.join(' ')).join('\n');
}

/** An empty Falcon castle in notation, with the given tokens at x,y. */
export const falconBoardWith = (tokens: Record<string, string>): string => boardWith(tokens, FALCON_CASTLE);

/** Freeze a value and everything in it, so that any mutation throws. */
export function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}
