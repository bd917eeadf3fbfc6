// Nothing lost: a dropped connection, a page reload, a server killed and started again.
import { ChildProcess } from 'child_process';
import { Client } from 'colyseus.js';
import { Player, freePort, inProcessServer, json, playOn, rejoin, serverProcess, tempDir, waitFor } from './harness';

describe('a dropped player', () => {
  let server: Awaited<ReturnType<typeof inProcessServer>>;
  beforeAll(async () => { server = await inProcessServer(); });
  afterAll(async () => { await server.shutdown(); });

  test('reconnects within the window with the same connection and continues', async () => {
    const a = await Player.create(server.url, { name: 'Ann' });
    const b = await Player.join(server.url, a.code, { name: 'Bob' });
    await playOn([a, b], 4);
    const token = a.room.reconnectionToken;
    await a.room.leave(false); // the network drops
    await waitFor(() => b.state.players[0].connected === false, 5000, 'the drop to show');
    expect(b.state.players[0].reconnecting).toBe(true); // every page sees it is coming back, not gone
    a.wire(await new Client(server.url).reconnect(token));
    await waitFor(() => b.state.players[0].connected === true, 5000, 'the return to show');
    expect(b.state.players[0].reconnecting).toBe(false);
    await playOn([a, b], 4);
    expect(b.state.moves).toBe(8);
  });

  test('a reload (or a return days later) takes the seat back with its token', async () => {
    const a = await Player.create(server.url, { name: 'Ann' });
    const b = await Player.join(server.url, a.code, { name: 'Bob' });
    await playOn([a, b], 3);
    const { token, seat } = b;
    await b.room.leave(true); // the page is closed
    const watcher = await Player.join(server.url, a.code, {});
    await waitFor(() => watcher.state.spectators === 1);
    expect(watcher.state.players[seat!]).toMatchObject({ connected: false, reconnecting: false }); // left on purpose: away at once
    expect(watcher.seat).toBeNull(); // both seats are taken, so a stranger watches
    const back = await Player.join(server.url, a.code, { token });
    await waitFor(() => back.seat === seat, 5000, 'the seat to come back');
    expect(back.token).toBe(token);
    await playOn([a, back], 3);
    expect(a.state.moves).toBe(6);
  });

  test('a second tab with the token takes the seat over from the first', async () => {
    const a = await Player.create(server.url, { name: 'Ann' });
    const b = await Player.join(server.url, a.code, { name: 'Bob' });
    await waitFor(() => a.token !== null);
    const tab = await Player.join(server.url, a.code, { token: a.token });
    await waitFor(() => a.left !== null && tab.seat === 0, 5000, 'the old tab to be closed');
    expect(a.left).toBe(4101); // "seat taken": the old tab does not come back by itself
    await playOn([tab, b], 2);
    expect(b.state.moves).toBe(2);
  });
});

describe('the server process', () => {
  let child: ChildProcess | null = null;
  afterEach(() => { child?.kill('SIGKILL'); });

  test('killed with kill -9 mid-game and started again: both players finish the same game', async () => {
    const port = await freePort(), dir = tempDir(), url = `ws://127.0.0.1:${port}`;
    child = await serverProcess(port, dir);
    const a = await Player.create(url, { name: 'Ann' });
    const b = await Player.join(url, a.code, { name: 'Bob' });
    await playOn([a, b], 20);
    const code = a.code, turn = a.state.moves, board = JSON.stringify(a.state.board.toJSON());

    child.kill('SIGKILL');
    await waitFor(() => a.left !== null && b.left !== null, 10000, 'the clients to see the server go');
    child = await serverProcess(port, dir);

    const [a2, b2] = await rejoin(url, code, [a, b]);
    expect(a2.state.moves).toBe(turn);
    expect(JSON.stringify(a2.state.board.toJSON())).toBe(board);
    expect(a2.state.players.map((p: any) => p.name)).toEqual(['Ann', 'Bob']);
    await playOn([a2, b2]);
    expect(b2.state.over).toBe(true);

    // The finished game stays readable as a record.
    const record = await json(fetch(`http://127.0.0.1:${port}/api/games/${code}`));
    expect(record.moves).toHaveLength(b2.state.moves);
    expect(record.result.scores).toEqual([b2.state.players[0].score, b2.state.players[1].score]);
  });

  test('SIGTERM tells clients to come back (close code 4100), and the game is there after the restart', async () => {
    const port = await freePort(), dir = tempDir(), url = `ws://127.0.0.1:${port}`;
    child = await serverProcess(port, dir);
    const a = await Player.create(url, { name: 'Ann' });
    const b = await Player.join(url, a.code, { name: 'Bob' });
    await playOn([a, b], 5);
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await waitFor(() => a.left !== null, 10000, 'the clients to be told');
    expect(a.left).toBe(4100);
    expect(a.shutdownMessage).toMatch(/reconnect/);
    await exited;
    child = await serverProcess(port, dir);
    const again = await Player.join(url, a.code, { token: a.token });
    await waitFor(() => again.seat === 0);
    expect(again.state.moves).toBe(5);
  });
});
