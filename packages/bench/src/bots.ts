// The load test's client bots (loadtest.ts, computer-games.ts): each plays one seat of a game as a
// quick player would, and the moves, their latency from "action" sent to the patch seen, and the
// errors it was sent are counted in the Stats it is given.
import { Client, Room } from 'colyseus.js';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Stats {
  latencies: number[]; moves: number; errors: Record<string, number>; finished: number;
  /** Latencies are counted once every game is open (opening 500 games is a burst of its own). */
  measuring: boolean;
  /** While the heap is measured, bots hold their moves; `inFlight` counts those sent and not yet seen. */
  holding: boolean; inFlight: number;
}

/** One seated bot: answers its "actions" with a random legal action after a think time. */
export function bot(room: Room, stats: Stats, thinkMs: number): void {
  let seat: number | null = null;
  let pending: { moves: number; at: number } | null = null;
  let lastSent = -1; // "actions" can come twice for one turn (when the other bot joins): answer once
  room.onMessage('seat', (m) => { seat = m.seat; });
  room.onMessage('error', (e: { code: string }) => { stats.errors[e.code] = (stats.errors[e.code] ?? 0) + 1; });
  room.onMessage('actions', async (m: { moves: number; actions: unknown[] }) => {
    const think = () => sleep(thinkMs * (0.5 + Math.random()));
    await think();
    // Held while the heap is measured: once let go, each bot thinks afresh, so that the moves held
    // back do not all arrive at once (a burst no real players make, which the latency would count).
    if (stats.holding) {
      while (stats.holding) await sleep(20);
      await think();
    }
    if (room.state.moves !== m.moves || room.state.toAct !== seat || lastSent === m.moves) return;
    lastSent = m.moves;
    pending = { moves: m.moves, at: performance.now() };
    stats.inFlight++;
    room.send('action', { moves: m.moves, action: m.actions[Math.floor(Math.random() * m.actions.length)] });
  });
  let seenEvents = 0;
  room.onStateChange((s: any) => {
    // Each new event is read, as the page does (client games/castle/screens/game.ts): that is a client's work too.
    // (The bare room has none.)
    if (s.events) {
      const size = s.events.length; // a ring: event n at n % size (sync.ts)
      for (let n = Math.max(seenEvents, s.eventCount - size); n < s.eventCount; n++) JSON.parse(s.events[n % size]);
      seenEvents = s.eventCount;
    }
    if (pending && s.moves > pending.moves) {
      if (stats.measuring) stats.latencies.push(performance.now() - pending.at);
      stats.moves++;
      stats.inFlight--;
      pending = null;
    }
  });
}

/** One game of bots: the first creates it through `urls[0]`, the others join through `urls[k]` (seat
 *  by seat, the last address again when there are fewer); its end is counted in `stats.finished`.
 *  Returns its rooms, the creator's first. */
export async function openGame(urls: string[], o: { room: string; seats: number; thinkMs: number; name: string }, stats: Stats): Promise<Room[]> {
  const url = (k: number) => urls[Math.min(k, urls.length - 1)];
  const a = await new Client(url(0)).create(o.room, { name: `${o.name} A`, ...(o.seats > 2 ? { seats: o.seats } : {}) });
  bot(a, stats, o.thinkMs);
  const rooms = [a];
  for (let k = 1; k < o.seats; k++) {
    const b = await new Client(url(k)).joinById(a.roomId, { name: `${o.name} ${'ABCDE'[k]}` });
    bot(b, stats, o.thinkMs);
    rooms.push(b);
  }
  let counted = false;
  a.onStateChange((s: any) => { if (s.over && !counted) { counted = true; stats.finished++; } });
  return rooms;
}

/** Hold the bots' moves (as `bot` reads `stats.holding`) and wait, at most 5 s, for those sent to be seen. */
export async function holdMoves(stats: Stats): Promise<void> {
  stats.holding = true;
  const held = performance.now();
  while (stats.inFlight > 0 && performance.now() - held < 5000) await sleep(5);
}

export function pct(xs: number[], p: number): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
}

export function newStats(): Stats {
  return { latencies: [], moves: 0, errors: {}, finished: 0, measuring: false, holding: false, inFlight: 0 };
}
