// Identities made per address and day (UTC), on a clock the test sets: the count, the wait until
// midnight, and the day's turn.
import { DailyLimit, IDENTITY_REFUSAL, identitiesPerDay } from '../src/identity';

const OK = { ok: true };
/** Refused until midnight, `seconds` away. */
const wait = (seconds: number) => expect.objectContaining({ ok: false, code: IDENTITY_REFUSAL.TOO_MANY_IDENTITIES, params: { retryAfter: seconds } });

/** A clock at `iso`, moved by setting `t`. */
const clock = (iso: string) => ({ t: Date.parse(iso), now() { return this.t; } });

test('an address makes as many identities as the limit allows in a day, then waits until midnight UTC', () => {
  const time = clock('2026-11-28T23:00:00Z'), limit = new DailyLimit(3, time);
  expect([limit.take('198.51.100.7'), limit.take('198.51.100.7'), limit.take('198.51.100.7')]).toEqual([OK, OK, OK]);
  expect(limit.take('198.51.100.7')).toEqual(wait(3600));
});

test('each address counts apart', () => {
  const limit = new DailyLimit(1, clock('2026-11-28T12:00:00Z'));
  expect([limit.take('198.51.100.7'), limit.take('198.51.100.8')]).toEqual([OK, OK]);
  expect(limit.take('198.51.100.7')).toMatchObject({ ok: false });
});

test('the day turns at midnight UTC: refused the millisecond before, counted afresh at midnight', () => {
  const time = clock('2026-11-28T10:00:00Z'), limit = new DailyLimit(1, time);
  expect(limit.take('2001:db8:1:2::/64')).toEqual(OK);
  time.t = Date.parse('2026-11-28T23:59:59.999Z');
  expect(limit.take('2001:db8:1:2::/64')).toEqual(wait(1));
  time.t = Date.parse('2026-11-29T00:00:00Z');
  expect(limit.take('2001:db8:1:2::/64')).toEqual(OK);
  expect(limit.take('2001:db8:1:2::/64')).toEqual(wait(86_400));
});

test('IDENTITY_PER_DAY is 5 unless set, and must be a positive number', () => {
  expect(identitiesPerDay(undefined)).toBe(5);
  expect(identitiesPerDay('2')).toBe(2);
  expect(() => identitiesPerDay('none')).toThrow(/IDENTITY_PER_DAY must be a positive number/);
});
