// Copy what a spectator may know of the rules state into the synced schema, changing only what
// changed so that patches stay small. It reads the public fields of the state directly (the same
// ones playerView gives, without copying the whole state on every move): never the seed, the stack's
// order or which wall tile lies face down. What remains of the stack the page counts from what it
// sees (logic/synced-board.ts): the set less the tiles placed, discarded and drawn.
import { ArraySchema } from '@colyseus/schema';
import { GameEvent, GameState } from '@castle/rules';
import { packBoard, packFollowers, packTowers, packWall } from './packed';
import { CastleState, PlayerState } from './schema';

export const RECENT_EVENTS = 60;

function setArray<T>(arr: ArraySchema<T>, values: readonly T[]): void {
  values.forEach((v, i) => { if (arr[i] !== v) arr[i] = v; });
  while (arr.length > values.length) arr.pop();
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
  state.discarded = v.discarded.join(',');
  state.towers = packTowers(v.towers);
  setArray(state.board, packBoard(v.board, placedAt));
  setArray(state.followers, packFollowers(v.followers));
  v.players.forEach((p, i) => {
    const ps = state.players[i] ?? (state.players[i] = new PlayerState());
    ps.score = p.score; ps.supply = p.supply; ps.kings = p.kings; ps.falconers = p.falconers; ps.aeries = p.aeries;
    ps.wall = packWall(p.wall.map((w) => w.kind));
    ps.keepCell = p.keep ? p.keep.cell : -1;
    ps.keepSize = p.keep ? p.keep.size : 0;
  });
}

/**
 * The last RECENT_EVENTS events, as a ring: event n (counting from 0) lies at n % RECENT_EVENTS.
 * Each new one overwrites the oldest in place, one small change; taking the oldest off the front
 * (ArraySchema.shift) re-indexed the whole array's change tracking on every move.
 */
export function pushEvents(state: CastleState, events: readonly GameEvent[]): void {
  for (const e of events) {
    const at = state.eventCount % RECENT_EVENTS, text = JSON.stringify(e);
    if (at < state.events.length) state.events[at] = text;
    else state.events.push(text);
    state.eventCount++;
  }
}

export function finalResult(game: GameState, finalEvents: readonly GameEvent[]): string {
  return game.result ? JSON.stringify({ ...game.result, lines: finalEvents.filter((e) => e.type === 'final') }) : '';
}
