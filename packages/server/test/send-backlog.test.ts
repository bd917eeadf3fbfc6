// A socket that does not read what it is sent is closed once its unsent data passes
// SEND_BUFFER_LIMIT, whatever the message: raw watchers of a game that never read (their sockets
// paused) while the game sends them a steady stream are closed, the server's count of such closes on
// /metrics says so, and the process's memory stays under the limit times their number; a watcher that
// reads keeps its place. In-process, so that the game's room can send and the memory be weighed.
import * as v8 from 'v8';
import * as vm from 'vm';
import { matchMaker } from '@colyseus/core';
import { readMetrics } from '@castle/test-kit';
import { CLOSE_BACKLOG } from '@castle/protocol';
import { inProcessServer, table, waitFor } from './harness';
import { RawRoom, rawJoin } from './raw-room';
import type { GameRoom } from '../src/rooms/game-room';

const LIMIT = 256 * 1024;
process.env.SEND_BUFFER_LIMIT = String(LIMIT);
/** One message: as large as a long game's full state with its chat. */
const CHUNK = 'x'.repeat(64 * 1024);
/** What each watcher is sent: past what the kernel's buffers take (about 4 MB on loopback) and the limit. */
const SENT = 16 * 1024 * 1024;
const PAUSED = 8;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

let server: Awaited<ReturnType<typeof inProcessServer>>;
beforeAll(async () => { server = await inProcessServer(); });
afterAll(async () => { await server.shutdown(); });

const backlogCloses = async () => (await readMetrics(`http://127.0.0.1:${server.port}`)).value('castle_clients_closed_total', { reason: 'backlog' }) || 0;

/** Bytes held in buffers (what unsent messages are), after full collections (one alone sometimes
 *  left up to 7 MB of freed buffers counted). */
function buffers(): number {
  gc();
  gc();
  return process.memoryUsage().arrayBuffers;
}

test('watchers that never read are closed past SEND_BUFFER_LIMIT, and memory stays under the limit times their number; one that reads stays', async () => {
  const { a, b, watcher } = await table(server.url);
  let got = 0;
  watcher.room.onMessage('noise', () => { got++; });
  for (const p of [a, b]) p.room.onMessage('noise', () => undefined);
  const paused: RawRoom[] = [];
  for (let i = 0; i < PAUSED; i++) {
    const r = await rawJoin(server.port, 'joinById', a.code, { spectate: true });
    (r.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    paused.push(r);
  }
  const room = matchMaker.getLocalRoomById(a.code) as GameRoom;
  await waitFor(() => room.clients.length === 3 + PAUSED, 5000, 'every watcher in');
  const closesBefore = await backlogCloses();
  const before = buffers();
  let peak = 0;
  for (let sent = 0, i = 1; sent < SENT; sent += CHUNK.length, i++) {
    for (const client of room.clients) client.send('noise', CHUNK); // each its own, as a chat history is
    await waitFor(() => got === i, 5000, 'the reading watcher to get it'); // it reads at its pace, as a person's page does
    if (i % 16 === 0) peak = Math.max(peak, buffers() - before);
  }
  peak = Math.max(peak, buffers() - before);
  console.log(`${PAUSED} paused watchers sent ${SENT >> 20} MB each: buffers grew at most ${(peak / 2 ** 20).toFixed(1)} MB (limit ${LIMIT >> 10} kB)`);

  expect(await backlogCloses()).toBe(closesBefore + PAUSED);
  await waitFor(() => room.clients.length === 3, 5000, 'the paused watchers gone');
  expect(peak).toBeLessThan(PAUSED * (LIMIT + 2 * CHUNK.length) + 4 * 2 ** 20);
  expect(watcher.left).toBeNull();
  expect(got).toBe(SENT / CHUNK.length);
});

test('a client that never finishes joining is closed once what waits for it passes the limit', async () => {
  const { a, b, watcher } = await table(server.url);
  for (const p of [a, b, watcher]) p.room.onMessage('noise', () => undefined);
  const closesBefore = await backlogCloses();
  // Reserved and connected, but it never answers the room's JOIN_ROOM: Colyseus keeps what it is sent.
  const stuck: RawRoom = await rawJoin(server.port, 'joinById', a.code, { spectate: true }, '127.0.0.1', { answerJoin: false });
  let code: number | null = null;
  void stuck.closed.then((c) => { code = c; });
  const room = matchMaker.getLocalRoomById(a.code) as GameRoom;
  for (let i = 0; i < 2 * LIMIT / CHUNK.length; i++) room.broadcast('noise', CHUNK);
  await waitFor(() => code !== null, 5000, 'the stuck client closed');
  expect(code).toBe(CLOSE_BACKLOG);
  expect(await backlogCloses()).toBe(closesBefore + 1);
});
