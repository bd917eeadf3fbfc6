// The server's time for what a game counts itself (a first move's deadline, the wait before a win may
// be claimed, who is away and how long; clocks later): now() and timers on one source that tests can
// move forward, so that they never wait. Real time plus an offset: `advance(ms)` moves the offset on
// and fires every timer that falls due, at once. Only the test hook (TEST_TIME_HOOK, app.ts) advances it.

export interface Timer {
  clear(): void;
}

interface Pending {
  due: number;
  fire: () => void;
  real: ReturnType<typeof setTimeout>;
}

export class TimeSource {
  private offset = 0;
  private pending = new Set<Pending>();

  /** Milliseconds, as Date.now() counts them, plus any time advanced. */
  now(): number {
    return Date.now() + this.offset;
  }

  /** Call `fn` once `ms` have passed on this source. */
  after(ms: number, fn: () => void): Timer {
    const p: Pending = {
      due: this.now() + ms,
      fire: () => { clearTimeout(p.real); if (this.pending.delete(p)) fn(); },
      real: setTimeout(() => p.fire(), Math.max(0, ms)),
    };
    p.real.unref?.();
    this.pending.add(p);
    return { clear: () => { clearTimeout(p.real); this.pending.delete(p); } };
  }

  /** Move time on by `ms`: every timer now due fires, the earliest first. */
  advance(ms: number): void {
    this.offset += Math.max(0, ms);
    const due = [...this.pending].filter((p) => p.due <= this.now()).sort((a, b) => a.due - b.due);
    for (const p of due) p.fire();
  }
}

/** The process's one time source. */
export const time = new TimeSource();
