// The public game API: create, list legal actions, apply one. Errors are values, never throws.
import { BASE_CASTLE, FALCON_CASTLE, castleOf } from './castle';
import { createStartFeatures, fitsAt, forEachPlacement, knownBoard, tileSetOf } from './board';
import { Draft, find, startDraft } from './draft';
import { seededRandom, shuffled } from './rng';
import { currentGroup, maxDouble, usableWall } from './scoring';
import { barred, beginTurn, doExtraTurn, doFollower, doPlace, doScore, someFollowerChoice } from './turn';
import type { Action, ApplyResult, ErrorCode, Figure, GameOptions, GameState, Pair, Player, Seat, Variants } from './types';

export const WALL_TILE_KINDS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const FOLLOWERS_PER_PLAYER = 6;

const newPlayer = (falcon: boolean): Player => ({
  score: 0, supply: FOLLOWERS_PER_PLAYER, kings: falcon ? 1 : 0, falconers: falcon ? 1 : 0, aeries: 0, keep: null, wall: [],
});
/** Every tile of each set in set order, and two of each wall tile: made once, shuffled per game. */
const DECK: (readonly number[])[] = [];
export const WALL_PAIRS: readonly number[] = WALL_TILE_KINDS.flatMap((k) => [k, k]);
const VARIANTS: readonly (keyof Variants)[] = ['wallTilesAtEndOfTurn', 'gatesStopMarkers'];

export function createGame(options: GameOptions): GameState {
  if (!options || typeof options !== 'object') throw new TypeError('createGame needs an options object');
  const { seed, falcon = false, variants = {} } = options;
  if (typeof seed !== 'string' || seed.length === 0) throw new TypeError('options.seed must be a non-empty string');
  if (typeof falcon !== 'boolean') throw new TypeError('options.falcon must be true or false');
  if (!variants || typeof variants !== 'object') throw new TypeError('options.variants must be an object');
  for (const [k, v] of Object.entries(variants)) {
    if (!VARIANTS.includes(k as keyof Variants)) throw new RangeError(`unknown variant ${JSON.stringify(k)}`);
    if (typeof v !== 'boolean') throw new TypeError(`variant ${k} must be true or false`);
  }
  if (variants.gatesStopMarkers && !falcon) throw new RangeError('the gates variant needs the Falcon expansion');
  const random = seededRandom(seed);
  const opts = {
    falcon,
    variants: { wallTilesAtEndOfTurn: variants.wallTilesAtEndOfTurn === true, gatesStopMarkers: variants.gatesStopMarkers === true },
  };
  const set = tileSetOf({ options: opts }), castle = castleOf({ options: opts });
  const tiles = (DECK[falcon ? 1 : 0] ??= set.types.flatMap((t, i) => new Array<number>(t.count).fill(i)));
  const wall = shuffled(WALL_PAIRS, random);
  const s: GameState = {
    version: 1,
    options: opts,
    seed,
    stack: shuffled(tiles, random),
    towers: [null, ...wall.slice(0, castle.towerSpaces.length - 1)],
    board: new Array(castle.cellCount).fill(null),
    starts: [],
    features: [],
    followers: [],
    players: [newPlayer(falcon), newPlayer(falcon)],
    discarded: [],
    turn: 0,
    toAct: 0,
    step: 'place',
    tile: null,
    placed: -1,
    pending: [],
    completed: [],
    extraTurn: false,
    result: null,
  };
  const d = startDraft(s);
  d.s.starts = createStartFeatures(d);
  beginTurn(d, 0);
  return d.s;
}

/**
 * The version of the rules of each edition: raised whenever a change could make a stored game of
 * that edition replay differently (other cells, other legal moves), so that a server can refuse
 * stored games of an earlier version instead of replaying them into another game. 2: the Falcon
 * castle of 95 cells and the Falcon rulings of issue 11.
 */
export function rulesVersion(options: { falcon?: boolean }): number {
  return options.falcon ? 2 : 1;
}

