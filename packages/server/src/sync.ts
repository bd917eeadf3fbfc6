// What every game's sync shares (each game's own is in games/<id>.ts): the recent events' ring, the
// clocks, and arrays written only where they changed, so that patches stay small. A game's public
// view (its `publicView`) is all a client may know: never the seed, the stack's order or a
// face-down tile.
import { ArraySchema } from '@colyseus/schema';
import { ClockState, TimeControl } from '@castle/protocol';
import { GameSchema } from './schema';

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
