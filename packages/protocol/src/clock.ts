// Time controls and the clocks they run, for every game: chosen when a game is created, kept by the
// server (which charges the seat to act from the moment it may act to the moment its move is
// accepted) and shown by pages, which count down from the server's figures. Pure arithmetic over
// milliseconds: the caller says what time it is, so that tests never wait.

/** None (the default between friends), live (minutes, plus seconds added after each turn), or
 *  correspondence (days for each turn). */
export type TimeControl =
  | { kind: 'none' }
  | { kind: 'live'; minutes: number; increment: number }
  | { kind: 'correspondence'; days: number };

/** What the start page offers: minutes + seconds added per turn, and days per turn. */
export const LIVE_PRESETS: readonly (readonly [number, number])[] = [[5, 3], [10, 5], [15, 10], [30, 20]];
export const CORRESPONDENCE_DAYS: readonly number[] = [1, 3, 7];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const NO_CLOCK: TimeControl = { kind: 'none' };

/**
 * A time control as a client sends it: left out or 'none'; 'M+S' (minutes 1 to 180, seconds 0 to
 * 180); 'Nd' (N one of CORRESPONDENCE_DAYS); or the object form of each. A refusal says what is allowed.
 */
export function parseTimeControl(input: unknown): { ok: true; control: TimeControl } | { ok: false; code: 'BAD_OPTIONS'; params: { reason: 'timeControl' }; message: string } {
  const no = { ok: false as const, code: 'BAD_OPTIONS' as const, params: { reason: 'timeControl' as const }, message: `a time control is "none", minutes + seconds added per turn such as "${LIVE_PRESETS[1].join('+')}" (1 to 180 minutes, 0 to 180 seconds), or days per turn: ${CORRESPONDENCE_DAYS.map((d) => `"${d}d"`).join(', ')}` };
  if (input === undefined || input === null || input === 'none') return { ok: true, control: NO_CLOCK };
  let minutes: unknown, increment: unknown, days: unknown;
  if (typeof input === 'string') {
    const live = /^(\d{1,3})\+(\d{1,3})$/.exec(input), corr = /^(\d{1,2})d$/.exec(input);
    if (live) [minutes, increment] = [Number(live[1]), Number(live[2])];
    else if (corr) days = Number(corr[1]);
    else return no;
  } else if (typeof input === 'object') {
    const o = input as Record<string, unknown>;
    if (o.kind === 'none' && Object.keys(o).length === 1) return { ok: true, control: NO_CLOCK };
    if (o.kind === 'live') [minutes, increment] = [o.minutes, o.increment];
    else if (o.kind === 'correspondence') days = o.days;
    else return no;
  } else return no;
  if (days !== undefined) return CORRESPONDENCE_DAYS.includes(days as number) ? { ok: true, control: { kind: 'correspondence', days: days as number } } : no;
  const whole = (n: unknown, lo: number, hi: number): n is number => Number.isInteger(n) && (n as number) >= lo && (n as number) <= hi;
  if (!whole(minutes, 1, 180) || !whole(increment, 0, 180)) return no;
  return { ok: true, control: { kind: 'live', minutes, increment } };
}

/** The time control as people write it: "10+5", "3 days a turn", "no clock". */
export function timeControlName(tc: TimeControl): string {
  if (tc.kind === 'live') return `${tc.minutes}+${tc.increment}`;
  if (tc.kind === 'correspondence') return `${tc.days} day${tc.days > 1 ? 's' : ''} a turn`;
  return 'no clock';
}

/** Every seat's clock: what each had left when its clock last stopped or started, and which runs
 *  (null: none; before every seat's first move, and once the game is over). */
export interface ClockState {
  left: number[];
  running: number | null;
  /** When the running clock started (the server's ms). */
  since: number;
}

/** The clocks at the start: each seat's whole time, none running. */
export function newClock(tc: TimeControl, seats: number): ClockState | null {
  if (tc.kind === 'none') return null;
  return { left: new Array<number>(seats).fill(tc.kind === 'live' ? tc.minutes * MINUTE : tc.days * DAY), running: null, since: 0 };
}

/** What a seat has left at `now`. */
export function timeLeft(c: ClockState, seat: number, now: number): number {
  return c.left[seat] - (c.running === seat ? Math.max(0, now - c.since) : 0);
}

/** When the running seat's time runs out (null: none runs). */
export function flagAt(c: ClockState): number | null {
  return c.running === null ? null : c.since + c.left[c.running];
}

/**
 * The clocks once an action of `actor` is accepted at `now`: the actor is charged for the time it
 * took. Within a turn (`next` is the actor again: the follower after the placement) its clock goes on
 * as it was, running or not. When the turn passes (`next` is another seat, or null at the end) the
 * actor gets its increment (live) or its whole time again (correspondence: so long for each turn),
 * and `next`'s clock starts if `running` (the clocks run once every seat has made its first turn).
 */
export function afterAction(tc: TimeControl, c: ClockState, actor: number, next: number | null, now: number, running: boolean): ClockState {
  const left = c.left.slice();
  left[actor] = Math.max(0, timeLeft(c, actor, now));
  if (next === actor) return { left, running: c.running === actor ? actor : null, since: now };
  if (tc.kind === 'live') left[actor] += tc.increment * 1000;
  if (tc.kind === 'correspondence') left[actor] = tc.days * DAY;
  return { left, running: running && next !== null ? next : null, since: now };
}

/** The same clocks after a pause that nobody is charged for (a restart): the running one starts again at `now`. */
export function resumed(c: ClockState, now: number): ClockState {
  return { left: c.left.slice(), running: c.running, since: now };
}

/** Below this a clock shows low time: a tenth of the whole time, at most 30 s (live); an hour (correspondence). */
export function lowTimeMs(tc: TimeControl): number {
  if (tc.kind === 'live') return Math.min(30_000, (tc.minutes * MINUTE) / 10);
  if (tc.kind === 'correspondence') return 60 * MINUTE;
  return 0;
}

/** A clock as pages show it: "4:05", "0:09.3" below 10 s, "1:02:03" past an hour, "2d 5h" past a day. */
export function clockText(ms: number): string {
  const t = Math.max(0, ms);
  if (t >= DAY) return `${Math.floor(t / DAY)}d ${Math.floor((t % DAY) / (60 * MINUTE))}h`;
  if (t < 10_000) return `0:0${Math.floor(t / 1000)}.${Math.floor((t % 1000) / 100)}`;
  const s = Math.floor(t / 1000);
  const mm = String(Math.floor((s % 3600) / 60)), ss = String(s % 60).padStart(2, '0');
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mm.padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

/** Whole seconds as m:ss (how long someone has been away). */
export function minutesText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
