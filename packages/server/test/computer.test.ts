// Games against the computer, played with real server processes and real colyseus.js clients: it
// takes its seats at once, thinks in worker threads, shows its move after a pause, plays to the end,
// and takes its turn again after a restart; the create options are checked in words.
import { ChildProcess } from 'child_process';
import { Client } from 'colyseus.js';
import { LEVELS } from '@castle/bot';
import { stopProcess } from '@castle/test-kit';
import { SqliteStore } from '../src/store/sqlite';
import { Player, castleRecord, freePort, json, playOn, serverProcess, tempDir, waitFor } from './harness';

let children: ChildProcess[] = [];
afterEach(async () => {
  await Promise.all(children.map((c) => stopProcess(c)));
  children = [];
});

/** Fast thinking for tests: the easy level's budget, a short pause. */
const ENV = { BOT_PAUSE_MS: '50', BOT_THREADS: '1' };

async function start(port: number, dir: string): Promise<void> {
  children.push(await serverProcess(port, dir, ENV));
}

/** Play the person's turns at random until the game is over or `moves` were made in all, the computer playing the rest. */
async function playAgainst(me: Player, moves = Infinity): Promise<void> {
  const start = me.state.moves;
  while (!me.state.over && me.state.moves - start < moves) {
    if (me.state.toAct === me.seat && me.actions?.moves === me.state.moves) await playOn([me], 1);
    else await waitFor(() => me.state.over || (me.state.toAct === me.seat && me.actions?.moves === me.state.moves), 15_000, 'the computer\'s move');
  }
}

describe('playing the computer', () => {
  test('the Castle: it takes its seat at once, plays its turns, and the game is played to the end through a restart', async () => {
    const port = await freePort(), dir = tempDir(), url = `ws://127.0.0.1:${port}`;
    await start(port, dir);
    const me = await Player.create(url, { name: 'Ann', opponent: 'computer', level: 'easy', first: 'computer' });
    const watcher = await Player.join(url, me.code, { spectate: true });
    await waitFor(() => me.seat === 1 && watcher.state.players?.[0]?.seated, 5000, 'the computer in seat 0');
    expect(watcher.state.players[0].name).toBe('Computer (easy)');
    // The computer starts: its move shows without anyone sending one.
    await waitFor(() => me.state.moves > 0, 15_000, 'the computer\'s first move');
    await playAgainst(me, 20);

    await stopProcess(children.pop()!);
    await start(port, dir);
    const back = await Player.join(url, me.code, { token: me.token });
    await waitFor(() => back.seat === 1, 5000, 'the seat back');
    await playAgainst(back);
    expect(back.state.over).toBe(true);
    const record = await json(fetch(`http://127.0.0.1:${port}/api/games/${me.code}`));
    expect(record.names).toEqual(['Computer (easy)', 'Ann']);
    expect(record.moves.length).toBe(back.state.moves);
  }, 180_000);

  test('Carcassonne: two computers and a person at a table of three, to the end', async () => {
    const port = await freePort(), url = `ws://127.0.0.1:${port}`;
    await start(port, tempDir());
    const me = await Player.create(url, { name: 'Ann', seats: 3, opponent: 'computer', level: 'easy' }, 'carcassonne');
    await waitFor(() => me.seat !== null && me.state.players?.every((p: { seated: boolean }) => p.seated), 5000, 'every seat taken');
    expect(me.state.players.map((p: { name: string }) => p.name).sort()).toEqual(['Ann', 'Computer 1 (easy)', 'Computer 2 (easy)']);
    await playAgainst(me);
    expect(me.state.over).toBe(true);
    expect(me.state.tilesLeft).toBe(0);
    // Nobody else can take the computer's seats: the game is full to anyone who comes.
    const info = await json(fetch(`http://127.0.0.1:${port}/api/games/${me.code}`));
    expect(info.seatsFree).toBe(0);
  }, 180_000);

  test('each level can be chosen: the computer\'s seat is named with it and it makes its first move', async () => {
    const port = await freePort(), url = `ws://127.0.0.1:${port}`;
    await start(port, tempDir());
    for (const level of LEVELS) {
      const me = await Player.create(url, { name: 'Ann', opponent: 'computer', level, first: 'computer' });
      await waitFor(() => me.seat === 1 && me.state.players?.[0]?.seated, 5000, 'the computer in seat 0');
      expect(me.state.players[0].name).toBe(`Computer (${level})`);
      await waitFor(() => me.state.moves > 0, 15_000, `the ${level} computer's first move`);
    }
  }, 120_000);

  test('a create against the computer is checked, in words', async () => {
    const port = await freePort(), url = `ws://127.0.0.1:${port}`;
    await start(port, tempDir());
    const create = (game: string, o: Record<string, unknown>) => new Client(url).create(game, { name: 'Ann', ...o });
    await expect(create('castle', { opponent: 'robot' })).rejects.toThrow(/opponent must be "computer"/);
    await expect(create('castle', { opponent: 'computer', level: 'grandmaster' })).rejects.toThrow(/level must be easy, medium, normal, hard/);
    await expect(create('castle', { level: 'hard' })).rejects.toThrow(/go with opponent/);
    await expect(create('carcassonne', { seats: 3, opponent: 'computer', computers: 3 })).rejects.toThrow(/at least one seat is a person's/);
    await expect(create('castle', { opponent: 'computer', first: 'maybe' })).rejects.toThrow(/first must be me, computer, random/);
  }, 60_000);
});

test('a game stored with every seat the computer\'s (its people timed out before such games ended) ends as abandoned when it opens, and is not played on', async () => {
  const port = await freePort(), dir = tempDir(), url = `ws://127.0.0.1:${port}`;
  const store = new SqliteStore(dir);
  const record = castleRecord({ code: 'CMPTR', seed: 'only-computer', createdAt: Date.now() });
  await store.create({ ...record, seats: [0, 1].map((i) => ({ name: `P${i} (computer)`, token: `tok-${i}`, bot: 'easy' })) });
  await store.close();
  await start(port, dir);
  const watcher = await Player.join(url, 'CMPTR', { spectate: true });
  await waitFor(() => watcher.state.over, 5000, 'the end');
  expect(JSON.parse(watcher.state.result)).toMatchObject({ end: 'abandoned', seat: null, winners: [] });
  expect(watcher.state.moves).toBe(0);
  expect(await json(fetch(`http://127.0.0.1:${port}/api/games/CMPTR`))).toMatchObject({ over: true, result: { end: 'abandoned' } });
});

