// CarcEngine: the game played and taken back in place, for searches. Actions are integers (see
// engine-tables.ts: `cell * 4 + rot` to place, FOLLOW_NONE + 1 + local for a follower), the tables
// are typed arrays allocated once, and every change goes to a trail, so that an action and its
// undo allocate nothing. Checked action by action against the pure API (test/engine.test.ts).
import { EngineBoard } from './engine-board';
import { loadState, loadView, shuffleHidden, stateOf } from './engine-io';
import { scoreCompleted, scoreFinal } from './engine-score';
import {
  FITS, FOLLOWER, FOLLOW_NONE, MAX_LEGAL, MAX_TILES, NSEG, OVER, PLACE,
} from './engine-tables';
import { REACH, cellOf, xOf, yOf } from './grid';
import { publicView } from './public-view';
import type { CarcView } from './public-view';
import { SEGMENTS, spotIndex } from './segments';
import type { CarcAction, CarcState, Step } from './types';

/** Chooses an action for a playout: an index below `count` into `actions`. */
export type PlayoutPolicy = (engine: CarcEngine, actions: Int32Array, count: number, random: () => number) => number;

const STEPS: readonly Step[] = ['place', 'follower', 'over'];
// What an action saves to be taken back: the trail's length and the turn's scalars.
const F_TRAIL = 0, F_NEXT = 1, F_ASIDE = 2, F_TURN = 3, F_TO_ACT = 4, F_STEP = 5, F_TILE = 6, F_PLACED = 7,
  F_TILES = 8, F_NODES = 9, F_CLOISTERS = 10, FRAME = 11;
const MAX_DEPTH = 2 * MAX_TILES + 8;

export class CarcEngine extends EngineBoard {
  /** Actions played by this engine, all told (playouts too): for counting nodes and speeds. */
  actionsPlayed = 0;

  private readonly frames = new Int32Array(MAX_DEPTH * FRAME);
  private depthNow = 0;
  private readonly buffer = new Int32Array(MAX_LEGAL);
  private scoresView = this.score.subarray(0, 2);
  private final = new Int32Array(2);
  /** The playouts' generator's state. */
  private rng = 1;

  /** An engine at the state (a state of the pure API, never changed), or an empty one to load later. */
  constructor(state?: CarcState) {
    super();
    if (state) this.load(state);
  }

  /** An engine at the view's position with the tiles still to come in an order drawn by `random`
   *  from their public counts: all a seat may know, and nothing else (see determinize). */
  static fromView(view: CarcView, random: () => number): CarcEngine {
    return new CarcEngine().loadView(view, random);
  }

  /** Play from this state instead (the tables are reused). */
  load(state: CarcState): this {
    loadState(this, state);
    this.started();
    return this;
  }

  /** Play from this view instead, the hidden order drawn by `random` from the public counts. */
  loadView(view: CarcView, random: () => number): this {
    loadView(this, view, random);
    this.started();
    return this;
  }

  /** A new order of the tiles still to come, drawn by `random` from their counts alone (the
   *  order they had does not matter): another determinization of the same position. */
  determinize(random: () => number): void {
    shuffleHidden(this, random);
  }

  private started(): void {
    this.trailLen = 0;
    this.depthNow = 0;
    if (this.scoresView.length !== this.seats) {
      this.scoresView = this.score.subarray(0, this.seats);
      this.final = new Int32Array(this.seats);
    }
  }

  get step(): Step { return STEPS[this.stepCode]; }
  get over(): boolean { return this.stepCode === OVER; }
  /** Actions played since the last load. */
  get depth(): number { return this.depthNow; }
  /** The scores now: a view of the engine's own table (it changes as the engine plays). */
  get scores(): Int32Array { return this.scoresView; }
  /** Tiles still in the stack (the drawn tile not counted). */
  get tilesLeft(): number { return this.stackLen - this.next; }

