// CastleEngine: the Castle played and taken back in place, for searches. Actions are integers (see
// engine-tables.ts: `cell * 4 + rot` to place, WALL_CODE, FOLLOW_CODE + k, SCORE_CODE + feature * 3
// + double), every value that changes lives in one typed array, and every change goes to a trail,
// so that an action and its undo allocate nothing. The flow of a turn below mirrors turn.ts; it is
// checked action by action against the pure API (test/engine.test.ts).
import { finish } from './engine-final';
import { STEPS, loadState, shuffleHidden, stateOf } from './engine-io';
import { TRAIL_ROOM } from './engine-core';
import { EngineScore } from './engine-score';
import {
  BOARD, COMPLETED, COURT, DISCARDED, DONE, EXTRA, FALCONERS, FALCONER_NODE, FIT, FOLLOWERS, FOLLOWER, FOLLOW_CODE, FRONT,
  KINGS, KING_NODE, MAX_LEGAL, MEN0, MEN1, OPEN, OVER, PENDING, PLACE, PLACED, SCORE, SCORE_CODE, STACK_LEN, STEP, SUPPLY,
  SCORING, TILE, TO_ACT, TURN, WALL_CODE,
} from './engine-tables';
import type { Action, GameState, Seat, Step } from './types';

/** Chooses an action for a playout: an index below `count` into `actions`. */
export type CastlePolicy = (engine: CastleEngine, actions: Int32Array, count: number, random: () => number) => number;

/** The longest line of play the engine holds (a game is about 200 actions). */
const MAX_DEPTH = 1024;

export class CastleEngine extends EngineScore {
  /** Actions played by this engine, all told (playouts too): for counting nodes and speeds. */
  actionsPlayed = 0;

  private readonly frames = new Int32Array(MAX_DEPTH);
  private depthNow = 0;
  private readonly buffer = new Int32Array(MAX_LEGAL);
  private readonly scoresView = this.m.subarray(SCORE, SCORE + 2);
  private readonly final = new Int32Array(2);
  private seed = '';
  /** The playouts' generator's state. */
  private rng = 1;

  /** An engine at the state (a state of the pure API, never changed), or an empty one to load later. */
  constructor(state?: GameState) {
    super();
    if (state) this.load(state);
  }

  /** Play from this state instead (the tables are reused). */
  load(state: GameState): this {
    loadState(this, state);
    this.seed = state.seed;
    this.depthNow = 0;
    return this;
  }

  /**
   * Another determinization of the same position, for a searcher at the start of its line (depth 0):
   * the stack in a new order drawn by `random` from its tiles' counts, and the face-down wall tiles
   * drawn from those nobody has seen (two of each kind, less the ones held and `played`, the kinds
   * played so far). Neither the order nor the face-down kinds it had are read.
   */
  determinize(random: () => number, played: readonly number[] = []): void {
    if (this.depthNow !== 0) throw new Error('determinize at the start of a line (depth 0)');
    shuffleHidden(this, random, played);
  }

  get step(): Step { return STEPS[this.m[STEP]]; }
  get over(): boolean { return this.m[STEP] === OVER; }
  get toAct(): Seat { return this.m[TO_ACT] as Seat; }
  /** Actions played since the last load. */
  get depth(): number { return this.depthNow; }
  /** The scores now: a view of the engine's own table (it changes as the engine plays). */
  get scores(): Int32Array { return this.scoresView; }
  /** Tiles still in the stack (the drawn tile not counted). */
  get tilesLeft(): number { return this.m[STACK_LEN]; }

  /** Write the legal actions' codes to `out` (room for MAX_LEGAL); how many. In the pure API's order. */
  legal(out: Int32Array): number {
    const m = this.m;
    let n = 0;
    switch (m[STEP]) {
      case PLACE: {
        const rots = this.ed.rots, base = m[TILE] * 256;
        for (let word = 0; word < 3; word++) {
          let bits = m[FRONT + word];
          while (bits !== 0) {
            // Without branches on the rotations (they follow no pattern): each is written, and kept if it fits.
            const low = bits & -bits, cell = (word << 5) | (31 - Math.clz32(low)), fits = rots[base + m[FIT + cell]], code = cell << 2;
            bits ^= low;
            out[n] = code; n += fits & 1;
            out[n] = code | 1; n += (fits >> 1) & 1;
            out[n] = code | 2; n += (fits >> 2) & 1;
            out[n] = code | 3; n += fits >> 3;
          }
        }
        if (m[EXTRA] === 0 && m[STACK_LEN] > 0 && this.usableWall(m[TO_ACT], 1) > 0) out[n++] = WALL_CODE;
        return n;
      }
      case FOLLOWER:
        out[n++] = FOLLOW_CODE;
        return this.followerChoices(out, n);
      case SCORING: {
        for (let i = 0, len = this.groupLength(); i < len; i++) {
          const r = m[PENDING + i], most = this.maxDouble(r);
          for (let d = 0; d <= most; d++) out[n++] = SCORE_CODE + r * 3 + d;
        }
        return n;
      }
      default:
        return 0;
    }
  }

