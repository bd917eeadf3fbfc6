// The in-place engine's tables and their primitive changes, each written to a trail so that it can
// be taken back: the plane (a cell's packed tile, as grid.ts packs it), the union-find over segments
// (union by size, no path compression: a union is undone by popping it; each set also a circular
// list, so that a feature's segments can be listed), the frontier (a list with each cell's position),
// the followers, the scores; and the turn's own numbers (the stack, the seat to act, the step).
// The turn's flow is engine.ts; scoring engine-score.ts.
import {
  CELLS, CLOISTER_LOCAL, DELTAS, FITS, MAX_FRONTIER, MAX_NODES, MAX_SEATS_ENGINE, MAX_TILES, NSEG, PLACE, PORT, SEGS, SEG_KIND,
  SEG_PENNANT, SIGS,
} from './engine-tables';

// Trail operations: the arguments are pushed first, the operation last, so the trail is read backwards.
const OP_UNION = 1, OP_OPEN = 2, OP_FRONT_REMOVE = 3, OP_FRONT_ADD = 4, OP_NEED = 5, OP_GRID = 6, OP_MAN_ADD = 7,
  OP_MAN_REMOVE = 8, OP_SCORE = 9;
/** Trail length: a whole game of 128 tiles needs well under half of it. */
const TRAIL = 1 << 16;

export class EngineBoard {
  seats = 2;
  /** A cell's tile as grid.ts packs it: 1 + (kind | rot << 5 | first node << 7); 0 when empty. */
  readonly grid = new Int32Array(CELLS);

  // Union-find over segment nodes (a tile's segments are `first + local`, numbered as the pure API does).
  readonly parent = new Int32Array(MAX_NODES);
  readonly size = new Int32Array(MAX_NODES);
  /** At a root: the open sides of a road or city (0: complete). */
  readonly open = new Int32Array(MAX_NODES);
  /** At a root: the followers standing on the feature. */
  readonly occ = new Int32Array(MAX_NODES);
  /** The next node of the same set (a circular list; a union swaps two entries). */
  readonly link = new Int32Array(MAX_NODES);
  readonly nodeCell = new Int32Array(MAX_NODES);
  readonly nodeKind = new Int32Array(MAX_NODES);
  readonly nodePennant = new Int32Array(MAX_NODES);
  /** The seat + 1 of the follower on the node, 0 for none. */
  readonly nodeMan = new Int32Array(MAX_NODES);
  nodes = 0;

  /** The frontier: empty cells beside a tile, in the pure API's order, packed as the pure API packs
   *  them (cell | need << 15, need 2 bits a side: the edge code it must meet, 0 for none), so that a
   *  scan reads one list; and each cell's position in it. */
  readonly front = new Int32Array(MAX_FRONTIER);
  readonly frontPos = new Int32Array(CELLS);
  frontLen = 0;

  /** Placed tiles in order (kind | rot << 5 | cell << 7), and the cloisters' cells. */
  readonly tiles = new Int32Array(MAX_TILES);
  tileCount = 0;
  readonly cloisters = new Int32Array(MAX_TILES);
  cloisterCount = 0;

  /** Followers in the order placed: seat | local << 3 | cell << 7. */
  readonly men = new Int32Array(MAX_SEATS_ENGINE * 8);
  menCount = 0;
  readonly supply = new Int32Array(MAX_SEATS_ENGINE);
  readonly score = new Int32Array(MAX_SEATS_ENGINE);

  readonly trail = new Int32Array(TRAIL);
  trailLen = 0;

  // The turn (its changes are saved per action by engine.ts, not trailed).
  /** Tile kinds to draw, from `next` on; the tiles set aside so far. */
  readonly stack = new Int32Array(MAX_TILES);
  stackLen = 0;
  next = 0;
  readonly setAside = new Int32Array(MAX_TILES);
  setAsideCount = 0;
  turn = 0;
  /** The seat to act (once over, the seat that would have been next, as in the pure API). */
  toAct = 0;
  /** PLACE, FOLLOWER or OVER (engine-tables.ts). */
  stepCode = PLACE;
  /** The drawn tile's kind, -1 once over. */
  tile = -1;
  /** This turn's tile during the follower step, else -1. */
  placed = -1;
  /** The state's seed, kept only for toState (never read by the engine); '' when loaded from a view. */
  seed = '';

  /** Root of a node's set (no path compression, so a find changes nothing). */
  find(n: number): number {
    const parent = this.parent;
    let p = parent[n];
    while (p !== n) { n = p; p = parent[n]; }
    return n;
  }

