// The shared store for several processes: Redis (REDIS_URL). Durability is Redis' own: run it with
// appendonly yes (docker-compose does) so that an acknowledged move survives a Redis restart too.
import { randomUUID } from 'crypto';
import Redis from 'ioredis';
import type { SeatAction, StoredLeaving } from '@castle/game';
import type { ChatLine } from '@castle/protocol';
import { GameRecord, GameStore, MoveOutOfOrder, NewGame, sameAction, seatsFromFields, splitOptions } from './store';

const game = (code: string) => `castle:game:${code}`;
const moves = (code: string) => `castle:actions:${code}`;
/** A game's chat lines, JSON, in order: kept like its moves. */
const chatKey = (code: string) => `castle:chat:${code}`;
/** The clocks after each action, when the game has a time control: a list beside the actions. */
const clocksKey = (code: string) => `castle:clocks:${code}`;
const UNFINISHED = 'castle:unfinished';
const claimKey = (code: string) => `castle:claim:${code}`;
/** Left by the first process to check an empty Redis, kept with the games (so never evicted: run Redis
 *  with its default maxmemory-policy, noeviction); gone or another, the games went with it. */
const MARK = 'castle:mark';
/** What a store's check writes: its own key, gone in a minute. */
const probeKey = (id: string) => `castle:probe:${id}`;

// Append only if the list holds exactly n moves, so two writers can never interleave a game. When it
// holds more, move n comes back, for append to tell a retry of the same move (ioredis resends a
// command whose reply a dropped connection lost) from another move; a gap gives -1. The clocks after
// it (ARGV[3], when there are any) go in at the same place of their own list, padded for actions
// stored without them.
const APPEND = `local len = redis.call('LLEN', KEYS[1])
local n = tonumber(ARGV[1])
if len == n then
  redis.call('RPUSH', KEYS[1], ARGV[2])
  if ARGV[3] ~= '' then
    for i = redis.call('LLEN', KEYS[2]), n - 1 do redis.call('RPUSH', KEYS[2], '') end
    redis.call('RPUSH', KEYS[2], ARGV[3])
  end
  return 0
end
if len > n then return redis.call('LINDEX', KEYS[1], n) end
return -1`;

// A chat line goes in only as line n of a list of n (a resent command after a lost reply does nothing).
const APPEND_CHAT = `if redis.call('LLEN', KEYS[1]) == tonumber(ARGV[1]) then redis.call('RPUSH', KEYS[1], ARGV[2]) end return 0`;

// When a game was last touched is its score in the unfinished set (its creation until then). A game
// nobody touched since ARGV[2] is marked abandoned and leaves the set, unless ARGV[4] is 'touch';
// one touched since is marked touched now (ARGV[3]), unless ARGV[4] is 'sweep'. Answers 'open',
// 'marked' (abandoned now), 'abandoned' (before) or 'none' (unknown or finished).
const TOUCH = `local touched = redis.call('ZSCORE', KEYS[2], ARGV[1])
if not touched then
  if redis.call('HEXISTS', KEYS[1], 'abandonedAt') == 1 then return 'abandoned' end
  return 'none'
end
if ARGV[4] ~= 'touch' and tonumber(touched) < tonumber(ARGV[2]) then
  redis.call('HSET', KEYS[1], 'abandonedAt', ARGV[3])
  redis.call('ZREM', KEYS[2], ARGV[1])
  return 'marked'
end
if ARGV[4] ~= 'sweep' then
  redis.call('HSET', KEYS[1], 'touchedAt', ARGV[3])
  redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
end
return 'open'`;

