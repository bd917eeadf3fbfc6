// The public game API: create, list legal actions, apply one. Errors are values, never throws.
import { find, nodeOf } from './features';
import {
  BUCKETS, REACH, W, cellOf, fitsNeed, frontierCell, frontierEntry, frontierNeed, gridAt, kindIn, xOf, yOf,
} from './grid';
import { randomFrom, shuffle } from './rng';
import { FIT, SEGMENTS, spotIndex } from './segments';
import { START_KIND, TILE_KINDS, kindOf } from './tiles';
import { beginTurn, copyState, doFollower, doPlace, freeSpots, layTile } from './turn';
import type { ApplyResult, CarcAction, CarcEvent, CarcState, ErrorCode } from './types';

export const MIN_SEATS = 2;
export const MAX_SEATS = 5;
/** The 71 tiles of the stack (the start tile aside), in the order of the tile list. */
const DECK: readonly number[] = TILE_KINDS.flatMap((t, k) => new Array<number>(k === START_KIND ? t.count - 1 : t.count).fill(k));

export interface CreateOptions {
  seats: number;
  /** Decides the order of the stack; secret. */
  seed?: string;
  /** For tests and puzzles: the tiles to draw, in order, as letters (instead of a shuffle). */
  order?: readonly string[];
}

export function createGame(options: CreateOptions): CarcState {
  const { seats, seed, order } = options;
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS) throw new RangeError(`seats must be ${MIN_SEATS} to ${MAX_SEATS}`);
  let stack: number[];
  if (order) {
    stack = order.map(kindOf);
    if (stack.includes(-1)) throw new RangeError('order holds a letter that is no tile (A to X)');
  } else {
    if (typeof seed !== 'string' || seed.length === 0) throw new TypeError('seed must be a non-empty string');
    stack = shuffle(DECK, randomFrom(seed));
  }
  const start = layTile({ uf: [], grid: Array.from({ length: BUCKETS }, () => []), frontier: [], tiles: [], cloisters: [] }, cellOf(0, 0), START_KIND, 0);
  const s: CarcState = copyState({
    version: 1, seats, seed: seed ?? '', stack, next: 0, setAside: [], turn: 0, toAct: 0, step: 'place', tile: -1, placed: -1,
    tiles: start.tiles, cloisters: start.cloisters, grid: start.grid, frontier: start.frontier, uf: start.uf, men: [], scores: new Array<number>(seats).fill(0), result: null,
  });
  return beginTurn(s, 0, []);
}

/** Raised whenever a change could make a stored game replay differently. */
export const rulesVersion = (): number => 1;

export const isOver = (s: CarcState): boolean => s.step === 'over';
export const seatToAct = (s: CarcState): number | null => (s.step === 'over' ? null : s.toAct);

// Actions are made once and shared (frozen): a search asks for the legal actions of many positions.
// Place actions by seat, then `cell * 4 + rot`, made on first use (a dense array of nulls first).
const PLACE: (CarcAction | null)[][] = [];
const placeTable = (seat: number): (CarcAction | null)[] => (PLACE[seat] ??= new Array<CarcAction | null>(W * W * 4).fill(null));
function placeAction(seat: number, code: number): CarcAction {
  const cell = code >> 2;
  return (placeTable(seat)[code] = Object.freeze<CarcAction>({ seat, type: 'place', x: xOf(cell), y: yOf(cell), rot: code & 3 }));
}
/** How many rotations a FIT entry holds (its bits set, 0 to 15). */
const FIT_COUNT: readonly number[] = Array.from({ length: 16 }, (_, b) => (b & 1) + ((b >> 1) & 1) + ((b >> 2) & 1) + ((b >> 3) & 1));
const SPOTS = [null, 'c1', 'c2', 'r1', 'r2', 'r3', 'r4', 'f1', 'f2', 'f3', 'f4', 'cloister'];
const FOLLOW: CarcAction[][] = Array.from({ length: MAX_SEATS }, (_, seat) => SPOTS.map((spot) => Object.freeze<CarcAction>({ seat, type: 'follower', spot })));
/** FOLLOW's index of each segment of each tile kind. */
const SPOT_CODE: readonly number[][] = SEGMENTS.map((segs) => segs.map((g) => SPOTS.indexOf(g.spot)));

