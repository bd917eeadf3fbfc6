// Redis losing what it holds under live games (issue 42, item 4): it holds only the live rooms'
// listing and presence, so a flush or a restart loses no game, and the players are back in their
// games and play on. Two game processes on a real PostgreSQL and a real Redis, real colyseus.js clients.
import { Player, healthBecomes, rejoin, waitFor } from './harness';
import { needs } from './needs';
import { Accepted, FaultSet, faultSet, gameAcross, roomsOf, storedActions } from './faults';

/** Play on with these clients; if their process closed their connections, come back with the
 *  seat tokens (as the page does) through `ws`. Returns the clients that finished the game. */
async function playToTheEnd(players: Player[], accepted: Accepted, ws: string): Promise<Player[]> {
  while (!players[0].state.over) {
    if (players.some((p) => p.left !== null)) players = await rejoin(ws, players[0].code, players);
    const r = await accepted.attempt(players);
    if (!r.ok) throw new Error(`move refused: ${JSON.stringify(r.said)}`);
  }
  return players;
}

needs(['postgresql', 'redis-server']).describe('Redis flushed or restarted under live games', () => {
  let set: FaultSet;
  beforeEach(async () => { set = await faultSet(); });
  afterEach(async () => { await set.stop(); });

  test('after Redis is flushed, the players of a game play it on to its end, and every move is stored once', async () => {
    const { players, other } = await gameAcross(set.procs);
    const accepted = new Accepted();
    await accepted.play(players, 4);
    set.flushRedis();
    const end = await playToTheEnd(players, accepted, other.ws);
    expect(end[0].state.over).toBe(true);
    expect(await storedActions(set.databaseUrl, players[0].code)).toEqual(accepted.actions);
  });

  test('after Redis is flushed, a player who reloads through the other process is back in the game with its moves, and it goes on', async () => {
    const { players, other } = await gameAcross(set.procs);
    const accepted = new Accepted();
    await accepted.play(players, 4);
    set.flushRedis();
    const back = await rejoin(other.ws, players[0].code, players);
    expect(back[0].state.moves).toBe(4);
    await accepted.play(back, 2);
    // A copy left open where the listing was lost finds the game held elsewhere and stands down.
    await waitFor(async () => (await roomsOf(set.procs[0])) + (await roomsOf(set.procs[1])) === 1, 15_000, 'one room for the game');
    expect(await storedActions(set.databaseUrl, players[0].code)).toEqual(accepted.actions);
  });

  test('after Redis restarts empty, the processes keep running and the players are back in their game and play on', async () => {
    const { players, other } = await gameAcross(set.procs);
    const accepted = new Accepted();
    await accepted.play(players, 4);
    await set.restartRedis();
    for (const proc of set.procs) await healthBecomes(proc.http, 200);
    const back = await rejoin(other.ws, players[0].code, players);
    expect(back[0].state.moves).toBe(4);
    const end = await playToTheEnd(back, accepted, other.ws);
    expect(end[0].state.over).toBe(true);
    expect(await storedActions(set.databaseUrl, players[0].code)).toEqual(accepted.actions);
    expect(set.procs.map((p) => p.child.exitCode)).toEqual([null, null]);
  });
});
