// How many identities one address may make in a day (UTC), counted in this process: a person needs
// one, a family behind one address a few; a script making thousands is refused. The day turns at
// midnight UTC, when every address starts again.
import { positive } from '../http-limits';
import { time } from '../time';
import type { Clock } from './challenges';
import { IDENTITY_REFUSAL, IdentityRefusal, refused } from './refusals';

/** IDENTITY_PER_DAY: identities one address may make in a day (default 5). */
export const identitiesPerDay = (setting = process.env.IDENTITY_PER_DAY): number => positive('IDENTITY_PER_DAY', setting, 5);

const DAY = 86_400_000;

export class DailyLimit {
  private day = -1;
  private counts = new Map<string, number>();

  constructor(private perDay = identitiesPerDay(), private clock: Clock = time) {}

  /** Whether `address` may make one more identity today (then counted); if not, TOO_MANY_IDENTITIES
   *  with `retryAfter`, the seconds until midnight UTC. */
  take(address: string): { ok: true } | IdentityRefusal {
    const now = this.clock.now(), day = Math.floor(now / DAY);
    if (day !== this.day) {
      this.day = day;
      this.counts.clear(); // yesterday's counts are no use: the map holds only today's addresses
    }
    const n = this.counts.get(address) ?? 0;
    if (n >= this.perDay) {
      const wait = Math.ceil(((day + 1) * DAY - now) / 1000);
      return refused(IDENTITY_REFUSAL.TOO_MANY_IDENTITIES, `this address made ${this.perDay} identities today: try again in ${wait} s, after midnight UTC`, { retryAfter: wait });
    }
    this.counts.set(address, n + 1);
    return { ok: true };
  }
}