  /** Write the legal actions' codes to `out` (give it room for MAX_LEGAL: a scan writes every rotation
   *  of a cell and keeps those that fit); how many. In the pure API's order. */
  legal(out: Int32Array): number {
    let n = 0;
    if (this.stepCode === PLACE) {
      const front = this.front, kind = this.tile;
      // Without branches on the rotations (they follow no pattern): each is written, and kept if it fits.
      for (let i = 0, len = this.frontLen; i < len; i++) {
        const f = front[i], fits = FITS[((f >> 15) << 5) | kind], code = (f & 0x7fff) << 2;
        out[n] = code; n += fits & 1;
        out[n] = code | 1; n += (fits >> 1) & 1;
        out[n] = code | 2; n += (fits >> 2) & 1;
        out[n] = code | 3; n += fits >> 3;
      }
    } else if (this.stepCode === FOLLOWER) {
      out[n++] = FOLLOW_NONE;
      if (this.supply[this.toAct] > 0) {
        const v = this.grid[this.placed], first = (v - 1) >> 7, segs = NSEG[(v - 1) & 31];
        for (let l = 0; l < segs; l++) if (this.occ[this.find(first + l)] === 0) out[n++] = FOLLOW_NONE + 1 + l;
      }
    }
    return n;
  }

  /** Play a legal action's code (not checked: a search plays only what legal() gave). */
  play(code: number): void {
    if (this.depthNow >= MAX_DEPTH) throw new RangeError('the line of play is longer than the engine holds');
    this.actionsPlayed++;
    const f = this.frames, at = this.depthNow++ * FRAME;
    f[at + F_TRAIL] = this.trailLen; f[at + F_NEXT] = this.next; f[at + F_ASIDE] = this.setAsideCount;
    f[at + F_TURN] = this.turn; f[at + F_TO_ACT] = this.toAct; f[at + F_STEP] = this.stepCode; f[at + F_TILE] = this.tile;
    f[at + F_PLACED] = this.placed; f[at + F_TILES] = this.tileCount; f[at + F_NODES] = this.nodes;
    f[at + F_CLOISTERS] = this.cloisterCount;
    if (this.stepCode === PLACE) {
      const cell = code >> 2;
      this.lay(cell, this.tile, code & 3);
      this.placed = cell;
      this.stepCode = FOLLOWER;
      if (!this.canFollow(cell)) this.endTurn(cell);
    } else {
      const cell = this.placed;
      if (code !== FOLLOW_NONE) this.addMan(this.toAct, cell, code - FOLLOW_NONE - 1);
      this.endTurn(cell);
    }
  }

  /** Take back the last action played. */
  undo(): void {
    if (this.depthNow === 0) throw new Error('nothing to take back');
    const f = this.frames, at = --this.depthNow * FRAME;
    this.undoTo(f[at + F_TRAIL]);
    this.next = f[at + F_NEXT]; this.setAsideCount = f[at + F_ASIDE]; this.turn = f[at + F_TURN]; this.toAct = f[at + F_TO_ACT];
    this.stepCode = f[at + F_STEP]; this.tile = f[at + F_TILE]; this.placed = f[at + F_PLACED]; this.tileCount = f[at + F_TILES];
    this.nodes = f[at + F_NODES]; this.cloisterCount = f[at + F_CLOISTERS];
  }

  /**
   * Play to the end and take it all back; the final scores, in a table of the engine's own that the
   * next playout overwrites. Uniform choices: `random` (floats in [0, 1)) is called once, to seed the
   * engine's own generator (mulberry32, kept in 32-bit integers), which draws every choice, so a
   * playout allocates nothing whatever `random` is (a float returned by a call that V8 does not
   * inline is boxed: 16 bytes a call). With a policy, the policy chooses each action, given `random`.
   */
  playout(random: () => number, policy?: PlayoutPolicy): Int32Array {
    const from = this.depthNow, buf = this.buffer;
    if (!policy) this.rng = (random() * 4294967296) | 0;
    while (this.stepCode !== OVER) {
      const n = this.legal(buf);
      this.play(buf[policy ? policy(this, buf, n, random) : this.uniform(n)]);
    }
    this.final.set(this.scoresView);
    while (this.depthNow > from) this.undo();
    return this.final;
  }

