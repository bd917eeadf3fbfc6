// A stored game whose moves today's rules refuse (a Falcon game stored before the castle grew to
// 95 cells): its players and its replay get a clear refusal at once, it is logged once, and the
// process and the other games go on.
import { Action, applyAction, createGame, legalActions, rulesVersion } from '@castle/rules';
import { Client } from 'colyseus.js';
import { startServer } from '../src/app';
import { SqliteStore } from '../src/store/sqlite';
import type { GameStore } from '../src/store/store';
import { Player, inProcessServer, json, playOn, rejoin, waitFor, castleRecord } from './harness';

let server: Awaited<ReturnType<typeof inProcessServer>>;
let base: string;
beforeAll(async () => { server = await inProcessServer(); base = `http://127.0.0.1:${server.port}`; });
afterAll(async () => { await server.shutdown(); });

const SENTENCE = /^this game was stored by an earlier version of the rules and cannot be continued or replayed: its move 7 is not legal/;

/**
 * Store a Falcon game as an earlier version would have: six moves that replay, then a placement on
 * a cell the rules refuse today. Both seats taken (tokens `${code}-0` and `${code}-1`).
 */
async function storeOutdated(store: GameStore, code: string, finished = false): Promise<void> {
  const seed = `old-${code}`;
  let state = createGame({ seed, falcon: true });
  const actions: Action[] = [];
  for (let i = 0; i < 6; i++) {
    const action = legalActions(state)[0];
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(action);
    state = r.state;
  }
  const legal = legalActions(state);
  expect(legal[0].type).toBe('place');
  let cell = 0;
  while (legal.some((a) => a.type === 'place' && a.cell === cell)) cell++;
  const refused: Action = { seat: legal[0].seat, type: 'place', cell, rot: 0 };
  expect(applyAction(state, refused).ok).toBe(false);
  actions.push(refused);
  // Stamped with today's rules version: the refused move alone makes it outdated.
  const options = { falcon: true, variants: {}, rules: rulesVersion({ falcon: true }) };
  await store.create(castleRecord({ code, options, seed, createdAt: Date.now(), names: ['Ann', 'Bob'], tokens: [`${code}-0`, `${code}-1`] }));
  for (const [n, action] of actions.entries()) await store.append(code, n, action);
  if (finished) await store.finish(code, { scores: [10, 12], winner: 1 });
}

/** Joining is refused with the code and sentence, quickly (no wait on a claim, no hang). */
async function expectRefusedJoin(url: string, code: string, options: Record<string, unknown>): Promise<void> {
  const started = Date.now();
  const err = await new Client(url).joinById(code, options).then(
    async (room) => { await room.leave(); return null; },
    (e: { code?: unknown; message: string }) => e,
  );
  expect(err).toMatchObject({ code: 'OUTDATED_GAME', message: expect.stringMatching(SENTENCE) });
  expect(Date.now() - started).toBeLessThan(2000);
}

/** The server's log lines (JSON, one a line) while `run` runs. */
async function logLines(run: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const chunks: string[] = [];
  const write = process.stdout.write;
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'info';
  process.stdout.write = ((chunk: unknown) => { chunks.push(String(chunk)); return true; }) as typeof process.stdout.write;
  try {
    await run();
  } finally {
    process.stdout.write = write;
    process.env.LOG_LEVEL = level;
  }
  return chunks.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line));
}

test('after a restart, a game the rules no longer replay is refused in words at once, its replay too, logged once; the others go on', async () => {
  // A Falcon game played today, that replays fine, and two stored by an earlier version.
  const a = await Player.create(server.url, { name: 'Cat', falcon: true });
  const b = await Player.join(server.url, a.code, { name: 'Dan' });
  await playOn([a, b], 6);
  await storeOutdated(server.store, 'QQQ22');
  await storeOutdated(server.store, 'QQQ23', true);

  const lines = await logLines(async () => {
    const dir = server.dir;
    await server.shutdown();
    await waitFor(() => a.left !== null && b.left !== null, 5000, 'the players to be told of the restart');
    const store = new SqliteStore(dir);
    const again = await startServer({ port: 0, store });
    server = { ...again, url: `ws://127.0.0.1:${again.port}`, store, dir };
    base = `http://127.0.0.1:${again.port}`;

    // Its players come back with their tokens, at once and again; a watcher too.
    for (const options of [{ token: 'QQQ22-0' }, { token: 'QQQ22-1' }, { token: 'QQQ22-0' }, { spectate: true }]) {
      await expectRefusedJoin(server.url, 'QQQ22', options);
    }
    const info = await fetch(`${base}/api/games/QQQ22`);
    expect(info.status).toBe(410);
    expect(await json(info)).toEqual({ code: 'OUTDATED_GAME', params: { move: 7 }, message: expect.stringMatching(SENTENCE) });
    const live = await fetch(`${base}/api/games/qqq22/replay`);
    expect(live.status).toBe(410);
    expect((await json(live)).code).toBe('OUTDATED_GAME');

    // The finished one: its record as stored; its replay refused in words, each time.
    expect(await json(fetch(`${base}/api/games/QQQ23`))).toMatchObject({ over: true, result: { scores: [10, 12], winner: 1 } });
    for (let i = 0; i < 2; i++) {
      const r = await fetch(`${base}/api/games/QQQ23/replay`);
      expect(r.status).toBe(410);
      expect(await json(r)).toEqual({ code: 'OUTDATED_GAME', params: { move: 7 }, message: expect.stringMatching(SENTENCE) });
    }

    // The process takes games and the good game goes on where it was.
    expect(await json(fetch(`${base}/health`))).toMatchObject({ ok: true });
    const [a2, b2] = await rejoin(server.url, a.code, [a, b]);
    expect(a2.state.moves).toBe(6);
    await playOn([a2, b2], 4);
    expect(b2.state.moves).toBe(10);
  });

  // One JSON line for each game, and no other error or warning about them.
  for (const code of ['QQQ22', 'QQQ23']) {
    expect(lines.filter((l) => JSON.stringify(l).includes(code))).toEqual([{
      t: expect.any(String), level: 'warn', msg: 'game stored by an earlier version of the rules: refused', code,
      move: 6, refusal: { code: 'ILLEGAL', message: expect.any(String) },
    }]);
  }
  expect(lines.filter((l) => l.level !== 'info' && !['QQQ22', 'QQQ23'].includes(l.code as string))).toEqual([]);
});

