// Reading games out of the retired Redis game store (its keys as the server wrote them before
// PostgreSQL), for `npm run migrate-store` only: the server no longer runs on it. Reads, never writes.
import Redis from 'ioredis';
import type { SeatAction } from '@castle/game';
import type { ChatLine } from '@castle/protocol';
import { GameRecord, seatsFromFields, splitOptions } from '../store/store';
import type { GameSource } from './source';

const GAME_PREFIX = 'castle:game:';
const game = (code: string) => `${GAME_PREFIX}${code}`;
const moves = (code: string) => `castle:actions:${code}`;
const chatKey = (code: string) => `castle:chat:${code}`;
const clocksKey = (code: string) => `castle:clocks:${code}`;

export class RedisSource implements GameSource {
  /** Every stored code, sorted: SCAN gives them in no order (and may give one twice). */
  private all: string[] | null = null;

  private constructor(private redis: Redis) {}

  /** Connect once, without retrying: an unreachable Redis is said at once. */
  static async open(url: string): Promise<RedisSource> {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
    // connect() rejects with "Connection is closed"; the error before it says why (ECONNREFUSED...).
    let cause: Error | null = null;
    redis.on('error', (err: Error) => { cause ??= err; });
    try {
      await redis.connect();
    } catch (err) {
      throw cause ?? err;
    }
    return new RedisSource(redis);
  }

  async codes(after: string, limit: number): Promise<string[]> {
    this.all ??= await this.scan();
    const from = this.all.findIndex((c) => c > after);
    return from < 0 ? [] : this.all.slice(from, from + limit);
  }

  private async scan(): Promise<string[]> {
    const codes = new Set<string>();
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${GAME_PREFIX}*`, 'COUNT', 1000);
      for (const key of keys) codes.add(key.slice(GAME_PREFIX.length));
      cursor = next;
    } while (cursor !== '0');
    return [...codes].sort();
  }

  async load(code: string): Promise<GameRecord | null> {
    const [[, h], [, list], [, clocks]] = (await this.redis.multi().hgetall(game(code)).lrange(moves(code), 0, -1).lrange(clocksKey(code), 0, -1).exec()) as [
      [null, Record<string, string>], [null, string[]], [null, string[]],
    ];
    if (!h || !h.code || !h.options) return null;
    // Games stored before games were named (the Castle's), before the rules version had a field of
    // its own (it was in the options) and before seat counts (two) have none of those fields.
    const { options, rules } = splitOptions(h.options);
    return {
      code,
      game: h.game ?? 'castle',
      rules: h.rules ? Number(h.rules) : rules ?? 1,
      options,
      seed: h.seed,
      createdAt: Number(h.createdAt),
      seats: seatsFromFields(h.seatCount ? Number(h.seatCount) : 2, (field) => h[field]),
      actions: list.map((a) => JSON.parse(a) as SeatAction),
      result: h.result ? (JSON.parse(h.result) as unknown) : null,
      finishedAt: h.finishedAt ? Number(h.finishedAt) : null,
      touchedAt: Number(h.touchedAt ?? h.createdAt),
      abandonedAt: h.abandonedAt ? Number(h.abandonedAt) : null,
      open: h.open === '1', // absent in private games and in games stored before it was kept
      next: h.next ?? null,
      clock: h.clock ? (JSON.parse(h.clock) as unknown) : null,
      clocks: list.map((_, i) => (clocks[i] ? (JSON.parse(clocks[i]) as unknown) : null)),
      colours: h.colours ? (JSON.parse(h.colours) as number[]) : null,
    };
  }

  async chat(code: string): Promise<ChatLine[]> {
    return (await this.redis.lrange(chatKey(code), 0, -1)).map((l) => JSON.parse(l) as ChatLine);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
