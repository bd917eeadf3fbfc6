// Room spam and lockouts: games created per address (CREATE_PER_MINUTE) and per process
// (MAX_GAMES); watchers per game (MAX_WATCHERS), never counting the seats, with seat reservations
// that are never used freed after RESERVATION_SECONDS. Real server processes, real clients.
import { ChildProcess } from 'child_process';
import { Client } from 'colyseus.js';
import { Redis } from 'ioredis';
import { stopProcess } from '@castle/test-kit';
import { Player, freePort, playOn, serverProcess, sleep, tempDir, waitFor } from './harness';
import { needs } from './needs';
import { postgresForFile, processesSharing } from './shared-stores';
import { matchmake } from './raw-room';

const CREATES = 5;
const GAMES = 3;
const WATCHERS = 3;
const RESERVATION_S = 3;
let servers: { port: number; child: ChildProcess; url: string }[] = [];
let creates: (typeof servers)[number];
let games: (typeof servers)[number];
let watchers: (typeof servers)[number];
let plain: (typeof servers)[number];

beforeAll(async () => {
  const start = async (env: Record<string, string>) => {
    const port = await freePort();
    return { port, child: await serverProcess(port, tempDir(), env), url: `ws://127.0.0.1:${port}` };
  };
  servers = await Promise.all([
    start({ CREATE_PER_MINUTE: String(CREATES) }),
    start({ MAX_GAMES: String(GAMES) }),
    start({ MAX_WATCHERS: String(WATCHERS), RESERVATION_SECONDS: String(RESERVATION_S) }),
    start({}),
  ]);
  [creates, games, watchers, plain] = servers;
});
afterAll(async () => {
  await Promise.all(servers.map((s) => stopProcess(s.child)));
});


/** Ann creates a game and Bob takes the other seat. */
async function seated(url: string): Promise<[Player, Player]> {
  const a = await Player.create(url, { name: 'Ann' });
  const b = await Player.join(url, a.code, { name: 'Bob' });
  await waitFor(() => a.seat === 0 && b.seat === 1 && a.actions !== null, 5000, 'both seats');
  return [a, b];
}

/** `count` watchers of the game, connected. */
async function watch(url: string, code: string, count: number): Promise<Player[]> {
  const all: Player[] = [];
  for (let i = 0; i < count; i++) all.push(await Player.join(url, code, { spectate: true }));
  return all;
}

const leaveAll = (players: Player[]) => Promise.all(players.map((p) => p.room.leave(true).catch(() => undefined)));

describe('CREATE_PER_MINUTE', () => {
  test('creates from one address past the limit get 429 in words, another address still creates', async () => {
    for (let i = 0; i < CREATES; i++) {
      const r = await matchmake(creates.port, 'create', 'castle', { name: `Spam ${i}` });
      expect(r.body).toMatchObject({ room: { roomId: expect.stringMatching(/^[A-Z0-9]{5}$/) }, sessionId: expect.any(String) });
    }
    const over = await matchmake(creates.port, 'create', 'castle', {});
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'TOO_MANY_CREATES', message: expect.stringMatching(/too many games created from this address: try again in \d+ s/) });
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // joinOrCreate makes a game too (every game is private): counted the same.
    expect((await matchmake(creates.port, 'joinOrCreate', 'castle', {})).status).toBe(429);
    // What the page gets from colyseus.js, and shows after "The game could not be created:".
    await expect(new Client(creates.url).create('castle', { name: 'Ann' })).rejects.toMatchObject({ code: 429, message: expect.stringMatching(/too many games created/) });
    // Another address creates; joining a game by its code is not a create.
    const other = await matchmake(creates.port, 'create', 'castle', { name: 'Cy' }, '127.0.0.2');
    expect(other.status).toBe(200);
    expect(other.body.room.roomId).toMatch(/^[A-Z0-9]{5}$/);
    const bob = await Player.join(creates.url, other.body.room.roomId, { name: 'Bob' });
    await waitFor(() => bob.seat !== null, 5000, 'a seat');
    await bob.room.leave(true);
  });
});

describe('MAX_GAMES', () => {
  test('past MAX_GAMES live games a create is refused in words, and succeeds again once a game is gone', async () => {
    const [a, b] = await seated(games.url);
    const others = [await Player.create(games.url, { name: 'Cy' }), await Player.create(games.url, { name: 'Di' })];
    await expect(new Client(games.url).create('castle', { name: 'Ed' }))
      .rejects.toMatchObject({ code: 'TOO_MANY_GAMES', message: expect.stringMatching(/the server is full \(too many games running\): try again in a few minutes/) });
    // A reservation made over HTTP alone is refused the same way.
    expect((await matchmake(games.port, 'create', 'castle', {})).body).toMatchObject({ code: 'TOO_MANY_GAMES', error: expect.stringMatching(/full/) });
    // The games already running go on.
    await playOn([a, b]);
    expect(a.state.over).toBe(true);
    await leaveAll([a, b]); // a finished game nobody is in goes away
    let ed: Player | null = null;
    await waitFor(async () => (ed = await Player.create(games.url, { name: 'Ed' }).catch(() => null)) !== null, 15_000, 'a create to succeed');
    await waitFor(() => ed!.seat === 0, 5000, 'its seat');
    await leaveAll([ed!, ...others]);
  });
});

