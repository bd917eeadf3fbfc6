// A third game, defined in the tests only (@castle/test-kit's countGame, served by count-served.ts),
// given to a real server beside the two real games and played by real colyseus.js clients: created,
// joined, watched, rematched, restarted, replayed and kept as a record. Nothing in the session, room,
// store or replay knows it: it is one registration.
import { checkRecord } from '@castle/game';
import { countGame } from '@castle/test-kit';
import { startServer } from '../src/app';
import { DEFAULT_GAMES } from '../src/games';
import { SqliteStore } from '../src/store/sqlite';
import { countServed } from './count-served';
import { Player, inProcessServer, json, refused, waitFor } from './harness';

const GAMES = [...DEFAULT_GAMES, countServed];
let server: { url: string; port: number; dir: string; shutdown(): Promise<void> };
const base = () => `http://127.0.0.1:${server.port}`;
beforeAll(async () => { server = await inProcessServer(GAMES); });
afterAll(async () => { await server.shutdown(); });

/** Ann creates a game of counting to `target`, Bob takes the other seat. */
async function newGame(target = 10): Promise<[Player, Player]> {
  const a = await Player.create(server.url, { name: 'Ann', target }, 'count');
  const b = await Player.join(server.url, a.code, { name: 'Bob' });
  await waitFor(() => a.seat === 0 && b.seat === 1 && a.actions !== null, 5000, 'both seats');
  return [a, b];
}

/** Each seat adds 1 in turn, `moves` times or to the end: seat 1 brings an even target. */
async function addOnes(players: Player[], moves = Infinity): Promise<void> {
  for (let made = 0; !players[0].state.over && made < moves; made++) {
    const p = players.find((x) => x.seat === players[0].state.toAct)!;
    await p.play((actions) => actions.find((a) => a.n === 1)!);
    await waitFor(() => players.every((x) => x.state.moves === p.state.moves), 5000, 'every client to see the move');
  }
}

test('the server plays a game it was given: each seat offered its actions, to the end and its winner', async () => {
  const [a, b] = await newGame();
  expect(a.actions!.actions).toEqual([{ seat: 0, type: 'add', n: 1 }, { seat: 0, type: 'add', n: 2 }]);
  await addOnes([a, b]);
  expect(a.state.toJSON()).toMatchObject({ game: 'count', count: 10, target: 10, over: true, toAct: -1, moves: 10 });
  expect(a.state.players.map((p: { score: number }) => p.score)).toEqual([0, 1]);
});

test('its options are checked by its own rules: a target out of range is refused in words', async () => {
  await expect(Player.create(server.url, { name: 'Ann', target: 1 }, 'count')).rejects.toThrow('target must be a whole number from 3 to 99');
});

test('an action its rules refuse is refused with their code and words, and the game is as it was', async () => {
  const [a, b] = await newGame();
  const watcher = await Player.join(server.url, a.code, { spectate: true });
  await waitFor(() => watcher.state.spectators === 1, 5000, 'the watcher');
  await refused(a, watcher, () => a.send({ moves: 0, action: { type: 'add', n: 3 } }), 'ILLEGAL');
  expect(a.errors[0].message).toBe('Add 1 or 2, up to 10.');
  await refused(b, watcher, () => b.send({ moves: 0, action: { type: 'add', n: 1 } }), 'NOT_YOUR_TURN');
});

test('the computer, which has no searcher for it, cannot be asked for: it is refused in words', async () => {
  await expect(Player.create(server.url, { name: 'Ann', opponent: 'computer' }, 'count')).rejects.toThrow('the computer does not play Count to ten: play it with people');
});

test('a watcher sees each move as the players do, and no seat token', async () => {
  const [a, b] = await newGame();
  const watcher = await Player.join(server.url, a.code, { spectate: true, name: 'Cy' });
  await waitFor(() => a.state.spectators === 1, 5000, 'the watcher');
  await addOnes([a, b, watcher], 3);
  expect([watcher.state.count, watcher.state.moves, watcher.state.toAct]).toEqual([3, 3, 1]);
  expect([...watcher.state.watchers]).toEqual(['Cy']);
  expect(watcher.seen.join('\n')).not.toContain(a.token!);
});

test('a rematch, both players asking, is a new game of the same kind with the seats turned', async () => {
  const [a, b] = await newGame(4);
  await addOnes([a, b]);
  a.room.send('rematch', {});
  b.room.send('rematch', {});
  await waitFor(() => a.rematch !== null && b.rematch !== null, 5000, 'the rematch');
  const [bob, ann] = [await Player.join(server.url, b.rematch!.code, { token: b.rematch!.token }), await Player.join(server.url, a.rematch!.code, { token: a.rematch!.token })];
  await waitFor(() => bob.seat !== null && ann.seat !== null, 5000, 'the seats in the rematch');
  expect(bob.state.toJSON()).toMatchObject({ game: 'count', target: 4, count: 0, moves: 0, over: false });
  expect([bob.seat, ann.seat]).toEqual([0, 1]);
});

test('its replay: a frame per move, each its public view, the last at the target', async () => {
  const [a, b] = await newGame(5);
  await addOnes([a, b]);
  const body = await json(fetch(`${base()}/api/games/${a.code}/replay`));
  expect(body).toMatchObject({ game: 'count', names: ['Ann', 'Bob'], over: true, result: { winner: 0, end: 'score' } });
  expect(body.frames.map((f: { view: { count: number } }) => f.view.count)).toEqual([0, 1, 2, 3, 4, 5]);
});

test('its record replays with the game interface alone to the result the players saw', async () => {
  const [a, b] = await newGame(6);
  await addOnes([a, b]);
  const r = await fetch(`${base()}/api/games/${a.code}/record`);
  expect(r.headers.get('content-disposition')).toContain(`count-${a.code}-`);
  const checked = checkRecord(await r.json(), [countGame]);
  if (!checked.ok) throw new Error(checked.problem);
  expect(checked.record).toMatchObject({ game: 'count', options: { target: 6 }, seats: [{ name: 'Ann' }, { name: 'Bob' }], result: { winners: [1] } });
  expect(checked.record.moves).toHaveLength(6);
});

test('after a restart, the game is found in the store and its players play it on to the end', async () => {
  const [a, b] = await newGame();
  await addOnes([a, b], 4);
  const code = a.code;
  await server.shutdown();
  const again = await startServer({ port: 0, store: new SqliteStore(server.dir), games: GAMES });
  server = { ...again, url: `ws://127.0.0.1:${again.port}`, dir: server.dir };
  const back = [await Player.join(server.url, code, { token: a.token }), await Player.join(server.url, code, { token: b.token })];
  await waitFor(() => back[0].seat === 0 && back[1].seat === 1, 5000, 'the seats to come back');
  expect(back[0].state.count).toBe(4);
  await addOnes(back);
  expect([back[0].state.count, back[0].state.over]).toEqual([10, true]);
});

