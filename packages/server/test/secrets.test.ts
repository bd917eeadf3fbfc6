// Nothing secret reaches a client: not the seed, the server's secret it is derived from (issue 43),
// the stack order, a face-down wall tile or another seat's token; nor, while the game is live, an
// HTTP answer or a line of the server's log.
import Database from 'better-sqlite3';
import * as path from 'path';
import { ChildProcess } from 'child_process';
import { seedOf } from '@castle/game';
import { createGame } from '@castle/rules';
import { TILE_KINDS, createGame as createCarcassonne } from '@castle/carcassonne';
import { Player, inProcessServer, loggedServerProcess, playOn, waitFor } from './harness';

let server: Awaited<ReturnType<typeof inProcessServer>>;
beforeAll(async () => { server = await inProcessServer(); });
afterAll(async () => { await server.shutdown(); });

test('no state or message any client receives holds a secret', async () => {
  const a = await Player.create(server.url, { name: 'Ann' });
  const b = await Player.join(server.url, a.code, { name: 'Bob' });
  const watcher = await Player.join(server.url, a.code, { spectate: true });
  await waitFor(() => a.token !== null && b.token !== null);
  await playOn([a, b, watcher], 30);

  const record = (await server.store.load(a.code))!;
  const game = createGame({ seed: record.seed, ...(record.options as { falcon: boolean }) });
  const stackOrder = JSON.stringify(game.stack.slice(-12)); // the first dozen tiles to be drawn, in order
  const faceDown = JSON.stringify(game.towers);

  for (const [who, seen, foreign] of [
    ['Ann', a.seen, [b.token]], ['Bob', b.seen, [a.token]], ['the spectator', watcher.seen, [a.token, b.token]],
  ] as const) {
    const all = seen.join('\n');
    expect([who, all.includes(record.seed)]).toEqual([who, false]); // derived from the secret and every contribution
    expect([who, all.includes(record.secret!)]).toEqual([who, false]);
    expect([who, all.includes(stackOrder)]).toEqual([who, false]);
    expect([who, all.includes(faceDown)]).toEqual([who, false]);
    for (const token of foreign) expect([who, all.includes(token!)]).toEqual([who, false]);
    expect(all).not.toMatch(/"seed"|"stack"/);
  }
  // Towers show only whether a face-down tile still lies there: one bit per tower space.
  const towers = watcher.state.towers as unknown as number;
  expect(Number.isInteger(towers) && towers >= 0 && towers < 2 ** game.towers.length).toBe(true);
  // A player's own token reaches only that player, in the private "seat" message.
  expect(a.seen.filter((m) => m.includes(a.token!))).toEqual([JSON.stringify({ seat: 0, token: a.token })]);
});

test('nor in Carcassonne: the seed, the stack\'s order and the other seats\' tokens stay on the server', async () => {
  const first = await Player.create(server.url, { name: 'Ann', seats: 3 }, 'carcassonne');
  const others = [await Player.join(server.url, first.code, { name: 'Bob' }), await Player.join(server.url, first.code, { name: 'Cy' })];
  const watcher = await Player.join(server.url, first.code, { spectate: true });
  const players = [first, ...others];
  await waitFor(() => players.every((p) => p.token !== null));
  await playOn(players.slice().sort((x, y) => x.seat! - y.seat!), 30);

  const record = (await server.store.load(first.code))!;
  const game = createCarcassonne({ seats: 3, seed: record.seed });
  const letters = game.stack.slice(game.next + 20, game.next + 32).map((k) => TILE_KINDS[k].letter);
  for (const [who, seen, foreign] of [
    ...players.map((p) => [p.room.sessionId, p.seen, players.filter((o) => o !== p).map((o) => o.token)] as const),
    ['the spectator', watcher.seen, players.map((o) => o.token)] as const,
  ]) {
    const all = seen.join('\n');
    expect([who, all.includes(record.seed), all.includes(record.secret!)]).toEqual([who, false, false]);
    expect([who, all.includes(JSON.stringify(letters)), all.includes(letters.join(''))]).toEqual([who, false, false]);
    for (const token of foreign) expect([who, all.includes(token!)]).toEqual([who, false]);
    expect(all).not.toMatch(/"seed"|"stack"|"order"/);
  }
});

describe('a server process', () => {
  let p: Awaited<ReturnType<typeof loggedServerProcess>>;
  let child: ChildProcess;
  beforeAll(async () => { p = await loggedServerProcess(); child = p.child; });
  afterAll(() => { child.kill('SIGKILL'); });

  /** The game's secret and seed, read from the server's own file (the test, not a client, reads it). */
  function secrets(code: string): { secret: string; seed: string } {
    const db = new Database(path.join(p.dir, 'castle.sqlite'), { readonly: true });
    try {
      const { secret } = db.prepare('SELECT secret FROM games WHERE code = ?').get(code) as { secret: string };
      const seats = db.prepare('SELECT contribution FROM seats WHERE code = ? ORDER BY seat').all(code) as { contribution: string }[];
      return { secret, seed: seedOf(secret, seats.map((s) => s.contribution)) };
    } finally {
      db.close();
    }
  }

  test('while a game is live, no HTTP answer about it holds its secret or its seed, and no log line ever does', async () => {
    const base = `http://127.0.0.1:${p.port}`;
    const a = await Player.create(p.url, { name: 'Ann' });
    const b = await Player.join(p.url, a.code, { name: 'Bob' });
    await waitFor(() => a.seat === 0 && b.seat === 1 && a.actions !== null, 5000, 'both seats');
    await playOn([a, b], 6);
    const { secret, seed } = secrets(a.code);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    for (const route of ['', '/replay', '/record', '/record.txt']) {
      const text = await (await fetch(`${base}/api/games/${a.code}${route}`)).text();
      expect([route, text.includes(secret), text.includes(seed)]).toEqual([route, false, false]);
    }
    b.room.send('resign', {});
    await waitFor(() => a.state.over, 5000, 'the end');
    await waitFor(() => p.lines.some((l) => l.includes('game over') && l.includes(a.code)), 5000, 'the end in the log');
    expect(p.lines.filter((l) => l.includes(secret) || l.includes(seed))).toEqual([]);
  });
});
