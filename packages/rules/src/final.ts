// The end of the game: face-down wall tiles leave, then the keep, the courts and wall tiles 4–9.
import { Castle, castleOf } from './castle';
import { Draft, editPlayer, find } from './draft';
import { basePoints, majority } from './scoring';
import type { Feature, FinalReason, GameState, Pair, PlacedTile, Seat } from './types';

const SEATS: readonly Seat[] = [0, 1];

/** Size of the largest group of empty cells joined by sides. */
export function largestEmptyArea(castle: Castle, board: readonly (PlacedTile | null)[]): number {
  const seen = new Uint8Array(castle.cellCount);
  let best = 0;
  for (let start = 0; start < castle.cellCount; start++) {
    if (board[start] || seen[start]) continue;
    let size = 0;
    const todo = [start];
    seen[start] = 1;
    while (todo.length) {
      const c = todo.pop()!;
      size++;
      for (let side = 0; side < 4; side++) {
        const n = castle.neighbours[c * 4 + side];
        if (n >= 0 && !board[n] && !seen[n]) { seen[n] = 1; todo.push(n); }
      }
    }
    best = Math.max(best, size);
  }
  return best;
}

/** The keep's size for the end: 0 without a keep; each wall tile 8 adds 2 to a keep. */
export function keepSize(s: GameState, seat: Seat): number {
  const p = s.players[seat];
  return p.keep ? p.keep.size + 2 * heldCount(s, seat, 8) : 0;
}

function heldCount(s: GameState, seat: Seat, kind: number): number {
  return s.players[seat].wall.filter((w) => w.kind === kind).length;
}

/** The features as joined (their roots), found once: at the end of a game they are many. */
function roots(s: GameState): Feature[] {
  return s.features.filter((f) => f.parent === f.id);
}

export function finishGame(d: Draft): void {
  const s = d.s;
  s.step = 'over';
  s.tile = null;
  s.placed = -1;
  const faceDown = s.towers.filter((t) => t !== null).length;
  s.towers = s.towers.map(() => null);
  d.events.push({ type: 'wallTilesRemoved', count: faceDown });

  const line = (seat: Seat, reason: FinalReason, points: number, extra: Record<string, number> = {}) => {
    editPlayer(d, seat).score += points;
    d.events.push({ type: 'final', seat, reason, points, score: s.players[seat].score, ...extra });
  };
  /** A feature scored at the end for its majority holder: his king doubles it (Falcon), and its
   * aeries, with one more for his falconer, give him tokens. */
  const figures = figuresAtEnd(s);
  const featureLine = (seat: Seat, reason: FinalReason, f: Feature, points: number, extra: Record<string, number> = {}) => {
    const { multiplier, aeries } = figureBonus(figures, f, seat);
    editPlayer(d, seat).aeries += aeries;
    line(seat, reason, points * multiplier, { feature: f.id, ...extra, multiplier, aeries });
  };

  // 1. The largest keep scores the largest empty area.
  const sizes = SEATS.map((seat) => keepSize(s, seat));
  const area = largestEmptyArea(castleOf(s), s.board);
  if (sizes[0] !== sizes[1] && area > 0) line(sizes[0] > sizes[1] ? 0 : 1, 'keep', area, { size: area });

  // 2. Courts, with wall tile 7 where its holder has the majority (4 per market; both 7s on one court: 8).
  // Every court with a majority is scored; one that gives nothing (no market, no aerie, no falconer
  // of the holder's) is left out of the lines.
  const features = roots(s);
  const courts = features.filter((f) => f.kind === 'court' && majority(f) !== null
    && (f.markets > 0 || f.aeries > 0 || figures[majority(f)!].falconer === f.id));
  const perMarket = new Map<number, number>(courts.map((f) => [f.id, 3]));
  for (const seat of SEATS) {
    const sevens = heldCount(s, seat, 7);
    // Worth of one more point per market on a court: its markets, doubled by the holder's king.
    const worth = (f: Feature) => f.markets * figureBonus(figures, f, seat).multiplier;
    const mine = courts.filter((f) => majority(f) === seat && f.markets > 0).sort((a, b) => worth(b) - worth(a));
    if (!sevens || !mine.length) continue;
    const bothOnOne = 5 * worth(mine[0]), split = worth(mine[0]) + (mine[1] ? worth(mine[1]) : 0);
    if (sevens === 1) perMarket.set(mine[0].id, 4);
    else if (bothOnOne >= split) perMarket.set(mine[0].id, 8);
    else { perMarket.set(mine[0].id, 4); perMarket.set(mine[1].id, 4); }
  }
  for (const f of courts) {
    const rate = perMarket.get(f.id)!;
    featureLine(majority(f)!, 'court', f, rate * f.markets, { markets: f.markets, perMarket: rate });
  }

  // 3. Wall tiles 4, 5, 6 score unfinished features of the holder's (each copy one scoring), where
  // that does most for him; then wall tiles 9.
  const plan = wallTilePlan(s, features, area, figures);
  for (const seat of SEATS) {
    for (const { kind, feature } of plan[seat]) {
      const f = s.features[feature];
      featureLine(seat, WALL_REASON[kind], f, basePoints(f).points, { kind });
    }
    for (let i = 0; i < heldCount(s, seat, 9); i++) line(seat, 'wall9', 5, { kind: 9 });
  }

  // 4. Falcon: more aerie tokens scores the largest empty area too.
  const tokens = SEATS.map((seat) => s.players[seat].aeries);
  if (s.options.falcon && tokens[0] !== tokens[1] && area > 0) {
    line(tokens[0] > tokens[1] ? 0 : 1, 'aeries', area, { size: area, aeries: Math.abs(tokens[0] - tokens[1]) });
  }

  const scores: [number, number] = [s.players[0].score, s.players[1].score];
  const winner: Seat | null = scores[0] === scores[1] ? null : scores[0] > scores[1] ? 0 : 1;
  s.result = { scores, winner };
  d.events.push({ type: 'gameOver', scores, winner });
}

