// What /metrics shows, in Prometheus' text format (prom-client): games open in this process, the
// players and watchers connected to them, moves and how long taking one takes, store errors and the
// store's state, and the process's own figures (memory, CPU, event-loop delay, ...).
import { createHash, timingSafeEqual } from 'crypto';
import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics, exponentialBuckets } from 'prom-client';
import { REFUSAL } from '@castle/protocol';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** A game open in this process, as /metrics counts it. */
export interface LiveGame { players(): number; watchers(): number }

/** Games open in this process: a room is here from its creation to its disposal. */
export const liveGames = new Set<LiveGame>();

const sum = (f: (g: LiveGame) => number) => [...liveGames].reduce((n, g) => n + f(g), 0);

new Gauge({ name: 'castle_games_live', help: 'Games open in this process', registers: [registry], collect() { this.set(liveGames.size); } });
new Gauge({
  name: 'castle_players_connected', help: 'Seated players connected to this process\'s games', registers: [registry],
  collect() { this.set(sum((g) => g.players())); },
});
new Gauge({
  name: 'castle_watchers_connected', help: 'Watchers connected to this process\'s games', registers: [registry],
  collect() { this.set(sum((g) => g.watchers())); },
});
/** Whether the process refuses new games for holding MAX_GAMES (capacity.ts says how it knows). */
let refusingGames = (): boolean => false;
export function watchGamesFull(full: () => boolean): void {
  refusingGames = full;
}
new Gauge({
  name: 'castle_games_refused_full', help: '1 while this process refuses new games for holding MAX_GAMES (what /health says), else 0', registers: [registry],
  collect() { this.set(refusingGames() ? 1 : 0); },
});
const refusedFull = new Counter({
  name: 'castle_games_refused_full_total', help: 'Games refused (created or reopened) because this process held MAX_GAMES', registers: [registry],
});
export const recordRefusedFull = (): void => void refusedFull.inc();
const moves = new Counter({ name: 'castle_moves_total', help: 'Moves taken (checked, stored and sent)', registers: [registry] });
/** From 0.1 ms up, each bucket √2 times the last, to about 4 s: fine enough to read a p50 and a p99 from. */
const moveSeconds = new Histogram({
  name: 'castle_move_duration_seconds', help: 'Time to take a move in its room: rules, store, state patch sent',
  buckets: exponentialBuckets(0.0001, Math.SQRT2, 31), registers: [registry],
});
const storeErrors = new Counter({
  name: 'castle_store_errors_total', help: 'Store calls that failed or were refused, by call', labelNames: ['call'], registers: [registry],
});
const storeOk = new Gauge({
  name: 'castle_store_ok', help: '1 while the store takes writes and still holds its games (what /health says), else 0', registers: [registry],
});

const replaysComputed = new Counter({
  name: 'castle_replays_computed_total', help: 'Replays computed (every move of a game played again); answers from the replay cache not counted', registers: [registry],
});
const replaysRefused = new Counter({
  name: 'castle_replays_refused_total', help: 'Replay requests refused (503) for the process\'s REPLAY_PER_SECOND', registers: [registry],
});
const replayCache = new Gauge({ name: 'castle_replay_cache_bytes', help: 'Bytes of gzipped replay answers kept (REPLAY_CACHE_MB)', registers: [registry] });

export const recordReplayComputed = (): void => void replaysComputed.inc();
export const recordReplayRefused = (): void => void replaysRefused.inc();
export const setReplayCacheBytes = (bytes: number): void => replayCache.set(bytes);

const clientsClosed = new Counter({
  name: 'castle_clients_closed_total', labelNames: ['reason'], registers: [registry],
  help: 'Sockets the server closed for what they did: flood (too many frames), unreadable (a frame it cannot read), backlog (past SEND_BUFFER_LIMIT unsent)',
});

export function recordClientClosed(reason: 'flood' | 'unreadable' | 'backlog'): void {
  clientsClosed.inc({ reason });
}

/** Record one move's handling time (ms): rules, store, schema, patch sent. */
export function recordMove(ms: number): void {
  moves.inc();
  moveSeconds.observe(ms / 1000);
}

export function recordStoreError(call: string): void {
  storeErrors.inc({ call });
}

export function recordStoreOk(ok: boolean): void {
  storeOk.set(ok ? 1 : 0);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** GET /metrics: the figures as Prometheus text; with a token, only for `Authorization: Bearer <token>`. */
export function metricsPage(token?: string): RequestHandler {
  const expected = token ? digest(`Bearer ${token}`) : null;
  return async (req, res) => {
    res.set('Cache-Control', 'no-store');
    if (expected && !timingSafeEqual(digest(req.get('authorization') ?? ''), expected)) {
      res.set('WWW-Authenticate', 'Bearer');
      return void res.status(401).json({ code: REFUSAL.UNAUTHORIZED, message: 'the metrics are read with the METRICS_TOKEN as a bearer token' });
    }
    res.type(registry.contentType).send(await registry.metrics());
  };
}
