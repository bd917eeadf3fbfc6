// The flow of a turn: the tile laid and its segments joined to their neighbours, the follower,
// the scoring of what the tile completed, the followers' return, the next draw or the end.
import { find, findOwned, majority, menOn, nodeOf, openAt, union, walk } from './features';
import { finalScoring } from './final';
import {
  DELTA, W, firstIn, fitsAnywhere, frontierAfter, gridAt, gridWith, kindIn, opposite, packCell, rotIn, xOf, yOf,
} from './grid';
import { CITY, CLOISTER_AT, NEW_NODES, PORTS, ROAD, ROLES, SEGMENTS, SIG } from './segments';
import { TILE_KINDS } from './tiles';
import type { CarcEvent, CarcState } from './types';

export const FOLLOWERS_PER_PLAYER = 7;

/** A shallow copy, field by field: every state then has one shape, which keeps property reads fast
 *  (a spread builds objects of other shapes, several times slower here). */
export function copyState(s: CarcState): CarcState {
  return {
    version: s.version, seats: s.seats, seed: s.seed, stack: s.stack, next: s.next, setAside: s.setAside, turn: s.turn,
    toAct: s.toAct, step: s.step, tile: s.tile, placed: s.placed, tiles: s.tiles, grid: s.grid, frontier: s.frontier, cloisters: s.cloisters,
    uf: s.uf, men: s.men, scores: s.scores, result: s.result,
  };
}

/** The fields of a state that laying a tile changes. */
export type Laid = Pick<CarcState, 'uf' | 'grid' | 'frontier' | 'tiles' | 'cloisters'>;

/** The board fields after a tile is laid on `cell`: its segments joined to those they meet. */
export function layTile(
  s: Laid, cell: number, kind: number, rot: number,
): Laid {
  const kr = kind * 4 + rot, ports = PORTS[kr], first = s.uf.length, uf = s.uf.concat(NEW_NODES[kind]);
  for (let d = 0; d < 4; d++) {
    const mid = ports[d * 3 + 1], nv = gridAt(s.grid, cell + DELTA[d]);
    if (!nv) {
      if (mid >= 0) uf[findOwned(uf, first + mid)] -= 1; // one more open side
      continue;
    }
    const nports = PORTS[kindIn(nv) * 4 + rotIn(nv)], nf = firstIn(nv), o = opposite(d) * 3;
    // The neighbour's side facing this cell was open: joined, it is closed.
    if (mid >= 0) uf[union(uf, first + mid, nf + nports[o + 1])] += 1;
    if (ports[d * 3] >= 0) union(uf, first + ports[d * 3], nf + nports[o + 2]);
    if (ports[d * 3 + 2] >= 0) union(uf, first + ports[d * 3 + 2], nf + nports[o]);
  }
  return {
    uf,
    grid: gridWith(s.grid, cell, packCell(kind, rot, first)),
    frontier: frontierAfter(s.frontier, s.grid, cell, SIG[kr]),
    tiles: s.tiles.concat(kind | (rot << 5) | (cell << 7)),
    cloisters: CLOISTER_AT[kind] >= 0 ? s.cloisters.concat(cell) : s.cloisters,
  };
}

export function supplyOf(s: CarcState, seat: number): number {
  let n = FOLLOWERS_PER_PLAYER;
  for (const m of s.men) if ((m & 7) === seat) n--;
  return n;
}

// Roots of the features followers stand on, gathered per question (a scratch list, never kept).
const held = new Int32Array(5 * FOLLOWERS_PER_PLAYER);

/** Each spot (local segment) of the tile on `cell` where the seat to act may put a follower:
 *  none if its supply is empty; else every segment whose feature holds no follower yet. With
 *  `first`, stops at the first one found (does the follower step have a choice at all?). */
export function freeSpots(s: CarcState, cell: number, first = false): number[] {
  const out: number[] = [];
  if (supplyOf(s, s.toAct) === 0) return out;
  const v = gridAt(s.grid, cell), base = firstIn(v), n = SEGMENTS[kindIn(v)].length, men = s.men;
  for (let i = 0; i < men.length; i++) held[i] = find(s.uf, nodeOf(s.grid, men[i] >> 7, (men[i] >> 3) & 15));
  for (let l = 0; l < n; l++) {
    const root = find(s.uf, base + l);
    let free = true;
    for (let i = 0; i < men.length && free; i++) if (held[i] === root) free = false;
    if (free) {
      out.push(l);
      if (first) break;
    }
  }
  return out;
}

/** Lay this turn's tile; the follower step follows if a follower can be placed, else the turn ends. */
export function doPlace(s: CarcState, cell: number, rot: number, events: CarcEvent[]): CarcState {
  const kind = s.tile, seat = s.toAct;
  const laid = layTile(s, cell, kind, rot), next = copyState(s);
  next.uf = laid.uf; next.grid = laid.grid; next.frontier = laid.frontier; next.tiles = laid.tiles; next.cloisters = laid.cloisters;
  next.placed = cell; next.step = 'follower';
  events.push({ type: 'tilePlaced', seat, tile: TILE_KINDS[kind].letter, x: xOf(cell), y: yOf(cell), rot });
  return freeSpots(next, cell, true).length > 0 ? next : endTurn(next, cell, events);
}

