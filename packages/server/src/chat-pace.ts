// The chat's pace (CHAT_BURST lines, then one every CHAT_EVERY_MS) kept per speaker, not per
// connection, so that coming back (a seat's token, the same watcher again) does not start it anew
// (issue 45, item 7): a seat's; a watcher's by its name and address; and all of an address's
// watchers together at ADDRESS_SHARE times that, so that new names are not a new pace while a few
// people behind one router may still talk.
import { CHAT_BURST, CHAT_EVERY_MS } from '@castle/protocol';
import { RateLimiter } from './limits';

/** An address's watchers together: this many times one speaker's burst and pace. */
export const ADDRESS_SHARE = 2;
/** A key unused this long has a full bucket again: forgetting it changes nothing. */
const REFILLED_MS = CHAT_BURST * CHAT_EVERY_MS;
/** Past this many keys, the refilled ones are forgotten (a room sees a few seats and its watchers). */
const PRUNE_AT = 64;

/** Who says a line: a seat, or a watcher (its chosen name, null for a "Watcher n") from an address. */
export type Speaker = { seat: number } | { seat: null; name: string | null; address: string };

export class ChatPace {
  private one = new RateLimiter<object>(1000 / CHAT_EVERY_MS, Infinity, CHAT_BURST);
  private shared = new RateLimiter<object>((ADDRESS_SHARE * 1000) / CHAT_EVERY_MS, Infinity, ADDRESS_SHARE * CHAT_BURST);
  private keys = new Map<string, { at: number }>();

  /** Whether this speaker may say a line now (counted when it may). */
  allows(s: Speaker, now = Date.now()): boolean {
    if (s.seat !== null) return this.one.check(this.key(`seat ${s.seat}`, now), now) === 'ok';
    return this.one.check(this.key(`watcher ${s.address} ${s.name ?? ''}`, now), now) === 'ok'
      && this.shared.check(this.key(`address ${s.address}`, now), now) === 'ok';
  }

  private key(k: string, now: number): object {
    let entry = this.keys.get(k);
    if (!entry) {
      if (this.keys.size >= PRUNE_AT) for (const [old, e] of this.keys) if (now - e.at >= REFILLED_MS) this.keys.delete(old);
      this.keys.set(k, (entry = { at: now }));
    }
    entry.at = now;
    return entry;
  }
}
