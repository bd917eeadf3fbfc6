// Scoring completed features during the game: majority, points, markers, corner towers, keeps.
import { START_BASE, TRACK_LENGTH, castleOf } from './castle';
import { Draft, editPlayer, find, ownTowers, startDraft } from './draft';
import type { Feature, GameState, ScoreReason, Seat } from './types';

/** Falcon chapels score by their size in tiles: 1, 2, ... 8 or more. */
export const CHAPEL_POINTS: readonly number[] = [1, 3, 6, 10, 15, 21, 28, 36];

/** The seat with more followers on the feature, or null on a tie (including none). */
export function majority(f: Pick<Feature, 'men'>): Seat | null {
  if (f.men[0] > f.men[1]) return 0;
  if (f.men[1] > f.men[0]) return 1;
  return null;
}

export function basePoints(f: Feature): { points: number; reason: ScoreReason } {
  const n = f.tiles.length;
  switch (f.kind) {
    case 'path': return f.fountains > 0 ? { points: 2 * n, reason: 'path-fountain' } : { points: n, reason: 'path' };
    case 'tower': return { points: 2 * n, reason: 'tower' };
    case 'house': return { points: n, reason: 'house' };
    case 'chapel': return { points: CHAPEL_POINTS[Math.min(n, CHAPEL_POINTS.length) - 1], reason: 'chapel' };
    default: throw new Error(`a ${f.kind} is not scored during the game`);
  }
}

/** Wall tile kind that doubles a completed feature of this kind (2 tower, 3 house), or 0. */
export function doublingKind(kind: Feature['kind']): number {
  return kind === 'tower' ? 2 : kind === 'house' ? 3 : 0;
}

/** Wall tiles of a kind the seat holds and may play this turn (not taken this turn). */
export function usableWall(s: GameState, seat: Seat, kind: number): number {
  let n = 0;
  for (const w of s.players[seat].wall) if (w.kind === kind && w.turn < s.turn) n++;
  return n;
}

/** Falcon's king and falconer of a seat standing on a feature (root id). */
export function figuresOn(s: GameState, root: number, seat: Seat): { king: boolean; falconer: boolean } {
  const out = { king: false, falconer: false };
  for (const fo of s.followers) {
    if (fo.seat !== seat || !fo.figure || find(s.features, s.board[fo.cell]!.f[fo.piece]) !== root) continue;
    out[fo.figure] = true;
  }
  return out;
}

/**
 * How many doubling tiles the placing player may put on this completed feature now: up to the two
 * copies that exist; with Falcon a scoring is doubled once at most, and never beside his king.
 */
export function maxDouble(s: GameState, id: number): number {
  const f = s.features[id];
  if (majority(f) !== s.toAct) return 0;
  const kind = doublingKind(f.kind);
  if (!kind) return 0;
  if (!s.options.falcon) return Math.min(2, usableWall(s, s.toAct, kind));
  return figuresOn(s, id, s.toAct).king ? 0 : Math.min(1, usableWall(s, s.toAct, kind));
}

/** How far a marker moves for these points: all of them, unless the gates variant stops it. */
export function markerMove(s: GameState, score: number, points: number): number {
  if (!s.options.variants.gatesStopMarkers) return points;
  // A gate lies after space g; a move that would cross it stops on g (a move starting on g passes).
  for (let k = 1; k < points; k++) {
    const at = (score + k) % TRACK_LENGTH;
    if (castleOf(s).gates.some(([g]) => g === at)) return k;
  }
  return points;
}

/** Move a marker; landing exactly on a corner tower takes its wall tile (unless the house rule). */
export function addScore(d: Draft, seat: Seat, points: number): void {
  editPlayer(d, seat).score += points;
  if (!d.s.options.variants.wallTilesAtEndOfTurn) takeTowerUnder(d, seat);
}

