// A finished game's record over HTTP (GET /api/games/<code>/record and .../record.txt), played by
// real clients against a real server; and no route gives the seed of a game still played.
import { castle } from '@castle/rules';
import { carcassonne } from '@castle/carcassonne';
import { RECORD_VERSION, checkRecord } from '@castle/game';
import { CLOSE_RESIGNED } from '@castle/protocol';
import { Player, castleRecord, inProcessServer, playOn, table, waitFor } from './harness';
import { playUntil, playUntilMoved } from './ends';

// The computer plays a resigned seat at once.
process.env.BOT_PAUSE_MS = '0';

let server: Awaited<ReturnType<typeof inProcessServer>>;
let base: string;
beforeAll(async () => { server = await inProcessServer(); base = `http://127.0.0.1:${server.port}`; });
afterAll(async () => { await server.shutdown(); });

async function newGame(): Promise<[Player, Player]> {
  const a = await Player.create(server.url, { name: 'Ann', falcon: true });
  const b = await Player.join(server.url, a.code, { name: 'Bob' });
  await waitFor(() => a.seat === 0 && b.seat === 1 && a.actions !== null, 5000, 'both seats');
  return [a, b];
}

const today = () => new Date().toISOString().slice(0, 10);

test('a finished game\'s record: JSON to keep, named for the game, that replays to its result', async () => {
  const [a, b] = await newGame();
  await playOn([a, b]);
  const r = await fetch(`${base}/api/games/${a.code.toLowerCase()}/record`);
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toMatch(/^application\/json/);
  expect(r.headers.get('content-disposition')).toBe(`attachment; filename="castle-${a.code}-${today()}.json"`);
  const record = await r.json() as { moves: unknown[]; seed: string; result: { scores: number[] } };
  expect(record).toMatchObject({ format: 'castle-game-record', version: RECORD_VERSION, game: 'castle', code: a.code, options: { falcon: true }, seats: [{ name: 'Ann' }, { name: 'Bob' }], end: 'score' });
  expect(record.moves).toHaveLength(a.state.moves);
  expect(record.seed).toBe((await server.store.load(a.code))!.seed);
  const checked = checkRecord(record, [castle, carcassonne]);
  expect(checked.ok ? 'read' : checked.problem).toBe('read');
  expect(record.result.scores).toEqual([0, 1].map((seat) => a.state.players[seat].score));
});

test('a finished game\'s record as text: a header, then one line per turn', async () => {
  const [a, b] = await newGame();
  await playOn([a, b]);
  const r = await fetch(`${base}/api/games/${a.code}/record.txt`);
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(r.headers.get('content-disposition')).toBe(`attachment; filename="castle-${a.code}-${today()}.txt"`);
  const lines = (await r.text()).split('\n');
  expect(lines[0]).toBe(`${castle.title}, game ${a.code}`);
  expect(lines[2]).toBe('Seats: 1. Ann  2. Bob');
  // In the Castle's notation: the tile and its rotation, the cell, the follower; then the points the
  // turn scored, when it scored (the server draws the seed, so the first turn may score).
  expect(lines[6]).toMatch(/^1\. Ann: [A-Za-z][0-3] [a-z]\d+ (:\d+[KF]?|-)( {2}\((Ann|Bob) \+\d+(, (Ann|Bob) \+\d+)*\))?$/);
  expect(lines.filter((l) => /^\d+\. (Ann|Bob): [A-Za-z][0-3] [a-z]\d+/.test(l)).length).toBeGreaterThan(10);
});