  /** A number below n from the engine's generator (mulberry32, as rng.ts draws). */
  private uniform(n: number): number {
    const a = (this.rng = (this.rng + 0x6d2b79f5) | 0);
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  }

  /** Can the seat to act put a follower on the tile just laid on `cell`? */
  private canFollow(cell: number): boolean {
    if (this.supply[this.toAct] === 0) return false;
    const v = this.grid[cell], first = (v - 1) >> 7, segs = NSEG[(v - 1) & 31];
    for (let l = 0; l < segs; l++) if (this.occ[this.find(first + l)] === 0) return true;
    return false;
  }

  private endTurn(cell: number): void {
    scoreCompleted(this, cell);
    this.beginTurn((this.toAct + 1) % this.seats);
  }

  /** Draw for the seat: a tile that fits nowhere is set aside and the next drawn; none left, the end. */
  beginTurn(seat: number): void {
    this.toAct = seat;
    this.placed = -1;
    while (this.next < this.stackLen) {
      const kind = this.stack[this.next++];
      if (this.fitsAnywhere(kind)) {
        this.turn++;
        this.stepCode = PLACE;
        this.tile = kind;
        return;
      }
      this.setAside[this.setAsideCount++] = kind;
    }
    this.stepCode = OVER;
    this.tile = -1;
    scoreFinal(this);
  }

  /** The code of an action if it is legal now, else -1. */
  encode(a: CarcAction): number {
    let code = -1;
    if (!a || a.seat !== this.toAct) return -1;
    if (this.stepCode === PLACE && a.type === 'place') {
      const ok = (v: unknown, lo: number, hi: number) => Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;
      if (ok(a.x, -REACH, REACH) && ok(a.y, -REACH, REACH) && ok(a.rot, 0, 3)) code = (cellOf(a.x, a.y) << 2) | a.rot;
    } else if (this.stepCode === FOLLOWER && a.type === 'follower') {
      const local = a.spot === null ? -1 : spotIndex((this.grid[this.placed] - 1) & 31, a.spot);
      if (a.spot === null || local >= 0) code = FOLLOW_NONE + 1 + local;
    }
    if (code < 0) return -1;
    const n = this.legal(this.buffer);
    for (let i = 0; i < n; i++) if (this.buffer[i] === code) return code;
    return -1;
  }

  /** The action of a code, for the seat to act now (a new object: not for playouts). */
  decode(code: number): CarcAction {
    if (code >= FOLLOW_NONE) {
      const local = code - FOLLOW_NONE - 1;
      if (local >= 0 && this.placed < 0) throw new RangeError('a follower on a spot decodes only in the follower step');
      return { seat: this.toAct, type: 'follower', spot: local < 0 ? null : SEGMENTS[(this.grid[this.placed] - 1) & 31][local].spot };
    }
    const cell = code >> 2;
    return { seat: this.toAct, type: 'place', x: xOf(cell), y: yOf(cell), rot: code & 3 };
  }

  /** The position as a state of the pure API (for checks and hand-overs; it allocates). Its union-find
   *  is flattened (each node points at its set's root, the set's lowest node, as the pure API's root is). */
  toState(): CarcState {
    return stateOf(this);
  }
}

/** A determinization for a searcher: an engine at what `seat` can see of the game (its public view;
 *  Carcassonne shows every seat the same), the tiles still to come in an order drawn by `random`
 *  from their counts. Given a state, only its public view is read: never the stack's order.
 *  `into` reuses an engine's tables. */
export function determinize(source: CarcState | CarcView, seat: number, random: () => number, into?: CarcEngine): CarcEngine {
  const view = 'stack' in source ? publicView(source) : source;
  if (!Number.isInteger(seat) || seat < 0 || seat >= view.seats) throw new RangeError(`seat must be 0 to ${view.seats - 1}`);
  return (into ?? new CarcEngine()).loadView(view, random);
}
