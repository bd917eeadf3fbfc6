// Time controls: the server keeps every seat's clock, charges the seat to act from the moment it may
// act to the moment its move is accepted, keeps the clocks with every move through a restart (the
// time the server was away charged to nobody), and ends the game on a flag. Real server processes and
// colyseus.js clients; the server's time is moved forward (TEST_TIME_HOOK) instead of waited for.
import { ChildProcess } from 'child_process';
import { stopProcess } from '@castle/test-kit';
import { claimLimitSeconds } from '../src/rooms/table-watch';
import { advance } from './ends';
import { Player, freePort, json, serverProcess, tempDir, waitFor } from './harness';

let children: ChildProcess[] = [];
afterEach(async () => {
  await Promise.all(children.map((c) => stopProcess(c)));
  children = [];
});

const ENV = { TEST_TIME_HOOK: '1', BOT_PAUSE_MS: '50', BOT_THREADS: '1', FIRST_MOVE_SECONDS: '600' };
const MIN = 60_000;

/** The seat to act plays its whole turn (a placement and then maybe its follower, or a scoring choice). */
async function turn(players: Player[]): Promise<void> {
  const any = players[0], seat = any.state.toAct;
  const p = players.find((x) => x.seat === seat)!;
  while (any.state.toAct === seat && !any.state.over) {
    await p.play();
    await waitFor(() => players.every((x) => x.state.moves === p.state.moves), 5000, 'every client to see the move');
  }
}

/** Time left for `seat` as the synced figures say, at the server's time `now`. */
function left(p: Player, seat: number, now: number): number {
  const s = p.state;
  return s.clockLeft[seat] - (s.clockRunning === seat ? now - s.clockSince : 0);
}

test('5+3: no clock before both have moved; then the seat to act is charged and gets 3 s a turn; a restart charges nobody; the flag ends the game', async () => {
  const port = await freePort(), dir = tempDir(), url = `ws://127.0.0.1:${port}`, http = `http://127.0.0.1:${port}`;
  children.push(await serverProcess(port, dir, ENV));
  const ann = await Player.create(url, { name: 'Ann', clock: '5+3' });
  const bob = await Player.join(url, ann.code, { name: 'Bob' });
  const watcher = await Player.join(url, ann.code, { spectate: true });
  await waitFor(() => ann.seat !== null && bob.seat !== null && watcher.state.clockLeft?.length === 2, 5000, 'seats and clocks');
  expect(JSON.parse(watcher.state.timeControl)).toEqual({ kind: 'live', minutes: 5, increment: 3 });
  expect(Array.from(watcher.state.clockLeft)).toEqual([5 * MIN, 5 * MIN]);
  expect(watcher.state.clockRunning).toBe(-1);
  expect(watcher.state.claimLimit).toBe(40); // the wait before a win is claimed against an away player: a quick game's

  const players = [ann, bob];
  await advance(port, 20); // thinking before a first move is not charged
  await turn(players);
  expect(watcher.state.clockRunning).toBe(-1); // one seat has moved: still no clock
  await turn(players);
  const first = watcher.state.toAct;
  expect(watcher.state.clockRunning).toBe(first); // both have: the seat to act is on the clock
  expect(Array.from(watcher.state.clockLeft)).toEqual([5 * MIN + 3000, 5 * MIN + 3000]);

  // A minute passes on the server's time: charged to the seat to act alone, less its 3 s back.
  await advance(port, 60);
  await turn(players);
  const after = watcher.state.clockLeft[first];
  expect(after).toBeLessThanOrEqual(5 * MIN + 3000 - MIN + 3000);
  expect(after).toBeGreaterThan(5 * MIN + 3000 - MIN + 3000 - 2000); // and the little real time the test took
  const second = watcher.state.toAct;
  expect(watcher.state.clockRunning).toBe(second);

  // The server restarts while the second seat thinks; the time it was away is charged to nobody.
  const before = Array.from(watcher.state.clockLeft) as number[];
  await stopProcess(children.pop()!);
  await new Promise((r) => setTimeout(r, 1500));
  children.push(await serverProcess(port, dir, ENV));
  const again = await Player.join(url, ann.code, { spectate: true });
  await waitFor(() => again.state.clockLeft?.length === 2, 5000, 'the clocks after the restart');
  expect(Array.from(again.state.clockLeft)).toEqual(before);
  expect(again.state.clockRunning).toBe(second);
  expect(left(again, second, again.state.clockNow)).toBeGreaterThan(before[second] - 1000);

  // The second seat's time runs out: the first wins on time, recorded as such.
  await advance(port, (before[second] + 1000) / 1000);
  await waitFor(() => again.state.over, 5000, 'the flag');
  const result = JSON.parse(again.state.result);
  expect(result).toMatchObject({ end: 'time', seat: second, winners: [first] });
  expect(again.state.clockRunning).toBe(-1);
  const replay = await json(fetch(`${http}/api/games/${ann.code}/replay`));
  expect(replay.result).toMatchObject({ end: 'time', seat: second, winners: [first] });
  // The replay shows every seat's time at each move: the whole time at first, then as stored with each move.
  expect(replay.clock.control).toEqual({ kind: 'live', minutes: 5, increment: 3 });
  expect(replay.clock.left).toHaveLength(replay.frames.length);
  expect(replay.clock.left[0]).toEqual([5 * MIN, 5 * MIN]);
  // At the end, the last move's clocks, with the flag after them: the seat that ran out at zero.
  expect(replay.clock.left[replay.frames.length - 1]).toEqual(before.map((ms, s) => (s === second ? 0 : ms)));
  expect(replay.clock.left.some((l: number[]) => l[first] === after)).toBe(true); // the minute charged, as the page showed it
}, 60_000);