export function seatToAct(state: GameState): Seat | null {
  return state.step === 'over' ? null : state.toAct;
}

export function isOver(state: GameState): boolean {
  return state.step === 'over';
}

export function scores(state: GameState): Pair<number> {
  return [state.players[0].score, state.players[1].score];
}

function canPlayExtraTurn(s: GameState): boolean {
  return !s.extraTurn && s.stack.length > 0 && usableWall(s, s.toAct, 1) > 0;
}

/**
 * Place, follower and wall actions are made once and shared by every call (frozen): a search asks
 * for the legal actions of thousands of positions, and they are the same few hundred objects.
 */
const WALL_ACTIONS: readonly Action[] = ([0, 1] as const).map((seat) => Object.freeze<Action>({ seat, type: 'wall', kind: 1 }));
const placeAction = (seat: Seat, cell: number, rot: number): Action => Object.freeze<Action>({ seat, type: 'place', cell, rot });
/** Every place action by `cell * 4 + rot`, made at load: a dense array (one filled on demand, out of
 *  order, would fall back to slow dictionary elements). */
const PLACE: readonly Action[][] = ([0, 1] as const).map((seat) => Array.from(
  { length: 4 * Math.max(BASE_CASTLE.cellCount, FALCON_CASTLE.cellCount) }, (_, code) => placeAction(seat, code >> 2, code & 3),
));
const FIGURES = [undefined, 'king', 'falconer'] as const;
/** Every follower action by `1 + piece * 3 + figure` (0: none), pieces 0 to 24; dense, as PLACE. */
const FOLLOW: readonly Action[][] = ([0, 1] as const).map((seat) => Array.from({ length: 1 + 25 * 3 }, (_, k) => {
  if (k === 0) return Object.freeze<Action>({ seat, type: 'follower', piece: null });
  const figure = FIGURES[(k - 1) % 3];
  return Object.freeze<Action>({ seat, type: 'follower', piece: Math.floor((k - 1) / 3), ...(figure ? { figure } : {}) });
}));
/** Is this one of the shared actions above? They are well formed (a place action, for a castle of
 *  enough cells). Looked up where it would be kept: quicker than a Set of them all. */
function isShared(a: unknown): boolean {
  if (typeof a !== 'object' || a === null) return false;
  const x = a as Record<string, unknown>, seat = x.seat;
  if (seat !== 0 && seat !== 1) return false;
  switch (x.type) {
    case 'place': return typeof x.cell === 'number' && typeof x.rot === 'number' && PLACE[seat][x.cell * 4 + x.rot] === a;
    case 'follower': {
      const k = x.piece === null ? 0 : typeof x.piece === 'number' ? 1 + x.piece * 3 + FIGURES.indexOf(x.figure as Figure) : -1;
      return FOLLOW[seat][k] === a;
    }
    case 'wall': return WALL_ACTIONS[seat] === a;
    default: return false;
  }
}

export function legalActions(state: GameState): Action[] {
  const s = state, seat = s.toAct;
  switch (s.step) {
    case 'place': {
      const out: Action[] = [], place = PLACE[seat];
      forEachPlacement(s, s.tile!, (code) => out.push(place[code]));
      if (canPlayExtraTurn(s)) out.push(WALL_ACTIONS[seat]);
      return out;
    }
    case 'follower': {
      // None, then each free piece of the new tile: a follower, the king, the falconer.
      const follow = FOLLOW[seat], out: Action[] = [follow[0]];
      someFollowerChoice(s, (k) => { out.push(follow[k]); });
      return out;
    }
    case 'score': {
      const out: Action[] = [];
      for (const feature of currentGroup(s)) {
        for (let double = 0; double <= maxDouble(s, feature); double++) out.push({ seat, type: 'score', feature, double });
      }
      return out;
    }
    default:
      return [];
  }
}

type Params = Record<string, string | number>;
/** Why an action is refused: a sub-code (`params.reason`), the sentence, and what it names. */
type Why = [reason: string, message: string, params?: Params];

