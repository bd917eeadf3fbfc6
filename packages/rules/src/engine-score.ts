// The in-place engine's scoring during the game, as scoring.ts and turn.ts score: majorities,
// points, doubling wall tiles, markers on the track (gates, corner towers), keeps, the order of
// scorings and when it is a real choice, followers going home. Every change goes through w().
import { EngineCore } from './engine-core';
import {
  AERIE, AERIES, BOARD, CHAPEL, CHAPEL_POINTS, COMPLETED, FALCONERS, FALCONER_NODE, FOLLOWERS, FOUNTAINS, HOUSE, KEEP_CELL,
  KEEP_FEATURE, KEEP_SIZE, KINGS, KING_NODE, LINK, MAX_WALL, MEN0, MEN1, PATH, PENDING, SCORE, SUPPLY, TILES, TOWER,
  TOWERS, TO_ACT, TURN, WALL, WALL_COUNT,
} from './engine-tables';

export class EngineScore extends EngineCore {
  /** The variants of the game loaded. */
  atEndOfTurn = false;
  gatesStop = false;

  /** Scratch of needsChoice: the group's points and its order being tried. */
  private readonly perm = new Int32Array(32);
  private readonly permPoints = new Int32Array(32);
  private readonly heap = new Int32Array(32);

  /** 0 or 1, the seat with more followers on the feature (root), or -1 on a tie. */
  majority(r: number): number {
    const a = this.m[MEN0 + r], b = this.m[MEN1 + r];
    return a > b ? 0 : b > a ? 1 : -1;
  }

  /** Points of a completed feature before any multiplier (scoring.ts basePoints). */
  basePoints(r: number): number {
    const n = this.m[TILES + r];
    switch (this.nodeKind[r]) {
      case PATH: return this.m[FOUNTAINS + r] > 0 ? 2 * n : n;
      case TOWER: return 2 * n;
      case HOUSE: return n;
      case CHAPEL: return CHAPEL_POINTS[(n < 8 ? n : 8) - 1];
      default: throw new Error('a court is not scored during the game');
    }
  }

  /** Is the seat's king (or falconer) on the feature (root)? */
  kingOn(r: number, seat: number): boolean {
    const n = this.m[KING_NODE + seat];
    return n >= 0 && this.find(n) === r;
  }

  falconerOn(r: number, seat: number): boolean {
    const n = this.m[FALCONER_NODE + seat];
    return n >= 0 && this.find(n) === r;
  }

  /** Wall tiles of a kind the seat holds and may play this turn (not taken this turn). */
  usableWall(seat: number, kind: number): number {
    const m = this.m, at = WALL + seat * MAX_WALL, turn = m[TURN];
    let n = 0;
    for (let i = 0, c = m[WALL_COUNT + seat]; i < c; i++) { const v = m[at + i]; if ((v & 15) === kind && v >> 4 < turn) n++; }
    return n;
  }

  /** Give up the first `count` wall tiles of a kind that may be played this turn. */
  removeWall(seat: number, kind: number, count: number): void {
    const m = this.m, at = WALL + seat * MAX_WALL, turn = m[TURN], c = m[WALL_COUNT + seat];
    let out = 0;
    for (let i = 0; i < c; i++) {
      const v = m[at + i];
      if (count > 0 && (v & 15) === kind && v >> 4 < turn) { count--; continue; }
      this.w(at + out++, v);
    }
    this.w(WALL_COUNT + seat, out);
  }

  /** How many doubling wall tiles the seat to act may play on this completed feature (root). */
  maxDouble(r: number): number {
    const seat = this.m[TO_ACT];
    if (this.majority(r) !== seat) return 0;
    const k = this.nodeKind[r], kind = k === TOWER ? 2 : k === HOUSE ? 3 : 0;
    if (kind === 0) return 0;
    const usable = this.usableWall(seat, kind);
    if (!this.ed.falcon) return usable < 2 ? usable : 2;
    return this.kingOn(r, seat) ? 0 : usable < 1 ? usable : 1;
  }

  /** How far a marker moves for these points: all of them, unless the gates variant stops it. */
  markerMove(score: number, points: number): number {
    if (!this.gatesStop) return points;
    const gate = this.ed.gate;
    for (let k = 1; k < points; k++) if (gate[(score + k) % 100] === 1) return k;
    return points;
  }

  /** Landing exactly on a corner tower with a wall tile takes it. */
  takeTowerUnder(seat: number): void {
    const m = this.m, t = this.ed.towerAt[m[SCORE + seat] % 100];
    if (t < 0 || m[TOWERS + t] === 0) return;
    const c = m[WALL_COUNT + seat];
    this.w(WALL + seat * MAX_WALL + c, m[TOWERS + t] | (m[TURN] << 4));
    this.w(WALL_COUNT + seat, c + 1);
    this.w(TOWERS + t, 0);
  }

  /** The scorings the seat to act orders next: his own (a prefix of the pending list), else all. */
  groupLength(): number {
    const m = this.m, n = m[PENDING - 1], seat = m[TO_ACT];
    let mine = 0;
    while (mine < n && this.majority(m[PENDING + mine]) === seat) mine++;
    return mine > 0 ? mine : n;
  }