  /** Join the sets of two nodes, the smaller under the larger; their open sides and followers add up. */
  union(a: number, b: number): number {
    let ra = this.find(a), rb = this.find(b);
    if (ra === rb) return ra;
    if (this.size[ra] < this.size[rb]) { const t = ra; ra = rb; rb = t; }
    this.parent[rb] = ra;
    this.size[ra] += this.size[rb];
    this.open[ra] += this.open[rb];
    this.occ[ra] += this.occ[rb];
    const link = this.link, t = link[ra];
    link[ra] = link[rb];
    link[rb] = t;
    const tr = this.trail, i = this.trailLen;
    tr[i] = rb; tr[i + 1] = ra; tr[i + 2] = OP_UNION;
    this.trailLen = i + 3;
    return ra;
  }

  private addOpen(root: number, delta: number): void {
    this.open[root] += delta;
    const tr = this.trail, i = this.trailLen;
    tr[i] = root; tr[i + 1] = delta; tr[i + 2] = OP_OPEN;
    this.trailLen = i + 3;
  }

  inFront(cell: number): boolean {
    const i = this.frontPos[cell];
    return i < this.frontLen && (this.front[i] & 0x7fff) === cell;
  }

  /** Does the tile kind fit on some frontier cell? */
  fitsAnywhere(kind: number): boolean {
    const front = this.front;
    for (let i = 0, n = this.frontLen; i < n; i++) if (FITS[((front[i] >> 15) << 5) | kind] !== 0) return true;
    return false;
  }

  /** Lay a tile: its segments become nodes joined to those they meet, and the frontier follows
   *  (exactly as the pure API's layTile and frontierAfter, so the frontier keeps the same order). */
  lay(cell: number, kind: number, rot: number): void {
    const first = this.nodes, n = NSEG[kind], grid = this.grid;
    if (first + n > MAX_NODES || this.tileCount >= MAX_TILES) throw new RangeError('more tiles than the engine holds');
    for (let l = 0; l < n; l++) {
      const node = first + l, i = kind * SEGS + l;
      this.parent[node] = node; this.size[node] = 1; this.open[node] = 0; this.occ[node] = 0; this.link[node] = node;
      this.nodeCell[node] = cell; this.nodeKind[node] = SEG_KIND[i]; this.nodePennant[node] = SEG_PENNANT[i]; this.nodeMan[node] = 0;
    }
    this.nodes = first + n;
    const pb = (kind * 4 + rot) * 12;
    for (let d = 0; d < 4; d++) {
      const mid = PORT[pb + d * 3 + 1], nv = grid[cell + DELTAS[d]];
      if (nv === 0) {
        if (mid >= 0) this.addOpen(this.find(first + mid), 1); // one more open side
        continue;
      }
      const npb = ((((nv - 1) & 31) << 2) | (((nv - 1) >> 5) & 3)) * 12, nf = (nv - 1) >> 7, o = ((d + 2) & 3) * 3;
      // The neighbour's side facing this cell was open: joined, it is closed.
      if (mid >= 0) this.addOpen(this.union(first + mid, nf + PORT[npb + o + 1]), -1);
      const h1 = PORT[pb + d * 3], h2 = PORT[pb + d * 3 + 2];
      if (h1 >= 0) this.union(first + h1, nf + PORT[npb + o + 2]);
      if (h2 >= 0) this.union(first + h2, nf + PORT[npb + o]);
    }
    grid[cell] = 1 + (kind | (rot << 5) | (first << 7));
    this.push2(cell, OP_GRID);
    this.tiles[this.tileCount++] = kind | (rot << 5) | (cell << 7);
    if (CLOISTER_LOCAL[kind] >= 0) this.cloisters[this.cloisterCount++] = cell;
    this.frontierAfter(cell, SIGS[kind * 4 + rot]);
  }

  private push2(a: number, op: number): void {
    const tr = this.trail, i = this.trailLen;
    tr[i] = a; tr[i + 1] = op;
    this.trailLen = i + 2;
  }

  /** The frontier after a tile of edges `sig` on `cell`: its neighbours on the frontier learn the
   *  edge they must meet, the cell leaves (the last entry takes its place), new side cells join. */
  private frontierAfter(cell: number, sig: number): void {
    const front = this.front, pos = this.frontPos, tr = this.trail;
    let found = 0;
    for (let d = 0; d < 4; d++) {
      const c = cell + DELTAS[d];
      if (!this.inFront(c)) continue;
      const at = pos[c], bits = ((sig >> (2 * d)) & 3) << (2 * ((d + 2) & 3) + 15);
      front[at] |= bits;
      const i = this.trailLen;
      tr[i] = at; tr[i + 1] = bits; tr[i + 2] = OP_NEED;
      this.trailLen = i + 3;
      found |= 1 << d;
    }
    if (this.inFront(cell)) {
      const at = pos[cell], entry = front[at], last = front[--this.frontLen];
      front[at] = last;
      pos[last & 0x7fff] = at;
      const i = this.trailLen;
      tr[i] = entry; tr[i + 1] = at; tr[i + 2] = OP_FRONT_REMOVE;
      this.trailLen = i + 3;
    }
    for (let d = 0; d < 4; d++) {
      const c = cell + DELTAS[d];
      if ((found >> d) & 1 || this.grid[c] !== 0) continue;
      if (this.frontLen >= MAX_FRONTIER) throw new RangeError('more frontier cells than the engine holds');
      pos[c] = this.frontLen;
      front[this.frontLen++] = c | (((sig >> (2 * d)) & 3) << (2 * ((d + 2) & 3) + 15));
      tr[this.trailLen++] = OP_FRONT_ADD;
    }
  }

