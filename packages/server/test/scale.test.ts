// Several processes on one PostgreSQL (the store of record) and one Redis (Colyseus' presence and
// driver): a link works through any process, a game outlives the process that held it, and after a
// restart each game is opened by one process only. Real PostgreSQL and redis-server, real server
// processes on loopback.
import { ChildProcess } from 'child_process';
import { readMetrics, stopProcess } from '@castle/test-kit';
import { Player, freePort, json, playOn, rejoin, serverProcess, tempDir, waitFor } from './harness';
import { needs } from './needs';
import { SharedSettings, postgresForFile, sharedSettings } from './shared-stores';

interface Proc { port: number; http: string; ws: string; child: ChildProcess }

let shared: SharedSettings;
const running: Proc[] = [];

async function start(port?: number): Promise<Proc> {
  port ??= await freePort();
  const child = await serverProcess(port, tempDir(), { ...shared.env, PUBLIC_ADDRESS: `127.0.0.1:${port}` });
  const p = { port, http: `http://127.0.0.1:${port}`, ws: `ws://127.0.0.1:${port}`, child };
  running.push(p);
  return p;
}

const kill = (p: Proc) => stopProcess(p.child, 'SIGKILL');

const roomsOf = async (p: Proc): Promise<number> => (await readMetrics(p.http)).value('castle_games_live');

/** Two processes, and a game created through the first: which process holds it, and the other. */
async function gameOnTwoProcesses(): Promise<{ ann: Player; holder: Proc; other: Proc }> {
  const [one, two] = await Promise.all([start(), start()]);
  const ann = await Player.create(one.ws, { name: 'Ann' });
  // Colyseus puts a new room on the process with fewer rooms: find which one holds it.
  await waitFor(async () => (await roomsOf(one)) + (await roomsOf(two)) === 1, 5000, 'the room to be listed');
  return (await roomsOf(one)) === 1 ? { ann, holder: one, other: two } : { ann, holder: two, other: one };
}

