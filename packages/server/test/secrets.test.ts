// Nothing secret reaches a client: not the seed, the stack order, a face-down wall tile or another seat's token.
import { createGame } from '@castle/rules';
import { TILE_KINDS, createGame as createCarcassonne } from '@castle/carcassonne';
import { Player, inProcessServer, playOn, waitFor } from './harness';

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
    expect([who, all.includes(record.seed)]).toEqual([who, false]);
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
    expect([who, all.includes(record.seed)]).toEqual([who, false]);
    expect([who, all.includes(JSON.stringify(letters)), all.includes(letters.join(''))]).toEqual([who, false, false]);
    for (const token of foreign) expect([who, all.includes(token!)]).toEqual([who, false]);
    expect(all).not.toMatch(/"seed"|"stack"|"order"/);
  }
});