// Delete the claim only if it is still this holder's (it may have run out and been taken since).
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end return 0`;

export class RedisStore implements GameStore {
  private redis: Redis;
  private id = randomUUID();
  /** The mark seen at the first check that reached Redis. */
  private mark: string | null = null;

  constructor(url: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 3 });
    // ioredis retries a lost connection by itself, and writes each failure to stderr unless told: the
    // store's check says it once instead, in /health and as one JSON log line (store/watch.ts).
    this.redis.on('error', () => {});
  }

  async create(g: NewGame): Promise<boolean> {
    const fresh = await this.redis.hsetnx(game(g.code), 'code', g.code);
    if (!fresh) return false;
    // Seats go in with the options, so that no reader ever sees the game without them (load needs
    // options). Seat i is in fields name<i> and token<i>, as games of two seats always were, and the
    // computer's level in bot<i> when it plays the seat.
    const seats: Record<string, string> = {};
    g.seats.forEach((s, i) => {
      if (s.name !== null && s.token !== null) Object.assign(seats, { [`name${i}`]: s.name, [`token${i}`]: s.token, ...(s.bot ? { [`bot${i}`]: s.bot } : {}) });
    });
    await this.redis
      .multi()
      .hset(game(g.code), {
        game: g.game, rules: String(g.rules), seatCount: String(g.seats.length),
        options: JSON.stringify(g.options), seed: g.seed, createdAt: String(g.createdAt), ...seats, ...(g.open ? { open: '1' } : {}),
        ...(g.clock ? { clock: JSON.stringify(g.clock) } : {}), ...(g.colours ? { colours: JSON.stringify(g.colours) } : {}),
      })
      .zadd(UNFINISHED, g.createdAt, g.code)
      .exec();
    return true;
  }

  async exists(code: string): Promise<boolean> {
    return (await this.redis.exists(game(code))) === 1;
  }

  async gameOf(code: string): Promise<string | null> {
    const [kind, options] = await this.redis.hmget(game(code), 'game', 'options');
    return options === null ? null : kind ?? 'castle';
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

  async append(code: string, n: number, action: SeatAction, clock: unknown | null = null): Promise<void> {
    const r = await this.redis.eval(APPEND, 2, moves(code), clocksKey(code), String(n), JSON.stringify(action), clock ? JSON.stringify(clock) : '');
    if (r === 0 || (typeof r === 'string' && sameAction(r, action))) return;
    throw new MoveOutOfOrder(code, n);
  }

  async appendChat(code: string, line: ChatLine): Promise<void> {
    await this.redis.eval(APPEND_CHAT, 1, chatKey(code), String(line.n), JSON.stringify(line));
  }

  async chat(code: string): Promise<ChatLine[]> {
    return (await this.redis.lrange(chatKey(code), 0, -1)).map((l) => JSON.parse(l) as ChatLine);
  }

  async setSeat(code: string, seat: number, name: string, token: string, bot?: string, left?: StoredLeaving): Promise<void> {
    const m = this.redis.multi().hset(game(code), {
      [`name${seat}`]: name, [`token${seat}`]: token, ...(bot ? { [`bot${seat}`]: bot } : {}), ...(left ? { [`left${seat}`]: JSON.stringify(left) } : {}),
    });
    if (!bot) m.hdel(game(code), `bot${seat}`);
    if (!left) m.hdel(game(code), `left${seat}`);
    await m.exec();
  }

  async finish(code: string, result: unknown): Promise<void> {
    await this.redis.multi()
      .hset(game(code), { result: JSON.stringify(result), finishedAt: String(Date.now()) })
      .zrem(UNFINISHED, code)
      .exec();
  }

  async setNext(code: string, next: string): Promise<void> {
    await this.redis.hset(game(code), { next });
  }

  async unfinished(): Promise<string[]> {
    return this.redis.zrange(UNFINISHED, 0, -1);
  }

  async isUnfinished(code: string): Promise<boolean> {
    return (await this.redis.zscore(UNFINISHED, code)) !== null;
  }

  async reopen(code: string, before: number): Promise<'open' | 'abandoned' | null> {
    const r = await this.touchScript(code, before, 'open');
    return r === 'open' ? 'open' : r === 'none' ? null : 'abandoned';
  }

  async touch(code: string): Promise<void> {
    await this.touchScript(code, 0, 'touch');
  }

  async untouched(before: number, limit: number): Promise<string[]> {
    return this.redis.zrangebyscore(UNFINISHED, '-inf', `(${before}`, 'LIMIT', 0, limit);
  }

  async abandon(code: string, before: number): Promise<boolean> {
    return (await this.touchScript(code, before, 'sweep')) === 'marked';
  }

  private async touchScript(code: string, before: number, mode: 'open' | 'touch' | 'sweep'): Promise<string> {
    return (await this.redis.eval(TOUCH, 2, game(code), UNFINISHED, code, String(before), String(Date.now()), mode)) as string;
  }

  async claim(code: string, holder: string, ms: number): Promise<boolean> {
    return (await this.redis.set(claimKey(code), holder, 'PX', ms, 'NX')) === 'OK';
  }

  async release(code: string, holder: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, claimKey(code), holder);
  }

  async check(): Promise<string | null> {
    if (this.mark === null) {
      await this.redis.set(MARK, this.id, 'NX');
      this.mark = await this.redis.get(MARK);
    }
    const [, [, mark]] = (await this.redis.multi().set(probeKey(this.id), String(Date.now()), 'PX', 60_000).get(MARK).exec()) as [
      unknown, [null, string | null],
    ];
    if (mark === this.mark) return null;
    return 'Redis no longer holds the games it held: it came back empty (restarted without persistence, or flushed)';
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
