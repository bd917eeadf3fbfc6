// The challenges a signed seat answers: one per (game, connection), good for one try before it runs
// out, so that a signature seen once (in a log, on the wire) can never take a seat again.
import { randomBytes } from 'crypto';
import { base64url } from '@castle/protocol';
import { positive } from '../http-limits';
import { TimeSource, time } from '../time';
import { IDENTITY_REFUSAL, IdentityRefusal, refused } from './refusals';

/** CHALLENGE_SECONDS: how long a challenge may be answered (default 60). */
export const challengeSeconds = (setting = process.env.CHALLENGE_SECONDS): number => positive('CHALLENGE_SECONDS', setting, 60);

/** Where the time comes from: the process's time source, or a test's clock. */
export type Clock = Pick<TimeSource, 'now'>;

interface Given {
  code: string;
  connection: string;
  expires: number;
  used: boolean;
}

export class Challenges {
  /** By challenge: kept until a lifetime past its end, so that a late or second try is told why. */
  private given = new Map<string, Given>();
  /** The one live challenge of each game and connection. */
  private latest = new Map<string, string>();
  private lastSweep: number;

  constructor(private seconds = challengeSeconds(), private clock: Clock = time) {
    this.lastSweep = clock.now();
  }

  /** A new challenge for `connection` (the room's session id) in the game `code`: 32 random bytes,
   *  base64url. It replaces the one given before to the same pair, so that asking often keeps one. */
  give(code: string, connection: string): string {
    const now = this.clock.now();
    this.sweep(now);
    const pair = JSON.stringify([code, connection]);
    const before = this.latest.get(pair);
    if (before !== undefined) this.given.delete(before);
    const challenge = base64url(randomBytes(32));
    this.given.set(challenge, { code, connection, expires: now + this.seconds * 1000, used: false });
    this.latest.set(pair, challenge);
    return challenge;
  }

  /** Uses `challenge` for `connection` in the game `code`: ok, or why not. Any try uses it, a
   *  refused one too, so each challenge gets one guess. */
  use(challenge: string, code: string, connection: string): { ok: true } | IdentityRefusal {
    const now = this.clock.now();
    const g = this.given.get(challenge);
    if (!g) return refused(IDENTITY_REFUSAL.UNKNOWN_CHALLENGE, 'no such challenge: ask for a new one');
    if (g.used) return refused(IDENTITY_REFUSAL.USED_CHALLENGE, 'the challenge was used already: each is good for one try');
    g.used = true;
    this.latest.delete(JSON.stringify([g.code, g.connection]));
    if (now >= g.expires) return refused(IDENTITY_REFUSAL.EXPIRED_CHALLENGE, `the challenge ran out: it is good for ${this.seconds} s`, { seconds: this.seconds });
    if (g.code !== code) return refused(IDENTITY_REFUSAL.OTHER_GAME_CHALLENGE, 'the challenge was given for another game');
    if (g.connection !== connection) return refused(IDENTITY_REFUSAL.OTHER_CONNECTION_CHALLENGE, 'the challenge was given to another connection');
    return { ok: true };
  }

  /** How many challenges are remembered (given, used or run out, and not yet forgotten). */
  get size(): number {
    return this.given.size;
  }

  /** At most once a lifetime, forget the challenges a lifetime past their end. */
  private sweep(now: number): void {
    const life = this.seconds * 1000;
    if (now - this.lastSweep < life) return;
    this.lastSweep = now;
    for (const [challenge, g] of this.given) {
      if (now < g.expires + life) continue;
      this.given.delete(challenge);
      const pair = JSON.stringify([g.code, g.connection]);
      if (this.latest.get(pair) === challenge) this.latest.delete(pair);
    }
  }
}