test('a record\'s text is in the reader\'s language: the page\'s choice (its lang cookie), else Accept-Language; its moves in the game\'s notation', async () => {
  const [a, b] = await newGame();
  await playOn([a, b]);
  const text = async (headers: Record<string, string>) => (await (await fetch(`${base}/api/games/${a.code}/record.txt`, { headers })).text()).split('\n');
  const de = await text({ Cookie: 'lang=de', 'Accept-Language': 'fr' });
  expect(de[0]).toBe(`Carcassonne – Die Burg, Partie ${a.code}`);
  expect(de[2]).toBe('Plätze: 1. Ann  2. Bob');
  expect(de[4]).toMatch(/^Ende: Wertung; Punkte \d+ – \d+; (gewonnen von (Ann|Bob|Ann und Bob)|kein Sieger)$/);
  const fr = await text({ 'Accept-Language': 'fr-CH, fr;q=0.9' });
  expect(fr[0]).toBe(`Carcassonne – Le Château, partie ${a.code}`);
  expect(fr[2]).toBe('Places : 1. Ann  2. Bob');
  const en = await text({});
  expect(en[2]).toBe('Seats: 1. Ann  2. Bob');
  // The turns are the same in every language: the notation has no words.
  expect(de.slice(6)).toEqual(en.slice(6));
  expect(fr.slice(6)).toEqual(en.slice(6));
});

