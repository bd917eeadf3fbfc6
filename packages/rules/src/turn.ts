// The flow of a turn: draw, place, follower, scoring, end of turn, next turn or the end.
import { canPlaceAnywhere, orientedOf, placeTile, tileSetOf } from './board';
import { Draft, editFeature, find } from './draft';
import { finishGame } from './final';
import type { FeatureKind } from './pieces';
import { currentGroup, majority, needsChoice, scoreFeature, takeTowerUnder } from './scoring';
import type { Role, Seat } from './types';

export const ROLES: Record<FeatureKind, Role> = { path: 'herald', tower: 'knight', house: 'squire', court: 'merchant' };

/** Draw for the seat (discarding tiles that fit nowhere) and start its turn, or end the game. */
export function beginTurn(d: Draft, seat: Seat, extra = false): void {
  const s = d.s;
  s.stack = s.stack.slice();
  let tile: number | undefined;
  while ((tile = s.stack.pop()) !== undefined) {
    if (canPlaceAnywhere(s, tile)) break;
    s.discarded = [...s.discarded, tile];
    d.events.push({ type: 'tileDiscarded', tile });
  }
  if (tile === undefined) { finishGame(d); return; }
  s.turn++;
  s.toAct = seat;
  s.tile = tile;
  s.step = 'place';
  s.placed = -1;
  s.pending = [];
  s.completed = [];
  s.extraTurn = false;
  if (extra) d.events.push({ type: 'extraTurn', seat });
  d.events.push({ type: 'turnStarted', seat, turn: s.turn });
  d.events.push({ type: 'tileDrawn', seat, tile });
}

/** Pieces of the tile just placed that a follower may stand on now. */
export function freePieces(d: Pick<Draft, 's'>): number[] {
  const s = d.s;
  if (s.placed < 0 || s.players[s.toAct].supply === 0) return [];
  const placed = s.board[s.placed]!;
  const out: number[] = [];
  placed.f.forEach((id, piece) => {
    const f = s.features[find(s.features, id)];
    if (f.men[0] + f.men[1] === 0) out.push(piece);
  });
  return out;
}

export function doPlace(d: Draft, cell: number, rot: number): void {
  const s = d.s;
  const tile = s.tile!;
  const touched = placeTile(d, cell, tile, rot);
  s.placed = cell;
  d.events.push({ type: 'tilePlaced', seat: s.toAct, tile, cell, rot });
  s.completed = touched.filter((id) => {
    const f = s.features[id];
    return f.kind !== 'court' && f.open === 0 && !f.done;
  });
  for (const id of s.completed) editFeature(d, id).done = true;
  if (freePieces(d).length) s.step = 'follower';
  else startScoring(d);
}

export function doFollower(d: Draft, piece: number | null): void {
  const s = d.s;
  if (piece !== null) {
    const seat = s.toAct;
    const placed = s.board[s.placed]!;
    const root = editFeature(d, find(s.features, placed.f[piece]));
    root.men[seat]++;
    s.players[seat].supply--;
    s.followers = [...s.followers, { seat, cell: s.placed, piece }];
    const kind = orientedOf(tileSetOf(s), placed).pieces[piece].kind;
    d.events.push({ type: 'followerPlaced', seat, cell: s.placed, piece, role: ROLES[kind] });
  }
  startScoring(d);
}

function startScoring(d: Draft): void {
  const s = d.s;
  const withScorer: number[] = [];
  for (const id of s.completed) {
    const f = s.features[id];
    d.events.push({ type: 'featureCompleted', feature: id, kind: f.kind, tiles: f.tiles.length, men: [f.men[0], f.men[1]] });
    if (majority(f) === null) d.events.push({ type: 'noScore', feature: id, reason: f.men[0] ? 'tie' : 'nobody' });
    else withScorer.push(id);
  }
  // The placing player's scorings first; scoreNext keeps that order group by group.
  s.pending = [
    ...withScorer.filter((id) => majority(s.features[id]) === s.toAct),
    ...withScorer.filter((id) => majority(s.features[id]) !== s.toAct),
  ];
  continueScoring(d);
}

/** Score what needs no decision; stop at the first real choice, or end the turn. */
export function continueScoring(d: Draft): void {
  const s = d.s;
  while (s.pending.length) {
    const group = currentGroup(s);
    if (needsChoice(s, group)) { s.step = 'score'; return; }
    scoreFeature(d, group[0], 0);
  }
  endTurn(d);
}

export function doScore(d: Draft, feature: number, double: number): void {
  scoreFeature(d, feature, double);
  continueScoring(d);
}

export function doExtraTurn(d: Draft): void {
  const s = d.s;
  const p = s.players[s.toAct];
  const i = p.wall.findIndex((w) => w.kind === 1 && w.turn < s.turn);
  p.wall = p.wall.filter((_, j) => j !== i);
  s.extraTurn = true;
  d.events.push({ type: 'wallPlayed', seat: s.toAct, kind: 1 });
}

function endTurn(d: Draft): void {
  const s = d.s;
  const seat = s.toAct;
  // Followers on features completed this turn go home now (merchants never: courts never complete).
  const home = [0, 0];
  const done = new Set(s.completed);
  s.followers = s.followers.filter((fo) => {
    const back = done.has(find(s.features, s.board[fo.cell]!.f[fo.piece]));
    if (back) home[fo.seat]++;
    return !back;
  });
  ([0, 1] as const).forEach((p) => {
    if (!home[p]) return;
    s.players[p].supply += home[p];
    d.events.push({ type: 'followersReturned', seat: p, count: home[p] });
  });
  if (s.options.variants.wallTilesAtEndOfTurn) {
    takeTowerUnder(d, seat);
    takeTowerUnder(d, (1 - seat) as Seat);
  }
  s.pending = [];
  beginTurn(d, s.extraTurn ? seat : ((1 - seat) as Seat), s.extraTurn);
}
