// The in-place engine's table of numbers and its primitive changes, each written to a trail of
// (address, old value) pairs so that it can be taken back: the board, the frontier (each empty
// cell's fit and a bit per frontier cell), and the union-find over feature nodes (the pure API's
// features, numbered as it numbers them, joined as it joins them: the one with more tiles stays the
// root, no path compression, so a join is undone by popping the trail; each set also a circular
// list, so that its nodes can be listed). Laying a tile mirrors board.ts's placeTile step by step.
// The turn's flow is engine.ts; scoring engine-score.ts and engine-final.ts.
import {
  AERIE, BITS, BOARD, DONE, EDITIONS, Edition, FIT, FOUNTAINS, FRONT, LINK, MARKETS, MAX_NODES, MAX_PIECES, MAX_SPOTS,
  MAX_STACK, MEMORY, MEN0, MEN1, NODES, OPEN, PARENT, TILES, startOf,
} from './engine-tables';

/** Trail length: a whole game writes about 5,000 numbers to it, an action at most a few hundred. */
const TRAIL = 1 << 15;
/** Room an action may need on the trail at the most (engine.ts refuses to play with less left). */
export const TRAIL_PER_ACTION = 1 << 12;
export const TRAIL_ROOM = TRAIL - TRAIL_PER_ACTION;

export class EngineCore {
  ed: Edition = EDITIONS[0];
  /** Every value that changes during play, at the addresses of engine-tables.ts. */
  readonly m = new Int32Array(MEMORY);
  readonly trail = new Int32Array(TRAIL);
  trailLen = 0;

  /** The tiles to draw, the next one last (changed only by loading and determinizing); STACK_LEN says how many are left. */
  readonly stack = new Int32Array(MAX_STACK);
  /** Static per node: its feature kind and its spot (a cell, or cellCount + start space). */
  readonly nodeKind = new Int32Array(MAX_NODES);
  readonly nodeSpot = new Int32Array(MAX_NODES);
  /** Per spot: its first node and how many (a tile's pieces are numbered together). */
  readonly spotFirst = new Int32Array(MAX_SPOTS);
  readonly spotNodes = new Int32Array(MAX_SPOTS);

  /** Scratch of a placement: the nodes touched, then their roots (the candidates for completion). */
  readonly touched = new Int32Array(64);
  readonly roots = new Int32Array(64);
  rootCount = 0;

  /** Change one number, recorded on the trail. */
  w(at: number, v: number): void {
    const m = this.m;
    if (m[at] === v) return;
    const tr = this.trail, i = this.trailLen;
    tr[i] = at; tr[i + 1] = m[at];
    this.trailLen = i + 2;
    m[at] = v;
  }

  /** Take every change back down to a trail length. */
  undoTo(len: number): void {
    const m = this.m, tr = this.trail;
    let i = this.trailLen;
    while (i > len) { i -= 2; m[tr[i]] = tr[i + 1]; }
    this.trailLen = len;
  }

  find(n: number): number {
    const m = this.m;
    let p = m[PARENT + n];
    while (p !== n) { n = p; p = m[PARENT + n]; }
    return n;
  }

  /** Make the nodes of a spot (not trailed: nodes above NODES are free, and NODES is trailed). */
  initNode(node: number, kind: number, spot: number, open: number, fountains: number, markets: number, aeries: number): void {
    const m = this.m;
    m[PARENT + node] = node; m[TILES + node] = 1; m[OPEN + node] = open; m[MEN0 + node] = 0; m[MEN1 + node] = 0;
    m[FOUNTAINS + node] = fountains; m[MARKETS + node] = markets; m[AERIE + node] = aeries; m[DONE + node] = 0; m[LINK + node] = node;
    this.nodeKind[node] = kind;
    this.nodeSpot[node] = spot;
  }

  /** Has the set of root `r` a node on this spot? */
  private onSpot(spot: number, r: number): boolean {
    for (let q = this.spotFirst[spot], end = q + this.spotNodes[spot]; q < end; q++) if (this.find(q) === r) return true;
    return false;
  }

  /** Join two nodes' sets as draft.ts's union does: the one with more tiles (distinct spots) stays
   *  the root, the first on a tie; tiles are counted once; the rest adds up. */
  union(a: number, b: number): void {
    let ra = this.find(a), rb = this.find(b);
    if (ra === rb) return;
    const m = this.m;
    if (m[TILES + ra] < m[TILES + rb]) { const t = ra; ra = rb; rb = t; }
    // Spots of rb's set (each counted at its lowest node of the set) that ra's set also covers; a
    // set of one tile, the most common, is on its root's spot.
    let shared = 0, n = rb;
    if (m[TILES + rb] === 1) shared = this.onSpot(this.nodeSpot[rb], ra) ? 1 : 0;
    else {
      do {
        const spot = this.nodeSpot[n];
        let firstOfSet = true;
        for (let q = this.spotFirst[spot]; q < n; q++) if (this.find(q) === rb) { firstOfSet = false; break; }
        if (firstOfSet && this.onSpot(spot, ra)) shared++;
        n = m[LINK + n];
      } while (n !== rb);
    }
    this.w(PARENT + rb, ra);
    this.w(TILES + ra, m[TILES + ra] + m[TILES + rb] - shared);
    this.w(OPEN + ra, m[OPEN + ra] + m[OPEN + rb]);
    this.w(MEN0 + ra, m[MEN0 + ra] + m[MEN0 + rb]);
    this.w(MEN1 + ra, m[MEN1 + ra] + m[MEN1 + rb]);
    this.w(FOUNTAINS + ra, m[FOUNTAINS + ra] + m[FOUNTAINS + rb]);
    this.w(MARKETS + ra, m[MARKETS + ra] + m[MARKETS + rb]);
    this.w(AERIE + ra, m[AERIE + ra] + m[AERIE + rb]);
    const link = m[LINK + ra];
    this.w(LINK + ra, m[LINK + rb]);
    this.w(LINK + rb, link);
  }

