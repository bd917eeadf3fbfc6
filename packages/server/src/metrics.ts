// Server-side figures for /health and the load test: how long taking a move takes in the room.
const SIZE = 10_000;
const moveTimes: number[] = [];
let next = 0;

/** Record one move's handling time (ms): rules, store, schema, patch sent. */
export function recordMove(ms: number): void {
  moveTimes[next] = ms;
  next = (next + 1) % SIZE;
}

/** Percentiles of the last 10,000 moves' handling times, in ms. */
export function moveTimePercentiles(): { p50: number; p99: number; max: number; count: number } {
  const s = moveTimes.slice().sort((a, b) => a - b);
  const at = (p: number) => (s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : 0);
  return { p50: at(0.5), p99: at(0.99), max: s.length ? s[s.length - 1] : 0, count: s.length };
}
