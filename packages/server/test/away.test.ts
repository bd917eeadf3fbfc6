// A player who walks away from a Carcassonne table of three or more: everyone sees for how long, and
// once that passes the game's limit, another player may hand the seat to the computer, which plays
// it to the end (through a restart); the player, back, watches. Real server processes and clients.
import { ChildProcess } from 'child_process';
import { REFUSAL } from '@castle/protocol';
import { stopProcess } from '@castle/test-kit';
import { Player, freePort, json, refused, serverProcess, sleep, table, tempDir, waitFor } from './harness';
import { advance, playUntil } from './ends';

let children: ChildProcess[] = [];
afterEach(async () => {
  await Promise.all(children.map((c) => stopProcess(c)));
  children = [];
});

/** Away for 2 s is long enough here; the computer thinks fast. */
const ENV = { AWAY_SECONDS: '2', BOT_PAUSE_MS: '50', BOT_THREADS: '1' };

test('Carcassonne of three: a player away past the limit is handed to the computer, which plays the seat to the end through a restart', async () => {
  const port = await freePort(), dir = tempDir(), url = `ws://127.0.0.1:${port}`;
  children.push(await serverProcess(port, dir, ENV));
  const ann = await Player.create(url, { name: 'Ann', seats: 3 }, 'carcassonne');
  const bob = await Player.join(url, ann.code, { name: 'Bob' });
  const cid = await Player.join(url, ann.code, { name: 'Cid' });
  const watcher = await Player.join(url, ann.code, { spectate: true });
  await waitFor(() => [ann, bob, cid].every((p) => p.seat !== null) && watcher.state.players?.every((p: { connected: boolean }) => p.connected), 5000, 'three seats');
  expect(watcher.state.awayLimit).toBe(2);
  await playUntil([ann, bob, cid], () => ann.state.moves >= 6);

  // Cid walks away; everyone sees the seconds count.
  const cidSeat = cid.seat!, token = cid.token!;
  await cid.room.leave(true);
  await waitFor(() => !watcher.state.players[cidSeat].connected, 5000, 'Cid gone');
  // Too soon, then bad input: each refused with a sentence, nothing changed.
  await refused(ann, watcher, () => ann.room.send('handOver', { seat: cidSeat }), REFUSAL.NOT_AWAY);
  expect(ann.errors.at(-1)!.message).toMatch(/Cid has been away for 0:0\d: the computer may take the seat after 0:02/);
  await refused(ann, watcher, () => ann.room.send('handOver', { seat: 'Cid' }), REFUSAL.BAD_MESSAGE);
  await refused(ann, watcher, () => ann.room.send('handOver', { seat: 7 }), REFUSAL.BAD_MESSAGE);
  await refused(ann, watcher, () => ann.room.send('handOver', { seat: ann.seat }), REFUSAL.NO_HAND_OVER);
  await refused(watcher, watcher, () => watcher.room.send('handOver', { seat: cidSeat }), REFUSAL.NOT_A_PLAYER);
  await waitFor(() => watcher.state.players[cidSeat].away >= 2, 5000, 'Cid away for 2 s, as every page sees');

  ann.room.send('handOver', { seat: cidSeat });
  await waitFor(() => watcher.state.players[cidSeat].name === 'Cid (computer)', 5000, 'the seat handed over');
  expect(watcher.state.players[cidSeat]).toMatchObject({ connected: true, away: 0 });
  await refused(bob, watcher, () => bob.room.send('handOver', { seat: cidSeat }), REFUSAL.NO_HAND_OVER);
  // The computer plays Cid's turns: two rounds go by with nobody sending Cid's moves.
  const from = ann.state.moves;
  await playUntil([ann, bob], () => ann.state.moves >= from + 12);
  expect(ann.state.moves).toBeGreaterThanOrEqual(from + 12);

  // Cid comes back with his token: he watches; his seat stays the computer's.
  const back = await Player.join(url, ann.code, { token });
  await waitFor(() => back.state.players?.length === 3, 5000, 'Cid watching');
  expect(back.seat).toBeNull();

  // A restart: the computer still has the seat, and the game goes on to the end.
  await stopProcess(children.pop()!);
  children.push(await serverProcess(port, dir, ENV));
  const again = await Promise.all([ann, bob].map((p) => Player.join(url, ann.code, { token: p.token })));
  await waitFor(() => again.every((p) => p.seat !== null), 5000, 'seats back');
  await playUntil(again, () => false);
  expect(again[0].state.over).toBe(true);
  const record = await json(fetch(`http://127.0.0.1:${port}/api/games/${ann.code}`));
  expect(record.names[cidSeat]).toBe('Cid (computer)');
}, 240_000);

test('the Castle, a table of two: no seat is ever handed to the computer', async () => {
  const port = await freePort(), url = `ws://127.0.0.1:${port}`;
  children.push(await serverProcess(port, tempDir(), ENV));
  const ann = await Player.create(url, { name: 'Ann' });
  const bob = await Player.join(url, ann.code, { name: 'Bob' });
  await waitFor(() => ann.seat !== null && bob.seat !== null, 5000, 'two seats');
  expect(ann.state.awayLimit).toBe(0);
  await bob.room.leave(true);
  await waitFor(() => ann.state.players[1].away >= 1, 5000, 'Bob away');
  await refused(ann, ann, () => ann.room.send('handOver', { seat: 1 }), REFUSAL.NO_HAND_OVER);
  expect(ann.errors.at(-1)!.message).toMatch(/three or more/);
}, 60_000);

test('the away count stops when the game ends', async () => {
  const port = await freePort(), url = `ws://127.0.0.1:${port}`;
  children.push(await serverProcess(port, tempDir(), { ...ENV, TEST_TIME_HOOK: '1' }));
  const { a, b, watcher } = await table(url);
  await b.room.leave(true);
  await advance(port, 5);
  await waitFor(() => watcher.state.players[1].away >= 5, 5000, 'Bob away 5 s, counted');
  a.room.send('abort', {});
  await waitFor(() => watcher.state.over, 5000, 'the end');
  const atEnd = watcher.state.players[1].away;
  expect(atEnd).toBeLessThan(10);
  await advance(port, 60);
  // The count, had it gone on, would show past 60 at the room's next second (it refreshes each one).
  await sleep(2500);
  expect(watcher.state.players[1].away).toBe(atEnd);
});