export function legalActions(s: CarcState): CarcAction[] {
  if (s.step === 'place') {
    // Counted first, so that the list is made once at its size (a search asks this very often).
    const f = s.frontier, kind = s.tile, table = placeTable(s.toAct);
    let n = 0;
    for (let i = 0; i < f.length; i++) n += FIT_COUNT[FIT[(frontierNeed(f[i]) << 5) | kind]];
    const out = new Array<CarcAction>(n);
    n = 0;
    for (let i = 0; i < f.length; i++) {
      const fits = FIT[(frontierNeed(f[i]) << 5) | kind];
      if (fits === 0) continue;
      const code = frontierCell(f[i]) * 4;
      for (let rot = 0; rot < 4; rot++) if ((fits >> rot) & 1) out[n++] = table[code + rot] ?? placeAction(s.toAct, code + rot);
    }
    return out;
  }
  const out: CarcAction[] = [];
  if (s.step === 'follower') {
    const follow = FOLLOW[s.toAct], codes = SPOT_CODE[kindIn(gridAt(s.grid, s.placed))];
    out.push(follow[0]);
    for (const l of freeSpots(s, s.placed)) out.push(follow[codes[l]]);
  }
  return out;
}

type Params = Record<string, string | number>;
const fail = (code: ErrorCode, message: string, params?: Params): ApplyResult => ({ ok: false, error: { code, ...(params && { params }), message } });
const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const FIELDS: Record<CarcAction['type'], string[]> = { place: ['x', 'y', 'rot'], follower: ['spot'] };

/** Why the value is not a well-formed action for this many seats, or null. */
function malformed(a: unknown, seats: number): [reason: string, message: string, params?: Params] | null {
  if (!a || typeof a !== 'object' || Array.isArray(a)) return ['notObject', 'an action must be an object'];
  const o = a as Record<string, unknown>;
  if (o.type !== 'place' && o.type !== 'follower') return ['badType', 'type must be place or follower'];
  for (const k of Object.keys(o)) {
    if (k !== 'seat' && k !== 'type' && !FIELDS[o.type].includes(k)) return ['badField', `a ${o.type} action has no field ${JSON.stringify(k).slice(0, 40)}`, { field: k.slice(0, 40) }];
  }
  if (!isInt(o.seat, 0, seats - 1)) return ['badSeat', `seat must be a whole number from 0 to ${seats - 1}`, { max: seats - 1 }];
  if (o.type === 'place') {
    if (!isInt(o.x, -REACH, REACH) || !isInt(o.y, -REACH, REACH)) return ['badXY', `x and y must be whole numbers from ${-REACH} to ${REACH}`, { reach: REACH }];
    return isInt(o.rot, 0, 3) ? null : ['badRot', 'rot must be 0, 1, 2 or 3 (quarter turns clockwise)'];
  }
  return o.spot === null || typeof o.spot === 'string' ? null : ['badSpot', 'spot must be a spot of the tile (c1, r1, f1, cloister, ...) or null for none'];
}

/** A cheap check that the value is a state of this library. */
function looksLikeState(s: unknown): s is CarcState {
  if (!s || typeof s !== 'object') return false;
  const g = s as CarcState;
  return g.version === 1 && isInt(g.seats, MIN_SEATS, MAX_SEATS) && Array.isArray(g.grid) && g.grid.length === BUCKETS
    && Array.isArray(g.uf) && Array.isArray(g.frontier) && Array.isArray(g.men) && Array.isArray(g.scores)
    && (g.step === 'place' || g.step === 'follower' || g.step === 'over') && isInt(g.toAct, 0, g.seats - 1);
}

