// A game written into Redis the way the retired Redis game store kept it (its keys and fields), for
// the tests of migrate-store: the store itself is gone from the server.
import type Redis from 'ioredis';
import type { ChatLine } from '@castle/protocol';
import type { GameRecord } from '../src/store/store';

const json = (v: unknown) => JSON.stringify(v);

export async function writeOldRedisGame(redis: Redis, g: GameRecord, chat: ChatLine[]): Promise<void> {
  const fields: Record<string, string> = {
    code: g.code, game: g.game, rules: String(g.rules), seatCount: String(g.seats.length), options: json(g.options), seed: g.seed,
    createdAt: String(g.createdAt), touchedAt: String(g.touchedAt),
  };
  g.seats.forEach((s, i) => {
    if (s.name !== null) fields[`name${i}`] = s.name;
    if (s.token !== null) fields[`token${i}`] = s.token;
    if (s.bot) fields[`bot${i}`] = s.bot;
    if (s.left) fields[`left${i}`] = json(s.left);
  });
  if (g.open) fields.open = '1';
  if (g.clock) fields.clock = json(g.clock);
  if (g.colours) fields.colours = json(g.colours);
  if (g.result !== null) fields.result = json(g.result);
  if (g.finishedAt !== null) fields.finishedAt = String(g.finishedAt);
  if (g.abandonedAt !== null) fields.abandonedAt = String(g.abandonedAt);
  if (g.next) fields.next = g.next;
  const m = redis.multi().hset(`castle:game:${g.code}`, fields);
  if (g.actions.length) m.rpush(`castle:actions:${g.code}`, ...g.actions.map(json));
  // The clocks' list is padded with '' for actions stored without them.
  if (g.clocks.some((c) => c !== null)) m.rpush(`castle:clocks:${g.code}`, ...g.clocks.map((c) => (c ? json(c) : '')));
  if (chat.length) m.rpush(`castle:chat:${g.code}`, ...chat.map(json));
  if (g.finishedAt === null && g.abandonedAt === null) m.zadd('castle:unfinished', g.touchedAt, g.code);
  await m.exec();
}
