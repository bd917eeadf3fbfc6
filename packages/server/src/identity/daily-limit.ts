// How many identities (or rated games) one address may make in a day (UTC), counted in this process: a
// person needs one identity, a family behind one address a few; a script making thousands is refused. The day turns at
// midnight UTC, when every address starts again.
import { positive } from '../http-limits';
import { time } from '../time';
import type { Clock } from './challenges';
import { IDENTITY_REFUSAL, IdentityRefusal, refused } from './refusals';

/** IDENTITY_PER_DAY: identities one address may make in a day (default 5). */
export const identitiesPerDay = (setting = process.env.IDENTITY_PER_DAY): number => positive('IDENTITY_PER_DAY', setting, 5);

const DAY = 86_400_000;

/** RATED_PER_DAY: rated games one address may create in a day (default 30). */
export const ratedGamesPerDay = (setting = process.env.RATED_PER_DAY): number => positive('RATED_PER_DAY', setting, 30);

/** What a daily limit counts: identities made, by default; rated games created. */
const COUNTED = {
  identities: { code: IDENTITY_REFUSAL.TOO_MANY_IDENTITIES, what: 'identities' },
  ratedGames: { code: IDENTITY_REFUSAL.TOO_MANY_RATED_GAMES, what: 'rated games' },
} as const;

export class DailyLimit {
  private day = -1;
  private counts = new Map<string, number>();

  constructor(private perDay = identitiesPerDay(), private clock: Clock = time, private counted: keyof typeof COUNTED = 'identities') {}

  /** Whether `address` may make one more today (then counted); if not, TOO_MANY_IDENTITIES (or
   *  TOO_MANY_RATED_GAMES) with `retryAfter`, the seconds until midnight UTC. */
  take(address: string): { ok: true } | IdentityRefusal {
    const now = this.clock.now(), day = Math.floor(now / DAY);
    if (day !== this.day) {
      this.day = day;
      this.counts.clear(); // yesterday's counts are no use: the map holds only today's addresses
    }
    const n = this.counts.get(address) ?? 0;
    if (n >= this.perDay) {
      const wait = Math.ceil(((day + 1) * DAY - now) / 1000);
      const { code, what } = COUNTED[this.counted];
      return refused(code, `this address made ${this.perDay} ${what} today: try again in ${wait} s, after midnight UTC`, { retryAfter: wait });
    }
    this.counts.set(address, n + 1);
    return { ok: true };
  }
}