describe('MAX_WATCHERS, seats and reservations', () => {
  test('watchers past MAX_WATCHERS are refused in words; the seated players always get back in', async () => {
    const [a, b] = await seated(watchers.url);
    const crowd = await watch(watchers.url, a.code, WATCHERS);
    await waitFor(() => a.state.spectators === WATCHERS, 5000, 'the watchers');
    const refusal = { code: 'TOO_MANY_WATCHERS', message: expect.stringMatching(/already has as many watchers as it takes \(3\): try again later/) };
    await expect(Player.join(watchers.url, a.code, { spectate: true })).rejects.toMatchObject(refusal);
    // Both seats taken: a visitor without a token would watch, so is refused the same way.
    await expect(Player.join(watchers.url, a.code, { name: 'Cy' })).rejects.toMatchObject(refusal);
    // The players drop and come back with their tokens.
    await leaveAll([a, b]);
    const back = await Promise.all([a, b].map((p) => Player.join(watchers.url, a.code, { token: p.token })));
    await waitFor(() => back[0].seat === 0 && back[1].seat === 1, 5000, 'the seats to come back');
    await playOn(back, 2);
    await waitFor(() => crowd[0].state.moves === 2, 5000, 'the watchers to see the moves');
    expect(crowd[0].state.spectators).toBe(WATCHERS);
    // A watcher leaving makes room for the next.
    await crowd[0].room.leave(true);
    const next = await Player.join(watchers.url, a.code, { spectate: true });
    await waitFor(() => next.state.spectators === WATCHERS, 5000, 'the new watcher');
    await leaveAll([...back, ...crowd.slice(1), next]);
  });

  test('watchers never take a free seat\'s place: a second player joins a game full of watchers', async () => {
    const a = await Player.create(watchers.url, { name: 'Ann' });
    const crowd = await watch(watchers.url, a.code, WATCHERS);
    await expect(Player.join(watchers.url, a.code, { spectate: true })).rejects.toMatchObject({ code: 'TOO_MANY_WATCHERS' });
    const b = await Player.join(watchers.url, a.code, { name: 'Bob' });
    await waitFor(() => b.seat === 1 && a.actions !== null, 5000, 'the second seat');
    await leaveAll([a, b, ...crowd]);
  });

  test('reservations never used fill the watchers\' places for RESERVATION_SECONDS only, and never a seat', async () => {
    const [a, b] = await seated(watchers.url);
    // Reservations made over HTTP, never connected, as a script would: past MAX_WATCHERS, refused.
    const first = Date.now();
    const answers = [];
    for (let i = 0; i < WATCHERS + 5; i++) answers.push((await matchmake(watchers.port, 'joinById', a.code, { spectate: true })).body);
    expect(answers.filter((r) => r.sessionId)).toHaveLength(WATCHERS);
    expect(answers.slice(WATCHERS)).toEqual(Array(5).fill({ code: 'TOO_MANY_WATCHERS', error: expect.stringMatching(/watchers/) }));
    await expect(Player.join(watchers.url, a.code, { spectate: true })).rejects.toMatchObject({ code: 'TOO_MANY_WATCHERS' });
    // The seated player still gets back in, with his token.
    await a.room.leave(true);
    const back = await Player.join(watchers.url, a.code, { token: a.token });
    await waitFor(() => back.seat === 0, 5000, 'the seat to come back');
    // Unused reservations free their places within seconds.
    let w: Player | null = null;
    await waitFor(async () => (w = await Player.join(watchers.url, a.code, { spectate: true }).catch(() => null)) !== null, RESERVATION_S * 1000 + 15_000, 'a watcher to get in');
    expect(Date.now() - first).toBeGreaterThanOrEqual(RESERVATION_S * 1000 - 100);
    await waitFor(() => back.state.spectators === 1, 5000, 'the watcher to count');
    await leaveAll([back, b, w!]);
  });

  test('with the default settings, 200 reservations never used do not lock out a player coming back (they did: "room is locked")', async () => {
    const [a, b] = await seated(plain.url);
    await a.room.leave(true); // Ann closes the page; she will come back with her token
    const answers = await Promise.all(Array.from({ length: 200 }, () => matchmake(plain.port, 'joinById', a.code, { spectate: true })));
    expect(answers.filter((r) => r.body.sessionId)).toHaveLength(100); // MAX_WATCHERS
    expect(answers.filter((r) => r.body.code === 'TOO_MANY_WATCHERS')).toHaveLength(100);
    const back = await Player.join(plain.url, a.code, { token: a.token });
    await waitFor(() => back.seat === 0, 5000, 'the seat to come back');
    await playOn([back, b], 2);
    await leaveAll([back, b]);
  });

  test('joins reserved while a seat was free and connected together: one takes the seat, watchers past the limit are refused', async () => {
    const a = await Player.create(watchers.url, { name: 'Ann' });
    const crowd = await watch(watchers.url, a.code, WATCHERS);
    // A seat is free, so each of these may be the second player: all are reserved.
    const reservations = [];
    for (let i = 0; i < 3; i++) reservations.push((await matchmake(watchers.port, 'joinById', a.code, { name: `P${i}` })).body);
    expect(reservations.every((r) => r.sessionId)).toBe(true);
    const quiet = jest.spyOn(console, 'warn').mockImplementation(() => undefined); // colyseus.js tells each refusal and unhandled message
    const joined = await Promise.allSettled(reservations.map((r) => new Client(watchers.url).consumeSeatReservation(r)));
    const rooms = joined.flatMap((j) => (j.status === 'fulfilled' ? [j.value] : []));
    const refused = joined.flatMap((j) => (j.status === 'rejected' ? [j.reason] : []));
    expect(rooms).toHaveLength(1);
    expect(refused.map((e) => e.message)).toEqual(Array(2).fill(expect.stringMatching(/as many watchers as it takes/)));
    await waitFor(() => a.state.players[1].seated && a.state.spectators === WATCHERS, 5000, 'the second seat taken');
    await sleep(50);
    expect(a.state.spectators).toBe(WATCHERS);
    await leaveAll([a, ...crowd]);
    await Promise.all(rooms.map((r) => r.leave(true)));
    quiet.mockRestore();
  });
});

