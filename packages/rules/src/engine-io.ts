// The in-place engine's way in and out: a state of the pure API loaded into its table, the
// engine's position written back as a pure state, and a determinization (the hidden stack and the
// face-down wall tiles drawn again from what a seat may know). None of this runs during a playout.
import type { EngineScore } from './engine-score';
import {
  AERIE, AERIES, BOARD, COMPLETED, DISCARDED, DONE, EDITIONS, EXTRA, FALCONERS, FALCONER_NODE, FIT, FOLLOWERS, FOUNTAINS,
  KEEP_CELL, KEEP_FEATURE, KEEP_SIZE, KINGS, KING_NODE, LINK, MARKETS, MAX_NODES, MAX_STACK, MAX_WALL, MEN0, MEN1, NODES, OPEN,
  OVER, PARENT, PENDING, PLACED, SCORE, STACK_LEN, STEP, SUPPLY, TILE, TILES, TOWERS, TO_ACT, TURN, WALL, WALL_COUNT, WINNER,
  spotId,
} from './engine-tables';
import { FEATURE_KINDS } from './pieces';
import type { Feature, Follower, GameState, Player, Step } from './types';

export const STEPS: readonly Step[] = ['place', 'follower', 'score', 'over'];
const FIGURE_CODE = { king: 1, falconer: 2 } as const;
const FIGURES = [undefined, 'king', 'falconer'] as const;

/** Write a list of numbers at a list's address (its length before it). */
function setList(e: EngineScore, at: number, xs: readonly number[], max: number): void {
  if (xs.length > max) throw new RangeError('a list longer than the engine holds');
  e.m[at - 1] = xs.length;
  for (let i = 0; i < xs.length; i++) e.m[at + i] = xs[i];
}

/** Load a pure state: every table written from it (the union-find as it is, each set's nodes
 *  linked in a ring; each empty cell's fit worked out from its neighbours). */
export function loadState(e: EngineScore, s: GameState): void {
  const ed = (e.ed = EDITIONS[s.options.falcon ? 1 : 0]), m = e.m;
  e.atEndOfTurn = s.options.variants.wallTilesAtEndOfTurn;
  e.gatesStop = s.options.variants.gatesStopMarkers;
  m.fill(0);
  e.trailLen = 0;
  const cells = ed.cellCount, nodes = s.features.length;
  if (nodes > MAX_NODES || s.stack.length > MAX_STACK) throw new RangeError('a state larger than the engine holds');
  if (s.board.length !== cells || s.starts.length !== ed.startCount) throw new RangeError('a state of another castle');
  s.starts.forEach((ids, si) => {
    const spot = cells + si;
    e.spotFirst[spot] = ids[0];
    e.spotNodes[spot] = ids.length;
    ids.forEach((id, i) => { if (id !== ed.startFirst[si] + i) throw new RangeError('start features out of order'); e.nodeSpot[id] = spot; });
  });
  for (let c = 0; c < cells; c++) {
    const b = s.board[c];
    m[BOARD + c] = b ? b.tile | (b.rot << 8) | (b.f[0] << 10) : -1;
    if (!b) continue;
    e.spotFirst[c] = b.f[0];
    e.spotNodes[c] = b.f.length;
    b.f.forEach((id, i) => { if (id !== b.f[0] + i) throw new RangeError('a tile\'s features out of order'); e.nodeSpot[id] = c; });
  }
  s.features.forEach((f, n) => {
    m[PARENT + n] = f.parent; m[TILES + n] = f.tiles.length; m[OPEN + n] = f.open; m[MEN0 + n] = f.men[0]; m[MEN1 + n] = f.men[1];
    m[FOUNTAINS + n] = f.fountains; m[MARKETS + n] = f.markets; m[AERIE + n] = f.aeries; m[DONE + n] = f.done ? 1 : 0;
    m[LINK + n] = n;
    e.nodeKind[n] = FEATURE_KINDS.indexOf(f.kind);
  });
  for (let n = 0; n < nodes; n++) {
    const r = e.find(n);
    if (r !== n) { m[LINK + n] = m[LINK + r]; m[LINK + r] = n; }
  }
  m[NODES] = nodes;
  for (let c = 0; c < cells; c++) {
    if (m[BOARD + c] >= 0) continue;
    m[FIT + c] = fitOf(e, c);
    if (m[FIT + c] !== 0) e.setFront(c, true);
  }
  e.trailLen = 0;
  setList(e, FOLLOWERS, s.followers.map((fo) => {
    const figure = fo.figure ? FIGURE_CODE[fo.figure] : 0, node = s.board[fo.cell]!.f[fo.piece];
    if (figure === 1) m[KING_NODE + fo.seat] = node;
    if (figure === 2) m[FALCONER_NODE + fo.seat] = node;
    return fo.seat | (fo.piece << 1) | (figure << 6) | (fo.cell << 8);
  }), 32);
  for (const seat of [0, 1] as const) {
    if (!s.followers.some((fo) => fo.seat === seat && fo.figure === 'king')) m[KING_NODE + seat] = -1;
    if (!s.followers.some((fo) => fo.seat === seat && fo.figure === 'falconer')) m[FALCONER_NODE + seat] = -1;
    const p = s.players[seat];
    m[SCORE + seat] = p.score; m[SUPPLY + seat] = p.supply; m[KINGS + seat] = p.kings; m[FALCONERS + seat] = p.falconers;
    m[AERIES + seat] = p.aeries;
    m[KEEP_FEATURE + seat] = p.keep ? p.keep.feature : -1; m[KEEP_CELL + seat] = p.keep ? p.keep.cell : 0;
    m[KEEP_SIZE + seat] = p.keep ? p.keep.size : 0;
    if (p.wall.length > MAX_WALL) throw new RangeError('more wall tiles than the engine holds');
    m[WALL_COUNT + seat] = p.wall.length;
    p.wall.forEach((wt, i) => { m[WALL + seat * MAX_WALL + i] = wt.kind | (wt.turn << 4); });
  }
  s.towers.forEach((t, i) => { m[TOWERS + i] = t ?? 0; });
  e.stack.set(s.stack);
  m[STACK_LEN] = s.stack.length;
  setList(e, DISCARDED, s.discarded, MAX_STACK);
  setList(e, PENDING, s.pending, 32);
  setList(e, COMPLETED, s.completed, 32);
  m[TURN] = s.turn; m[TO_ACT] = s.toAct; m[STEP] = STEPS.indexOf(s.step); m[TILE] = s.tile ?? -1; m[PLACED] = s.placed;
  m[EXTRA] = s.extraTurn ? 1 : 0;
  m[WINNER] = s.result && s.result.winner !== null ? s.result.winner : -1;
}