  /** The frontier bit of a cell. */
  setFront(cell: number, on: boolean): void {
    const at = FRONT + (cell >> 5), bit = 1 << (cell & 31), v = this.m[at];
    this.w(at, on ? v | bit : v & ~bit);
  }

  /** Does the tile fit on some frontier cell? */
  fitsAnywhere(tile: number): boolean {
    const m = this.m, rots = this.ed.rots, base = tile * 256;
    for (let word = 0; word < 3; word++) {
      let bits = m[FRONT + word];
      while (bits !== 0) {
        const low = bits & -bits, cell = (word << 5) | (31 - Math.clz32(low));
        if (rots[base + m[FIT + cell]] !== 0) return true;
        bits ^= low;
      }
    }
    return false;
  }

  /** One edge of a piece closes: its feature's open count goes down (the piece is touched). */
  private close(node: number, touched: number): number {
    const r = this.find(node);
    this.w(OPEN + r, this.m[OPEN + r] - 1);
    this.touched[touched] = node;
    return touched + 1;
  }

  /**
   * Put a tile on an empty cell where it fits (board.ts placeTile): its pieces become nodes, pieces
   * facing each other across a side join, edges that faced this cell close, and the empty
   * neighbours' fit grows. Leaves in `roots` (rootCount of them) the roots of every feature touched,
   * in the pure API's order.
   */
  lay(cell: number, tile: number, rot: number): void {
    const e = this.ed, m = this.m, o = tile * 4 + rot, np = e.np[o], first = m[NODES], nb = e.neighbours;
    if (first + np > MAX_NODES) throw new RangeError('more features than the engine holds');
    let empty = 0;
    for (let side = 0; side < 4; side++) {
      const n = nb[cell * 4 + side];
      if (n >= 0 && m[BOARD + n] < 0) empty |= 1 << side;
    }
    for (let i = 0; i < np; i++) {
      const j = o * MAX_PIECES + i;
      this.initNode(first + i, e.pKind[j], cell, BITS[e.pSides[j] & empty], e.pFountains[j], e.pMarkets[j], e.pAeries[j]);
      this.touched[i] = first + i;
    }
    this.spotFirst[cell] = first;
    this.spotNodes[cell] = np;
    this.w(NODES, first + np);
    this.w(BOARD + cell, tile | (rot << 8) | (first << 10));
    this.setFront(cell, false);
    let t = np;
    const pathMask = e.pathMask[o];
    for (let side = 0; side < 4; side++) {
      const n = nb[cell * 4 + side];
      if (n === -1) continue;
      const opp = (side + 2) & 3;
      let nEdge: Int32Array, at: number, nFirst: number, nKind: Int32Array, kindAt: number;
      if (n >= 0) {
        const v = m[BOARD + n];
        if (v < 0) {
          // That empty cell now touches a tile on its side `opp`, with a path there if this tile has one.
          this.w(FIT + n, m[FIT + n] | (1 << (opp + 4)) | (((pathMask >> side) & 1) << opp));
          this.setFront(n, true);
          continue;
        }
        const no = (v & 255) * 4 + ((v >> 8) & 3), nnp = e.np[no];
        nFirst = v >> 10;
        for (let i = 0; i < nnp; i++) if ((e.pSides[no * MAX_PIECES + i] >> opp) & 1) t = this.close(nFirst + i, t);
        nEdge = e.edge; at = no * 20 + opp * 5; nKind = e.pKind; kindAt = no * MAX_PIECES;
      } else {
        const si = startOf(n);
        nFirst = e.startFirst[si];
        for (let i = 0, c = e.startCount_[si]; i < c; i++) t = this.close(nFirst + i, t);
        nEdge = e.startEdge; at = si * 5; nKind = e.startKind; kindAt = nFirst;
      }
      // Pieces facing each other join when they are of one kind; a pair met again along the edge is skipped.
      let lastA = -1, lastB = -1;
      for (let k = 0; k < 5; k++) {
        const a = e.edge[o * 20 + side * 5 + k], b = nEdge[at + k];
        if (a < 0 || b < 0 || (a === lastA && b === lastB)) continue;
        lastA = a; lastB = b;
        if (e.pKind[o * MAX_PIECES + a] === nKind[kindAt + b]) this.union(first + a, nFirst + b);
      }
    }
    let rc = 0;
    for (let i = 0; i < t; i++) {
      const r = this.find(this.touched[i]);
      let seen = false;
      for (let j = 0; j < rc; j++) if (this.roots[j] === r) { seen = true; break; }
      if (!seen) this.roots[rc++] = r;
    }
    this.rootCount = rc;
  }
}
