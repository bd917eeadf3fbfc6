// Starting and abandoning: until every seat has made its first move a seated player may abort the game
// (no result); a seat whose first move does not come in time ends it as not started: FIRST_MOVE_SECONDS
// with a live clock, FIRST_MOVE_UNCLOCKED_SECONDS without one, never in days a turn nor with the computer. Real server processes and clients; the server's time is moved, never waited for.
import { REFUSAL } from '@castle/protocol';
import { Player, json, refused, table, waitFor } from './harness';
import { advance, endEverywhere, playUntilMoved, timedServers } from './ends';

const servers = timedServers();
const server = servers.start;

test('the first player aborts before any move: the game ends without a result, stored and replayed, through a restart', async () => {
  const { port, url, dir } = await server();
  const { a, b, watcher } = await table(url);
  expect(watcher.state.abortable).toBe(true);
  await refused(watcher, watcher, () => watcher.room.send('abort', {}), REFUSAL.NOT_A_PLAYER);
  await refused(a, watcher, () => a.room.send('abort', { seat: 1 }), REFUSAL.BAD_MESSAGE);
  await refused(a, watcher, () => a.room.send('abort', 'now'), REFUSAL.BAD_MESSAGE);
  await refused(a, watcher, () => a.room.send('resign', {}), REFUSAL.TOO_EARLY_TO_RESIGN);
  a.room.send('abort', {});
  expect(await endEverywhere(port, watcher)).toEqual({ end: 'aborted', seat: 0, winners: [] });
  expect(watcher.state.toAct).toBe(-1);
  // Nothing goes on: no move, no second abort, no resignation.
  await refused(a, a, () => a.send({ moves: a.state.moves, action: a.actions!.actions[0] }), REFUSAL.GAME_OVER);
  await refused(b, b, () => b.room.send('abort', {}), REFUSAL.GAME_OVER);
  await refused(b, b, () => b.room.send('resign', {}), REFUSAL.GAME_OVER);

  await servers.restart(port, dir);
  const record = await json(fetch(`http://127.0.0.1:${port}/api/games/${a.code}`));
  expect(record).toMatchObject({ over: true, result: { end: 'aborted', seat: 0, winners: [] } });
  const replay = await json(fetch(`http://127.0.0.1:${port}/api/games/${a.code}/replay`));
  expect(replay).toMatchObject({ over: true, result: { end: 'aborted', seat: 0 } });
  await expect(Player.join(url, a.code, { token: a.token })).rejects.toThrow(); // a finished game does not reopen
});

test('the second player aborts after the first has moved; once both have, abort is refused and resign applies', async () => {
  const { port, url } = await server();
  let { a, b, watcher } = await table(url);
  await playUntilMoved([a, b], 0);
  expect(watcher.state.abortable).toBe(true);
  b.room.send('abort', {});
  expect(await endEverywhere(port, watcher)).toEqual({ end: 'aborted', seat: 1, winners: [] });

  ({ a, b, watcher } = await table(url));
  await playUntilMoved([a, b], 0);
  await playUntilMoved([a, b], 1);
  await waitFor(() => watcher.state.abortable === false, 5000, 'no abort any more');
  await refused(a, watcher, () => a.room.send('abort', {}), REFUSAL.TOO_LATE_TO_ABORT);
  await refused(b, watcher, () => b.room.send('abort', {}), REFUSAL.TOO_LATE_TO_ABORT);
  expect(watcher.state.over).toBe(false);
});

test('a Carcassonne table of three: any seat may abort until every seat has moved', async () => {
  const { port, url } = await server();
  const ann = await Player.create(url, { name: 'Ann', seats: 3 }, 'carcassonne');
  // Before the table is full the invitation may be withdrawn too.
  await waitFor(() => ann.seat !== null, 5000, 'a seat');
  const bob = await Player.join(url, ann.code, { name: 'Bob' });
  const cid = await Player.join(url, ann.code, { name: 'Cid' });
  const people = [ann, bob, cid];
  await waitFor(() => people.every((p) => p.seat !== null) && people.some((p) => p.actions), 5000, 'three seats');
  const first = ann.state.toAct;
  await playUntilMoved(people, first);
  const second = ann.state.toAct;
  await playUntilMoved(people, second);
  const last = people.find((p) => p.seat !== first && p.seat !== second)!;
  expect(ann.state.abortable).toBe(true);
  const mover = people.find((p) => p.seat === first)!; // one who has moved may abort too
  mover.room.send('abort', {});
  expect(await endEverywhere(port, last)).toEqual({ end: 'aborted', seat: first, winners: [] });
});