/** An empty cell's fit, (req << 4) | paths, as board.ts's cellMask works it out. */
function fitOf(e: EngineScore, c: number): number {
  const ed = e.ed, m = e.m;
  let req = 0, paths = 0;
  for (let side = 0; side < 4; side++) {
    const n = ed.neighbours[c * 4 + side];
    if (n === -1) continue;
    let path: number;
    if (n >= 0) {
      const v = m[BOARD + n];
      if (v < 0) continue;
      path = (ed.pathMask[(v & 255) * 4 + ((v >> 8) & 3)] >> ((side + 2) & 3)) & 1;
    } else path = ed.startPath[-n - 2];
    req |= 1 << side;
    paths |= path << side;
  }
  return (req << 4) | paths;
}

const listOf = (e: EngineScore, at: number): number[] => Array.from(e.m.subarray(at, at + e.m[at - 1]));

/** The engine's position as a pure state (new objects throughout). A feature's tiles are its
 *  spots in ascending order (the pure API keeps them in the order they joined). */
export function stateOf(e: EngineScore, seed: string): GameState {
  const ed = e.ed, m = e.m, nodes = m[NODES];
  // A feature's tiles are its subtree's spots (a node stops changing once it is joined under another).
  const spots: Set<number>[] = Array.from({ length: nodes }, () => new Set<number>());
  for (let n = 0; n < nodes; n++) {
    for (let a = n; ; a = m[PARENT + a]) { spots[a].add(spotId(ed, e.nodeSpot[n])); if (m[PARENT + a] === a) break; }
  }
  const features: Feature[] = spots.map((set, n) => ({
    id: n, parent: m[PARENT + n], kind: FEATURE_KINDS[e.nodeKind[n]], tiles: [...set].sort((a, b) => a - b), open: m[OPEN + n],
    men: [m[MEN0 + n], m[MEN1 + n]], fountains: m[FOUNTAINS + n], markets: m[MARKETS + n], aeries: m[AERIE + n], done: m[DONE + n] === 1,
  }));
  const board = Array.from({ length: ed.cellCount }, (_, c) => {
    const v = m[BOARD + c];
    if (v < 0) return null;
    const first = v >> 10, o = (v & 255) * 4 + ((v >> 8) & 3);
    return { tile: v & 255, rot: (v >> 8) & 3, f: Array.from({ length: ed.np[o] }, (_, i) => first + i) };
  });
  const starts = Array.from({ length: ed.startCount }, (_, si) => Array.from({ length: ed.startCount_[si] }, (_, i) => ed.startFirst[si] + i));
  const followers: Follower[] = listOf(e, FOLLOWERS).map((v) => {
    const figure = FIGURES[(v >> 6) & 3], fo = { seat: (v & 1) as 0 | 1, cell: v >> 8, piece: (v >> 1) & 31 };
    return figure ? { ...fo, figure } : fo;
  });
  const player = (seat: number): Player => ({
    score: m[SCORE + seat], supply: m[SUPPLY + seat], kings: m[KINGS + seat], falconers: m[FALCONERS + seat], aeries: m[AERIES + seat],
    keep: m[KEEP_SIZE + seat] > 0 ? { feature: m[KEEP_FEATURE + seat], cell: m[KEEP_CELL + seat], size: m[KEEP_SIZE + seat] } : null,
    wall: Array.from(m.subarray(WALL + seat * MAX_WALL, WALL + seat * MAX_WALL + m[WALL_COUNT + seat]), (v) => ({ kind: v & 15, turn: v >> 4 })),
  });
  const over = m[STEP] === OVER;
  return {
    version: 1,
    options: { falcon: ed.falcon, variants: { wallTilesAtEndOfTurn: e.atEndOfTurn, gatesStopMarkers: e.gatesStop } },
    seed,
    stack: Array.from(e.stack.subarray(0, m[STACK_LEN])),
    towers: Array.from({ length: ed.towers }, (_, t) => m[TOWERS + t] || null),
    board, starts, features, followers,
    players: [player(0), player(1)],
    discarded: listOf(e, DISCARDED),
    turn: m[TURN], toAct: m[TO_ACT] as 0 | 1, step: STEPS[m[STEP]], tile: m[TILE] < 0 ? null : m[TILE], placed: m[PLACED],
    pending: listOf(e, PENDING), completed: listOf(e, COMPLETED), extraTurn: m[EXTRA] === 1,
    result: over ? { scores: [m[SCORE], m[SCORE + 1]], winner: m[WINNER] < 0 ? null : (m[WINNER] as 0 | 1) } : null,
  };
}

