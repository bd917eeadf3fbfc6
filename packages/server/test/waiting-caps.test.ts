// Games waiting for players are capped per creator address in a process: WAITING_PER_ADDRESS games
// whose seats are not all taken, of which OPEN_PER_ADDRESS open ones (listed in the lobby), so that
// one address can neither fill the open games' list nor keep many games half-open. Creates come over
// HTTP from several loopback addresses, as a script's would; real server process, real clients.
import { ChildProcess } from 'child_process';
import * as http from 'http';
import { Client, Room } from 'colyseus.js';
import { REFUSAL } from '@castle/protocol';
import { stopProcess } from '@castle/test-kit';
import { Player, freePort, serverProcess, tempDir, waitFor } from './harness';
import { needs } from './needs';
import { postgresForFile, processesSharing } from './shared-stores';

const WAITING = 3;
const OPEN = 2;
let child: ChildProcess;
let port: number;
let url: string;

beforeAll(async () => {
  port = await freePort();
  child = await serverProcess(port, tempDir(), { WAITING_PER_ADDRESS: String(WAITING), OPEN_PER_ADDRESS: String(OPEN) });
  url = `ws://127.0.0.1:${port}`;
});
afterAll(async () => { await stopProcess(child); });

/** A create over HTTP from `localAddress`: its answer, a seat reservation (never used here unless
 *  the test does) or `{ code, error }`. */
function create(options: Record<string, unknown>, localAddress: string, at = port): Promise<any> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(options);
    const req = http.request({
      host: '127.0.0.1', port: at, path: '/matchmake/create/castle', method: 'POST', localAddress, agent: false,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    }, (res) => {
      let data = '';
      res.on('data', (d) => { data += d; });
      res.on('end', () => resolve(JSON.parse(data)));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const made = (answers: any[]) => answers.filter((a) => a.room?.roomId);

test('open games from one address past OPEN_PER_ADDRESS are refused in words; another address still opens; a game that fills frees its place', async () => {
  const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => create({ name: `Spam ${i}`, open: true }, '127.0.0.2')));
  expect(made(answers)).toHaveLength(OPEN);
  for (const a of answers.filter((x) => !x.room)) {
    expect(a).toMatchObject({ code: REFUSAL.TOO_MANY_OPEN_GAMES, error: expect.stringMatching(/too many open games waiting for players from this address \(2 at once\)/) });
  }
  expect(made([await create({ name: 'Ann', open: true }, '127.0.0.3')])).toHaveLength(1);

  // One of the first address's games fills (its creator comes, and Bob): that address opens one more.
  const [first] = made(answers);
  const creator = await new Client(url).consumeSeatReservation(first);
  const bob = await Player.join(url, first.room.roomId, { name: 'Bob' });
  await waitFor(() => bob.seat !== null, 5000, "Bob's seat");
  expect(made([await create({ name: 'Again', open: true }, '127.0.0.2')])).toHaveLength(1);
  expect(await create({ name: 'Over', open: true }, '127.0.0.2')).toMatchObject({ code: REFUSAL.TOO_MANY_OPEN_GAMES });
  await Promise.all([creator.leave(true), bob.room.leave(true)]);
});

test('games waiting for players from one address past WAITING_PER_ADDRESS are refused, private, open and against the computer alike; another address still creates', async () => {
  const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => create({ name: `Half ${i}` }, '127.0.0.4')));
  expect(made(answers)).toHaveLength(WAITING);
  for (const a of answers.filter((x) => !x.room)) {
    expect(a).toMatchObject({ code: REFUSAL.TOO_MANY_WAITING_GAMES, error: expect.stringMatching(/too many games waiting for players from this address \(3 at once\)/) });
  }
  expect(await create({ name: 'Open', open: true }, '127.0.0.4')).toMatchObject({ code: REFUSAL.TOO_MANY_WAITING_GAMES });
  expect(await create({ name: 'Solo', opponent: 'computer' }, '127.0.0.4')).toMatchObject({ code: REFUSAL.TOO_MANY_WAITING_GAMES });
  expect(made([await create({ name: 'Cy' }, '127.0.0.5')])).toHaveLength(1);
});