test('with a live clock, a first move that does not come in FIRST_MOVE_SECONDS ends the game as not started: each seat its own countdown', async () => {
  const { port, url } = await server();
  const clocked = { clock: '5+3' };
  let { a, b, watcher } = await table(url, clocked);
  expect(watcher.state.firstMoveLeft).toBeGreaterThan(25);
  expect(watcher.state.firstMoveLeft).toBeLessThanOrEqual(30);
  await advance(port, 29);
  await waitFor(() => watcher.state.firstMoveLeft <= 1, 5000, 'the countdown to show');
  expect(watcher.state.over).toBe(false);
  await advance(port, 2);
  expect(await endEverywhere(port, watcher)).toEqual({ end: 'notStarted', seat: 0, winners: [] });

  // Bob's countdown starts when his turn comes, not when the game did.
  ({ a, b, watcher } = await table(url, clocked));
  await advance(port, 20);
  await playUntilMoved([a, b], 0);
  await advance(port, 20);
  await waitFor(() => watcher.state.firstMoveLeft > 0 && watcher.state.firstMoveLeft <= 10, 5000, "Bob's countdown");
  expect(watcher.state.over).toBe(false);
  await advance(port, 11);
  expect(await endEverywhere(port, watcher)).toEqual({ end: 'notStarted', seat: 1, winners: [] });

  // Once both have moved, nothing counts down.
  ({ a, b, watcher } = await table(url, clocked));
  await playUntilMoved([a, b], 0);
  await playUntilMoved([a, b], 1);
  await advance(port, 600);
  await waitFor(() => watcher.state.firstMoveLeft === 0, 5000, 'no countdown');
  expect(watcher.state.over).toBe(false);
});

test('without a clock a first move has five minutes by default', async () => {
  const { url } = await server();
  const { watcher } = await table(url);
  expect(watcher.state.firstMoveLeft).toBeGreaterThan(295);
  expect(watcher.state.firstMoveLeft).toBeLessThanOrEqual(300);
});

test('without a clock the game goes on past the clocked 30 s, and ends as not started after FIRST_MOVE_UNCLOCKED_SECONDS', async () => {
  const { port, url } = await server({ FIRST_MOVE_UNCLOCKED_SECONDS: '90' });
  const { watcher } = await table(url);
  expect(watcher.state.firstMoveLeft).toBeGreaterThan(85);
  await advance(port, 60);
  await waitFor(() => watcher.state.firstMoveLeft > 0 && watcher.state.firstMoveLeft <= 30, 5000, 'the countdown to show 60 s gone');
  expect(watcher.state.over).toBe(false);
  await advance(port, 31);
  expect(await endEverywhere(port, watcher)).toEqual({ end: 'notStarted', seat: 0, winners: [] });
});

test('in days a turn no first move is timed: the game waits for it', async () => {
  const { port, url } = await server();
  const { a, watcher } = await table(url, { clock: '1d' });
  expect(watcher.state.firstMoveLeft).toBe(0);
  await advance(port, 3 * 24 * 3600);
  // Answered after anything the advance set off (one queue): a game ended meanwhile would say GAME_OVER.
  await refused(a, watcher, () => a.room.send('resign', {}), REFUSAL.TOO_EARLY_TO_RESIGN);
  expect(watcher.state.over).toBe(false);
  expect(watcher.state.abortable).toBe(true);
});

test("at a table with the computer no first move is timed: neither the computer's nor the person's", async () => {
  // The computer's move takes 3 s of real time here: its first move is late on the moved clock.
  const { port, url } = await server({ BOT_PAUSE_MS: '3000' });
  const ann = await Player.create(url, { name: 'Ann', opponent: 'computer', level: 'easy', first: 'computer' });
  await waitFor(() => ann.seat !== null && ann.state.players?.length === 2, 5000, 'the table');
  expect(ann.state.toAct).toBe(1 - ann.seat!);
  expect(ann.state.firstMoveLeft).toBe(0);
  await advance(port, 120);
  await waitFor(() => ann.state.toAct === ann.seat, 15_000, "the computer's move");
  expect(ann.state.over).toBe(false);
  // Ann's own first move is not timed either: a newcomer takes the time she needs.
  expect(ann.state.firstMoveLeft).toBe(0);
  await advance(port, 3600);
  await refused(ann, ann, () => ann.room.send('resign', {}), REFUSAL.TOO_EARLY_TO_RESIGN); // after anything the advance set off
  expect(ann.state.over).toBe(false);
  expect(ann.state.firstMoveLeft).toBe(0);
}, 60_000);