/**
 * Draw again what the seat to act cannot know: the order of the stack (from its tiles' counts alone:
 * the order it had is never read) and the kinds lying face down on the towers, from the wall tiles
 * nobody has seen: two of each kind 1–9, less those the players hold and `played` (the kinds played
 * so far, which everyone saw). The kinds that lay face down are never read either.
 */
export function shuffleHidden(e: EngineScore, random: () => number, played: readonly number[]): void {
  const m = e.m, n = m[STACK_LEN], counts = new Int32Array(e.ed.tileKinds);
  for (let i = 0; i < n; i++) counts[e.stack[i]]++;
  let at = 0;
  for (let k = 0; k < counts.length; k++) for (let i = 0; i < counts[k]; i++) e.stack[at++] = k;
  shuffle(e.stack, n, random);
  const pool = new Int32Array(10).fill(2);
  for (let seat = 0; seat < 2; seat++) for (let i = 0; i < m[WALL_COUNT + seat]; i++) pool[m[WALL + seat * MAX_WALL + i] & 15]--;
  for (const k of played) pool[k]--;
  const unseen: number[] = [];
  for (let k = 1; k <= 9; k++) {
    if (pool[k] < 0) throw new RangeError(`more wall tiles ${k} seen than exist`);
    for (let i = 0; i < pool[k]; i++) unseen.push(k);
  }
  for (let t = 0; t < e.ed.towers; t++) {
    if (m[TOWERS + t] === 0) continue;
    if (!unseen.length) throw new RangeError('fewer unseen wall tiles than towers holding one');
    const j = Math.floor(random() * unseen.length);
    m[TOWERS + t] = unseen[j];
    unseen[j] = unseen[unseen.length - 1];
    unseen.pop();
  }
}

/** Durstenfeld's shuffle of the first n entries (as rng.ts shuffles). */
function shuffle(a: Int32Array, n: number, random: () => number): void {
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1)), t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}