test('a time control the server does not offer is refused in words, and no game is made', async () => {
  const port = await freePort(), url = `ws://127.0.0.1:${port}`;
  children.push(await serverProcess(port, tempDir(), ENV));
  for (const clock of ['2+500', '0+5', '2d', 'fast', 5]) {
    await expect(Player.create(url, { name: 'Ann', clock })).rejects.toThrow(/a time control is "none", minutes \+ seconds added per turn/);
  }
  const ok = await Player.create(url, { name: 'Ann', clock: '3d' });
  await waitFor(() => ok.state.timeControl !== undefined && ok.state.timeControl !== '', 5000, 'the clocks');
  expect(JSON.parse(ok.state.timeControl)).toEqual({ kind: 'correspondence', days: 3 });
  expect(ok.state.claimLimit).toBe(0); // days a turn: the clock decides, no win is claimed
});

test('the wait before a win may be claimed against an away player: longer the slower the clock', () => {
  expect([[5, 3], [10, 5], [15, 10], [30, 20], [3, 0], [180, 0]].map(([minutes, increment]) => claimLimitSeconds({ kind: 'live', minutes, increment })))
    .toEqual([40, 80, 80, 120, 40, 120]);
  expect(claimLimitSeconds({ kind: 'none' })).toBe(120);
  expect(claimLimitSeconds({ kind: 'correspondence', days: 1 })).toBe(0);
});

test('Carcassonne of three: a seat whose time runs out is played by the computer from then on, and the game goes on', async () => {
  const port = await freePort(), dir = tempDir(), url = `ws://127.0.0.1:${port}`;
  children.push(await serverProcess(port, dir, ENV));
  const ann = await Player.create(url, { name: 'Ann', seats: 3, clock: '5+3' }, 'carcassonne');
  const bob = await Player.join(url, ann.code, { name: 'Bob' });
  const cid = await Player.join(url, ann.code, { name: 'Cid' });
  await waitFor(() => [ann, bob, cid].every((p) => p.seat !== null), 5000, 'three seats');
  const players = [ann, bob, cid];
  for (let i = 0; i < 3; i++) await turn(players); // every seat has moved: the clocks run
  const watcher = await Player.join(url, ann.code, { spectate: true });
  await waitFor(() => watcher.state.clockLeft?.length === 3, 5000, 'the watcher to see the clocks');
  const late = watcher.state.toAct, name = watcher.state.players[late].name;
  expect(watcher.state.clockRunning).toBe(late);
  await advance(port, 310);
  await waitFor(() => watcher.state.players[late].name === `${name} (computer)`, 5000, 'the computer to take the seat');
  expect(watcher.state.over).toBe(false);
  await waitFor(() => watcher.state.toAct !== late, 10_000, 'the computer to play the turn');
  expect(watcher.state.clockRunning).toBe(watcher.state.toAct); // the next person's clock runs
  expect(players.find((p) => p.seat === late)!.left).not.toBeNull(); // its player was sent off to watch
}, 60_000);

test('Carcassonne of three against two computers: when the person runs out of time nobody is left to play, and the game ends as abandoned, with no result', async () => {
  const port = await freePort(), dir = tempDir(), url = `ws://127.0.0.1:${port}`;
  children.push(await serverProcess(port, dir, ENV));
  const ann = await Player.create(url, { name: 'Ann', seats: 3, clock: '5+3', opponent: 'computer', computers: 2, level: 'easy' }, 'carcassonne');
  await waitFor(() => ann.seat !== null, 5000, "Ann's seat");
  await waitFor(() => ann.state.toAct === ann.seat && ann.actions?.moves === ann.state.moves, 15_000, "Ann's first turn");
  await turn([ann]); // every seat has moved: Ann's clock runs from her next turn
  await waitFor(() => ann.state.toAct === ann.seat && ann.state.clockRunning === ann.seat, 15_000, "Ann's turn, her clock running");
  const watcher = await Player.join(url, ann.code, { spectate: true });
  await ann.room.leave(true);
  await advance(port, 310);
  await waitFor(() => watcher.state.over, 5000, 'the end');
  const moves = watcher.state.moves;
  expect(JSON.parse(watcher.state.result)).toMatchObject({ end: 'abandoned', seat: ann.seat, winners: [] });
  const record = await json(fetch(`http://127.0.0.1:${port}/api/games/${ann.code}`));
  expect(record).toMatchObject({ over: true, result: { end: 'abandoned', seat: ann.seat, winners: [] } });
  expect(record.names[ann.seat!]).toBe('Ann'); // never handed to the computer
  // The computer plays on no more.
  await advance(port, 60);
  await waitFor(async () => (await json(fetch(`http://127.0.0.1:${port}/api/games/${ann.code}/replay`))).over === true, 5000, 'the replay to say so');
  expect(watcher.state.moves).toBe(moves);
}, 60_000);

