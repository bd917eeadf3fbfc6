// The clocks of one game (issue 30): the time control chosen at creation and each seat's time left,
// kept with every stored action so that a restart neither loses it nor charges anyone for the time
// the server was away. No clock runs before every seat has made its first move (a game that never
// starts is aborted instead), nor for a seat the computer plays. The arithmetic is the protocol's.
import { ClockState, NO_CLOCK, TimeControl, afterAction, flagAt, newClock, parseTimeControl, resumed, timeLeft } from '@castle/protocol';
import { Timer, time } from './time';

export class GameClocks {
  readonly control: TimeControl;
  /** Null without a time control. */
  state: ClockState | null;

  /**
   * `stored`: the time control as stored (null: none); `last`: the clocks stored with the last
   * action that has them, if any; `seat`: whether a seat is the computer's and whether it has made
   * its first move (the session's); `now`: when the game opens (the running clock starts again from there).
   */
  constructor(
    stored: unknown, seats: number, last: unknown, private seat: { isBot(seat: number): boolean; hasMoved(seat: number): boolean }, now: number,
  ) {
    const parsed = parseTimeControl(stored ?? undefined);
    this.control = parsed.ok ? parsed.control : NO_CLOCK;
    this.state = last && this.control.kind !== 'none' ? resumed(last as ClockState, now) : newClock(this.control, seats);
  }

  /** The clocks once `actor`'s action is accepted at `now`, `next` to act (null: the game is over); not
   *  taken yet. The clocks start when the turn passes with every seat having played. */
  after(actor: number, next: number | null, now: number): ClockState | null {
    if (!this.state) return null;
    const allMoved = this.state.left.every((_, s) => s === actor || this.seat.hasMoved(s));
    const running = allMoved && next !== null && !this.seat.isBot(next);
    return afterAction(this.control, this.state, actor, next, now, running);
  }

  /** The action is stored: its clocks are the game's. */
  take(clocks: ClockState | null): void {
    this.state = clocks;
  }

  /** Every clock stops (the game ended another way: resigned, aborted, flagged). */
  stop(now: number): void {
    if (!this.state || this.state.running === null) return;
    const left = this.state.left.slice();
    left[this.state.running] = Math.max(0, timeLeft(this.state, this.state.running, now));
    this.state = { left, running: null, since: now };
  }

  /** When the running seat's time runs out; null when none runs. */
  flagAt(): number | null {
    return this.state ? flagAt(this.state) : null;
  }

  /** The seat whose time is up at `now`, if any. */
  flagged(now: number): number | null {
    const s = this.state;
    return s && s.running !== null && timeLeft(s, s.running, now) <= 0 ? s.running : null;
  }
}

/** A timer for the moment the running seat's time runs out, set again after every move. */
export class FlagTimer {
  private timer: Timer | null = null;

  constructor(private clocks: GameClocks, private fire: () => void) {}

  arm(): void {
    this.timer?.clear();
    const t = this.clocks.flagAt();
    // setTimeout waits at most about 24.8 days: a longer wait (correspondence) is armed again then.
    this.timer = t === null ? null : time.after(Math.min(t - time.now(), 2 ** 31 - 1), this.fire);
  }

  stop(): void {
    this.timer?.clear();
  }
}
