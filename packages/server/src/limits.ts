// Checks on what clients send: names, options, and how fast they send it.
import type { Variants } from '@castle/rules';

export const NAME_MAX = 24;
/** How long a dropped player's seat waits for the same connection to come back (a token works any time). */
export const reconnectSeconds = (): number => Number(process.env.RECONNECT_SECONDS ?? 60);

export class BadInput extends Error {}

/** A display name: trimmed, printable, 1–24 characters; or the fallback. */
export function cleanName(value: unknown, fallback: string): string {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string') throw new BadInput('name must be text');
  const name = value.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!name) return fallback;
  if (name.length > NAME_MAX) throw new BadInput(`name must be at most ${NAME_MAX} characters`);
  return name;
}

export interface CreateOptions {
  falcon: boolean;
  variants: Variants;
  name: string;
}

const VARIANT_KEYS = ['wallTilesAtEndOfTurn', 'gatesStopMarkers'];

export function createOptions(o: unknown): CreateOptions {
  const opts = (o && typeof o === 'object' ? o : {}) as Record<string, unknown>;
  const falcon = opts.falcon ?? false;
  if (typeof falcon !== 'boolean') throw new BadInput('falcon must be true or false');
  const variants = (opts.variants ?? {}) as Record<string, unknown>;
  if (typeof variants !== 'object' || Array.isArray(variants)) throw new BadInput('variants must be an object');
  for (const [k, v] of Object.entries(variants)) {
    if (!VARIANT_KEYS.includes(k)) throw new BadInput(`unknown variant ${JSON.stringify(k).slice(0, 40)}`);
    if (typeof v !== 'boolean') throw new BadInput(`variant ${k} must be true or false`);
  }
  if (variants.gatesStopMarkers && !falcon) throw new BadInput('the gates variant needs the Falcon expansion');
  return { falcon, variants: variants as Variants, name: cleanName(opts.name, 'Player 1') };
}

export interface JoinOptions {
  name: string | null;
  token: string | null;
  spectate: boolean;
}

export function joinOptions(o: unknown): JoinOptions {
  const opts = (o && typeof o === 'object' ? o : {}) as Record<string, unknown>;
  const token = opts.token ?? null;
  if (token !== null && (typeof token !== 'string' || token.length > 64)) throw new BadInput('token must be the text the server gave');
  return { name: opts.name === undefined ? null : cleanName(opts.name, ''), token, spectate: opts.spectate === true };
}

/**
 * A token bucket per client: bursts are fine, a flood is refused, a long flood is dropped.
 * A person sends a message every few seconds; RATE_PER_SECOND (default 10) leaves room for more.
 */
export class RateLimiter {
  private buckets = new Map<string, { tokens: number; at: number; strikes: number }>();
  private capacity: number;

  constructor(private perSecond = Number(process.env.RATE_PER_SECOND ?? 10), private maxStrikes = 100) {
    this.capacity = 2 * perSecond;
  }

  /** 'ok', 'slow' (refuse this message) or 'drop' (disconnect the client). */
  check(id: string, now = Date.now()): 'ok' | 'slow' | 'drop' {
    const b = this.buckets.get(id) ?? { tokens: this.capacity, at: now, strikes: 0 };
    b.tokens = Math.min(this.capacity, b.tokens + ((now - b.at) / 1000) * this.perSecond);
    b.at = now;
    this.buckets.set(id, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      b.strikes = Math.max(0, b.strikes - 1);
      return 'ok';
    }
    b.strikes++;
    return b.strikes > this.maxStrikes ? 'drop' : 'slow';
  }

  forget(id: string): void {
    this.buckets.delete(id);
  }
}
