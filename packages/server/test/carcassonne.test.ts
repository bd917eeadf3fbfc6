// The original Carcassonne played online as the Castle is: real server processes, real colyseus.js
// clients, a restart in the middle of each game, on SQLite and on a real PostgreSQL (with a real Redis).
import { ChildProcess } from 'child_process';
import { stopProcess } from '@castle/test-kit';
import { unpackPlaneTile } from '@castle/protocol';
import { Player, freePort, json, playOn, refused, rejoin, serverProcess, sleep, tempDir, waitFor } from './harness';
import { needs } from './needs';
import { SharedSettings, postgresForFile, sharedSettings } from './shared-stores';

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'];
let children: ChildProcess[] = [];
let shared: SharedSettings | null = null;

afterEach(async () => {
  await Promise.all(children.map((c) => stopProcess(c)));
  children = [];
  await shared?.stop();
  shared = null;
});

/** A table of `seats` Carcassonne seats, every one taken, and a watcher; the players by seat (each
 *  arrival takes a seat drawn from the seed). */
async function table(url: string, seats: number): Promise<{ players: Player[]; watcher: Player; arrived: Player[] }> {
  const first = await Player.create(url, { name: NAMES[0], seats }, 'carcassonne');
  const arrived = [first];
  for (let i = 1; i < seats; i++) arrived.push(await Player.join(url, first.code, { name: NAMES[i] }));
  const watcher = await Player.join(url, first.code, { spectate: true });
  await waitFor(() => arrived.every((p) => p.seat !== null && watcher.state.players?.[p.seat]?.seated), 5000, 'every seat taken');
  const players = arrived.slice().sort((a, b) => a.seat! - b.seat!);
  expect(players.map((p) => p.seat)).toEqual(arrived.map((_, i) => i));
  return { players, watcher, arrived };
}

async function start(port: number, dir: string, env: Record<string, string>): Promise<void> {
  children.push(await serverProcess(port, dir, env));
}

/** Play half the game, restart the server, come back with the seat tokens, play to the end. */
async function playThroughRestart(seats: number, env: () => Record<string, string>): Promise<void> {
  const port = await freePort(), dir = tempDir(), url = `ws://127.0.0.1:${port}`;
  await start(port, dir, env());
  const { players, watcher, arrived } = await table(url, seats);
  expect(watcher.state.game).toBe('carcassonne');
  expect(watcher.state.players.map((p: { name: string }) => p.name)).toEqual(players.map((p) => NAMES[arrived.indexOf(p)]));
  expect(unpackPlaneTile(watcher.state.tiles[0])).toEqual({ x: 0, y: 0, tile: 'D', rot: 0 });

  await playOn(players, 60);
  const before = { moves: watcher.state.moves, tiles: [...watcher.state.tiles], scores: watcher.state.players.map((p: { score: number }) => p.score) };
  await stopProcess(children.pop()!);
  await start(port, dir, env());
  const back = await rejoin(url, players[0].code, players);
  await waitFor(() => back[0].state.moves === before.moves, 5000, 'the game as it was');
  expect([...back[0].state.tiles]).toEqual(before.tiles);
  expect(back[0].state.players.map((p: { score: number }) => p.score)).toEqual(before.scores);

  await playOn(back);
  const end = back[0].state;
  expect(end.over).toBe(true);
  expect(end.tilesLeft).toBe(0);
  const result = JSON.parse(end.result);
  expect(result.scores).toEqual(end.players.map((p: { score: number }) => p.score));
  const best = Math.max(...result.scores);
  expect(result.winners).toEqual(result.scores.flatMap((s: number, seat: number) => (s === best ? [seat] : [])));
  // Every tile was placed or set aside: 72 in all.
  expect(end.tiles.length + (end.discarded ? end.discarded.split(',').length : 0)).toBe(72);

  const record = await json(fetch(`http://127.0.0.1:${port}/api/games/${players[0].code}`));
  expect(record.game).toBe('carcassonne');
  expect(record.moves).toHaveLength(end.moves);
  const replay = await json(fetch(`http://127.0.0.1:${port}/api/games/${players[0].code}/replay`));
  expect(replay.frames).toHaveLength(end.moves + 1);
  expect(replay.frames[end.moves].view.players.map((p: { score: number }) => p.score)).toEqual(result.scores);

  // A rematch once every seat asks: the same table, each seat moved one place on (the next starts).
  const names = back.map((p) => p.state.players[p.seat!].name);
  for (const p of back) p.room.send('rematch', {});
  await waitFor(() => back.every((p) => p.rematch !== null), 5000, 'every seat\'s way into the rematch');
  const next = await Promise.all(back.map((p) => Player.join(url, p.rematch!.code, { token: p.rematch!.token })));
  await waitFor(() => next.every((p) => p.seat !== null), 5000, 'the rematch\'s seats');
  next.forEach((p, oldSeat) => expect(p.seat).toBe((oldSeat + seats - 1) % seats));
  expect(next[0].state.players.map((p: { name: string }) => p.name)).toEqual(names.map((_, i) => names[(i + 1) % seats]));
  expect(next[0].state.players.length).toBe(seats);
}