  /**
   * The follower choices on the tile just placed (turn.ts someFollowerChoice), written from `out[n]`
   * on (or, with no `out`, whether there is one: the count is then 1 or 0): nobody joins a feature
   * that holds a follower; king and falconer never go onto a feature completed this turn.
   */
  private followerChoices(out: Int32Array | null, n: number): number {
    const m = this.m, seat = m[TO_ACT], supply = m[SUPPLY + seat], kings = m[KINGS + seat], falconers = m[FALCONERS + seat];
    if (supply + kings + falconers === 0) return n;
    const v = m[BOARD + m[PLACED]], first = v >> 10, np = this.ed.np[(v & 255) * 4 + ((v >> 8) & 3)];
    for (let piece = 0; piece < np; piece++) {
      const r = this.find(first + piece), k = FOLLOW_CODE + 1 + piece * 3;
      if (m[MEN0 + r] + m[MEN1 + r] > 0) continue;
      if (supply > 0) { if (!out) return 1; out[n++] = k; }
      if (kings + falconers === 0 || this.completedNow(r)) continue;
      if (kings > 0) { if (!out) return 1; out[n++] = k + 1; }
      if (falconers > 0) { if (!out) return 1; out[n++] = k + 2; }
    }
    return n;
  }

  private completedNow(r: number): boolean {
    const m = this.m;
    for (let i = 0, c = m[COMPLETED - 1]; i < c; i++) if (m[COMPLETED + i] === r) return true;
    return false;
  }

  /** Play a legal action's code (not checked: a search plays only what legal() gave). */
  play(code: number): void {
    if (this.depthNow >= MAX_DEPTH || this.trailLen > TRAIL_ROOM) throw new RangeError('the line of play is longer than the engine holds');
    this.actionsPlayed++;
    this.frames[this.depthNow++] = this.trailLen;
    const m = this.m;
    if (code < WALL_CODE) this.place(code >> 2, code & 3);
    else if (code === WALL_CODE) {
      this.removeWall(m[TO_ACT], 1, 1);
      this.w(EXTRA, 1);
    } else if (code < SCORE_CODE) this.follower(code - FOLLOW_CODE);
    else {
      const c = code - SCORE_CODE;
      this.scoreFeature((c / 3) | 0, c % 3);
      this.continueScoring();
    }
  }

  /** Take back the last action played. */
  undo(): void {
    if (this.depthNow === 0) throw new Error('nothing to take back');
    this.undoTo(this.frames[--this.depthNow]);
  }

  /**
   * Play to the end and take it all back; the final scores, in a table of the engine's own that the
   * next playout overwrites. Uniform choices: `random` is called once, to seed the engine's own
   * generator (mulberry32 in 32-bit integers), so a playout allocates nothing. With a policy, the
   * policy chooses each action, given `random`.
   */
  playout(random: () => number, policy?: CastlePolicy): Int32Array {
    const from = this.depthNow, buf = this.buffer, m = this.m;
    if (!policy) this.rng = (random() * 4294967296) | 0;
    while (m[STEP] !== OVER) {
      const n = this.legal(buf);
      this.play(buf[policy ? policy(this, buf, n, random) : this.uniform(n)]);
    }
    this.final.set(this.scoresView);
    while (this.depthNow > from) this.undo();
    return this.final;
  }

  /** A number below n from the engine's generator (mulberry32). */
  private uniform(n: number): number {
    const a = (this.rng = (this.rng + 0x6d2b79f5) | 0);
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  }

  private place(cell: number, rot: number): void {
    const m = this.m;
    this.lay(cell, m[TILE], rot);
    this.w(PLACED, cell);
    let c = 0;
    for (let i = 0; i < this.rootCount; i++) {
      const r = this.roots[i];
      if (this.nodeKind[r] !== COURT && m[OPEN + r] === 0 && m[DONE + r] === 0) {
        this.w(COMPLETED + c++, r);
        this.w(DONE + r, 1);
      }
    }
    this.w(COMPLETED - 1, c);
    if (this.followerChoices(null, 0) > 0) this.w(STEP, FOLLOWER);
    else this.startScoring();
  }

  private follower(k: number): void {
    const m = this.m;
    if (k > 0) {
      const seat = m[TO_ACT], piece = ((k - 1) / 3) | 0, figure = (k - 1) % 3, cell = m[PLACED];
      const node = (m[BOARD + cell] >> 10) + piece, r = this.find(node), men = seat === 0 ? MEN0 : MEN1;
      this.w(men + r, m[men + r] + 1);
      const at = figure === 0 ? SUPPLY : figure === 1 ? KINGS : FALCONERS;
      this.w(at + seat, m[at + seat] - 1);
      if (figure === 1) this.w(KING_NODE + seat, node);
      if (figure === 2) this.w(FALCONER_NODE + seat, node);
      const c = m[FOLLOWERS - 1];
      this.w(FOLLOWERS + c, seat | (piece << 1) | (figure << 6) | (cell << 8));
      this.w(FOLLOWERS - 1, c + 1);
    }
    this.startScoring();
  }

