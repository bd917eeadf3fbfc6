// The rematch as an offer: one player asks, the other sees who asks and accepts or declines; the
// asker may withdraw the ask; a decline ends every ask and stays shown until the next ask. Real server
// process, real colyseus.js clients; a game ended by an abort, so that a rematch may be asked.
import { ChildProcess } from 'child_process';
import { REFUSAL } from '@castle/protocol';
import { stopProcess } from '@castle/test-kit';
import { Player, freePort, refused, serverProcess, table, tempDir, waitFor } from './harness';

let child: ChildProcess;
let url: string;

beforeAll(async () => {
  const port = await freePort();
  child = await serverProcess(port, tempDir());
  url = `ws://127.0.0.1:${port}`;
});
afterAll(async () => { await stopProcess(child); });

/** Ann and Bob at a game that is over (Ann aborted it), with a watcher. */
async function ended(): Promise<{ a: Player; b: Player; watcher: Player }> {
  const t = await table(url);
  t.a.room.send('abort', {});
  await waitFor(() => [t.a, t.b, t.watcher].every((p) => p.state.over), 5000, 'the end');
  return t;
}

/** Each seat's ask and no, as a page sees them. */
const answers = (p: Player) => p.state.players.map((x: { rematch: boolean; rematchNo: string }) => [x.rematch, x.rematchNo]);

test('the asker withdraws the ask: every page sees it withdrawn, and no rematch is made', async () => {
  const { a, b, watcher } = await ended();
  a.room.send('rematch', {});
  await waitFor(() => b.state.players[0].rematch, 5000, 'the ask, on the asked page');
  expect(answers(watcher)).toEqual([[true, ''], [false, '']]);
  a.room.send('rematchWithdraw', {});
  await waitFor(() => b.state.players[0].rematchNo === 'withdrew', 5000, 'the withdrawal, on the asked page');
  expect(answers(watcher)).toEqual([[false, 'withdrew'], [false, '']]);
  // Bob's ask now is an ask of his own, not an acceptance: nothing is made.
  b.room.send('rematch', {});
  await waitFor(() => a.state.players[1].rematch, 5000, "Bob's ask");
  expect(answers(watcher)).toEqual([[false, ''], [true, '']]);
  expect(a.rematch).toBeNull();
  expect(b.rematch).toBeNull();
});

test('a decline ends the ask and is shown to the asker until the next ask, which may be accepted', async () => {
  const { a, b, watcher } = await ended();
  a.room.send('rematch', {});
  await waitFor(() => b.state.players[0].rematch, 5000, 'the ask');
  b.room.send('rematchDecline', {});
  await waitFor(() => a.state.players[1].rematchNo === 'declined', 5000, 'the decline, on the asker\'s page');
  expect(answers(watcher)).toEqual([[false, ''], [false, 'declined']]);
  a.room.send('rematch', {});
  await waitFor(() => a.state.players[1].rematchNo === '' && a.state.players[0].rematch, 5000, 'the new ask');
  b.room.send('rematch', {});
  await waitFor(() => a.rematch !== null && b.rematch !== null && watcher.state.next !== '', 5000, 'the rematch');
  expect(a.rematch!.code).toBe(b.rematch!.code);
});

test('a withdraw without an ask, a decline with none to decline, or of one\'s own ask, are refused and change nothing', async () => {
  const { a, b, watcher } = await ended();
  await refused(a, watcher, () => a.room.send('rematchWithdraw', {}), REFUSAL.NO_REMATCH_OFFER);
  await refused(b, watcher, () => b.room.send('rematchDecline', {}), REFUSAL.NO_REMATCH_OFFER);
  await refused(watcher, watcher, () => watcher.room.send('rematchDecline', {}), REFUSAL.NOT_A_PLAYER);
  a.room.send('rematch', {});
  await waitFor(() => watcher.state.players[0].rematch, 5000, 'the ask');
  await refused(a, watcher, () => a.room.send('rematchDecline', {}), REFUSAL.NO_REMATCH_OFFER);
  await refused(b, watcher, () => b.room.send('rematchWithdraw', {}), REFUSAL.NO_REMATCH_OFFER);
  await refused(b, watcher, () => b.room.send('rematchDecline', { now: true }), REFUSAL.BAD_MESSAGE);
});

test('before the end there is nothing to answer', async () => {
  const { a, b, watcher } = await table(url);
  await refused(a, watcher, () => a.room.send('rematchWithdraw', {}), REFUSAL.NOT_OVER);
  await refused(b, watcher, () => b.room.send('rematchDecline', {}), REFUSAL.NOT_OVER);
});

test('in a rematch each player keeps their colour, though the seats turn by one', async () => {
  let { a, b } = await ended();
  const colourByName = (p: Player) => Object.fromEntries(p.state.players.map((x: { name: string; colour: number }) => [x.name, x.colour]));
  expect(colourByName(a)).toEqual({ Ann: 0, Bob: 1 });
  for (const round of [1, 2]) {
    a.room.send('rematch', {});
    await waitFor(() => b.state.players[a.seat!].rematch, 5000, 'the ask');
    b.room.send('rematch', {});
    await waitFor(() => a.rematch !== null && b.rematch !== null, 5000, 'the rematch');
    const [na, nb] = [await Player.join(url, a.rematch!.code, { token: a.rematch!.token }), await Player.join(url, b.rematch!.code, { token: b.rematch!.token })];
    await waitFor(() => na.seat !== null && nb.seat !== null && na.state.players?.length === 2, 5000, `the seats of rematch ${round}`);
    expect(na.seat).toBe(round % 2); // the seats turn by one each time
    expect(colourByName(na)).toEqual({ Ann: 0, Bob: 1 });
    na.room.send('abort', {});
    await waitFor(() => na.state.over && nb.state.over, 5000, 'the end');
    [a, b] = [na, nb];
  }
});
