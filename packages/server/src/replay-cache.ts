// What bounds the replays' cost: a replay (replay.ts) plays every move of its game again, tens of ms
// of the event loop for a long game, and its answer is megabytes of JSON. So each answer is kept,
// gzipped, in a cache bounded in bytes (REPLAY_CACHE_MB), by game and the state it was made from,
// and the replays computed are limited for the whole process (REPLAY_PER_SECOND), whoever asks.
import { LRUCache } from 'lru-cache';
import { positive } from './http-limits';
import { setReplayCacheBytes } from './metrics';

/** REPLAY_CACHE_MB: megabytes of gzipped replay answers kept (default 32). */
export const replayCacheBytes = (setting = process.env.REPLAY_CACHE_MB): number => Math.floor(positive('REPLAY_CACHE_MB', setting, 32) * 1024 ** 2);
/** REPLAY_PER_SECOND: replays computed per second by the process, whoever asks (default 5), evenly spaced. */
export const replaysPerSecond = (setting = process.env.REPLAY_PER_SECOND): number => positive('REPLAY_PER_SECOND', setting, 5);

/** A replay's answer as it was sent: its ETag, the JSON gzipped, and whether it can still change. */
export interface CachedReplay {
  etag: string;
  gzip: Buffer;
  /** A finished (or abandoned) game no room holds: nothing of it changes any more (finished games
   *  are never reopened), so it is served without reading the store, and cached by browsers for good. */
  final: boolean;
}

/** The answers by game code, the least recently used dropped first once they pass `maxBytes`. */
export class ReplayCache {
  private lru: LRUCache<string, CachedReplay>;

  constructor(maxBytes = replayCacheBytes()) {
    this.lru = new LRUCache<string, CachedReplay>({
      maxSize: maxBytes,
      // An answer larger than the whole cache is not kept (lru-cache refuses it).
      sizeCalculation: (r) => Math.max(1, r.gzip.length + r.etag.length),
      dispose: () => setReplayCacheBytes(this.lru.calculatedSize),
    });
  }

  get(code: string): CachedReplay | undefined {
    return this.lru.get(code);
  }

  set(code: string, replay: CachedReplay): void {
    this.lru.set(code, replay);
    setReplayCacheBytes(this.lru.calculatedSize);
  }
}

/**
 * The process's replays per second: one every 1/`perSecond` s, never several back to back (a burst of
 * them would hold the event loop, and every game's moves, that much longer at once). Past it, a
 * request waits its turn in a short line (at most two seconds' worth); past the line, it is refused,
 * and told when to try again.
 */
export class ReplayBudget {
  private tokens: number;
  private at = Date.now();
  private line: (() => void)[] = [];
  /** Addresses with a place in the line: one each, so that a few addresses cannot fill it for everyone. */
  private waiting = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private perSecond = replaysPerSecond(), private lineLength = Math.ceil(2 * perSecond)) {
    this.tokens = 1;
  }

  /** True once a replay asked from `address` may be computed (at once or after waiting in line); false
   *  when the line is full, or already holds that address. */
  take(address: string): Promise<boolean> | boolean {
    this.refill();
    if (this.line.length === 0 && this.tokens >= 1) {
      this.tokens -= 1;
      return true;
    }
    if (this.busy(address)) return false;
    this.waiting.add(address);
    return new Promise<boolean>((resolve) => {
      this.line.push(() => { this.waiting.delete(address); resolve(true); });
      this.schedule();
    });
  }

  /** Would a replay asked now from `address` be refused (none may start, and the line is full or holds that address)? */
  busy(address: string): boolean {
    this.refill();
    return this.tokens < 1 && (this.line.length >= this.lineLength || this.waiting.has(address));
  }

  /** Seconds until a refused request may find room again: the line's length at the bucket's rate. */
  retryAfter(): number {
    return Math.max(1, Math.ceil((this.line.length + 1) / this.perSecond));
  }

  private refill(now = Date.now()): void {
    this.tokens = Math.min(1, this.tokens + ((now - this.at) * this.perSecond) / 1000);
    this.at = now;
  }

  /** Let the line's first in when its token comes. */
  private schedule(): void {
    if (this.timer) return;
    const ms = Math.max(1, Math.ceil(((1 - this.tokens) * 1000) / this.perSecond));
    this.timer = setTimeout(() => {
      this.timer = null;
      this.refill();
      while (this.line.length > 0 && this.tokens >= 1) {
        this.tokens -= 1;
        this.line.shift()!();
      }
      if (this.line.length > 0) this.schedule();
    }, ms);
  }
}
