// The in-place engine's way in and out: a state of the pure API loaded into its tables, a public
// view loaded with the hidden stack drawn from the public counts (a determinization), and the
// engine's position written back as a pure state. None of this runs during a playout.
import type { EngineBoard } from './engine-board';
import { FOLLOWER, MAX_TILES, OVER, PLACE, SUPPLY } from './engine-tables';
import { BUCKETS, cellOf } from './grid';
import type { CarcView } from './public-view';
import { spotIndex } from './segments';
import { TILE_KINDS, kindOf } from './tiles';
import type { CarcState, Step } from './types';

const STEP_CODE: Record<Step, number> = { place: PLACE, follower: FOLLOWER, over: OVER };
const STEPS: readonly Step[] = ['place', 'follower', 'over'];
const KINDS = TILE_KINDS.length;

/** Empty the engine for `seats` seats, every follower in its supply. */
function reset(e: EngineBoard, seats: number): void {
  if (!Number.isInteger(seats) || seats < 2 || seats > 5) throw new RangeError('seats must be 2 to 5');
  e.clearBoard();
  e.seats = seats;
  for (let s = 0; s < seats; s++) e.supply[s] = SUPPLY;
}

function letterKind(letter: string): number {
  const k = kindOf(letter);
  if (k < 0) throw new RangeError(`no tile ${JSON.stringify(letter)}`);
  return k;
}

/** Load a pure state: its tiles laid again in order (the union-find rebuilt, the same sets and open
 *  sides), its frontier as it is, its followers, scores, stack and turn. */
export function loadState(e: EngineBoard, s: CarcState): void {
  reset(e, s.seats);
  if (s.stack.length > MAX_TILES || s.tiles.length > MAX_TILES) throw new RangeError('more tiles than the engine holds');
  for (const t of s.tiles) e.lay(t >> 7, t & 31, (t >> 5) & 3);
  e.frontLen = 0;
  for (const f of s.frontier) {
    e.frontPos[f & 0x7fff] = e.frontLen;
    e.front[e.frontLen++] = f;
  }
  for (const m of s.men) e.addMan(m & 7, m >> 7, (m >> 3) & 15);
  for (let i = 0; i < s.seats; i++) e.score[i] = s.scores[i];
  e.stack.set(s.stack);
  e.stackLen = s.stack.length;
  e.next = s.next;
  e.setAside.set(s.setAside);
  e.setAsideCount = s.setAside.length;
  e.turn = s.turn;
  e.toAct = s.toAct;
  e.stepCode = STEP_CODE[s.step];
  e.tile = s.tile;
  e.placed = s.placed;
  e.seed = s.seed;
}

/** Load what every seat sees: the tiles laid in order, the followers, the scores; the tiles still
 *  to come from their counts, in an order drawn by `random`. */
export function loadView(e: EngineBoard, v: CarcView, random: () => number): void {
  reset(e, v.seats);
  if (v.tiles.length > MAX_TILES || v.tilesLeft > MAX_TILES) throw new RangeError('more tiles than the engine holds');
  for (const t of v.tiles) e.lay(cellOf(t.x, t.y), letterKind(t.tile), t.rot);
  for (const f of v.followers) {
    const cell = cellOf(f.x, f.y), local = e.grid[cell] ? spotIndex((e.grid[cell] - 1) & 31, f.spot) : -1;
    if (local < 0) throw new RangeError(`no spot ${f.spot} at ${f.x},${f.y}`);
    e.addMan(f.seat, cell, local);
  }
  for (let i = 0; i < v.seats; i++) e.score[i] = v.players[i].score;
  let n = 0;
  for (let k = 0; k < KINDS; k++) {
    const count = v.remaining[TILE_KINDS[k].letter] ?? 0;
    for (let i = 0; i < count; i++) e.stack[n++] = k;
  }
  if (n !== v.tilesLeft) throw new RangeError(`the view counts ${n} tiles to come but says ${v.tilesLeft}`);
  e.stackLen = n;
  e.next = 0;
  shuffleFrom(e, random);
  e.setAsideCount = 0;
  for (const letter of v.setAside) e.setAside[e.setAsideCount++] = letterKind(letter);
  e.turn = v.turn;
  e.stepCode = STEP_CODE[v.step];
  e.toAct = v.toAct >= 0 ? v.toAct : 0; // once over, the view does not say who would have been next
  e.tile = v.tile === null ? -1 : letterKind(v.tile);
  e.placed = v.placed ? cellOf(v.placed.x, v.placed.y) : -1;
  e.seed = '';
}

/** Durstenfeld's shuffle of the stack from `next` on (as rng.ts shuffles). */
function shuffleFrom(e: EngineBoard, random: () => number): void {
  const a = e.stack, lo = e.next;
  for (let i = e.stackLen - lo; i > 1; i--) {
    const j = lo + Math.floor(random() * i), t = a[lo + i - 1];
    a[lo + i - 1] = a[j];
    a[j] = t;
  }
}

/** The tiles still to come written again from their counts alone (kind by kind), then shuffled:
 *  the order they had is never read. */
export function shuffleHidden(e: EngineBoard, random: () => number): void {
  const counts = new Int32Array(KINDS);
  for (let i = e.next; i < e.stackLen; i++) counts[e.stack[i]]++;
  let n = e.next;
  for (let k = 0; k < KINDS; k++) for (let i = 0; i < counts[k]; i++) e.stack[n++] = k;
  shuffleFrom(e, random);
}

/** The engine's position as a pure state (new arrays throughout). */
export function stateOf(e: EngineBoard): CarcState {
  const grid: number[][] = Array.from({ length: BUCKETS }, () => []);
  const tiles = Array.from(e.tiles.subarray(0, e.tileCount));
  for (const t of tiles) grid[(t >> 7) & 63].push(t >> 7, e.grid[t >> 7]);
  const frontier = Array.from(e.front.subarray(0, e.frontLen));
  // The pure API's root is its set's lowest node; ours may be another: flatten onto the lowest.
  const lowest = new Int32Array(e.nodes).fill(-1), uf = new Array<number>(e.nodes);
  for (let n = 0; n < e.nodes; n++) {
    const r = e.find(n);
    if (lowest[r] < 0) lowest[r] = n;
    uf[n] = n === lowest[r] ? -(e.open[r] + 1) : lowest[r];
  }
  const scores = Array.from(e.score.subarray(0, e.seats));
  let result: CarcState['result'] = null;
  if (e.stepCode === OVER) {
    const best = Math.max(...scores);
    result = { scores: scores.slice(), winners: scores.flatMap((p, seat) => (p === best ? [seat] : [])) };
  }
  return {
    version: 1, seats: e.seats, seed: e.seed, stack: Array.from(e.stack.subarray(0, e.stackLen)), next: e.next,
    setAside: Array.from(e.setAside.subarray(0, e.setAsideCount)), turn: e.turn, toAct: e.toAct, step: STEPS[e.stepCode], tile: e.tile,
    placed: e.placed, tiles, grid, frontier, cloisters: Array.from(e.cloisters.subarray(0, e.cloisterCount)), uf,
    men: Array.from(e.men.subarray(0, e.menCount)), scores, result,
  };
}