const fail = (code: ErrorCode, message: string, params?: Params): ApplyResult => ({ ok: false, error: { code, ...(params && { params }), message } });
const failWhy = (code: ErrorCode, [reason, message, params]: Why): ApplyResult => fail(code, message, { reason, ...params });

const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

const FIELDS: Record<Action['type'], string[]> = {
  place: ['cell', 'rot'], follower: ['piece', 'figure'], score: ['feature', 'double'], wall: ['kind'],
};

/** Why the value is not a well-formed action, or null. */
function malformed(a: unknown, cellCount: number): Why | null {
  if (!a || typeof a !== 'object' || Array.isArray(a)) return ['notObject', 'an action must be an object'];
  const o = a as Record<string, unknown>;
  if (typeof o.type !== 'string' || !Object.prototype.hasOwnProperty.call(FIELDS, o.type)) {
    return ['badType', `type must be one of ${Object.keys(FIELDS).join(', ')}`];
  }
  const fields = FIELDS[o.type as Action['type']];
  for (const k in o) {
    if (k !== 'seat' && k !== 'type' && !fields.includes(k) && Object.prototype.hasOwnProperty.call(o, k)) {
      return ['badField', `a ${o.type} action has no field ${JSON.stringify(k)}`, { field: k.slice(0, 40) }];
    }
  }
  if (o.seat !== 0 && o.seat !== 1) return ['badSeat', 'seat must be 0 or 1', { max: 1 }];
  switch (o.type) {
    case 'place':
      if (!isInt(o.cell, 0, cellCount - 1)) return ['badCell', `cell must be a whole number from 0 to ${cellCount - 1}`, { max: cellCount - 1 }];
      if (!isInt(o.rot, 0, 3)) return ['badRot', 'rot must be 0, 1, 2 or 3'];
      return null;
    case 'follower':
      if (o.figure !== undefined && o.figure !== 'king' && o.figure !== 'falconer') return ['badFigure', 'figure must be king or falconer, or left out'];
      if (o.piece === null) return o.figure === undefined ? null : ['figureWithoutPiece', 'a figure needs a piece to stand on'];
      return isInt(o.piece, 0, 24) ? null : ['badPiece', 'piece must be a piece number of the tile, or null for none'];
    case 'score':
      if (!isInt(o.feature, 0, Number.MAX_SAFE_INTEGER)) return ['badFeature', 'feature must be a feature number'];
      return isInt(o.double, 0, 2) ? null : ['badDouble', 'double must be 0, 1 or 2'];
    default:
      return o.kind === 1 ? null : ['badWall', 'only wall tile 1 is played as an action; the others act where they score'];
  }
}

/** A cheap check that the value is a game state whose references hold together. */
function looksLikeState(s: unknown): s is GameState {
  if (!s || typeof s !== 'object') return false;
  const g = s as GameState;
  if (g.version !== 1 || !g.options || !Array.isArray(g.board) || g.board.length !== castleOf(g).cellCount || !Array.isArray(g.features)) return false;
  if (!Array.isArray(g.players) || g.players.length !== 2 || !Array.isArray(g.starts) || !Array.isArray(g.stack)) return false;
  if ((g.toAct !== 0 && g.toAct !== 1) || !(g.step in STEP_WORDS)) return false;
  if (g.step !== 'over' && !isInt(g.tile, 0, tileSetOf(g).types.length - 1)) return false;
  // A board this library made (by a move) was checked when its state was: only others are gone through.
  if (knownBoard(g.board) && g.features.length > 0) return true;
  const n = g.features.length;
  const ids = (xs: unknown) => Array.isArray(xs) && xs.every((id) => isInt(id, 0, n - 1));
  return g.starts.every(ids) && g.board.every((b) => b === null || ids(b.f));
}

const STEP_OF: Record<Action['type'], GameState['step']> = { place: 'place', wall: 'place', follower: 'follower', score: 'score' };
const STEP_WORDS: Record<GameState['step'], string> = {
  place: 'place the drawn tile (or play wall tile 1)',
  follower: 'place a follower on the new tile, or none',
  score: 'choose which completed feature scores next',
  over: 'nothing: the game is over',
};

