// The in-place engine's end of the game, as final.ts ends it: the face-down wall tiles leave, the
// largest keep scores the largest empty area, the courts score their markets (wall tiles 7), wall
// tiles 4, 5 and 6 score unfinished features (each holder's best plan, White foreseeing Black's
// answer), wall tiles 9, and with the Falcon the aerie tokens. Scratch tables are the module's own:
// nothing is allocated.
import type { EngineScore } from './engine-score';
import {
  AERIE, AERIES, BOARD, COURT, DONE, FALCONER_NODE, HOUSE, KEEP_SIZE, KING_NODE, MARKETS, MAX_NODES, MAX_WALL, NODES,
  OVER, PARENT, PATH, PLACED, SCORE, STEP, TILE, TOWER, TOWERS, WALL, WALL_COUNT, WINNER,
} from './engine-tables';

const seen = new Uint8Array(128), todo = new Int32Array(128);
const rate = new Int32Array(MAX_NODES);
/** Each seat's plans for wall tiles 4–6 (see listPlans), in the pure API's order, and room to build the next. */
const MAX_PLANS = 1 << 14;
const plans = [new Int32Array(3 * MAX_PLANS), new Int32Array(3 * MAX_PLANS)];
const spares = [new Int32Array(3 * MAX_PLANS), new Int32Array(3 * MAX_PLANS)];
const chosen = new Int32Array(2), results = new Int32Array(2);
const planCount = new Int32Array(2);
const mine = new Int32Array(MAX_NODES);
const kingRoot = new Int32Array(2), falconerRoot = new Int32Array(2);

/** Size of the largest group of empty cells joined by sides. */
function largestEmptyArea(e: EngineScore): number {
  const m = e.m, n = e.ed.cellCount, nb = e.ed.neighbours;
  seen.fill(0);
  let best = 0;
  for (let start = 0; start < n; start++) {
    if (m[BOARD + start] >= 0 || seen[start]) continue;
    let size = 0, top = 0;
    todo[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const c = todo[--top];
      size++;
      for (let side = 0; side < 4; side++) {
        const x = nb[c * 4 + side];
        if (x >= 0 && m[BOARD + x] < 0 && !seen[x]) { seen[x] = 1; todo[top++] = x; }
      }
    }
    if (size > best) best = size;
  }
  return best;
}

function held(e: EngineScore, seat: number, kind: number): number {
  const m = e.m, at = WALL + seat * MAX_WALL;
  let n = 0;
  for (let i = 0, c = m[WALL_COUNT + seat]; i < c; i++) if ((m[at + i] & 15) === kind) n++;
  return n;
}

const add = (e: EngineScore, at: number, v: number): void => { if (v !== 0) e.w(at, e.m[at] + v); };

export function finish(e: EngineScore): void {
  const m = e.m, nodes = m[NODES];
  e.w(STEP, OVER);
  e.w(TILE, -1);
  e.w(PLACED, -1);
  for (let t = 0; t < e.ed.towers; t++) e.w(TOWERS + t, 0);
  for (let seat = 0; seat < 2; seat++) {
    kingRoot[seat] = m[KING_NODE + seat] >= 0 ? e.find(m[KING_NODE + seat]) : -1;
    falconerRoot[seat] = m[FALCONER_NODE + seat] >= 0 ? e.find(m[FALCONER_NODE + seat]) : -1;
  }
  // 1. The largest keep scores the largest empty area.
  const area = largestEmptyArea(e);
  const k0 = m[KEEP_SIZE] > 0 ? m[KEEP_SIZE] + 2 * held(e, 0, 8) : 0, k1 = m[KEEP_SIZE + 1] > 0 ? m[KEEP_SIZE + 1] + 2 * held(e, 1, 8) : 0;
  if (k0 !== k1 && area > 0) add(e, SCORE + (k0 > k1 ? 0 : 1), area);

  // 2. Courts with a majority that give something; wall tiles 7 on the holder's best ones.
  for (let n = 0; n < nodes; n++) rate[n] = 3;
  for (let seat = 0; seat < 2; seat++) {
    const sevens = held(e, seat, 7);
    if (!sevens) continue;
    // The two courts whose markets are worth most (the first found keeps a tie, as a stable sort).
    let a = -1, b = -1, wa = 0, wb = 0;
    for (let n = 0; n < nodes; n++) {
      if (courtHolder(e, n) !== seat || m[MARKETS + n] === 0) continue;
      const worth = m[MARKETS + n] * (kingRoot[seat] === n ? 2 : 1);
      if (a < 0 || worth > wa) { b = a; wb = wa; a = n; wa = worth; } else if (b < 0 || worth > wb) { b = n; wb = worth; }
    }
    if (a < 0) continue;
    if (sevens === 1) rate[a] = 4;
    else if (5 * wa >= wa + (b >= 0 ? wb : 0)) rate[a] = 8;
    else { rate[a] = 4; rate[b] = 4; }
  }
  for (let n = 0; n < nodes; n++) {
    const seat = courtHolder(e, n);
    if (seat < 0) continue;
    add(e, AERIES + seat, tokensOf(e, seat, n));
    add(e, SCORE + seat, rate[n] * m[MARKETS + n] * (kingRoot[seat] === n ? 2 : 1));
  }

  // 3. Wall tiles 4, 5, 6 (each holder's plan), then 9.
  for (let seat = 0; seat < 2; seat++) listPlans(e, seat);
  choosePlans(e, area);
  for (let seat = 0; seat < 2; seat++) {
    const p = chosen[seat];
    add(e, SCORE + seat, plans[seat][3 * p] + 5 * held(e, seat, 9));
    add(e, AERIES + seat, plans[seat][3 * p + 1]);
  }

  // 4. Falcon: more aerie tokens scores the largest empty area too.
  const t0 = m[AERIES], t1 = m[AERIES + 1];
  if (e.ed.falcon && t0 !== t1 && area > 0) add(e, SCORE + (t0 > t1 ? 0 : 1), area);
  e.w(WINNER, m[SCORE] === m[SCORE + 1] ? -1 : m[SCORE] > m[SCORE + 1] ? 0 : 1);
}

