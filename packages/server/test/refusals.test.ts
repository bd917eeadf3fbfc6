// Bad input gets a clear error and changes nothing; the room and the process keep running.
import { Client } from 'colyseus.js';
import { Player, inProcessServer, playOn, refused, table, waitFor } from './harness';

let server: Awaited<ReturnType<typeof inProcessServer>>;
beforeAll(async () => { server = await inProcessServer(); });
afterAll(async () => { await server.shutdown(); });

describe('refused messages', () => {
  test('an illegal action is answered with the rules error to that client alone', async () => {
    const { a, b, watcher } = await table(server.url);
    // A cell far from every start space: no first tile may go there.
    await refused(a, watcher, () => a.send({ moves: 0, action: { type: 'place', cell: 40, rot: 0 } }), 'ILLEGAL');
    expect(b.errors).toEqual([]);
    expect(watcher.errors).toEqual([]);
  });

  test('a stale action (chosen at an earlier turn) is refused', async () => {
    const { a, b, watcher } = await table(server.url);
    const old = a.actions!;
    await playOn([a, b, watcher], 2);
    const p = [a, b].find((x) => x.seat === watcher.state.toAct)!;
    await refused(p, watcher, () => p.send({ moves: old.moves, action: old.actions[0] }), 'STALE');
  });

  test('malformed messages get BAD_MESSAGE or BAD_ACTION, never a crash', async () => {
    const { a, watcher } = await table(server.url);
    await refused(a, watcher, () => a.room.send('action', 'place it'), 'BAD_MESSAGE');
    await refused(a, watcher, () => a.room.send('action', { moves: 'now', action: {} }), 'BAD_MESSAGE');
    await refused(a, watcher, () => a.room.send('action', { moves: 0, action: [1, 2] }), 'BAD_MESSAGE');
    await refused(a, watcher, () => a.room.send('action', null), 'BAD_MESSAGE');
    await refused(a, watcher, () => a.send({ moves: 0, action: { type: 'teleport' } }), 'BAD_ACTION');
    await refused(a, watcher, () => a.send({ moves: 0, action: { type: 'place', cell: 'x', rot: 0 } }), 'BAD_ACTION');
    await refused(a, watcher, () => a.room.send('shout', { text: 'hi' }), 'UNKNOWN_MESSAGE');
    // And the game goes on.
    await a.play();
  });

  test('out of turn: the other player may not move', async () => {
    const { a, b, watcher } = await table(server.url);
    await refused(b, watcher, () => b.send({ moves: 0, action: a.actions!.actions[0] }), 'NOT_YOUR_SEAT');
    const own = { ...a.actions!.actions[0], seat: 1 };
    await refused(b, watcher, () => b.send({ moves: 0, action: own }), 'NOT_YOUR_TURN');
  });

  test("a spectator's action is refused", async () => {
    const { a, watcher } = await table(server.url);
    await refused(watcher, watcher, () => watcher.send({ moves: 0, action: a.actions!.actions[0] }), 'NOT_A_PLAYER');
  });

  test('a message over 4 KB closes that socket only; the room goes on', async () => {
    const { a, b, watcher } = await table(server.url);
    const spam = await Player.join(server.url, a.code, { spectate: true });
    spam.room.send('action', { moves: 0, action: { type: 'place', junk: 'x'.repeat(8000) } });
    await waitFor(() => spam.left !== null, 5000, 'the socket to close');
    await playOn([a, b, watcher], 3);
    expect(watcher.state.moves).toBe(3);
  });

  test('bad options at creation are refused with a message', async () => {
    await expect(new Client(server.url).create('castle', { variants: { fly: true } })).rejects.toThrow(/unknown variant/);
    await expect(new Client(server.url).create('castle', { variants: { gatesStopMarkers: true } })).rejects.toThrow(/Falcon/);
    await expect(new Client(server.url).create('castle', { name: 'x'.repeat(100) })).rejects.toThrow(/name/);
    await expect(new Client(server.url).create('castle', { restore: 'ABCDE' })).rejects.toThrow(/restored by the server/);
  });

  test('names strangers would see are refused, in words, when they are too long, turn the text or show nothing; everywhere a name is given', async () => {
    const bad: [string, RegExp][] = [
      ['x'.repeat(25), /at most 24/], ['Ann\u202eevil', /direction/], ['\u2066Bob', /direction/],
      ['\u200b', /show something/], ['\u200b\u200d\ufeff', /show something/], ['\u3164', /show something/],
    ];
    const host = await Player.create(server.url, { name: 'Ann', seats: 3 }, 'carcassonne');
    for (const [name, why] of bad) {
      await expect(new Client(server.url).create('castle', { name })).rejects.toThrow(why);
      await expect(new Client(server.url).joinById(host.code, { name })).rejects.toThrow(why);
    }
    // Names in any script, with emoji and accents, are kept as given (trimmed, controls taken out).
    const ok = await Player.join(server.url, host.code, { name: '  Zoë 李 🙂\u0007 ' });
    await waitFor(() => ok.seat !== null && host.state.players[ok.seat].seated, 5000, 'a seat');
    expect(host.state.players[ok.seat!].name).toBe('Zoë 李 🙂');
  });

  test('a refused create leaves nothing running in the process', async () => {
    // Its room was dropped with its patch interval and a 15 s dispose timer still going (two timers each).
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const before = timers();
    for (let i = 0; i < 10; i++) await expect(new Client(server.url).create('castle', { variants: { fly: true } })).rejects.toThrow(/unknown variant/);
    expect(timers() - before).toBeLessThan(10);
  });

  test('joining a game that does not exist fails with a message', async () => {
    await expect(new Client(server.url).joinById('ZZZZZ', {})).rejects.toThrow();
  });
});

describe('a client that floods', () => {
  test('is slowed with RATE_LIMITED, then dropped; the room and the other players go on', async () => {
    process.env.RATE_PER_SECOND = '5';
    const a = await Player.create(server.url, { name: 'Ann' });
    const b = await Player.join(server.url, a.code, { name: 'Bob' });
    process.env.RATE_PER_SECOND = '10000';
    await waitFor(() => a.actions !== null);
    for (let i = 0; i < 400; i++) b.send({ moves: 0, action: { type: 'place', cell: 0, rot: 0 } });
    await waitFor(() => b.left !== null, 10000, 'the flooding client to be dropped');
    expect(b.errors.some((e) => e.code === 'RATE_LIMITED')).toBe(true);
    expect(b.left).toBe(4429);
    await a.play();
    expect(a.state.moves).toBe(1);
  });
});