test('a game stored while the server runs and never opened is refused the same way on its first join', async () => {
  await storeOutdated(server.store, 'QQQ24');
  const lines = await logLines(async () => {
    await expectRefusedJoin(server.url, 'QQQ24', { token: 'QQQ24-1' });
    await expectRefusedJoin(server.url, 'QQQ24', { token: 'QQQ24-1' });
    expect((await fetch(`${base}/api/games/QQQ24`)).status).toBe(410);
  });
  expect(lines.filter((l) => l.level !== 'info')).toEqual([
    expect.objectContaining({ level: 'warn', code: 'QQQ24', move: 6 }),
  ]);
  // And a new game is still made and played.
  const a = await Player.create(server.url, { name: 'Eve' });
  const b = await Player.join(server.url, a.code, { name: 'Fay' });
  await playOn([a, b], 2);
  expect(a.state.moves).toBe(2);
});

/** Store a game as the version before the rules version was recorded (which stores read as version 1: see
 *  stored-before.test.ts for such records themselves), with moves that all replay today. */
async function storeUnstamped(store: GameStore, code: string, falcon: boolean): Promise<void> {
  const seed = `unstamped-${code}`;
  let state = createGame({ seed, falcon });
  await store.create(castleRecord({ code, options: { falcon, variants: {}, rules: 1 }, seed, createdAt: Date.now(), names: ['Ann', 'Bob'], tokens: [`${code}-0`, `${code}-1`] }));
  for (let n = 0; n < 4; n++) {
    const action = legalActions(state)[0];
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(r.error.message);
    await store.append(code, n, action);
    state = r.state;
  }
}

test('a Falcon game stored before the rules version was recorded is refused even when its moves still replay; a base game goes on', async () => {
  expect(rulesVersion({ falcon: true })).toBeGreaterThan(1); // the Falcon castle grew to 95 cells: cell numbers name other cells
  await storeUnstamped(server.store, 'QQQ25', true);
  await storeUnstamped(server.store, 'QQQ26', false);
  const lines = await logLines(async () => {
    const err = await new Client(server.url).joinById('QQQ25', { token: 'QQQ25-0' }).then(
      async (room) => { await room.leave(); return null; },
      (e: { code?: unknown; message: string }) => e,
    );
    expect(err).toMatchObject({ code: 'OUTDATED_GAME', message: 'this game was stored by an earlier version of the rules and cannot be continued or replayed' });
    expect((await fetch(`${base}/api/games/QQQ25`)).status).toBe(410);
    expect((await fetch(`${base}/api/games/QQQ25/replay`)).status).toBe(410);
    // Base games replay as they did: the unstamped one opens at its fifth move, and its replay is served.
    const [a, b] = await Promise.all(['QQQ26-0', 'QQQ26-1'].map((token) => Player.join(server.url, 'QQQ26', { token })));
    await waitFor(() => a.seat === 0 && b.seat === 1, 5000, 'the seats to come back');
    expect(a.state.moves).toBe(4);
    await playOn([a, b], 2);
    expect((await fetch(`${base}/api/games/QQQ26/replay`)).status).toBe(200);
  });
  expect(lines.filter((l) => l.level !== 'info')).toEqual([
    expect.objectContaining({ level: 'warn', code: 'QQQ25', move: null, rules: { stored: 1, now: rulesVersion({ falcon: true }) } }),
  ]);
});