/** The seat whose court (a root) scores at the end: one with a majority that gives something
 *  (markets, aeries, or the holder's falconer); else -1. */
function courtHolder(e: EngineScore, n: number): number {
  const m = e.m;
  if (m[PARENT + n] !== n || e.nodeKind[n] !== COURT) return -1;
  const seat = e.majority(n);
  return seat >= 0 && (m[MARKETS + n] > 0 || m[AERIE + n] > 0 || falconerRoot[seat] === n) ? seat : -1;
}

/** A seat's plans for its wall tiles 4, 5, 6: each copy scores one unfinished feature of its kind
 *  that the seat holds, copies of a kind in non-decreasing order of the features (final.ts). A plan
 *  is (points, tokens, index in `mine` of its last feature of the kind at hand). */
function listPlans(e: EngineScore, seat: number): void {
  const m = e.m, nodes = m[NODES];
  let out = plans[seat], spare = spares[seat], count = 1;
  out[0] = 0; out[1] = 0; out[2] = 0;
  for (let kind = 4; kind <= 6; kind++) {
    const copies = held(e, seat, kind), featureKind = kind === 4 ? PATH : kind === 5 ? TOWER : HOUSE;
    if (!copies) continue;
    let n = 0;
    for (let f = 0; f < nodes; f++) {
      if (m[PARENT + f] === f && m[DONE + f] === 0 && e.nodeKind[f] === featureKind && e.majority(f) === seat) mine[n++] = f;
    }
    for (let copy = 0; copy < copies && n > 0; copy++) {
      // Each plan so far, followed by each feature from its last of this kind on.
      let next = 0;
      for (let p = 0; p < count; p++) {
        for (let i = copy === 0 ? 0 : out[3 * p + 2]; i < n; i++) {
          if (next >= MAX_PLANS) throw new RangeError('more wall tile plans than the engine holds');
          spare[3 * next] = out[3 * p] + worth(e, seat, mine[i]);
          spare[3 * next + 1] = out[3 * p + 1] + tokensOf(e, seat, mine[i]);
          spare[3 * next + 2] = i;
          next++;
        }
      }
      const t = out; out = spare; spare = t;
      count = next;
    }
  }
  plans[seat] = out;
  spares[seat] = spare;
  planCount[seat] = count;
}

/** What a feature scored at the end gives its holder: points (his king doubles them), and aerie
 *  tokens (its aeries, one more for his falconer). */
const worth = (e: EngineScore, seat: number, f: number): number => e.basePoints(f) * (kingRoot[seat] === f ? 2 : 1);
const tokensOf = (e: EngineScore, seat: number, f: number): number => e.m[AERIE + f] + (falconerRoot[seat] === f ? 1 : 0);

/** The scores at the end with these plans (into `results`): the plans' points, and with the
 *  Falcon the empty area to the seat with more aerie tokens. */
function result(e: EngineScore, area: number, w: number, b: number): void {
  const m = e.m;
  let r0 = m[SCORE] + plans[0][3 * w], r1 = m[SCORE + 1] + plans[1][3 * b];
  const t0 = m[AERIES] + plans[0][3 * w + 1], t1 = m[AERIES + 1] + plans[1][3 * b + 1];
  if (e.ed.falcon && t0 !== t1) { if (t0 > t1) r0 += area; else r1 += area; }
  results[0] = r0;
  results[1] = r1;
}

/** White's plan and Black's answer (final.ts wallTilePlan): each takes what scores him most by the
 *  end, aerie scoring included, then what leaves him furthest ahead; the first found keeps a tie. */
function choosePlans(e: EngineScore, area: number): void {
  let white = 0, reply = 0, w0 = 0, w1 = 0;
  for (let w = 0; w < planCount[0]; w++) {
    result(e, area, w, 0);
    let best = 0, b0 = results[0], b1 = results[1];
    for (let b = 1; b < planCount[1]; b++) {
      result(e, area, w, b);
      const r0 = results[0], r1 = results[1];
      if (r1 !== b1 ? r1 > b1 : r1 - r0 > b1 - b0) { best = b; b0 = r0; b1 = r1; }
    }
    if (w === 0 || (b0 !== w0 ? b0 > w0 : b0 - b1 > w0 - w1)) { white = w; reply = best; w0 = b0; w1 = b1; }
  }
  chosen[0] = white;
  chosen[1] = reply;
}
