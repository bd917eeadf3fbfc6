// A rematch made before a restart is found from the old game's link after it: the old game's record
// names its rematch, and each of its players gets a seat there with the old seat's token, even one
// who left before the rematch was made (the room's "rematch" message never reached it).
import { ChildProcess } from 'child_process';
import { Player, freePort, json, playOn, serverProcess, tempDir, waitFor } from './harness';

let child: ChildProcess | null = null;
afterEach(() => { child?.kill('SIGKILL'); });

const post = (base: string, code: string, body: unknown) =>
  fetch(`${base}/api/games/${code}/rematch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

test('after a restart, the old game\'s link leads to the rematch, and each player to a seat there', async () => {
  const port = await freePort(), dir = tempDir(), url = `ws://127.0.0.1:${port}`, base = `http://127.0.0.1:${port}`;
  child = await serverProcess(port, dir);
  const a = await Player.create(url, { name: 'Ann' });
  const b = await Player.join(url, a.code, { name: 'Bob' });
  await playOn([a, b]);
  expect(a.state.over).toBe(true);
  const old = a.code;
  const unmatched = await json(fetch(`${base}/api/games/${old}`));
  expect(unmatched.next).toBeUndefined();
  expect((await post(base, old, { token: a.token })).status).toBe(404); // no rematch yet

  // Ann asks and goes; Bob asks later: the rematch is made, and only Bob is told.
  a.room.send('rematch', {});
  await waitFor(() => b.state.players[0].rematch === true, 5000, 'Ann\'s ask');
  await a.room.leave(true);
  b.room.send('rematch', {});
  await waitFor(() => b.rematch !== null, 5000, 'the rematch');
  const next = b.rematch!.code;
  expect(a.rematch).toBeNull();

  const exited = new Promise((r) => child!.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  child = await serverProcess(port, dir);

  // The old link: its record names the rematch; each player's old token opens its seat there.
  const info = await json(fetch(`${base}/api/games/${old}`));
  expect([info.over, info.next]).toEqual([true, next]);
  const annWay = await post(base, old, { token: a.token });
  expect(annWay.status).toBe(200);
  const ann = await json(annWay);
  expect(ann.code).toBe(next);
  expect(await json(post(base, old, { token: b.token }))).toEqual({ code: next, token: b.rematch!.token });
  expect(ann.token).not.toBe(b.rematch!.token);
  // Nobody else gets a seat: no token, a wrong one, a malformed code (told as an unknown code is: lookups.test.ts).
  for (const body of [{}, { token: 'nope' }, { token: 42 }, null]) {
    const r = await post(base, old, body);
    expect(r.status).toBe(404);
    expect((await json(r)).code).toBe('NOT_FOUND');
  }
  expect((await post(base, 'nope!', { token: a.token })).status).toBe(400);
  const garbled = await fetch(`${base}/api/games/${old}/rematch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{token' });
  expect([garbled.status, (await json(garbled)).code]).toEqual([400, 'BAD_MESSAGE']);
  expect(JSON.stringify(info)).not.toContain(a.token!);

  // Both take their seats in the rematch: moved one place on, so Bob starts.
  const [bob, annBack] = [await Player.join(url, next, { token: b.rematch!.token }), await Player.join(url, next, { token: ann.token })];
  await waitFor(() => bob.seat === 0 && annBack.seat === 1, 5000, 'the rematch\'s seats');
  expect(bob.state.players.map((p: { name: string }) => p.name)).toEqual(['Bob', 'Ann']);
  await playOn([bob, annBack], 2);
  expect(bob.state.moves).toBe(2);
  for (const p of [bob, annBack]) await p.room.leave(true);
});