/** Why a well-formed action of the seat to act, in the right step, is against the rules, or null. */
function illegal(s: GameState, a: Action): Why | null {
  switch (a.type) {
    case 'place': {
      if (s.board[a.cell]) return ['cellTaken', `cell ${a.cell} already holds a tile`, { cell: a.cell }];
      if (!fitsAt(s, a.cell, s.tile!, a.rot)) {
        return ['doesNotFit', `the tile does not fit on cell ${a.cell} in rotation ${a.rot}: it must touch a tile or start space with a full side, and paths must meet paths`, { cell: a.cell, rot: a.rot }];
      }
      return null;
    }
    case 'wall':
      if (s.extraTurn) return ['wallPlayed', 'wall tile 1 was already played this turn'];
      if (s.stack.length === 0) return ['noTilesLeft', 'no tiles are left for another turn'];
      return usableWall(s, s.toAct, 1) ? null : ['noWallTile', 'you hold no wall tile 1 that you may play this turn'];
    case 'follower': {
      if (a.piece === null) return null;
      if (a.piece >= s.board[s.placed]!.f.length) return ['noSuchPiece', `the tile has no piece ${a.piece}`, { piece: a.piece }];
      const p = s.players[s.toAct];
      const have = a.figure === 'king' ? p.kings : a.figure === 'falconer' ? p.falconers : p.supply;
      if (have === 0) return a.figure ? ['figureNotInSupply', `your ${a.figure} is not in your supply`, { figure: a.figure }] : ['noFollower', 'you have no follower in your supply'];
      const why = barred(s, find(s.features, s.board[s.placed]!.f[a.piece]), a.figure);
      if (why === 'occupied') return ['occupied', 'a follower already stands on that feature'];
      return why ? ['figureOnScored', `a ${a.figure} may not go onto a feature that is scored this turn`, { figure: a.figure ?? 'follower' }] : null;
    }
    case 'score': {
      if (!currentGroup(s).includes(a.feature)) return ['notToScore', `feature ${a.feature} is not among the scorings to order now`, { feature: a.feature }];
      return a.double <= maxDouble(s, a.feature) ? null : ['tooManyDoubles', 'you may not play that many doubling wall tiles on this feature', { double: a.double }];
    }
  }
}

/** Play an action already known to be legal on this state: the state after it, with its events. */
export function playChecked(state: GameState, action: Action): Draft {
  const d: Draft = startDraft(state);
  switch (action.type) {
    case 'place': doPlace(d, action.cell, action.rot); break;
    case 'wall': doExtraTurn(d); break;
    case 'follower': doFollower(d, action.piece, action.figure); break;
    case 'score': doScore(d, action.feature, action.double); break;
  }
  return d;
}

export function applyAction(state: GameState, action: Action): ApplyResult {
  try {
    if (!looksLikeState(state)) return fail('BAD_STATE', 'that is not a game state of this library');
    const cellCount = state.board.length;
    const shared = isShared(action) && (action.type !== 'place' || action.cell < cellCount);
    const why = shared ? null : malformed(action, cellCount);
    if (why) return failWhy('BAD_ACTION', why);
    if (state.step === 'over') return fail('GAME_OVER', 'the game is over');
    if (action.seat !== state.toAct) return fail('NOT_YOUR_TURN', `it is seat ${state.toAct}'s turn`, { seat: state.toAct });
    if (STEP_OF[action.type] !== state.step) return fail('WRONG_STEP', `now is the time to ${STEP_WORDS[state.step]}`, { step: state.step });
    const no = illegal(state, action);
    if (no) return failWhy('ILLEGAL', no);
    const d = playChecked(state, action);
    return { ok: true, state: d.s, events: d.events };
  } catch (err) {
    return fail('BAD_STATE', `the state could not be played on (${err instanceof Error ? err.message : String(err)})`);
  }
}
