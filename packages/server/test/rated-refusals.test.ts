// A rated game's seat is given only to an identity that signed for it: each way a signed seat can be
// wrong is refused through the room with its code, nothing is given, and a new challenge is offered.
// The built server as its own process, so that its limits per day are its own (IDENTITY_PER_DAY).
import type { ChildProcess } from 'child_process';
import { IDENTITY_REFUSAL } from '@castle/protocol';
import { Player, freePort, serverProcess, tempDir, waitFor } from './harness';
import { identity, signFor, takeAs } from './rated-seats';

let child: ChildProcess;
let url: string;

beforeAll(async () => {
  const port = await freePort();
  child = await serverProcess(port, tempDir(), { IDENTITY_PER_DAY: '100' });
  url = `ws://127.0.0.1:${port}`;
});
afterAll(() => { child.kill('SIGKILL'); });

/** Ann seated in a new rated game; Bob's client joined and offered the other seat. */
async function offered(): Promise<{ a: Player; b: Player }> {
  const ann = await identity('Ann');
  const a = await Player.create(url, { name: 'Ann', rated: true });
  await takeAs(a, ann);
  return { a, b: await Player.join(url, a.code, { name: 'Bob' }) };
}

/** `p`'s next error is `code`, it holds no seat, and it is offered a new challenge. */
async function refusedWith(p: Player, code: string): Promise<void> {
  const error = await p.nextError(p.errors.length + 1);
  expect(error.code).toBe(code);
  await waitFor(() => p.challenge !== null, 5000, 'a new challenge');
  expect(p.seat).toBeNull();
}

test('a client joining a rated game holds no seat until it signs: it is sent a challenge for the free seat', async () => {
  const { a, b } = await offered();
  await waitFor(() => b.challenge !== null, 5000, 'the challenge');
  expect(b.challenge!.seat).toBe(1);
  expect([b.seat, a.state.players[1].seated]).toEqual([null, false]);
});

test('a seat signed by another key than the identity\'s is refused: BAD_SIGNATURE', async () => {
  const { b } = await offered();
  const [bob, mallory] = [await identity('Bob'), await identity('Mallory')];
  await signFor(b, { ...mallory, id: bob.id, publicKey: bob.publicKey });
  await refusedWith(b, IDENTITY_REFUSAL.BAD_SIGNATURE);
});

test('a challenge answered twice is refused the second time: USED_CHALLENGE', async () => {
  const { b } = await offered();
  const [bob, mallory] = [await identity('Bob'), await identity('Mallory')];
  const first = await signFor(b, { ...mallory, id: bob.id, publicKey: bob.publicKey });
  await refusedWith(b, IDENTITY_REFUSAL.BAD_SIGNATURE);
  b.room.send('signedSeat', first);
  await refusedWith(b, IDENTITY_REFUSAL.USED_CHALLENGE);
});

test('a signature over another game\'s code is refused: BAD_SIGNATURE', async () => {
  const { b } = await offered();
  await signFor(b, await identity('Bob'), { code: 'OTHER1' });
  await refusedWith(b, IDENTITY_REFUSAL.BAD_SIGNATURE);
});

test('an identity cannot take both seats of a rated game: SAME_PLAYER', async () => {
  const ann = await identity('Ann');
  const a = await Player.create(url, { name: 'Ann', rated: true });
  await takeAs(a, ann);
  const again = await Player.join(url, a.code, { name: 'Ann' });
  await signFor(again, ann);
  await refusedWith(again, IDENTITY_REFUSAL.SAME_PLAYER);
});

test('past IDENTITY_PER_DAY new identities from one address, the next is refused: TOO_MANY_IDENTITIES', async () => {
  const port = await freePort();
  const limited = await serverProcess(port, tempDir(), { IDENTITY_PER_DAY: '2' });
  try {
    const ws = `ws://127.0.0.1:${port}`;
    const a = await Player.create(ws, { name: 'Ann', rated: true });
    await takeAs(a, await identity('Ann'));
    const b = await Player.join(ws, a.code, { name: 'Bob' });
    await signFor(b, await identity('Bob'));
    await waitFor(() => b.seat !== null, 5000, 'the second identity\'s seat');
    const c = await Player.create(ws, { name: 'Cy', rated: true });
    await signFor(c, await identity('Cy'));
    await refusedWith(c, IDENTITY_REFUSAL.TOO_MANY_IDENTITIES);
    expect(c.errors[0].params).toMatchObject({ retryAfter: expect.any(Number) });
  } finally {
    limited.kill('SIGKILL');
  }
});

test('a player back at a rated seat with its token keeps the identity\'s name, whatever name the join says', async () => {
  const { a, b } = await offered();
  await takeAs(b, await identity('Bob'));
  const back = await Player.join(url, a.code, { token: b.token, name: 'Magnus' });
  await waitFor(() => back.seat === 1, 5000, 'the seat back');
  await new Promise((r) => setTimeout(r, 100));
  expect(a.state.players[1].name).toBe('Bob');
});

test('clients offered a rated seat are counted as watchers meanwhile, and told they watch once another took it', async () => {
  const { a, b } = await offered();
  const c = await Player.join(url, a.code, { name: 'Cy' });
  await waitFor(() => b.challenge !== null && c.challenge !== null, 5000, 'both offered the seat');
  await waitFor(() => a.state.spectators === 2, 5000, 'both counted among the watchers');
  await takeAs(b, await identity('Bob'));
  await waitFor(() => c.watching, 5000, 'the other to be told it watches');
  await waitFor(() => a.state.spectators === 1, 5000, 'the seated one no longer counted among the watchers');
  expect(c.seat).toBeNull();
});

test('a seat answered wrongly first keeps the contribution its join sent', async () => {
  const ann = await identity('Ann');
  const a = await Player.create(url, { name: 'Ann', rated: true });
  await takeAs(a, ann);
  const mine = 'c'.repeat(64);
  const b = await Player.join(url, a.code, { name: 'Bob', contribution: mine });
  const [bob, mallory] = [await identity('Bob'), await identity('Mallory')];
  await signFor(b, { ...mallory, id: bob.id, publicKey: bob.publicKey });
  await refusedWith(b, IDENTITY_REFUSAL.BAD_SIGNATURE);
  await takeAs(b, bob);
  await waitFor(() => a.state.players[1].contribution !== '', 5000, 'the contribution shown');
  expect([a.state.players[1].contribution, a.state.players[1].serverDrew]).toEqual([mine, false]);
});