needs(['postgresql', 'redis-server']).describe('several processes on one PostgreSQL and one Redis', () => {
  const pg = postgresForFile();
  // Each test has a database and a Redis of its own, so that no game of another test is reopened in it.
  beforeEach(async () => { shared = await sharedSettings(pg); });
  afterEach(async () => {
    await Promise.all(running.splice(0).map(kill));
    await shared.stop();
  });

  test('a game\'s page served by the process that does not hold it carries the state its holder has', async () => {
    const { ann, holder, other } = await gameOnTwoProcesses();
    const bob = await Player.join(holder.ws, ann.code, { name: 'Bob' });
    await waitFor(() => ann.seat === 0 && bob.seat === 1 && ann.actions !== null, 5000, 'both seats');
    await playOn([ann, bob], 3);
    const html = await (await fetch(`${other.http}/g/${ann.code}`)).text();
    const view = JSON.parse(/<script type="application\/json" id="first-view">(.*?)<\/script>/s.exec(html)![1]);
    expect(view.state).toMatchObject({ code: ann.code, moves: 3, players: [{ name: 'Ann' }, { name: 'Bob' }] });
    expect(view.state.board).toEqual(Array.from(ann.state.board));
    await Promise.all([ann, bob].map((p) => p.room.leave()));
  });

  test('a game created through one process is joined and played through the other; when its holder is killed, the survivor finishes it', async () => {
    const { ann, holder, other } = await gameOnTwoProcesses();
    const bob = await Player.join(other.ws, ann.code, { name: 'Bob' });
    const watcher = await Player.join(other.ws, ann.code, { spectate: true });
    await waitFor(() => ann.seat === 0 && bob.seat === 1 && ann.state.spectators === 1, 5000, 'both seats and a watcher');
    await playOn([ann, bob], 12);
    expect(watcher.state.moves).toBe(12);

    await kill(holder);
    await waitFor(() => ann.left !== null && bob.left !== null && watcher.left !== null, 10000, 'everyone to lose the holder');

    // Everyone comes back through the survivor with what a browser keeps: the code and a seat token.
    const [[ann2, bob2], watcher2] = await Promise.all([
      rejoin(other.ws, ann.code, [ann, bob]),
      Player.join(other.ws, ann.code, { spectate: true }),
    ]);
    expect(await roomsOf(other)).toBe(1);
    expect(ann2.state.moves).toBe(12);
    expect(ann2.state.players.map((p: { name: string }) => p.name)).toEqual(['Ann', 'Bob']);
    await playOn([ann2, bob2]);
    expect(ann2.state.over).toBe(true);
    await waitFor(() => watcher2.state.over === true, 5000, 'the watcher to see the end');

    const record = await json(fetch(`${other.http}/api/games/${ann.code}`));
    expect(record.moves).toHaveLength(ann2.state.moves);
    expect(record.result.scores).toEqual(ann2.state.players.map((p: { score: number }) => p.score));
  });

  test('after every process restarts, each unfinished game is opened by exactly one of them, once its players come back', async () => {
    const first = await start();
    const games: { code: string; players: Player[] }[] = [];
    for (let i = 0; i < 6; i++) {
      const a = await Player.create(first.ws, { name: `A${i}` });
      const b = await Player.join(first.ws, a.code, { name: `B${i}` });
      await playOn([a, b], 2 + i);
      games.push({ code: a.code, players: [a, b] });
    }
    await kill(first);

    const [one, two] = await Promise.all([start(), start()]);
    expect((await roomsOf(one)) + (await roomsOf(two))).toBe(0); // none is opened before someone comes
    for (const [i, g] of games.entries()) {
      // Its two players come back at the same moment, each through another process.
      const [a, b] = await Promise.all(g.players.map((p, seat) => Player.join([one, two][(seat + i) % 2].ws, g.code, { token: p.token })));
      await waitFor(() => a.seat === 0 && b.seat === 1 && a.state.players[1].connected === true, 5000, 'both seats in one room');
      expect(a.state.moves).toBe(2 + i);
      await playOn([a, b], 2);
      expect(b.state.moves).toBe(4 + i);
      expect((await roomsOf(one)) + (await roomsOf(two))).toBe(i + 1);
    }
  });

  test('a process that stalls loses its game to the other; when it wakes it stands down, and no move diverges', async () => {
    const { ann, holder, other } = await gameOnTwoProcesses();
    const bob = await Player.join(other.ws, ann.code, { name: 'Bob' });
    await playOn([ann, bob], 6);

    holder.child.kill('SIGSTOP'); // alive but silent: Colyseus' health check gives up on it
    const [ann2, bob2] = await rejoin(other.ws, ann.code, [ann, bob]);
    await playOn([ann2, bob2], 4);
    holder.child.kill('SIGCONT');

    // The woken copy still has the old connections. A move through it never lands: the store refuses
    // it (the game is at turn 10 there, 6 here), unless the copy has already found, on waking, that
    // another process holds the game; either way it closes them with "come back". Which comes first
    // depends on the order the woken process meets its socket and its timers in (a loaded machine).
    const stale = [ann, bob].find((p) => p.seat === ann.state.toAct)!;
    stale.send({ moves: stale.state.moves, action: stale.actions!.actions[0] });
    await waitFor(() => stale.errors.length > 0 || stale.left !== null, 15000, 'the stale move refused, or the stale copy gone');
    expect(stale.errors.map((e) => e.code)).toEqual(stale.errors.length ? ['STORE_FAILED'] : []);
    await waitFor(() => ann.left === 4100 && bob.left === 4100, 15000, 'the stale copy to close its connections');
    await waitFor(async () => (await roomsOf(holder)) === 0, 5000, 'the stale copy to be gone');

    // The game is where the other process has it, and goes on there to its end.
    const record = await rejoin(holder.ws, ann.code, [ann, bob]);
    expect(record[0].state.moves).toBe(10);
    expect(await roomsOf(other)).toBe(1);
    await playOn(record);
    const stored = await json(fetch(`${holder.http}/api/games/${ann.code}`));
    expect(stored.moves).toHaveLength(record[0].state.moves);
  });

  test('a rematch is stored and opened by the process its players reach, with the seats swapped', async () => {
    const { ann, holder, other } = await gameOnTwoProcesses();
    const bob = await Player.join(other.ws, ann.code, { name: 'Bob' });
    await playOn([ann, bob]);
    ann.room.send('rematch', {});
    bob.room.send('rematch', {});
    await waitFor(() => ann.rematch !== null && bob.rematch !== null && ann.state.next !== '', 5000, 'the rematch');
    const code = ann.state.next;
    expect([ann.rematch!.code, bob.rematch!.code]).toEqual([code, code]);
    expect([await roomsOf(holder), await roomsOf(other)]).toEqual([1, 0]); // stored, not open yet

    // Both come to the new game through the other process, which opens it from the store.
    const [bob2, ann2] = await Promise.all([
      Player.join(other.ws, code, { token: bob.rematch!.token }),
      Player.join(other.ws, code, { token: ann.rematch!.token }),
    ]);
    await waitFor(() => bob2.seat === 0 && ann2.seat === 1, 5000, 'the swapped seats');
    expect(await roomsOf(other)).toBe(1);
    expect(bob2.state.players.map((p: { name: string }) => p.name)).toEqual(['Bob', 'Ann']);
    expect(bob2.state.players.map((p: { colour: number }) => p.colour)).toEqual([1, 0]); // each keeps their colour, kept in the store
    await waitFor(() => bob2.actions !== null, 5000, 'Bob to have the first move');
    await playOn([bob2, ann2], 2);
    expect(ann2.state.moves).toBe(2);
  });
});