/** Put a follower (or none: local -1) on this turn's tile, then end the turn. */
export function doFollower(s: CarcState, local: number, events: CarcEvent[]): CarcState {
  const cell = s.placed;
  if (local < 0) return endTurn(copyState(s), cell, events);
  const seg = SEGMENTS[kindIn(gridAt(s.grid, cell))][local];
  events.push({ type: 'followerPlaced', seat: s.toAct, x: xOf(cell), y: yOf(cell), spot: seg.spot, role: ROLES[seg.kind] });
  const next = copyState(s);
  next.men = [...s.men, s.toAct | (local << 3) | (cell << 7)];
  return endTurn(next, cell, events);
}

/** Roads, cities and cloisters the tile on `cell` completed, each as one of its segments. */
function completedBy(s: CarcState, cell: number): { root: number; cell: number; local: number }[] {
  const v = gridAt(s.grid, cell), segs = SEGMENTS[kindIn(v)], first = firstIn(v);
  const out: { root: number; cell: number; local: number }[] = [];
  for (let l = 0; l < segs.length; l++) {
    if (segs[l].kind !== CITY && segs[l].kind !== ROAD) continue;
    const root = find(s.uf, first + l);
    if (openAt(s.uf, root) === 0 && !out.some((c) => c.root === root)) out.push({ root, cell, local: l });
  }
  // A cloister completes when the last of its eight neighbours is laid: this tile or one of them.
  for (const c of s.cloisters) {
    const d = c - cell + W + 1; // 0 to 2W + 2 when within one cell (and 0..2 in each row)
    if (d < 0 || d > 2 * W + 2 || d % W > 2 || surrounding(s, c) < 8) continue;
    const cv = gridAt(s.grid, c), local = CLOISTER_AT[kindIn(cv)];
    out.push({ root: firstIn(cv) + local, cell: c, local });
  }
  return out;
}

/** Tiles on the eight cells around a cell. */
export function surrounding(s: Pick<CarcState, 'grid'>, cell: number): number {
  let n = 0;
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && gridAt(s.grid, cell + dy * W + dx)) n++;
  return n;
}

/** Score what the turn completed, send its followers home, and draw for the next seat; `s` is
 *  the caller's own new state, changed in place. */
function endTurn(s: CarcState, cell: number, events: CarcEvent[]): CarcState {
  const done = completedBy(s, cell);
  let { scores, men } = s;
  if (done.length > 0) {
    scores = scores.slice();
    const returned = new Array<number>(s.seats).fill(0);
    const roots: number[] = [];
    for (const f of done) {
      const on = menOn(s, f.root), winners = majority(on), w = walk(s, f.cell, f.local);
      const points = w.ref.kind === 'city' ? 2 * (w.tiles + w.pennants) : w.ref.kind === 'road' ? w.tiles : 9;
      for (const seat of winners) scores[seat] += points;
      events.push({ type: 'scored', feature: w.ref, tiles: w.tiles, pennants: w.pennants, points, men: on, winners });
      roots.push(f.root);
    }
    // Knights, thieves and monks on them come home (farmers never stand on these).
    men = men.filter((m) => {
      const home = roots.includes(find(s.uf, nodeOf(s.grid, m >> 7, (m >> 3) & 15)));
      if (home) returned[m & 7]++;
      return !home;
    });
    returned.forEach((count, seat) => { if (count > 0) events.push({ type: 'followersReturned', seat, count }); });
  }
  s.scores = scores;
  s.men = men;
  return beginTurn(s, (s.toAct + 1) % s.seats, events);
}

/** Draw for the seat: a tile that fits nowhere is set aside (out of the game) and the next drawn;
 *  with none left, the game ends. `s` is the caller's own new state: it is changed in place. */
export function beginTurn(s: CarcState, seat: number, events: CarcEvent[]): CarcState {
  s.toAct = seat;
  s.placed = -1;
  while (s.next < s.stack.length) {
    const kind = s.stack[s.next++];
    if (fitsAnywhere(s.frontier, kind)) {
      s.turn++;
      s.step = 'place';
      s.tile = kind;
      events.push({ type: 'turnStarted', seat, turn: s.turn });
      events.push({ type: 'tileDrawn', seat, tile: TILE_KINDS[kind].letter });
      return s;
    }
    s.setAside = [...s.setAside, kind];
    events.push({ type: 'tileSetAside', seat, tile: TILE_KINDS[kind].letter });
  }
  s.step = 'over';
  s.tile = -1;
  return finalScoring(s, events);
}
