// Quick match joins for a seat or nothing (`seatOnly: true`): when several go for the last seat of a
// waiting game at once, one sits and the others are refused with GAME_FULL (and go on elsewhere),
// none left watching. Against a real server process; the seat reservations come over HTTP from
// several loopback addresses, as a script's would, and are then used by real colyseus.js clients.
import { ChildProcess } from 'child_process';
import { Client, Room } from 'colyseus.js';
import { JOIN_GAME_FULL, REFUSAL } from '@castle/protocol';
import { stopProcess } from '@castle/test-kit';
import { Player, freePort, serverProcess, sleep, tempDir, waitFor } from './harness';
import { needs } from './needs';
import { postgresForFile, processesSharing } from './shared-stores';
import { matchmake } from './raw-room';

const QUICK = 5;
let child: ChildProcess;
let port: number;
let url: string;

beforeAll(async () => {
  port = await freePort();
  child = await serverProcess(port, tempDir());
  url = `ws://127.0.0.1:${port}`;
});
afterAll(async () => { await stopProcess(child); });

/** A seat reservation asked over HTTP from `localAddress` (of the server on `at`): its status and answer. */
const reserve = (code: string, options: Record<string, unknown>, localAddress: string, at = port) => matchmake(at, 'joinById', code, options, localAddress);

/** Ann's open game, waiting for its second player. */
async function waitingGame(): Promise<Player> {
  const ann = await Player.create(url, { name: 'Ann', open: true });
  await waitFor(() => ann.seat === 0, 5000, "Ann's seat");
  return ann;
}

test('five quick matches at once on one waiting game: one seated, four refused with GAME_FULL, none watching', async () => {
  const ann = await waitingGame();
  const asked = await Promise.all(Array.from({ length: QUICK }, (_, i) => reserve(ann.code, { name: `Q${i}`, seatOnly: true }, `127.0.0.${i + 2}`)));
  const reserved = asked.filter((r) => r.body.sessionId);
  const refused = asked.filter((r) => !r.body.sessionId);
  expect(reserved).toHaveLength(1);
  expect(refused).toHaveLength(QUICK - 1);
  for (const r of refused) expect(r.body).toMatchObject({ code: REFUSAL.GAME_FULL, error: expect.stringMatching(/every seat of this game is taken/) });

  const rooms: Room[] = await Promise.all(reserved.map((r) => new Client(url).consumeSeatReservation(r.body)));
  await waitFor(() => ann.state.players[1].connected, 5000, 'the second seat taken');
  await sleep(100);
  expect(ann.state.players[1].name).toMatch(/^Q\d$/);
  expect(ann.state.spectators).toBe(0);
  await Promise.all([ann.room, ...rooms].map((r) => r.leave(true)));
});

test('a quick match whose seat went meanwhile (a join by link took it first) is refused when it connects, and does not watch', async () => {
  const ann = await waitingGame();
  const quick = await reserve(ann.code, { name: 'Quick', seatOnly: true }, '127.0.0.2');
  expect(quick.body.sessionId).toEqual(expect.any(String));
  const bob = await Player.join(url, ann.code, { name: 'Bob' }); // a join by link may take the seat first
  await waitFor(() => bob.seat === 1, 5000, "Bob's seat");
  await expect(new Client(url).consumeSeatReservation(quick.body)).rejects.toMatchObject({ code: JOIN_GAME_FULL, message: expect.stringMatching(/every seat of this game is taken/) });
  await sleep(100);
  expect(ann.state.spectators).toBe(0);
  await Promise.all([ann, bob].map((p) => p.room.leave(true)));
});

test('the lobby says since when an open game has waited without a break: its player leaving and coming back starts it again', async () => {
  const lobby = await new Client(url).join('lobby');
  const since = new Map<string, number | undefined>();
  lobby.onMessage('rooms', (list: { roomId: string; metadata: { listedSince?: number } }[]) => { for (const g of list) since.set(g.roomId, g.metadata.listedSince); });
  lobby.onMessage('+', ([id, g]: [string, { metadata: { listedSince?: number } }]) => since.set(id, g.metadata.listedSince));
  lobby.onMessage('-', (id: string) => since.delete(id));
  const ann = await waitingGame();
  await waitFor(() => since.get(ann.code) !== undefined, 5000, 'the game listed');
  const first = since.get(ann.code)!;
  const token = ann.token!;
  await ann.room.leave(true);
  await waitFor(() => !since.has(ann.code), 5000, 'the game out of the list');
  const back = await Player.join(url, ann.code, { token });
  await waitFor(() => since.has(ann.code), 5000, 'the game listed again');
  expect(since.get(ann.code)!).toBeGreaterThan(first);
  await Promise.all([back.room.leave(true), lobby.leave(true)]);
});

test('a join for a seat only and to watch at once is refused in words', async () => {
  const ann = await waitingGame();
  await expect(new Client(url).joinById(ann.code, { seatOnly: true, spectate: true })).rejects.toThrow(/not both/);
  expect(ann.state.spectators).toBe(0);
  expect(ann.state.players[1].seated).toBe(false);
  await ann.room.leave(true);
});

needs(['postgresql', 'redis-server']).describe('with several processes on one Redis', () => {
  const pg = postgresForFile();
  test('a quick match on a full game is refused with GAME_FULL through either process, the game\'s holder or the other (whose refusal came as "already full")', async () => {
    const { procs, stop } = await processesSharing(pg, 2);
    try {
      const ann = await Player.create(`ws://127.0.0.1:${procs[0].port}`, { name: 'Ann', open: true });
      const bob = await Player.join(`ws://127.0.0.1:${procs[1].port}`, ann.code, { name: 'Bob' });
      await waitFor(() => bob.seat === 1, 5000, "Bob's seat");
      for (const [i, p] of procs.entries()) {
        const r = await reserve(ann.code, { name: 'Quick', seatOnly: true }, `127.0.0.${i + 2}`, p.port);
        expect(r.body).toMatchObject({ code: REFUSAL.GAME_FULL, error: expect.stringMatching(/every seat of this game is taken/) });
      }
      expect(ann.state.spectators).toBe(0);
      await Promise.all([ann, bob].map((x) => x.room.leave(true)));
    } finally {
      await stop();
    }
  }, 60_000);
});

