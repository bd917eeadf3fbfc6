// Copy the public view of a game into the synced schema, changing only what changed so that patches
// stay small. The public view (the game's `publicView`) is all a client may know: never the seed,
// the stack's order or which wall tile lies face down. What remains of the stack the page counts
// from what it sees: the set less the tiles placed, discarded and drawn.
import { ArraySchema } from '@colyseus/schema';
import { CastleView, castleOf } from '@castle/rules';
import { ClockState, TimeControl, packBoard, packFollower, packTowers, packWall } from '@castle/protocol';
import { CastleSchema, GameSchema, PlayerState } from './schema';

export const RECENT_EVENTS = 60;

/**
 * What each synced array last had written into it, as a plain array. An ArraySchema is a Proxy whose
 * every index read or write first tests the key with isNaN: comparing a whole board through it was
 * the largest cost of syncing a move in a profile of the load test. The copy is compared instead,
 * and only the cells that changed (one or two a move) go through the proxy. Only setArray writes them.
 */
const written = new WeakMap<ArraySchema<number>, number[]>();

export function setArray(arr: ArraySchema<number>, values: readonly number[]): void {
  let last = written.get(arr);
  if (!last) written.set(arr, (last = arr.toArray()));
  for (let i = 0; i < values.length; i++) if (last[i] !== values[i]) arr[i] = last[i] = values[i];
  while (last.length > values.length) {
    arr.pop();
    last.pop();
  }
}

/** The view each schema was last synced from: a part of the next one that is the same object is the
 *  same (the rules share a view's unchanged parts between moves) and is not gone through again. */
const synced = new WeakMap<CastleSchema, CastleView>();

/** The Castle's public view, into the schema's fields. */
export function syncCastle(state: CastleSchema, v: CastleView): void {
  const last = synced.get(state);
  synced.set(state, v);
  if (v.options !== last?.options) {
    state.falcon = v.options.falcon;
    state.variants = JSON.stringify(v.options.variants);
  }
  state.turn = v.turn;
  state.toAct = v.toAct;
  state.over = v.step === 'over';
  state.step = v.step;
  state.tile = v.tile;
  state.placed = v.placed;
  state.extraTurn = v.extraTurn;
  state.tilesLeft = v.tilesLeft;
  if (v.discarded !== last?.discarded) state.discarded = v.discarded.join(',');
  if (v.towers !== last?.towers) state.towers = packTowers(v.towers);
  if (v.placements !== last?.placements) setArray(state.board, packBoard(castleOf(v).cellCount, v.placements));
  if (v.followers !== last?.followers) setArray(state.followers, v.followers.map(packFollower));
  if (v.players === last?.players) return;
  v.players.forEach((p, i) => {
    const ps = state.players[i] ?? (state.players[i] = new PlayerState());
    ps.score = p.score; ps.supply = p.supply; ps.kings = p.kings; ps.falconers = p.falconers; ps.aeries = p.aeries;
    ps.wall = packWall(p.wall);
    ps.keepCell = p.keepCell;
    ps.keepSize = p.keepSize;
  });
}

/** The clocks into the schema: what each seat had left when the running one started, and the server's time now. */
export function syncClocks(state: GameSchema, clocks: { control: TimeControl; state: ClockState | null }, now: number): void {
  const c = clocks.state;
  if (!c) return;
  if (!state.timeControl) state.timeControl = JSON.stringify(clocks.control);
  setArray(state.clockLeft ??= new ArraySchema<number>(), c.left);
  state.clockRunning = c.running ?? -1;
  state.clockSince = c.since;
  state.clockNow = now;
}

/**
 * The last RECENT_EVENTS events, as a ring: event n (counting from 0) lies at n % RECENT_EVENTS.
 * Each new one overwrites the oldest in place, one small change; taking the oldest off the front
 * (ArraySchema.shift) re-indexed the whole array's change tracking on every move.
 */
export function pushEvents(state: GameSchema, events: readonly unknown[]): void {
  if (events.length === 0) return;
  // Counted here and set once: each set of a schema field is change tracking (and garbage) of its own.
  let count = state.eventCount;
  for (const e of events) {
    const at = count % RECENT_EVENTS, text = JSON.stringify(e);
    if (at < state.events.length) state.events[at] = text;
    else state.events.push(text);
    count++;
  }
  state.eventCount = count;
}