/** Two processes with these settings on a database and a Redis of their own, for `run`; all stopped after it. */
async function onOneRedis(pg: { database: () => Promise<string> }, env: Record<string, string>, run: (procs: { url: string }[], redisUrl: string) => Promise<void>): Promise<void> {
  const shared = await processesSharing(pg, 2, env);
  try {
    await run(shared.procs, shared.redisUrl);
  } finally {
    await shared.stop();
  }
}

needs(['postgresql', 'redis-server']).describe('MAX_WATCHERS and MAX_GAMES with several processes on one Redis', () => {
  const pg = postgresForFile();
  test('a watcher is refused in words through either process, the game\'s holder or the other; a seat\'s token gets in through both', () => onOneRedis(pg, { MAX_WATCHERS: '1' }, async (procs) => {
    const [a, b] = await seated(procs[0].url);
    const w = await Player.join(procs[1].url, a.code, { spectate: true });
    await waitFor(() => a.state.spectators === 1, 5000, 'the watcher');
    // One of the two processes holds the room: the other asks it through Redis.
    for (const p of procs) {
      await expect(Player.join(p.url, a.code, { spectate: true })).rejects.toMatchObject({ code: 'TOO_MANY_WATCHERS', message: expect.stringMatching(/watchers/) });
    }
    let ann = a;
    for (const p of procs) {
      await ann.room.leave(true);
      ann = await Player.join(p.url, a.code, { token: a.token });
      await waitFor(() => ann.seat === 0, 5000, 'the seat to come back');
    }
    await leaveAll([ann, b, w]);
  }));

  test('when every process holds MAX_GAMES, a create through either is refused with TOO_MANY_GAMES in words (through the other it came as 4213)', () => onOneRedis(pg, { MAX_GAMES: '1' }, async (procs, redisUrl) => {
    // Colyseus creates a game on the process with fewest rooms, as each process last wrote its count
    // to Redis (at most once a second): wait for the counts, so that each process gets one game.
    // Each process's lobby is a room to Colyseus (not a game to MAX_GAMES): one more each.
    const redis = new Redis(redisUrl);
    const counts = async (want: string[]) => waitFor(async () => Object.values(await redis.hgetall('roomcount')).map((v) => v.split(',')[0]).sort().join() === want.join(), 15_000, `room counts ${want}`);
    try {
      await counts(['1', '1']);
      const made = [await Player.create(procs[0].url, { name: 'Ann' })];
      await counts(['1', '2']);
      made.push(await Player.create(procs[0].url, { name: 'Bob' }));
      await counts(['2', '2']);
      // Both processes pick the same one to create on: through one of them the refusal came through Redis.
      for (const p of procs) {
        await expect(new Client(p.url).create('castle', { name: 'Cy' }))
          .rejects.toMatchObject({ code: 'TOO_MANY_GAMES', message: expect.stringMatching(/^the server is full \(too many games running\): try again in a few minutes$/) });
      }
      await leaveAll(made);
    } finally {
      redis.disconnect();
    }
  }));
});
