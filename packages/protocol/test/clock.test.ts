// Time controls and clocks: what a client may choose, and how the server charges each seat.
import fc from 'fast-check';
import {
  ClockState, LIVE_PRESETS, CORRESPONDENCE_DAYS, TimeControl, afterAction, clockText, flagAt, lowTimeMs, minutesText, newClock,
  parseTimeControl, resumed, timeControlName, timeLeft,
} from '../src/clock';

const S = 1000, M = 60 * S, D = 24 * 60 * M;
const live = (minutes: number, increment: number): TimeControl => ({ kind: 'live', minutes, increment });

describe('a time control as a client sends it', () => {
  test('none by default; every preset, and any minutes + seconds within bounds; days a turn', () => {
    expect(parseTimeControl(undefined)).toEqual({ ok: true, control: { kind: 'none' } });
    expect(parseTimeControl('none')).toEqual({ ok: true, control: { kind: 'none' } });
    for (const [m, s] of LIVE_PRESETS) expect(parseTimeControl(`${m}+${s}`)).toEqual({ ok: true, control: live(m, s) });
    expect(parseTimeControl('3+0')).toEqual({ ok: true, control: live(3, 0) });
    expect(parseTimeControl({ kind: 'live', minutes: 180, increment: 180 })).toEqual({ ok: true, control: live(180, 180) });
    for (const d of CORRESPONDENCE_DAYS) {
      expect(parseTimeControl(`${d}d`)).toEqual({ ok: true, control: { kind: 'correspondence', days: d } });
      expect(parseTimeControl({ kind: 'correspondence', days: d })).toEqual({ ok: true, control: { kind: 'correspondence', days: d } });
    }
  });

  test('anything else is refused in words', () => {
    for (const bad of ['0+5', '181+0', '10+181', '10+-1', '2d', '0d', 'abc', '', 10, true, [], { kind: 'live', minutes: '10', increment: 5 },
      { kind: 'live', minutes: 10.5, increment: 0 }, { kind: 'correspondence', days: 2 }, { kind: 'blitz' }, { kind: 'none', extra: 1 }]) {
      const r = parseTimeControl(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toMatch(/minutes \+ seconds/);
    }
  });

  test('named as people write it', () => {
    expect(timeControlName(live(10, 5))).toBe('10+5');
    expect(timeControlName({ kind: 'correspondence', days: 1 })).toBe('1 day a turn');
    expect(timeControlName({ kind: 'correspondence', days: 3 })).toBe('3 days a turn');
    expect(timeControlName({ kind: 'none' })).toBe('no clock');
  });
});

describe('the clocks of a game', () => {
  test('no clock: nothing to keep', () => {
    expect(newClock({ kind: 'none' }, 2)).toBeNull();
  });

  test('5+3 for two: no clock runs before both have moved; then the seat to act is charged, and gets 3 s when its turn passes', () => {
    const tc = live(5, 3);
    let c = newClock(tc, 2)!;
    expect(c.left).toEqual([5 * M, 5 * M]);
    c = afterAction(tc, c, 0, 1, 10 * S, false); // seat 0's first move: untimed
    expect(c.running).toBeNull();
    expect(c.left).toEqual([5 * M + 3 * S, 5 * M]); // the increment all the same: every turn gets it
    c = afterAction(tc, c, 1, 0, 40 * S, true); // seat 1's first move: now both have moved, seat 0's clock starts
    expect(c).toEqual({ left: [5 * M + 3 * S, 5 * M + 3 * S], running: 0, since: 40 * S });
    expect(timeLeft(c, 0, 100 * S)).toBe(5 * M + 3 * S - 60 * S);
    expect(timeLeft(c, 1, 100 * S)).toBe(5 * M + 3 * S); // not its turn: not charged
    expect(flagAt(c)).toBe(40 * S + 5 * M + 3 * S);
    c = afterAction(tc, c, 0, 1, 100 * S, true);
    expect(c).toEqual({ left: [5 * M + 6 * S - 60 * S, 5 * M + 3 * S], running: 1, since: 100 * S });
  });

  test('a placement and then its follower are one turn: the clock runs on, and the increment comes once', () => {
    const tc = live(10, 5);
    let c: ClockState = { left: [10 * M, 10 * M], running: 0, since: 0 };
    c = afterAction(tc, c, 0, 0, 20 * S, true); // the placement: seat 0 still to act (its follower)
    expect(c).toEqual({ left: [10 * M - 20 * S, 10 * M], running: 0, since: 20 * S });
    c = afterAction(tc, c, 0, 1, 25 * S, true); // the follower: the turn passes
    expect(c).toEqual({ left: [10 * M - 25 * S + 5 * S, 10 * M], running: 1, since: 25 * S });
  });

  test('a first turn of two actions, before the clocks run: no clock starts within it, and one increment', () => {
    const tc = live(5, 3);
    let c = newClock(tc, 2)!;
    c = afterAction(tc, c, 1, 1, 5 * S, true); // the placement of the last seat to play its first turn
    expect(c).toEqual({ left: [5 * M, 5 * M], running: null, since: 5 * S });
    c = afterAction(tc, c, 1, 0, 9 * S, true); // its follower: the turn passes, the clocks start
    expect(c).toEqual({ left: [5 * M, 5 * M + 3 * S], running: 0, since: 9 * S });
  });

  test('correspondence: each turn has the whole time again', () => {
    const tc: TimeControl = { kind: 'correspondence', days: 3 };
    let c: ClockState = { left: [3 * D, 3 * D], running: 0, since: 0 };
    c = afterAction(tc, c, 0, 1, 2 * D, true);
    expect(c).toEqual({ left: [3 * D, 3 * D], running: 1, since: 2 * D });
    expect(flagAt(c)).toBe(5 * D);
  });

  test('the end stops every clock; a restart charges nobody for the time the server was away', () => {
    const tc = live(5, 3);
    const c: ClockState = { left: [60 * S, 90 * S], running: 1, since: 1000 };
    expect(afterAction(tc, c, 1, null, 11_000, true).running).toBeNull();
    const again = resumed(c, 500_000);
    expect(timeLeft(again, 1, 500_000)).toBe(90 * S);
    expect(flagAt(again)).toBe(500_000 + 90 * S);
  });

  test('over any turns at any times, each seat has what a simple count gives: its time less what its turns took (never below 0) plus its increments', () => {
    fc.assert(fc.property(
      fc.integer({ min: 2, max: 5 }), fc.array(fc.record({ gap: fc.integer({ min: 0, max: 400_000 }), sameTurn: fc.boolean() }), { maxLength: 60 }),
      (seats, steps) => {
        const tc = live(5, 3);
        let c: ClockState = { ...newClock(tc, seats)!, running: 0, since: 0 }, now = 0, actor = 0;
        const model = new Array<number>(seats).fill(5 * M);
        for (const { gap, sameTurn } of steps) {
          now += gap;
          model[actor] = Math.max(0, model[actor] - gap) + (sameTurn ? 0 : 3 * S);
          const next = sameTurn ? actor : (actor + 1) % seats;
          c = afterAction(tc, c, actor, next, now, true);
          actor = next;
          expect(c.running).toBe(actor);
          expect(c.since).toBe(now);
        }
        expect(c.left).toEqual(model);
      },
    ));
  });
});

describe('clocks as pages show them', () => {
  test('minutes and seconds; tenths in the last ten seconds; hours; days', () => {
    expect(clockText(5 * M)).toBe('5:00');
    expect(clockText(4 * M + 5 * S + 999)).toBe('4:05');
    expect(clockText(10 * S)).toBe('0:10');
    expect(clockText(9 * S + 340)).toBe('0:09.3');
    expect(clockText(-5)).toBe('0:00.0');
    expect(clockText(62 * M + 3 * S)).toBe('1:02:03');
    expect(clockText(2 * D + 5 * 60 * M + 7 * M)).toBe('2d 5h');
    expect(minutesText(125)).toBe('2:05');
    expect(minutesText(0)).toBe('0:00');
  });

  test('low time: a tenth of the time, at most 30 s; an hour for days a turn', () => {
    expect(lowTimeMs(live(5, 3))).toBe(30 * S);
    expect(lowTimeMs(live(1, 0))).toBe(6 * S);
    expect(lowTimeMs({ kind: 'correspondence', days: 1 })).toBe(60 * M);
    expect(lowTimeMs({ kind: 'none' })).toBe(0);
  });
});
