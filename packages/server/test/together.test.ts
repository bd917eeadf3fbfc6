// A placement and the follower chosen with it go as one message (`then`): both are taken, or
// neither; watchers never see the step in between. (The page sends them so, so that a player can
// take a placement back until the follower is confirmed.)
import { Player, inProcessServer, sleep, table, waitFor } from './harness';

let server: Awaited<ReturnType<typeof inProcessServer>>;
beforeAll(async () => { server = await inProcessServer(); });
afterAll(async () => { await server.shutdown(); });

/** A table whose watcher notes every turn it is shown. */
async function watchedTable() {
  const t = await table(server.url);
  const turns: number[] = [];
  t.watcher.room.onStateChange((s: any) => turns.push(s.moves));
  return { ...t, turns };
}

/** Send a message and wait for its answer: an error, or the state moved on. */
async function answer(p: Player, watcher: Player, message: unknown): Promise<string | null> {
  const errors = p.errors.length, turn = watcher.state.moves;
  p.send(message);
  await waitFor(() => p.errors.length > errors || watcher.state.moves !== turn, 5000, 'an answer');
  return p.errors.length > errors ? p.errors[errors].code : null;
}

test('a placement with its follower is taken at once; a watcher never sees the step between', async () => {
  const { a, watcher, turns } = await watchedTable();
  const places = a.actions!.actions.filter((x) => x.type === 'place');
  let taken = false;
  for (const place of places) {
    // "No follower" is legal whenever the placement asks for a follower at all.
    const code = await answer(a, watcher, { moves: 0, action: place, then: { type: 'follower', piece: null } });
    if (code === null) { taken = true; break; }
    // This placement goes straight on to scoring: the follower is of no step, and nothing was taken.
    expect(code).toBe('WRONG_STEP');
    expect(watcher.state.moves).toBe(0);
  }
  expect(taken).toBe(true);
  await sleep(30);
  expect(watcher.state.moves).toBe(2);
  expect(watcher.state.toAct).toBe(1);
  expect(turns).not.toContain(1);
});

test('when the follower is refused, the placement is not taken either', async () => {
  const { a, watcher } = await watchedTable();
  const before = JSON.stringify(watcher.state.toJSON());
  const place = a.actions!.actions.find((x) => x.type === 'place')!;
  expect(await answer(a, watcher, { moves: 0, action: place, then: { type: 'follower', piece: 42 } })).toMatch(/^(BAD_ACTION|ILLEGAL|WRONG_STEP)$/);
  await sleep(30);
  expect(JSON.stringify(watcher.state.toJSON())).toBe(before);
});

test('a malformed or foreign second action is refused with its code, nothing changed', async () => {
  const { a, watcher } = await watchedTable();
  const before = JSON.stringify(watcher.state.toJSON());
  const place = a.actions!.actions.find((x) => x.type === 'place')!;
  expect(await answer(a, watcher, { moves: 0, action: place, then: [1] })).toBe('BAD_MESSAGE');
  expect(await answer(a, watcher, { moves: 0, action: place, then: 'none' })).toBe('BAD_MESSAGE');
  expect(await answer(a, watcher, { moves: 0, action: place, then: { seat: 1, type: 'follower', piece: null } })).toBe('NOT_YOUR_SEAT');
  await sleep(30);
  expect(JSON.stringify(watcher.state.toJSON())).toBe(before);
});