  /** Score a completed feature (root) with a majority, with `double` doubling wall tiles on it. */
  scoreFeature(r: number, double: number): void {
    const m = this.m;
    // Out of the pending list, the others kept in order.
    const n = m[PENDING - 1];
    let out = 0;
    for (let i = 0; i < n; i++) { const p = m[PENDING + i]; if (p !== r) this.w(PENDING + out++, p); }
    this.w(PENDING - 1, out);
    const seat = this.majority(r), points = this.basePoints(r), kind = this.nodeKind[r];
    if (double > 0) this.removeWall(seat, kind === TOWER ? 2 : 3, double);
    const multiplier = this.kingOn(r, seat) ? 2 : 1 + double;
    const moved = this.markerMove(m[SCORE + seat], points * multiplier);
    const aeries = m[AERIE + r] + (this.falconerOn(r, seat) ? 1 : 0);
    if (aeries) this.w(AERIES + seat, m[AERIES + seat] + aeries);
    this.w(SCORE + seat, m[SCORE + seat] + moved);
    if (!this.atEndOfTurn) this.takeTowerUnder(seat);
    if (kind === HOUSE && m[KEEP_SIZE + seat] < m[TILES + r]) {
      let cell = 1 << 30, n2 = r;
      do { const spot = this.nodeSpot[n2]; if (spot < this.ed.cellCount && spot < cell) cell = spot; n2 = m[LINK + n2]; } while (n2 !== r);
      this.w(KEEP_FEATURE + seat, r);
      this.w(KEEP_CELL + seat, cell);
      this.w(KEEP_SIZE + seat, m[TILES + r]);
    }
  }

  /**
   * Does the seat to act have a real choice among the first `len` pending scorings? Yes when he may
   * play a doubling wall tile on one, or when two orders end differently (scoring.ts needsChoice):
   * all of a group go to one seat, so an order's outcome is where his marker ends and which towers'
   * wall tiles he takes on the way (the rest, aeries and the keep's size, adds up alike).
   */
  needsChoice(len: number): boolean {
    const m = this.m;
    for (let i = 0; i < len; i++) if (this.maxDouble(m[PENDING + i]) > 0) return true;
    if (len < 2) return false;
    const perm = this.perm, pts = this.permPoints, c = this.heap;
    const seat = this.majority(m[PENDING]);
    for (let i = 0; i < len; i++) {
      const r = m[PENDING + i];
      perm[i] = i;
      pts[i] = this.basePoints(r) * (this.kingOn(r, seat) ? 2 : 1);
      c[i] = 0;
    }
    const first = this.outcome(seat, len);
    // Heap's algorithm: every order of the group, one swap apart.
    for (let i = 1; i < len;) {
      if (c[i] < i) {
        const j = i % 2 === 0 ? 0 : c[i], t = perm[j];
        perm[j] = perm[i]; perm[i] = t;
        if (this.outcome(seat, len) !== first) return true;
        c[i]++;
        i = 1;
      } else { c[i] = 0; i++; }
    }
    return false;
  }

  /** Where the seat's marker ends and the towers emptied, scoring the group in `perm`'s order. */
  private outcome(seat: number, len: number): number {
    const m = this.m, towerAt = this.ed.towerAt;
    let pos = m[SCORE + seat], taken = 0;
    for (let i = 0; i < len; i++) {
      pos += this.markerMove(pos, this.permPoints[this.perm[i]]);
      if (this.atEndOfTurn) continue;
      const t = towerAt[pos % 100];
      if (t >= 0 && m[TOWERS + t] !== 0) taken |= 1 << t;
    }
    return pos * 32768 + taken;
  }

  /** Followers on features completed this turn go home (turn.ts endTurn). */
  returnFollowers(): void {
    const m = this.m, nc = m[COMPLETED - 1];
    let any = false;
    for (let i = 0; i < nc; i++) { const r = m[COMPLETED + i]; if (m[MEN0 + r] + m[MEN1 + r] > 0) { any = true; break; } }
    if (!any) return;
    const n = m[FOLLOWERS - 1];
    let out = 0;
    for (let i = 0; i < n; i++) {
      const v = m[FOLLOWERS + i], seat = v & 1, figure = (v >> 6) & 3, cell = v >> 8;
      const node = (m[BOARD + cell] >> 10) + ((v >> 1) & 31), r = this.find(node);
      let home = false;
      for (let j = 0; j < nc; j++) if (m[COMPLETED + j] === r) { home = true; break; }
      if (!home) { this.w(FOLLOWERS + out++, v); continue; }
      const at = figure === 0 ? SUPPLY : figure === 1 ? KINGS : FALCONERS;
      this.w(at + seat, m[at + seat] + 1);
      if (figure === 1) this.w(KING_NODE + seat, -1);
      if (figure === 2) this.w(FALCONER_NODE + seat, -1);
    }
    this.w(FOLLOWERS - 1, out);
  }

}