describe('Carcassonne online', () => {
  test('a 3-player game on SQLite, played to the end with a restart in the middle, then a rematch', async () => {
    await playThroughRestart(3, () => ({}));
  }, 120_000);


  test('a table has 2 to 5 seats; a game starts once every seat is taken; refusals are the Castle\'s codes', async () => {
    const port = await freePort(), url = `ws://127.0.0.1:${port}`;
    await start(port, tempDir(), {});
    for (const seats of [1, 6, 2.5, 'three']) {
      await expect(Player.create(url, { name: 'Ann', seats }, 'carcassonne')).rejects.toThrow(/played by 2 to 5/);
    }
    await expect(Player.create(url, { name: 'Ann', falcon: true }, 'carcassonne')).rejects.toThrow(/no option "falcon"/);

    const ann = await Player.create(url, { name: 'Ann', seats: 3 }, 'carcassonne');
    const bob = await Player.join(url, ann.code, { name: 'Bob' });
    const watcher = await Player.join(url, ann.code, { spectate: true });
    await waitFor(() => bob.seat !== null && watcher.state.players?.length === 3, 5000, 'two seats taken');
    await refused(ann, watcher, () => ann.send({ moves: 0, action: { type: 'place', x: 1, y: 0, rot: 0 } }), 'WAITING_FOR_OPPONENT');
    const cy = await Player.join(url, ann.code, { name: 'Cy' });
    await waitFor(() => cy.seat !== null && watcher.state.players.every((p: { seated: boolean }) => p.seated), 5000, 'the third seat');
    const players = [ann, bob, cy].sort((a, b) => a.seat! - b.seat!);
    const toAct = players[watcher.state.toAct];
    const other = players.find((p) => p !== toAct)!;
    await waitFor(() => toAct.actions !== null, 5000, 'legal actions');
    const legal = toAct.actions!.actions[0];
    await refused(other, watcher, () => other.send({ moves: 0, action: legal }), 'NOT_YOUR_SEAT');
    await refused(toAct, watcher, () => toAct.send({ moves: 7, action: legal }), 'STALE');
    await refused(toAct, watcher, () => toAct.send({ moves: 0, action: { type: 'place', x: 5, y: 5, rot: 0 } }), 'NOT_ADJACENT');
    await refused(toAct, watcher, () => toAct.send({ moves: 0, action: { type: 'place', x: 0, y: 0, rot: 0 } }), 'CELL_TAKEN');
    const cells = new Set(toAct.actions!.actions.map((a) => `${a.x},${a.y},${a.rot}`));
    const misfit = [[1, 0], [-1, 0], [0, 1], [0, -1]].flatMap(([x, y]) => [0, 1, 2, 3].map((rot) => ({ x, y, rot }))).find((c) => !cells.has(`${c.x},${c.y},${c.rot}`));
    if (misfit) await refused(toAct, watcher, () => toAct.send({ moves: 0, action: { type: 'place', ...misfit } }), 'DOES_NOT_FIT');
    await sleep(10);
    expect(watcher.state.moves).toBe(0);
  }, 60_000);

  test('players take the seats in a random order, drawn from the game\'s seed: the creator does not always start', async () => {
    const port = await freePort(), url = `ws://127.0.0.1:${port}`;
    await start(port, tempDir(), {});
    const creatorSeats: number[] = [];
    for (let i = 0; i < 12; i++) {
      const { arrived, watcher } = await table(url, 3);
      creatorSeats.push(arrived[0].seat!);
      // The table's order is every client's to see: each seat's name, in seat order.
      expect(watcher.state.players.map((p: { name: string }) => p.name)).toEqual([0, 1, 2].map((s) => NAMES[arrived.findIndex((p) => p.seat === s)]));
      await Promise.all([...arrived, watcher].map((p) => p.room.leave()));
    }
    // 12 tables of 3: the creator holds seat 0 in all of them with a chance of (1/3)^12.
    expect(new Set(creatorSeats).size).toBeGreaterThan(1);
  }, 60_000);
});

needs(['postgresql', 'redis-server']).describe('Carcassonne online on PostgreSQL', () => {
  const pg = postgresForFile();
  test('a 5-player game on PostgreSQL, played to the end with a restart in the middle, then a rematch', async () => {
    shared = await sharedSettings(pg);
    await playThroughRestart(5, () => shared!.env);
  }, 120_000);
});
