// Several processes share rooms and seat reservations through Colyseus' presence and driver on Redis.
// Their connections retry by themselves when Redis goes away, and ioredis would write each failure
// to stderr, stack and all, unless someone listens: here nobody needs to, since the store's check
// (same Redis) says it once, in /health and as one JSON log line.
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import type { Redis } from 'ioredis';

export function sharedThrough(url: string): { presence: RedisPresence; driver: RedisDriver } {
  const presence = new RedisPresence(url);
  const driver = new RedisDriver(url);
  // Fields the libraries keep to themselves: their ioredis clients.
  const { pub, sub } = presence as unknown as { pub: Redis; sub: Redis };
  const { _client } = driver as unknown as { _client: Redis };
  for (const client of [pub, sub, _client]) client.on('error', () => {});
  return { presence, driver };
}
