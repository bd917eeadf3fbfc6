// Open games and the lobby, with real processes sharing a real PostgreSQL and Redis and real colyseus.js clients: a
// game created open is listed live in every process's lobby with who has joined; a private game
// never is; a full game, or one its player left, leaves the list; an open game is listed again
// after a restart (kill -9) once its player is back, and a private one still is not.
import { ChildProcess } from 'child_process';
import { Client, Room } from 'colyseus.js';
import { stopProcess } from '@castle/test-kit';
import { Player, freePort, playOn, serverProcess, sleep, tempDir, waitFor } from './harness';
import { needs } from './needs';
import { postgresForFile, processesSharing, sharedSettings } from './shared-stores';

let children: ChildProcess[] = [];
/** What a test's processes share (their database and Redis), stopped after it. */
let shared: { stop: () => Promise<void> } | null = null;
afterEach(async () => {
  await Promise.all(children.map((c) => stopProcess(c)));
  children = [];
  await shared?.stop();
  shared = null;
});

interface Listed { roomId: string; name: string; metadata: { game: string; names: string[]; seats: number; seatsFree: number; options: unknown } }

/** A lobby client: the open games it has been told of, kept as the lobby says. */
async function lobby(url: string): Promise<{ room: Room; games: Map<string, Listed> }> {
  const room = await new Client(url).join('lobby');
  const games = new Map<string, Listed>();
  room.onMessage('rooms', (list: Listed[]) => { games.clear(); for (const g of list) games.set(g.roomId, g); });
  room.onMessage('+', ([id, g]: [string, Listed]) => games.set(id, g));
  room.onMessage('-', (id: string) => games.delete(id));
  return { room, games };
}

const twoProcesses = async (pg: { database: () => Promise<string> }): Promise<[string, string]> => {
  const set = await processesSharing(pg, 2);
  shared = set;
  return set.procs.map((p) => p.url) as [string, string];
};

needs(['postgresql', 'redis-server']).describe('on two processes', () => {
  const pg = postgresForFile();

  test('an open game is listed on another process, joined through it, and leaves the list when full; a private one never shows', async () => {
    const [one, two] = await twoProcesses(pg);
    const seen = await lobby(two);
    const secret = await Player.create(one, { name: 'Pat' });
    const open = await Player.create(one, { name: 'Ann', seats: 3, open: true }, 'carcassonne');
    await waitFor(() => seen.games.has(open.code), 5000, 'the open game in the other process\'s lobby');
    expect(seen.games.has(secret.code)).toBe(false);
    expect(seen.games.get(open.code)!.metadata).toMatchObject({ game: 'carcassonne', names: ['Ann'], seats: 3, seatsFree: 2 });

    const bob = await Player.join(two, open.code, { name: 'Bob' });
    await waitFor(() => seen.games.get(open.code)?.metadata.seatsFree === 1, 5000, 'the list to show Bob');
    expect([...seen.games.get(open.code)!.metadata.names].sort()).toEqual(['Ann', 'Bob']);
    await Player.join(two, open.code, { name: 'Cy' });
    await waitFor(() => !seen.games.has(open.code), 5000, 'the full game to leave the list');
    // A page opening the lobby later sees the list as it is now.
    const later = await lobby(one);
    await new Promise((r) => setTimeout(r, 200));
    expect(later.games.has(open.code)).toBe(false);
    expect(bob.seat).not.toBeNull();
  }, 60_000);

  test('an open game whose player leaves before anyone comes leaves the list, and comes back with them', async () => {
    const [one] = await twoProcesses(pg);
    const seen = await lobby(one);
    const ann = await Player.create(one, { name: 'Ann', open: true });
    await waitFor(() => seen.games.has(ann.code) && ann.token !== null, 5000, 'listed, and Ann\'s seat token');
    const token = ann.token!;
    await ann.room.leave(true);
    await waitFor(() => !seen.games.has(ann.code), 5000, 'no ghost game once its player has gone');
    await Player.join(one, ann.code, { token });
    await waitFor(() => seen.games.has(ann.code), 5000, 'listed again with its player back');
  }, 60_000);
});

test('open is checked: a boolean, and never with the computer', async () => {
  const port = await freePort(), url = `ws://127.0.0.1:${port}`;
  children.push(await serverProcess(port, tempDir()));
  await expect(new Client(url).create('castle', { name: 'Ann', open: 'yes' })).rejects.toThrow(/open must be true/);
  await expect(new Client(url).create('castle', { name: 'Ann', open: true, opponent: 'computer' })).rejects.toThrow(/not open to others/);
}, 30_000);

/**
 * Ann creates an open game and Pat a private one; the server is killed (kill -9) and started again
 * on the same store (`env`), and both come back with their seat tokens, as their pages do by
 * themselves. Ann's game is listed again, Pat's is not; Bob finds Ann's in the list and joins it there.
 */
async function listedAgainAfterKill(env: Record<string, string>): Promise<void> {
  const port = await freePort(), dir = tempDir(), url = `ws://127.0.0.1:${port}`;
  const start = async () => { children.push(await serverProcess(port, dir, { ...env, PUBLIC_ADDRESS: `127.0.0.1:${port}` })); };
  await start();
  const ann = await Player.create(url, { name: 'Ann', open: true });
  const pat = await Player.create(url, { name: 'Pat' });
  await waitFor(() => ann.token !== null && pat.token !== null, 5000, 'the seat tokens');
  await stopProcess(children.pop()!, 'SIGKILL');
  await start();

  const seen = await lobby(url);
  const back = await Promise.all([ann, pat].map((p) => Player.join(url, p.code, { token: p.token })));
  await waitFor(() => seen.games.has(ann.code), 5000, 'the open game listed again with Ann back');
  expect(seen.games.get(ann.code)!.metadata).toMatchObject({ game: 'castle', names: ['Ann'], seats: 2, seatsFree: 1 });
  await sleep(200);
  expect(seen.games.has(pat.code)).toBe(false);

  const listed = [...seen.games.values()].find((g) => g.metadata.names.includes('Ann'))!;
  const bob = await Player.join(url, listed.roomId, { name: 'Bob' });
  await waitFor(() => bob.seat === 1 && back[0].actions !== null, 5000, 'Bob seated, and the game on');
  await waitFor(() => !seen.games.has(ann.code), 5000, 'the full game to leave the list');
  await playOn([back[0], bob], 2);
  expect(bob.state.players.map((p: { name: string }) => p.name)).toEqual(['Ann', 'Bob']);
  expect(seen.games.has(pat.code)).toBe(false);
}

describe('after a restart', () => {
  test('SQLite: an open game is listed again and joined through the list; a private one stays unlisted', () => listedAgainAfterKill({}), 60_000);
});

needs(['postgresql', 'redis-server']).describe('after a restart, with PostgreSQL', () => {
  const pg = postgresForFile();
  test('PostgreSQL and Redis: the same', async () => {
    const set = await sharedSettings(pg);
    shared = set;
    await listedAgainAfterKill(set.env);
  }, 60_000);
});
