// The shuffle across a restart (issue 43): the secret and the contributions are in the store only,
// so a game killed with kill -9 comes back as the same game, and its record still checks.
import { ChildProcess } from 'child_process';
import { castle } from '@castle/rules';
import { carcassonne } from '@castle/carcassonne';
import { newContribution, verifyShuffle } from '@castle/game';
import { Player, freePort, json, playOn, rejoin, serverProcess, tempDir, waitFor } from './harness';

let child: ChildProcess | null = null;
afterEach(() => { child?.kill('SIGKILL'); });

async function restarted(port: number, dir: string, players: Player[]): Promise<void> {
  child!.kill('SIGKILL');
  await waitFor(() => players.every((p) => p.left !== null), 10_000, 'the clients to see the server go');
  child = await serverProcess(port, dir);
}

test('killed mid-game and started again: the same commitment, tiles and board; the record at the end checks', async () => {
  const port = await freePort(), dir = tempDir(), url = `ws://127.0.0.1:${port}`;
  child = await serverProcess(port, dir);
  const a = await Player.create(url, { name: 'Ann', contribution: newContribution() });
  const b = await Player.join(url, a.code, { name: 'Bob', contribution: newContribution() });
  await playOn([a, b], 12);
  const before = { commitment: a.state.commitment, tile: a.state.tile, board: JSON.stringify(a.state.board.toJSON()), contributions: a.state.players.map((p: any) => p.contribution) };

  await restarted(port, dir, [a, b]);
  const [a2, b2] = await rejoin(url, a.code, [a, b]);
  await waitFor(() => a2.state.moves === 12, 5000, 'the game as it was');
  expect({ commitment: a2.state.commitment, tile: a2.state.tile, board: JSON.stringify(a2.state.board.toJSON()), contributions: a2.state.players.map((p: any) => p.contribution) }).toEqual(before);
  await playOn([a2, b2]);
  const record = await json(fetch(`http://127.0.0.1:${port}/api/games/${a.code}/record`));
  expect(verifyShuffle(record, [castle, carcassonne])).toMatchObject({ ok: true });
});

test('killed while a seat is free: the same commitment after the restart, and the next player\'s join deals', async () => {
  const port = await freePort(), dir = tempDir(), url = `ws://127.0.0.1:${port}`;
  child = await serverProcess(port, dir);
  const a = await Player.create(url, { name: 'Ann' });
  await waitFor(() => a.seat === 0 && typeof a.state.commitment === 'string' && a.state.commitment !== '', 5000, 'Ann\'s seat');
  const commitment = a.state.commitment;

  await restarted(port, dir, [a]);
  expect((await json(fetch(`http://127.0.0.1:${port}/api/games/${a.code}`))).commitment).toBe(commitment);
  const b = await Player.join(url, a.code, { name: 'Bob' });
  await waitFor(() => b.seat === 1 && b.state.tile >= 0, 5000, 'the first tile');
  expect(b.state.commitment).toBe(commitment);
});