test('a game against the computer waits only until its person sits: then it no longer counts', async () => {
  for (let i = 0; i < WAITING + 2; i++) {
    const answer = await create({ name: `Solo ${i}`, opponent: 'computer', level: 'easy' }, '127.0.0.6');
    expect(answer.room?.roomId).toEqual(expect.any(String));
    const room = await new Client(url).consumeSeatReservation(answer);
    await room.leave(true);
  }
});

/** The open games a page joining the lobby now is told of. */
async function listedNow(): Promise<string[]> {
  const lobby = await new Client(url).join('lobby');
  const list = await new Promise<{ roomId: string }[]>((resolve) => lobby.onMessage('rooms', resolve));
  await lobby.leave(true);
  return list.map((g) => g.roomId);
}

/** An open game created over HTTP from `address`, its creator connected: its code and seat token. */
async function openAndWait(address: string, name: string): Promise<{ code: string; room: Room; token: () => string | null }> {
  const answer = await create({ name, open: true }, address);
  expect(answer.room?.roomId).toEqual(expect.any(String));
  const room = await new Client(url).consumeSeatReservation(answer);
  let token: string | null = null;
  room.onMessage('seat', (m: { token: string }) => { token = m.token; });
  room.onMessage('*', () => {});
  await waitFor(() => token !== null, 5000, 'the seat token');
  return { code: room.roomId, room, token: () => token };
}

test('an open game its player left gives back its place in the list: the address opens another; back, it is listed again only while there is room', async () => {
  const address = '127.0.0.7';
  const x = await openAndWait(address, 'X');
  const y = await openAndWait(address, 'Y');
  expect(await listedNow()).toEqual(expect.arrayContaining([x.code, y.code]));
  expect(await create({ name: 'Over', open: true }, address)).toMatchObject({ code: REFUSAL.TOO_MANY_OPEN_GAMES });

  await x.room.leave(true);
  await waitFor(async () => !(await listedNow()).includes(x.code), 5000, 'X off the list');
  const z = await openAndWait(address, 'Z');
  const back = await Player.join(url, x.code, { token: x.token() });
  await waitFor(() => back.seat === 0, 5000, 'X\'s player back');
  const listed = await listedNow();
  expect(listed).toEqual(expect.arrayContaining([y.code, z.code]));
  expect(listed).not.toContain(x.code); // two listed from this address already: X waits by its link

  // Z's player leaves: X, its player there, is listed again when its room next looks (its player comes back).
  await z.room.leave(true);
  await waitFor(async () => !(await listedNow()).includes(z.code), 5000, 'Z off the list');
  await back.room.leave(true);
  const again = await Player.join(url, x.code, { token: x.token() });
  await waitFor(() => again.seat === 0, 5000, 'X\'s player back again');
  expect(await listedNow()).toContain(x.code);
  await Promise.all([again.room.leave(true), y.room.leave(true)]);
});

test('an open game withdrawn (aborted) before anyone came frees its places at once', async () => {
  const address = '127.0.0.8';
  const x = await openAndWait(address, 'X');
  await openAndWait(address, 'Y');
  expect(await create({ name: 'Over', open: true }, address)).toMatchObject({ code: REFUSAL.TOO_MANY_OPEN_GAMES });
  const ended = new Promise<void>((resolve) => x.room.onStateChange((s: { over?: boolean }) => { if (s.over) resolve(); }));
  x.room.send('abort', {});
  await ended;
  expect(made([await create({ name: 'Again', open: true }, address)])).toHaveLength(1);
});

needs(['postgresql', 'redis-server']).describe('with several processes on one Redis', () => {
  const pg = postgresForFile();
  test('the cap is per process: an address keeps at most WAITING_PER_ADDRESS waiting in each, and every refusal has its code, through either process (another\'s came as its sentence alone)', async () => {
    const { procs, stop } = await processesSharing(pg, 2, { WAITING_PER_ADDRESS: '1' });
    try {
      const answers = [];
      for (let i = 0; i < 8; i++) answers.push(await create({ name: `Half ${i}` }, '127.0.0.9', procs[i % 2].port));
      expect(made(answers).length).toBeGreaterThanOrEqual(1);
      expect(made(answers).length).toBeLessThanOrEqual(2);
      for (const a of answers.filter((x) => !x.room)) {
        expect(a).toMatchObject({ code: REFUSAL.TOO_MANY_WAITING_GAMES, error: expect.stringMatching(/too many games waiting for players from this address \(1 at once\)/) });
      }
    } finally {
      await stop();
    }
  }, 60_000);
});

