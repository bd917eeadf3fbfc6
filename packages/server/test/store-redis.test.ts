// The Redis store's own ways, with real processes: a server killed mid-game, a lost reply, joins at
// once. (What every store does is in store-contract.ts.)
import * as net from 'net';
import { startServer } from '../src/app';
import { RedisStore } from '../src/store/redis';
import { Player, freePort, playOn, redisServer, rejoin, serverProcess, tempDir, waitFor } from './harness';
import { needs } from './needs';

/**
 * A TCP proxy to Redis that, once armed, lets the next move's append through to Redis and drops its
 * reply, closing the client's connection (the reply is lost: Redis did run the append).
 */
async function replyLosingProxy(redisUrl: string): Promise<{ url: string; arm: () => void; dropped: () => number; close: () => Promise<void> }> {
  const target = new URL(redisUrl);
  let armed = false;
  let dropped = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    let dropReply = false;
    client.on('data', (d) => {
      if (armed && /RPUSH/.test(d.toString())) { armed = false; dropReply = true; }
      upstream.write(d);
    });
    upstream.on('data', (d) => {
      if (!dropReply) return void client.write(d);
      dropped++;
      client.destroy();
      upstream.destroy();
    });
    for (const s of [client, upstream]) s.on('error', () => {}).on('close', () => { client.destroy(); upstream.destroy(); sockets.delete(s); });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    arm: () => { armed = true; },
    dropped: () => dropped,
    close: () => { for (const s of sockets) s.destroy(); return new Promise<void>((r) => server.close(() => r())); },
  };
}

needs('redis-server').describe('Redis', () => {
  let redis: Awaited<ReturnType<typeof redisServer>>;
  beforeAll(async () => { redis = await redisServer(); });
  afterAll(async () => { await redis.stop(); });

  test('a server on Redis is killed mid-game; a new process on the same Redis finishes it', async () => {
    const url = redis.url;
    const port = await freePort();
    let child = await serverProcess(port, tempDir(), { REDIS_URL: url });
    try {
      const ws = `ws://127.0.0.1:${port}`;
      const a = await Player.create(ws, { name: 'Ann' });
      const b = await Player.join(ws, a.code, { name: 'Bob' });
      await playOn([a, b], 10);
      child.kill('SIGKILL');
      await waitFor(() => a.left !== null);
      child = await serverProcess(port, tempDir(), { REDIS_URL: url }); // another data folder: only Redis is shared
      const [a2, b2] = await rejoin(ws, a.code, [a, b]);
      expect(a2.state.moves).toBe(10);
      await playOn([a2, b2]);
      expect(a2.state.over).toBe(true);
    } finally {
      child.kill('SIGKILL');
    }
  });

  test('a move whose reply from Redis is lost goes through, and the next moves are taken', async () => {
    const proxy = await replyLosingProxy(redis.url);
    const server = await startServer({ port: 0, store: new RedisStore(proxy.url) });
    try {
      const url = `ws://127.0.0.1:${server.port}`;
      const a = await Player.create(url, { name: 'Ann' });
      const b = await Player.join(url, a.code, { name: 'Bob' });
      await playOn([a, b], 2);
      proxy.arm();
      await playOn([a, b], 1);
      expect(proxy.dropped()).toBe(1);
      await playOn([a, b], 4);
      expect(a.state.moves).toBe(7);
      expect([...a.errors, ...b.errors]).toEqual([]);
      const stored = new RedisStore(redis.url);
      expect((await stored.load(a.code))!.actions).toHaveLength(7);
      await stored.close();
    } finally {
      await server.shutdown();
      await proxy.close();
    }
  });

  test('with a store that answers slowly (Redis), players joining at the same moment never share a seat', async () => {
    const server = await startServer({ port: 0, store: new RedisStore(redis.url) });
    try {
      const url = `ws://127.0.0.1:${server.port}`;
      const a = await Player.create(url, { name: 'Ann' });
      const others = await Promise.all([1, 2, 3, 4, 5].map((i) => Player.join(url, a.code, { name: `P${i}` })));
      await waitFor(() => a.state.spectators === 4 && others.some((p) => p.seat === 1), 5000, 'one seat given, four watching');
      expect(others.filter((p) => p.seat !== null)).toHaveLength(1);
    } finally {
      await server.shutdown();
    }
  });
});
