// Copy what a spectator may know of the rules state into the synced schema, changing only what
// changed so that patches stay small. It reads the public fields of the state directly (the same
// ones playerView gives, without copying the whole state on every move): never the seed, the stack's
// order (only how many of each tile remain) or which wall tile lies face down.
import { ArraySchema } from '@colyseus/schema';
import { GameEvent, GameState, remainingCounts } from '@castle/rules';
import { CastleState, CellState, FollowerState, PlayerState } from './schema';

export const RECENT_EVENTS = 60;

function setArray<T>(arr: ArraySchema<T>, values: readonly T[]): void {
  values.forEach((v, i) => { if (arr[i] !== v) arr[i] = v; });
  while (arr.length > values.length) arr.pop();
}

const emptyCells = new WeakMap<CastleState, CellState>();

/** The one CellState this game's empty cells share; never changed (a placed tile replaces it). */
function emptyCell(state: CastleState): CellState {
  let cell = emptyCells.get(state);
  if (!cell) emptyCells.set(state, (cell = new CellState()));
  return cell;
}

export function syncState(state: CastleState, game: GameState, moves: number, placedAt: number[]): void {
  const v = game;
  state.turn = moves;
  state.round = v.turn;
  state.toAct = v.step === 'over' ? -1 : v.toAct;
  state.over = v.step === 'over';
  state.step = v.step;
  state.tile = v.tile ?? -1;
  state.placed = v.placed;
  state.tilesLeft = v.stack.length;
  setArray(state.remaining, remainingCounts(v));
  setArray(state.discarded, v.discarded);
  setArray(state.towers, v.towers.map((t) => t !== null));
  // A synced instance costs about 1.3 KB of change tracking, and a board is mostly empty until late
  // in the game: the empty cells share one instance (a schema instance may have several parents).
  const empty = emptyCell(state);
  v.board.forEach((b, i) => {
    const tile = b ? b.tile : -1;
    if (state.board[i]?.tile === tile) return;
    state.board[i] = b ? Object.assign(new CellState(), { tile, rot: b.rot, placedAt: placedAt[i] ?? 0 }) : empty;
  });
  v.followers.forEach((f, i) => {
    const fo = state.followers[i] ?? (state.followers[i] = new FollowerState());
    fo.seat = f.seat; fo.cell = f.cell; fo.piece = f.piece; fo.figure = f.figure ?? '';
  });
  while (state.followers.length > v.followers.length) state.followers.pop();
  v.players.forEach((p, i) => {
    const ps = state.players[i] ?? (state.players[i] = new PlayerState());
    ps.score = p.score; ps.supply = p.supply; ps.kings = p.kings; ps.falconers = p.falconers; ps.aeries = p.aeries;
    setArray(ps.wall, p.wall.map((w) => w.kind));
    ps.keepCell = p.keep ? p.keep.cell : -1;
    ps.keepSize = p.keep ? p.keep.size : 0;
  });
}

export function pushEvents(state: CastleState, events: readonly GameEvent[]): void {
  for (const e of events) {
    state.events.push(JSON.stringify(e));
    state.eventCount++;
  }
  while (state.events.length > RECENT_EVENTS) state.events.shift();
}

export function finalResult(game: GameState, finalEvents: readonly GameEvent[]): string {
  return game.result ? JSON.stringify({ ...game.result, lines: finalEvents.filter((e) => e.type === 'final') }) : '';
}
