// Who watches: the count and each watcher's name, in a list apart from the seats, so that a watcher
// (one who plays elsewhere, one who bears a seated player's name) is never taken for a seat.
import { Player, inProcessServer, waitFor } from './harness';

let server: Awaited<ReturnType<typeof inProcessServer>>;
beforeAll(async () => { server = await inProcessServer(); });
afterAll(async () => { await server.shutdown(); });

const names = (p: Player) => ({ seats: p.state.players.map((s: { name: string }) => s.name), watchers: [...(p.state.watchers ?? [])], count: p.state.spectators });

test('watchers are listed by the name they gave, or "Watcher n", and leave the list when they go', async () => {
  const a = await Player.create(server.url, { name: 'Ann' });
  const b = await Player.join(server.url, a.code, { name: 'Bob' });
  const cy = await Player.join(server.url, a.code, { name: 'Cy', spectate: true });
  const anon = await Player.join(server.url, a.code, { spectate: true });
  // A visitor after both seats are taken watches too, with the name it gave.
  const late = await Player.join(server.url, a.code, { name: 'Dee' });
  await waitFor(() => a.state.spectators === 3, 5000, 'three watchers');
  expect(names(a)).toEqual({ seats: ['Ann', 'Bob'], watchers: ['Cy', 'Watcher 1', 'Dee'], count: 3 });
  expect([cy.seat, anon.seat, late.seat, cy.token]).toEqual([null, null, null, null]);

  await cy.room.leave(true);
  await waitFor(() => a.state.spectators === 2, 5000, 'Cy to leave');
  expect(names(a).watchers).toEqual(['Watcher 1', 'Dee']);
  // The next unnamed watcher takes the least number free.
  const second = await Player.join(server.url, a.code, { spectate: true });
  await waitFor(() => a.state.spectators === 3, 5000, 'another watcher');
  expect(names(a).watchers).toEqual(['Watcher 1', 'Dee', 'Watcher 2']);
  await anon.room.leave(true);
  await waitFor(() => b.state.watchers.length === 2, 5000, 'the anonymous watcher to leave');
  expect(names(b)).toEqual({ seats: ['Ann', 'Bob'], watchers: ['Dee', 'Watcher 2'], count: 2 });
  for (const p of [a, b, late, second]) await p.room.leave(true);
});

test('a player of another game, or one with a seated player\'s name, watches in the watchers\' list, never in a seat', async () => {
  const elsewhere = await Player.create(server.url, { name: 'Eve' });
  const other = await Player.join(server.url, elsewhere.code, { name: 'Fay' });
  const a = await Player.create(server.url, { name: 'Ann' });
  const b = await Player.join(server.url, a.code, { name: 'Bob' });
  await waitFor(() => elsewhere.seat === 0 && b.seat === 1, 5000, 'both games seated');
  // Eve, seated in her own game, watches this one; so does someone calling herself Ann.
  const eve = await Player.join(server.url, a.code, { name: 'Eve', spectate: true });
  const ann2 = await Player.join(server.url, a.code, { name: 'Ann', spectate: true });
  await waitFor(() => a.state.spectators === 2, 5000, 'two watchers');
  expect(names(a)).toEqual({ seats: ['Ann', 'Bob'], watchers: ['Eve', 'Ann'], count: 2 });
  expect([eve.seat, ann2.seat]).toEqual([null, null]);
  // Her seat in her own game is untouched, and she cannot play here.
  expect(names(elsewhere)).toEqual({ seats: ['Eve', 'Fay'], watchers: [], count: 0 });
  await waitFor(() => a.actions !== null, 5000, 'Ann\'s first offer');
  eve.send({ moves: 0, action: a.actions!.actions[0] });
  expect((await eve.nextError(1)).code).toBe('NOT_A_PLAYER');
  for (const p of [elsewhere, other, a, b, eve, ann2]) await p.room.leave(true);
});

test('a watcher\'s name is checked as a player\'s is', async () => {
  const a = await Player.create(server.url, { name: 'Ann' });
  await expect(Player.join(server.url, a.code, { name: 'x'.repeat(30), spectate: true })).rejects.toThrow(/24/);
  await a.room.leave(true);
});

test('a client that joins without a seat is told it watches: asked to watch, or come for a seat when none is free', async () => {
  const a = await Player.create(server.url, { name: 'Ann' });
  const b = await Player.join(server.url, a.code, { name: 'Bob' });
  const asked = await Player.join(server.url, a.code, { spectate: true });
  const late = await Player.join(server.url, a.code, { name: 'Cy' }); // both seats are taken
  const stale = await Player.join(server.url, a.code, { token: 'no-such-token' });
  await waitFor(() => a.seat === 0 && b.seat === 1 && asked.watching && late.watching && stale.watching, 5000, 'the watchers told');
  expect([a.watching, b.watching, late.seat, stale.seat]).toEqual([false, false, null, null]);
  await Promise.all([a, b, asked, late, stale].map((p) => p.room.leave()));
});