  /** Put the seat's follower on a segment of the tile on `cell`. */
  addMan(seat: number, cell: number, local: number): void {
    const node = ((this.grid[cell] - 1) >> 7) + local;
    this.nodeMan[node] = seat + 1;
    this.occ[this.find(node)]++;
    this.supply[seat]--;
    this.men[this.menCount++] = seat | (local << 3) | (cell << 7);
    this.trail[this.trailLen++] = OP_MAN_ADD;
  }

  /** Send home the follower on a node (found in the list of men, whose order is kept). */
  removeMan(node: number): void {
    const seat = this.nodeMan[node] - 1, cell = this.nodeCell[node], local = node - ((this.grid[cell] - 1) >> 7);
    const value = seat | (local << 3) | (cell << 7), men = this.men, n = this.menCount;
    let at = 0;
    while (men[at] !== value) at++;
    for (let i = at + 1; i < n; i++) men[i - 1] = men[i];
    this.menCount = n - 1;
    this.nodeMan[node] = 0;
    this.occ[this.find(node)]--;
    this.supply[seat]++;
    const tr = this.trail, i = this.trailLen;
    tr[i] = at; tr[i + 1] = value; tr[i + 2] = OP_MAN_REMOVE;
    this.trailLen = i + 3;
  }

  addScore(seat: number, points: number): void {
    if (points === 0) return;
    this.score[seat] += points;
    const tr = this.trail, i = this.trailLen;
    tr[i] = seat; tr[i + 1] = points; tr[i + 2] = OP_SCORE;
    this.trailLen = i + 3;
  }

  /** Take back every change after trail length `mark`, the last first. */
  undoTo(mark: number): void {
    const tr = this.trail;
    let i = this.trailLen;
    while (i > mark) {
      switch (tr[--i]) {
        case OP_UNION: {
          const root = tr[--i], child = tr[--i], link = this.link, t = link[root];
          link[root] = link[child];
          link[child] = t;
          this.occ[root] -= this.occ[child];
          this.open[root] -= this.open[child];
          this.size[root] -= this.size[child];
          this.parent[child] = child;
          break;
        }
        case OP_OPEN: { const delta = tr[--i]; this.open[tr[--i]] -= delta; break; }
        case OP_NEED: { const bits = tr[--i]; this.front[tr[--i]] &= ~bits; break; }
        case OP_FRONT_ADD: this.frontLen--; break;
        case OP_FRONT_REMOVE: {
          const at = tr[--i], entry = tr[--i], front = this.front, moved = front[at];
          front[this.frontLen] = moved;
          this.frontPos[moved & 0x7fff] = this.frontLen++;
          front[at] = entry;
          this.frontPos[entry & 0x7fff] = at;
          break;
        }
        case OP_GRID: this.grid[tr[--i]] = 0; break;
        case OP_MAN_ADD: {
          const v = this.men[--this.menCount], node = ((this.grid[v >> 7] - 1) >> 7) + ((v >> 3) & 15);
          this.nodeMan[node] = 0;
          this.occ[this.find(node)]--;
          this.supply[v & 7]++;
          break;
        }
        case OP_MAN_REMOVE: {
          const v = tr[--i], at = tr[--i], men = this.men, node = ((this.grid[v >> 7] - 1) >> 7) + ((v >> 3) & 15);
          for (let j = this.menCount; j > at; j--) men[j] = men[j - 1];
          men[at] = v;
          this.menCount++;
          this.nodeMan[node] = (v & 7) + 1;
          this.occ[this.find(node)]++;
          this.supply[v & 7]--;
          break;
        }
        case OP_SCORE: { const points = tr[--i]; this.score[tr[--i]] -= points; break; }
        default: throw new Error('the engine\'s trail is corrupt');
      }
    }
    this.trailLen = mark;
  }

  /** Empty the board (only the cells that hold tiles are cleared). */
  clearBoard(): void {
    for (let i = 0; i < this.tileCount; i++) this.grid[this.tiles[i] >> 7] = 0;
    this.nodes = 0; this.frontLen = 0; this.tileCount = 0; this.cloisterCount = 0; this.menCount = 0; this.trailLen = 0;
    this.score.fill(0);
    this.supply.fill(0);
  }
}