/** Is this one of the shared actions legalActions hands out (so well formed)? */
function isShared(a: CarcAction): boolean {
  if (a.type === 'place') return PLACE[a.seat]?.[cellOf(a.x, a.y) * 4 + a.rot] === a;
  return FOLLOW[a.seat]?.[SPOTS.indexOf(a.spot)] === a;
}

/** Why a well-formed action of the seat to act, in the right step, is against the rules, or null. */
function illegal(s: CarcState, a: CarcAction): [ErrorCode, string, Params] | null {
  if (a.type === 'place') {
    const cell = cellOf(a.x, a.y);
    if (gridAt(s.grid, cell)) return ['CELL_TAKEN', `a tile already lies at ${a.x},${a.y}`, { x: a.x, y: a.y }];
    const entry = frontierEntry(s.frontier, cell);
    if (entry < 0) return ['NOT_ADJACENT', `${a.x},${a.y} touches no tile along an edge`, { x: a.x, y: a.y }];
    if (!fitsNeed(frontierNeed(entry), s.tile, a.rot)) {
      return ['DOES_NOT_FIT', `turned ${a.rot}, the tile does not fit at ${a.x},${a.y}: city must meet city, road road, field field`, { x: a.x, y: a.y, rot: a.rot }];
    }
    return null;
  }
  if (a.spot === null) return null;
  const kind = kindIn(gridAt(s.grid, s.placed)), local = spotIndex(kind, a.spot);
  if (local < 0) return ['NO_SUCH_SPOT', `tile ${TILE_KINDS[kind].letter} has no spot ${JSON.stringify(a.spot).slice(0, 20)}`, { tile: TILE_KINDS[kind].letter, spot: a.spot.slice(0, 20) }];
  const root = find(s.uf, nodeOf(s.grid, s.placed, local));
  if (s.men.some((m) => find(s.uf, nodeOf(s.grid, m >> 7, (m >> 3) & 15)) === root)) {
    const where = SEGMENTS[kind][local].spot[0] === 'f' ? 'field' : 'feature';
    return ['SPOT_TAKEN', `a follower already stands on that ${where}, on this tile or one joined to it`, { where }];
  }
  return null;
}

const STEP_OF: Record<CarcAction['type'], CarcState['step']> = { place: 'place', follower: 'follower' };
const STEP_WORDS: Record<CarcState['step'], string> = {
  place: 'place the drawn tile', follower: 'put a follower on the new tile, or none', over: 'nothing: the game is over',
};

/** Play an action known to be legal (from legalActions): the state after it, with its events. */
export function playChecked(s: CarcState, a: CarcAction, events: CarcEvent[]): CarcState {
  if (a.type === 'place') return doPlace(s, cellOf(a.x, a.y), a.rot, events);
  return doFollower(s, a.spot === null ? -1 : spotIndex(kindIn(gridAt(s.grid, s.placed)), a.spot), events);
}

export function applyAction(s: CarcState, a: CarcAction): ApplyResult {
  try {
    if (!looksLikeState(s)) return fail('BAD_STATE', 'that is not a game state of this library');
    const why = a && typeof a === 'object' && isShared(a) && a.seat < s.seats ? null : malformed(a, s.seats);
    if (why) return fail('BAD_ACTION', why[1], { reason: why[0], ...why[2] });
    if (s.step === 'over') return fail('GAME_OVER', 'the game is over');
    if (a.seat !== s.toAct) return fail('NOT_YOUR_TURN', `it is seat ${s.toAct}'s turn`, { seat: s.toAct });
    if (STEP_OF[a.type] !== s.step) return fail('WRONG_STEP', `now is the time to ${STEP_WORDS[s.step]}`, { step: s.step });
    const no = illegal(s, a);
    if (no) return fail(...no);
    const events: CarcEvent[] = [];
    return { ok: true, state: playChecked(s, a, events), events };
  } catch (err) {
    return fail('BAD_STATE', `the state could not be played on (${err instanceof Error ? err.message : String(err)})`);
  }
}