export function takeTowerUnder(d: Draft, seat: Seat): void {
  const t = castleOf(d.s).towerAtSpace(d.s.players[seat].score);
  const kind = t >= 0 ? d.s.towers[t] : null;
  if (kind === null) return;
  ownTowers(d)[t] = null;
  const p = editPlayer(d, seat);
  p.wall = [...p.wall, { kind, turn: d.s.turn }];
  d.events.push({ type: 'wallTaken', seat, tower: t, kind });
}

/** Score one completed feature that has a majority, with `double` doubling tiles played on it. */
export function scoreFeature(d: Draft, id: number, double: number): void {
  const s = d.s;
  s.pending = s.pending.filter((p) => p !== id);
  const f = s.features[id];
  const seat = majority(f)!;
  const { points, reason } = basePoints(f);
  if (double > 0) {
    const kind = doublingKind(f.kind);
    const p = editPlayer(d, seat);
    let left = double;
    p.wall = p.wall.filter((w) => !(left > 0 && w.kind === kind && w.turn < s.turn && left-- > 0));
    for (let i = 0; i < double; i++) d.events.push({ type: 'wallPlayed', seat, kind, feature: id });
  }
  const figures = figuresOn(s, id, seat);
  const multiplier = figures.king ? 2 : 1 + double;
  const total = points * multiplier;
  const moved = markerMove(s, s.players[seat].score, total);
  const aeries = f.aeries + (figures.falconer ? 1 : 0);
  if (aeries) editPlayer(d, seat).aeries += aeries;
  d.events.push({
    type: 'scored', seat, feature: id, reason, tiles: f.tiles.length, multiplier, points: moved,
    score: s.players[seat].score + moved, aeries, lost: total - moved,
  });
  addScore(d, seat, moved);
  if (f.kind === 'house') moveKeep(d, seat, f);
}

function moveKeep(d: Draft, seat: Seat, f: Feature): void {
  const keep = d.s.players[seat].keep, size = f.tiles.length;
  if (keep && keep.size >= size) return;
  const cell = Math.min(...f.tiles.filter((t) => t < START_BASE));
  editPlayer(d, seat).keep = { feature: f.id, cell, size };
  d.events.push({ type: 'keepMoved', seat, feature: f.id, cell, size });
}

/**
 * The scorings the placing player orders next: his own first, then the opponent's.
 * All have the same scorer.
 */
export function currentGroup(s: GameState): number[] {
  const mine = s.pending.filter((id) => majority(s.features[id]) === s.toAct);
  return mine.length ? mine : s.pending;
}

/**
 * Does the placing player have a real choice among these scorings? Yes when he may play a doubling
 * wall tile on one, or when two orders end differently: any score, aerie token, wall tile taken or
 * left on a tower, or keep size (markers stop at gates, land on towers; the keep's house does not count).
 */
export function needsChoice(s: GameState, group: number[]): boolean {
  if (group.some((id) => maxDouble(s, id) > 0)) return true;
  if (group.length < 2) return false;
  let first: string | null = null;
  for (const order of permutations(group)) {
    const key = outcomeOf(s, order);
    if (first === null) first = key;
    else if (key !== first) return true;
  }
  return false;
}

/** What scoring these features in this order leaves, as a comparable string (events are dropped). */
function outcomeOf(s: GameState, order: number[]): string {
  const d = startDraft(s);
  for (const id of order) scoreFeature(d, id, 0);
  const players = d.s.players.map((p) => [p.score, p.aeries, p.wall.map((w) => w.kind).sort(), p.keep ? p.keep.size : 0]);
  return JSON.stringify([players, d.s.towers]);
}

function permutations(xs: number[]): number[][] {
  if (xs.length <= 1) return [xs];
  const out: number[][] = [];
  xs.forEach((x, i) => {
    for (const rest of permutations([...xs.slice(0, i), ...xs.slice(i + 1)])) out.push([x, ...rest]);
  });
  return out;
}