test('a resigned game with a clock and a chat: each move with the clocks after it, the players\' chat alone, how it ended', async () => {
  const { a, b, watcher } = await table(server.url, { clock: '5+3' });
  await Promise.all([a.openChat(), watcher.openChat()]);
  a.room.send('chat', { text: 'Good luck, Bob' });
  watcher.room.send('chat', { text: 'a watcher\'s line' });
  await waitFor(() => watcher.chat.length === 2, 5000, 'both lines');
  await playOn([a, b], 6);
  b.room.send('resign', {});
  await waitFor(() => a.state.over, 5000, 'the resignation');
  const record = await (await fetch(`${base}/api/games/${a.code}/record`)).json() as Record<string, any>;
  expect(record).toMatchObject({ clock: { kind: 'live', minutes: 5, increment: 3 }, end: 'resigned', result: { end: 'resigned', seat: 1, winners: [0] } });
  expect(record.moves).toHaveLength(6);
  for (const move of record.moves) expect(move.clock).toEqual([expect.any(Number), expect.any(Number)]);
  expect(record.chat).toEqual([{ after: 0, seat: 0, name: 'Ann', text: 'Good luck, Bob', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
});

test('a seat the computer played names its level', async () => {
  const ann = await Player.create(server.url, { name: 'Ann', opponent: 'computer', level: 'easy', first: 'me' });
  await waitFor(() => ann.seat === 0 && ann.actions !== null, 5000, 'the game to start');
  ann.room.send('abort', {});
  await waitFor(() => ann.state.over, 5000, 'the abort');
  const record = await (await fetch(`${base}/api/games/${ann.code}/record`)).json() as Record<string, any>;
  expect(record).toMatchObject({ seats: [{ name: 'Ann' }, { name: 'Computer (easy)', computer: 'easy' }], end: 'aborted', moves: [] });
  expect(record.seats[0]).toEqual({ name: 'Ann' });
});

test('a table of three: each seat whose player resigned, after how many moves, and the win to the best of those who stayed', async () => {
  const ann = await Player.create(server.url, { name: 'Ann', seats: 3 }, 'carcassonne');
  const bob = await Player.join(server.url, ann.code, { name: 'Bob' });
  const cid = await Player.join(server.url, ann.code, { name: 'Cid' });
  const people = [ann, bob, cid];
  await waitFor(() => people.every((p) => p.seat !== null) && people.some((p) => p.actions), 5000, 'three seats');
  for (const p of people) await playUntilMoved(people, p.seat!);
  const [cidAfter, cidSeat] = [ann.state.moves, cid.seat!];
  cid.room.send('resign', {});
  await waitFor(() => cid.left === CLOSE_RESIGNED, 5000, 'Cid sent to watch');
  // The computer plays Cid's seat on; then Bob resigns, and Ann last: the game ends there.
  await playUntil([ann, bob], () => ann.state.moves >= cidAfter + 6);
  const bobAfter = ann.state.moves, bobSeat = bob.seat!;
  bob.room.send('resign', {});
  await waitFor(() => bob.left === CLOSE_RESIGNED, 5000, 'Bob sent to watch');
  ann.room.send('resign', {});
  await waitFor(() => ann.state.over, 5000, 'the end');
  const record = await (await fetch(`${base}/api/games/${ann.code}/record`)).json() as Record<string, any>;
  expect(record.left).toEqual([
    { seat: cidSeat, after: cidAfter, how: 'resigned', at: expect.stringMatching(/^\d{4}-/) },
    { seat: bobSeat, after: bobAfter, how: 'resigned', at: expect.stringMatching(/^\d{4}-/) },
  ]);
  expect(record.seats[cidSeat]).toEqual({ name: 'Cid (resigned)', computer: 'normal' });
  expect(record.moves.slice(cidAfter).some((m: { action: { seat: number } }) => m.action.seat === cidSeat)).toBe(true);
  expect(record).toMatchObject({ end: 'resigned', result: { seat: ann.seat } });
  const checked = checkRecord(record, [castle, carcassonne]);
  expect(checked.ok ? 'read' : checked.problem).toBe('read');
  const text = await (await fetch(`${base}/api/games/${ann.code}/record.txt`)).text();
  expect(text).toContain(`   Cid (resigned) resigned after move ${cidAfter}: the computer plays the seat on\n`);
}, 60_000);

test('a game nobody played for EXPIRE_DAYS, closed for good, is over: its record ends expired, with no winner', async () => {
  const code = 'QWAN7', seed = 'abandoned-seed';
  await server.store.create(castleRecord({ code, seed, createdAt: Date.now() - 1000, names: ['Ann', 'Bob'], tokens: ['ta', 'tb'] }));
  const options = castle.parseOptions({ falcon: false, variants: {} });
  if (!options.ok) throw new Error(options.error.message);
  let state = castle.create(options.options, seed, 2);
  for (let n = 0; n < 5; n++) {
    const action = castle.legalActions(state)[0];
    await server.store.append(code, n, action);
    const applied = castle.apply(state, action);
    if (!applied.ok) throw new Error(applied.error.message);
    state = applied.state;
  }
  expect(await server.store.abandon(code, Date.now() + 1)).toBe(true);
  const r = await fetch(`${base}/api/games/${code}/record`);
  expect(r.status).toBe(200);
  const record = await r.json() as Record<string, any>;
  expect(record).toMatchObject({ end: 'expired', result: { end: 'expired', seat: null, winners: [], scores: castle.scores(state) }, seats: [{ name: 'Ann' }, { name: 'Bob' }] });
  expect(record.moves).toHaveLength(5);
  const checked = checkRecord(record, [castle, carcassonne]);
  expect(checked.ok ? 'read' : checked.problem).toBe('read');
  expect((await fetch(`${base}/api/games/${code}/record.txt`)).status).toBe(200);
});

test('a game still played: 409 with a sentence, for the JSON and the text alike', async () => {
  const [a, b] = await newGame();
  await playOn([a, b], 4);
  for (const path of ['record', 'record.txt']) {
    const r = await fetch(`${base}/api/games/${a.code}/${path}`);
    expect(r.status).toBe(409);
    expect(await r.json()).toEqual({ code: 'NOT_OVER', message: expect.stringMatching(/^this game is still being played: its record is given once it is over/) });
  }
});

test('an unknown code: 404; a malformed one: 400', async () => {
  expect((await fetch(`${base}/api/games/QQQQ9/record`)).status).toBe(404);
  expect((await fetch(`${base}/api/games/not-a-code/record.txt`)).status).toBe(400);
});

test('no route gives the seed of a game still played', async () => {
  const [a, b] = await newGame();
  await playOn([a, b], 6);
  const { seed } = (await server.store.load(a.code))!;
  const paths = ['', '/replay', '/record', '/record.txt'].map((p) => `/api/games/${a.code}${p}`).concat(`/api/standings?codes=${a.code}`);
  for (const path of paths) {
    const text = await (await fetch(`${base}${path}`)).text();
    expect({ path, leaks: text.includes(seed) }).toEqual({ path, leaks: false });
  }
});
