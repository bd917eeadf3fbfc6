// Two players and a spectator play whole games through "actions" and "action".
import { Player, inProcessServer, playOn, waitFor } from './harness';

let server: Awaited<ReturnType<typeof inProcessServer>>;
beforeAll(async () => { server = await inProcessServer(); });
afterAll(async () => { await server.shutdown(); });

async function table(options: Record<string, unknown> = {}) {
  const a = await Player.create(server.url, { name: 'Ann', ...options });
  const b = await Player.join(server.url, a.code, { name: 'Bob' });
  const watcher = await Player.join(server.url, a.code, { name: 'Cy' });
  await waitFor(() => a.seat === 0 && b.seat === 1 && watcher.state.spectators === 1, 5000, 'seats');
  return { a, b, watcher };
}

describe('a game from a link', () => {
  test('the room id is a short code to read aloud; the first two take the seats, the third watches', async () => {
    const { a, b, watcher } = await table();
    expect(a.code).toMatch(/^[A-Z0-9]{5}$/);
    expect([a.seat, b.seat, watcher.seat]).toEqual([0, 1, null]);
    expect(watcher.state.players.map((p: any) => [p.name, p.seated, p.connected])).toEqual([['Ann', true, true], ['Bob', true, true]]);
    expect(a.actions?.moves).toBe(0); // the seat to act has its legal actions
    expect(b.actions).toBeNull();
  });

  test('players joining at the same moment never share a seat', async () => {
    const a = await Player.create(server.url, { name: 'Ann' });
    const others = await Promise.all([1, 2, 3, 4].map((i) => Player.join(server.url, a.code, { name: `P${i}` })));
    await waitFor(() => others.filter((p) => p.seat !== null).length === 1 && a.seat === 0, 5000, 'one seat to be given');
    await waitFor(() => a.state.spectators === 3, 5000, 'the others to watch');
    expect(others.filter((p) => p.seat === 1)).toHaveLength(1);
  });

  test('{ spectate: true } asks to watch even while a seat is free', async () => {
    const a = await Player.create(server.url, { name: 'Ann' });
    const w = await Player.join(server.url, a.code, { spectate: true });
    await waitFor(() => w.state.spectators === 1);
    expect(w.seat).toBeNull();
    expect(w.state.players[1].seated).toBe(false);
  });

  test('two players and a spectator play a complete game to the final scoring', async () => {
    const { a, b, watcher } = await table();
    const moves = await playOn([a, b, watcher]);
    expect(moves).toBeGreaterThan(60);
    expect(watcher.state.over).toBe(true);
    expect(watcher.state.toAct).toBe(-1);
    const result = JSON.parse(watcher.state.result);
    expect(result.scores).toEqual([watcher.state.players[0].score, watcher.state.players[1].score]);
    expect(JSON.stringify(watcher.state.toJSON())).toBe(JSON.stringify(a.state.toJSON())); // spectators see what players see
    expect(a.errors.concat(b.errors)).toEqual([]);
  });

  test('a Falcon game with a variant is played to the end too', async () => {
    const { a, b, watcher } = await table({ falcon: true, variants: { gatesStopMarkers: true } });
    expect(watcher.state.falcon).toBe(true);
    await playOn([a, b, watcher]);
    expect(watcher.state.over).toBe(true);
  });
});