  /** The completed features with a majority become the pending scorings, the seat to act's first. */
  private startScoring(): void {
    const m = this.m, nc = m[COMPLETED - 1], seat = m[TO_ACT];
    if (nc === 0) { this.endTurn(); return; }
    let n = 0;
    for (let pass = 0; pass < 2; pass++) {
      for (let i = 0; i < nc; i++) {
        const r = m[COMPLETED + i], who = this.majority(r);
        if (who >= 0 && (who === seat) === (pass === 0)) this.w(PENDING + n++, r);
      }
    }
    this.w(PENDING - 1, n);
    this.continueScoring();
  }

  /** Score what needs no decision; stop at the first real choice, or end the turn. */
  private continueScoring(): void {
    const m = this.m;
    while (m[PENDING - 1] > 0) {
      if (this.needsChoice(this.groupLength())) { this.w(STEP, SCORING); return; }
      this.scoreFeature(m[PENDING], 0);
    }
    this.endTurn();
  }

  private endTurn(): void {
    const m = this.m, seat = m[TO_ACT];
    this.returnFollowers();
    if (this.atEndOfTurn) {
      this.takeTowerUnder(seat);
      this.takeTowerUnder(1 - seat);
    }
    this.w(PENDING - 1, 0);
    this.beginTurn(m[EXTRA] === 1 ? seat : 1 - seat);
  }

  /** Draw for the seat (tiles that fit nowhere are discarded) and start its turn, or end the game. */
  private beginTurn(seat: number): void {
    const m = this.m;
    let left = m[STACK_LEN], tile = -1;
    while (left > 0) {
      const t = this.stack[--left];
      if (this.fitsAnywhere(t)) { tile = t; break; }
      const d = m[DISCARDED - 1];
      this.w(DISCARDED + d, t);
      this.w(DISCARDED - 1, d + 1);
    }
    this.w(STACK_LEN, left);
    if (tile < 0) { finish(this); return; }
    this.w(TURN, m[TURN] + 1);
    this.w(TO_ACT, seat);
    this.w(TILE, tile);
    this.w(STEP, PLACE);
    this.w(PLACED, -1);
    this.w(PENDING - 1, 0);
    this.w(COMPLETED - 1, 0);
    this.w(EXTRA, 0);
  }

  /** The code of an action if it is legal now, else -1. */
  encode(a: Action): number {
    if (!a || typeof a !== 'object' || a.seat !== this.toAct) return -1;
    let code = -1;
    const int = (v: unknown, lo: number, hi: number) => Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;
    switch (a.type) {
      case 'place': if (int(a.cell, 0, this.ed.cellCount - 1) && int(a.rot, 0, 3)) code = a.cell * 4 + a.rot; break;
      case 'wall': if (a.kind === 1) code = WALL_CODE; break;
      case 'follower': {
        const figure = a.figure === undefined ? 0 : a.figure === 'king' ? 1 : a.figure === 'falconer' ? 2 : -1;
        if (a.piece === null && figure === 0) code = FOLLOW_CODE;
        else if (int(a.piece, 0, 24) && figure >= 0) code = FOLLOW_CODE + 1 + (a.piece as number) * 3 + figure;
        break;
      }
      case 'score': if (int(a.feature, 0, 1023) && int(a.double, 0, 2)) code = SCORE_CODE + a.feature * 3 + a.double; break;
    }
    if (code < 0) return -1;
    const n = this.legal(this.buffer);
    for (let i = 0; i < n; i++) if (this.buffer[i] === code) return code;
    return -1;
  }

  /** The action of a code, for the seat to act now (a new object: not for playouts). */
  decode(code: number): Action {
    const seat = this.toAct;
    if (code < WALL_CODE) return { seat, type: 'place', cell: code >> 2, rot: code & 3 };
    if (code === WALL_CODE) return { seat, type: 'wall', kind: 1 };
    if (code < SCORE_CODE) {
      const k = code - FOLLOW_CODE;
      if (k === 0) return { seat, type: 'follower', piece: null };
      const piece = ((k - 1) / 3) | 0, figure = (k - 1) % 3;
      return figure === 0 ? { seat, type: 'follower', piece } : { seat, type: 'follower', piece, figure: figure === 1 ? 'king' : 'falconer' };
    }
    const c = code - SCORE_CODE;
    return { seat, type: 'score', feature: (c / 3) | 0, double: c % 3 };
  }

  /** The position as a state of the pure API (for checks and hand-overs; it allocates). */
  toState(): GameState {
    return stateOf(this, this.seed);
  }
}
