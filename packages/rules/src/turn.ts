// The flow of a turn: draw, place, follower, scoring, end of turn, next turn or the end.
import { canPlaceAnywhere, orientedOf, placeTile, tileSetOf } from './board';
import { START_BASE } from './castle';
import { Draft, addMan, editFeature, editPlayer, find } from './draft';
import { finishGame } from './final';
import type { FeatureKind } from './pieces';
import { currentGroup, majority, needsChoice, scoreFeature, takeTowerUnder } from './scoring';
import type { Figure, Follower, GameState, Role, Seat } from './types';

/** Where each figure is counted in a player's supply. */
const SUPPLY = { follower: 'supply', king: 'kings', falconer: 'falconers' } as const;

export const ROLES: Record<FeatureKind, Role> = {
  path: 'herald', tower: 'knight', house: 'squire', court: 'merchant', chapel: 'preacher',
};

/** Draw for the seat (discarding tiles that fit nowhere) and start its turn, or end the game. */
export function beginTurn(d: Draft, seat: Seat, extra = false): void {
  const s = d.s;
  let left = s.stack.length, tile: number | undefined;
  while (left > 0) {
    tile = s.stack[--left];
    if (canPlaceAnywhere(s, tile)) break;
    s.discarded = [...s.discarded, tile];
    d.events.push({ type: 'tileDiscarded', tile });
    tile = undefined;
  }
  s.stack = s.stack.slice(0, left);
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

/**
 * Why a follower (or `figure`) may not go onto this feature of the new tile (root id), or null:
 * nobody joins a feature that holds a follower, and king and falconer never go onto a feature
 * scored this turn. The one statement of that rule: legal actions, the follower step and the
 * refusals all ask it.
 */
export function barred(s: GameState, root: number, figure?: Figure): 'occupied' | 'scored' | null {
  const f = s.features[root];
  if (f.men[0] + f.men[1] > 0) return 'occupied';
  return figure && s.completed.includes(root) ? 'scored' : null;
}

/**
 * Visit each follower the seat to act may put on the new tile as `1 + piece * 3 + figure` (0 a
 * follower, 1 the king, 2 the falconer), pieces and figures in ascending order; stops at the first
 * visit that returns true, and says whether one did. Both the follower step and its legal actions ask it.
 */
export function someFollowerChoice(s: GameState, visit: (code: number) => boolean | void): boolean {
  const p = s.players[s.toAct], placed = s.board[s.placed];
  if (!placed || p.supply + p.kings + p.falconers === 0) return false;
  const f = placed.f;
  for (let piece = 0; piece < f.length; piece++) {
    const root = find(s.features, f[piece]), k = 1 + piece * 3;
    if (barred(s, root)) continue;
    if (p.supply > 0 && visit(k)) return true;
    if (barred(s, root, 'king')) continue;
    if (p.kings > 0 && visit(k + 1)) return true;
    if (p.falconers > 0 && visit(k + 2)) return true;
  }
  return false;
}

const ANY = () => true;

export function doPlace(d: Draft, cell: number, rot: number): void {
  const s = d.s;
  const tile = s.tile!;
  const touched = placeTile(d, cell, tile, rot);
  s.placed = cell;
  d.events.push({ type: 'tilePlaced', seat: s.toAct, tile, cell, rot });
  s.completed = [];
  for (const id of touched) {
    const f = s.features[id];
    if (f.kind !== 'court' && f.open === 0 && !f.done) {
      s.completed.push(id);
      editFeature(d, id).done = true;
    }
  }
  if (someFollowerChoice(s, ANY)) s.step = 'follower';
  else startScoring(d);
}

export function doFollower(d: Draft, piece: number | null, figure?: Figure): void {
  const s = d.s;
  if (piece !== null) {
    const seat = s.toAct;
    const placed = s.board[s.placed]!;
    addMan(d, find(s.features, placed.f[piece]), seat);
    editPlayer(d, seat)[SUPPLY[figure ?? 'follower']]--;
    // Written out, not spread in: a spread of an optional field builds the object slowly, field by field.
    const cell = s.placed;
    s.followers = s.followers.concat(figure ? { seat, cell, piece, figure } : { seat, cell, piece });
    const role = ROLES[orientedOf(tileSetOf(s), placed).pieces[piece].kind];
    d.events.push(figure
      ? { type: 'followerPlaced', seat, cell, piece, role, figure }
      : { type: 'followerPlaced', seat, cell, piece, role });
  }
  startScoring(d);
}

function startScoring(d: Draft): void {
  const s = d.s;
  if (!s.completed.length) { endTurn(d); return; }
  const withScorer: number[] = [];
  for (const id of s.completed) {
    const f = s.features[id];
    d.events.push({
      type: 'featureCompleted', feature: id, kind: f.kind, tiles: f.tiles.length, men: [f.men[0], f.men[1]],
      cells: f.tiles.filter((t) => t < START_BASE),
    });
    if (majority(f) === null) d.events.push({ type: 'noScore', feature: id, reason: f.men[0] ? 'tie' : 'nobody' });
    else withScorer.push(id);
  }
  // The placing player's scorings first; scoreNext keeps that order group by group.
  const mine: number[] = [], theirs: number[] = [];
  for (const id of withScorer) (majority(s.features[id]) === s.toAct ? mine : theirs).push(id);
  s.pending = mine.concat(theirs);
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
  const p = editPlayer(d, s.toAct);
  const i = p.wall.findIndex((w) => w.kind === 1 && w.turn < s.turn);
  p.wall = p.wall.filter((_, j) => j !== i);
  s.extraTurn = true;
  d.events.push({ type: 'wallPlayed', seat: s.toAct, kind: 1 });
}

/** Does any of these features (root ids) hold a follower? */
function anyManOn(s: GameState, ids: readonly number[]): boolean {
  for (const id of ids) if (s.features[id].men[0] + s.features[id].men[1] > 0) return true;
  return false;
}

function endTurn(d: Draft): void {
  const s = d.s;
  const seat = s.toAct;
  // Followers on features completed this turn go home now (merchants never: courts never complete).
  // Most completed features hold nobody (their men say so): then no follower is looked up.
  if (anyManOn(s, s.completed)) {
    const home = [0, 0], staying: Follower[] = [];
    for (const fo of s.followers) {
      if (s.completed.includes(find(s.features, s.board[fo.cell]!.f[fo.piece]))) {
        home[fo.seat]++;
        editPlayer(d, fo.seat)[SUPPLY[fo.figure ?? 'follower']]++;
      } else staying.push(fo);
    }
    s.followers = staying;
    for (const p of [0, 1] as const) if (home[p]) d.events.push({ type: 'followersReturned', seat: p, count: home[p] });
  }
  if (s.options.variants.wallTilesAtEndOfTurn) {
    takeTowerUnder(d, seat);
    takeTowerUnder(d, (1 - seat) as Seat);
  }
  s.pending = [];
  beginTurn(d, s.extraTurn ? seat : ((1 - seat) as Seat), s.extraTurn);
}