/** The feature (root id) each seat's king and falconer stand on at the end, or -1: looked up once,
 *  not once per feature and plan scored. */
type Figures = Pair<{ king: number; falconer: number }>;

function figuresAtEnd(s: GameState): Figures {
  const out: Figures = [{ king: -1, falconer: -1 }, { king: -1, falconer: -1 }];
  for (const fo of s.followers) if (fo.figure) out[fo.seat][fo.figure] = find(s.features, s.board[fo.cell]!.f[fo.piece]);
  return out;
}

/** What a feature scored at the end gives its holder besides its points: his king doubles them,
 *  and its aeries and his falconer give tokens. */
function figureBonus(figures: Figures, f: Feature, seat: Seat): { multiplier: number; aeries: number } {
  return { multiplier: figures[seat].king === f.id ? 2 : 1, aeries: f.aeries + (figures[seat].falconer === f.id ? 1 : 0) };
}

const WALL_KINDS: readonly [number, Feature['kind']][] = [[4, 'path'], [5, 'tower'], [6, 'house']];
const WALL_REASON: Record<number, FinalReason> = { 4: 'wall4', 5: 'wall5', 6: 'wall6' };

interface WallScoring { kind: number; feature: number }

/**
 * Where each player's wall tiles 4, 5 and 6 score: each copy scores one unfinished feature of its
 * kind on which the holder has the majority (two copies may score the same one twice). Each holder
 * takes what scores him most by the end, aerie scoring included (a feature's aeries and his falconer
 * bring tokens), then what leaves him furthest ahead; White chooses first, foreseeing Black's answer.
 */
export function wallTilePlan(s: GameState, roots: readonly Feature[], area: number, figures: Figures): Pair<WallScoring[]> {
  const unfinished = roots.filter((f) => !f.done && f.kind !== 'court');
  const worth = (seat: Seat, f: Feature) => {
    const { multiplier, aeries } = figureBonus(figures, f, seat);
    return { points: basePoints(f).points * multiplier, tokens: aeries };
  };
  const options = SEATS.map((seat) => {
    let plans: WallScoring[][] = [[]];
    for (const [kind, featureKind] of WALL_KINDS) {
      const copies = heldCount(s, seat, kind);
      if (!copies) continue; // most players hold none of a kind: no features to sort out
      const mine = unfinished.filter((f) => f.kind === featureKind && majority(f) === seat);
      for (let copy = copies; copy > 0 && mine.length; copy--) {
        plans = plans.flatMap((plan) => {
          // Copies are alike: choose features in a non-decreasing order of their place in `mine`.
          const last = plan.length && plan[plan.length - 1].kind === kind ? mine.findIndex((f) => f.id === plan[plan.length - 1].feature) : 0;
          return mine.slice(last).map((f) => [...plan, { kind, feature: f.id }]);
        });
      }
    }
    return plans;
  });
  const result = (plans: WallScoring[][]): Pair<number> => {
    const score: Pair<number> = [s.players[0].score, s.players[1].score], tokens: Pair<number> = [s.players[0].aeries, s.players[1].aeries];
    SEATS.forEach((seat) => plans[seat].forEach(({ feature }) => {
      const w = worth(seat, s.features[feature]);
      score[seat] += w.points;
      tokens[seat] += w.tokens;
    }));
    if (s.options.falcon && tokens[0] !== tokens[1]) score[tokens[0] > tokens[1] ? 0 : 1] += area;
    return score;
  };
  // Better for the seat: a higher own score (SPEC: "what scores most for the holder"), then a wider
  // margin (of plans scoring him alike, the one that keeps the other from the aerie scoring); the
  // first found keeps a tie.
  const better = (seat: Seat, a: Pair<number>, b: Pair<number>) => {
    if (a[seat] !== b[seat]) return a[seat] > b[seat];
    return a[seat] - a[1 - seat] > b[seat] - b[1 - seat];
  };
  const answer = (white: WallScoring[]) => {
    let best = options[1][0], bestResult = result([white, best]);
    for (const plan of options[1].slice(1)) {
      const r = result([white, plan]);
      if (better(1, r, bestResult)) { best = plan; bestResult = r; }
    }
    return { plan: best, result: bestResult };
  };
  let white = options[0][0], reply = answer(white);
  for (const plan of options[0].slice(1)) {
    const r = answer(plan);
    if (better(0, r.result, reply.result)) { white = plan; reply = r; }
  }
  return [white, reply.plan];
}
