// What the server refuses carries a stable code and the params its sentence needs, so that a page
// says it in its player's language (the English `message` stays beside them for API users): over a
// game's WebSocket and in the HTTP API's answers.
import { CHAT_MAX } from '@castle/protocol';
import { Player, inProcessServer, playOn, table, waitFor } from './harness';

let server: Awaited<ReturnType<typeof inProcessServer>>;
let base: string;
beforeAll(async () => {
  server = await inProcessServer();
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => { await server.shutdown(); });

/** `p` sends, and gets this refusal back. */
async function refusal(p: Player, send: () => void) {
  const n = p.errors.length;
  send();
  return p.nextError(n + 1);
}

test('a stale action says the move it was chosen at and the move the game is at', async () => {
  const { a, b, watcher } = await table(server.url);
  const old = a.actions!;
  await playOn([a, b, watcher], 2);
  const p = [a, b].find((x) => x.seat === watcher.state.toAct)!;
  expect(await refusal(p, () => p.send({ moves: old.moves, action: old.actions[0] })))
    .toEqual({ code: 'STALE', params: { chosenAt: 0, moves: 2 }, message: expect.stringMatching(/move 0.*move 2/) });
});

test('an action against the rules says why as a reason, with what it names', async () => {
  const { a } = await table(server.url);
  // A cell far from every start space: no first tile may go there.
  expect(await refusal(a, () => a.send({ moves: 0, action: { type: 'place', cell: 40, rot: 0 } })))
    .toEqual({ code: 'ILLEGAL', params: { reason: 'doesNotFit', cell: 40, rot: 0 }, message: expect.any(String) });
  expect(await refusal(a, () => a.send({ moves: 0, action: { type: 'place', cell: 40, rot: 0, colour: 'red' } })))
    .toEqual({ code: 'BAD_ACTION', params: { reason: 'badField', field: 'colour' }, message: expect.any(String) });
});

test('a chat line too long says the longest and its own length', async () => {
  const { a } = await table(server.url);
  await a.openChat();
  expect(await refusal(a, () => a.room.send('chat', { text: 'x'.repeat(CHAT_MAX + 7) })))
    .toEqual({ code: 'CHAT_TOO_LONG', params: { max: CHAT_MAX, length: CHAT_MAX + 7 }, message: expect.any(String), about: 'chat' });
});

test('a client slowed down is told the pace it may send at', async () => {
  process.env.RATE_PER_SECOND = '5';
  const a = await Player.create(server.url, { name: 'Ann' });
  const b = await Player.join(server.url, a.code, { name: 'Bob' });
  process.env.RATE_PER_SECOND = '10000';
  await waitFor(() => a.actions !== null);
  for (let i = 0; i < 30; i++) b.send({ moves: 0, action: { type: 'place', cell: 0, rot: 0 } });
  await waitFor(() => b.errors.some((e) => e.code === 'RATE_LIMITED'), 5000, 'a refusal for the pace');
  expect(b.errors.find((e) => e.code === 'RATE_LIMITED')).toEqual({ code: 'RATE_LIMITED', params: { perSecond: 5 }, message: expect.any(String) });
});

test('an HTTP 404 names the game or the address that is not there', async () => {
  const game = await fetch(`${base}/api/games/AAAAA`);
  expect([game.status, await game.json()]).toEqual([404, { code: 'NOT_FOUND', params: { code: 'AAAAA' }, message: expect.any(String) }]);
  const nothing = await fetch(`${base}/api/nothing-here`);
  expect([nothing.status, await nothing.json()]).toEqual([404, { code: 'NOT_FOUND', params: { path: '/api/nothing-here' }, message: expect.any(String) }]);
});
