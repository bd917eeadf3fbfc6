// The lobby has a game room's protections, against a real server process with raw clients from
// several loopback addresses: every frame counted (a filter flood is closed with 4429, its answers
// few), unknown types refused and bad frames closed without an exception or a stack in the process's
// output, at most LOBBY_PER_ADDRESS connections per address, joins over HTTP counted per address, and
// answers of at most a page whatever the number of open games.
import { ChildProcess } from 'child_process';
import { Client, Room } from 'colyseus.js';
import { stopProcess } from '@castle/test-kit';
import { CLOSE_FLOOD, REFUSAL } from '@castle/protocol';
import { Protocol } from '@colyseus/core';
import { LOBBY_PAGE } from '../src/lobby-list';
import { Player, expectCleanLogs, freePort, loggedServerProcess, serverProcess, sleep, tempDir, waitFor } from './harness';
import { RawRoom, dataFrame, matchmake, rawJoin } from './raw-room';

/** What RATE_PER_SECOND and LOBBY_PER_ADDRESS mean in production: the harness raises the first. */
const RATE = '10';
const PER_ADDRESS = 10;
/** A msgpack map cut short: Colyseus cannot read it (and wrote its stack to the log for each). */
const TRUNCATED = [0x82, 0xa4, 0x74];

let child: ChildProcess;
let port: number;
let url: string;
/** Every line the server process wrote, stdout and stderr alike. */
let lines: string[] = [];

beforeAll(async () => {
  ({ child, port, url, lines } = await loggedServerProcess({ RATE_PER_SECOND: RATE, LOBBY_PER_ADDRESS: String(PER_ADDRESS) }));
});
afterAll(async () => { await stopProcess(child); });


/** A lobby client as the page makes it (colyseus.js), keeping the open games as it is told. */
async function lobby(): Promise<{ room: Room; games: Map<string, unknown> }> {
  const room = await new Client(url).join('lobby');
  const games = new Map<string, unknown>();
  room.onMessage('rooms', (list: { roomId: string }[]) => { games.clear(); for (const g of list) games.set(g.roomId, g); });
  room.onMessage('+', ([id, g]: [string, unknown]) => games.set(id, g));
  room.onMessage('-', (id: string) => games.delete(id));
  return { room, games };
}

/** The close code once closed, else null. */
function closeCode(r: RawRoom): () => number | null {
  let code: number | null = null;
  void r.closed.then((c) => { code = c; });
  return () => code;
}

const refusals = (r: RawRoom, code: string) => r.of('error').filter((e) => (e as { code: string }).code === code).length;

test('a filter flood from one socket is closed with 4429 after a few answers; /health answers and another client still gets updates', async () => {
  const watching = await lobby();
  const flooder = await rawJoin(port, 'join', 'lobby', {}, '127.0.0.2');
  const code = closeCode(flooder);
  for (let i = 0; i < 2000; i++) flooder.send('filter', null);
  expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  await waitFor(() => code() !== null, 10_000, 'the flooder to be closed');
  expect(code()).toBe(CLOSE_FLOOD);
  // Its first list, then a few answers: filters are answered twice a second (bursts of four).
  const answers = flooder.of('rooms').length - 1;
  console.log(`filter flood: 2000 sent, ${answers} answered, ${refusals(flooder, REFUSAL.RATE_LIMITED)} refused, ${flooder.bytes} bytes received, closed ${code()}`);
  expect(answers).toBeGreaterThan(0);
  expect(answers).toBeLessThanOrEqual(8);
  expect(refusals(flooder, REFUSAL.RATE_LIMITED)).toBeGreaterThan(0);

  const ann = await Player.create(url, { name: 'Ann', open: true });
  await waitFor(() => watching.games.has(ann.code), 5000, 'the other lobby client to see the new game');
  expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  await ann.room.leave(true);
  await watching.room.leave(true);
});

test('the lobby cannot be created over HTTP (each would be one more lobby that never closes): create and joinOrCreate are refused with a code; joining it still works', async () => {
  for (const method of ['create', 'joinOrCreate']) {
    const answer = await matchmake(port, method, 'lobby', {}, '127.0.0.7');
    expect(answer.body).toMatchObject({ code: REFUSAL.BAD_MESSAGE, error: expect.stringMatching(/the lobby is made by the server/) });
    expect(answer.body.room).toBeUndefined();
  }
  const c = await rawJoin(port, 'join', 'lobby', {}, '127.0.0.7');
  await waitFor(() => c.of('rooms').length === 1, 5000, 'the list');
  c.ws.close();
});

test('an unknown message type is refused and the socket read on; a frame it cannot read closes it; nothing reaches the process', async () => {
  const c = await rawJoin(port, 'join', 'lobby', {}, '127.0.0.3');
  c.send('nonsense', { a: 1 });
  c.send('__no_message_handler', 'x');
  c.send('filter', { name: 'castle', metadata: { seats: 2 } });
  await waitFor(() => refusals(c, REFUSAL.UNKNOWN_MESSAGE) === 2 && c.of('rooms').length === 2, 5000, 'two refusals and the filter\'s answer');
  c.send('filter', 'not a filter');
  await waitFor(() => refusals(c, REFUSAL.BAD_MESSAGE) === 1, 5000, 'a bad filter refused');

  const bad = await rawJoin(port, 'join', 'lobby', {}, '127.0.0.3');
  bad.ws.send(dataFrame('filter', TRUNCATED));
  expect(await bad.closed).toBe(Protocol.WS_CLOSE_WITH_ERROR);
  await sleep(100); // a stack written after the close would land here
  expect(child.exitCode).toBeNull();
  expectCleanLogs(lines);
  c.ws.close();
});

test(`30 lobby connections from one address: ${PER_ADDRESS} join, the rest are refused with a code; another address still joins`, async () => {
  const tries = await Promise.allSettled(Array.from({ length: 30 }, () => rawJoin(port, 'join', 'lobby', {}, '127.0.0.4')));
  const joined = tries.filter((t): t is PromiseFulfilledResult<RawRoom> => t.status === 'fulfilled').map((t) => t.value);
  const refused = tries.filter((t): t is PromiseRejectedResult => t.status === 'rejected').map((t) => (t.reason as { code?: unknown }).code);
  expect(joined).toHaveLength(PER_ADDRESS);
  expect(refused).toEqual(Array(30 - PER_ADDRESS).fill(Protocol.WS_TOO_MANY_CLIENTS));

  const other = await rawJoin(port, 'join', 'lobby', {}, '127.0.0.5');
  await waitFor(() => other.of('rooms').length === 1, 5000, 'the other address\'s list');
  // A connection that goes frees its place.
  joined[0].ws.close();
  await joined[0].closed;
  await waitFor(async () => {
    try { joined.push(await rawJoin(port, 'join', 'lobby', {}, '127.0.0.4')); return true; } catch { return false; }
  }, 5000, 'a place freed for the address');
  for (const r of [...joined, other]) r.ws.close();
});

test(`with 200 open games listed, the first list and a filter's answer hold at most ${LOBBY_PAGE}, the oldest first`, async () => {
  const watching = await lobby();
  const games: RawRoom[] = [];
  // One game from each of 200 addresses, as many people would open them.
  for (let i = 0; i < 200; i++) games.push(await rawJoin(port, 'create', 'castle', { name: `P${i}`, open: true }, `127.0.1.${i + 1}`));
  await waitFor(() => watching.games.size >= 200, 20_000, 'the 200 games listed');

  const c = await rawJoin(port, 'join', 'lobby', {}, '127.0.0.6');
  c.send('filter', { name: 'castle' });
  await waitFor(() => c.of('rooms').length === 2, 5000, 'the filter\'s answer');
  for (const list of c.of('rooms') as { metadata: { createdAt: number; names: string[] } }[][]) {
    expect(list).toHaveLength(LOBBY_PAGE);
    const created = list.map((g) => g.metadata.createdAt);
    expect(created).toEqual([...created].sort((a, b) => a - b));
    expect(list[0].metadata.names).toEqual(['P0']);
  }
  console.log(`200 open games: the lobby's first list ${c.bytes} bytes with its filter's answer`);

  // The oldest game's player leaves: it leaves a page's list (no filter, as the page joins), and the
  // game that now ends the page is sent to it.
  const page = await rawJoin(port, 'join', 'lobby', {}, '127.0.0.6');
  await waitFor(() => page.of('rooms').length === 1, 5000, 'the page\'s list');
  const known = new Map<string, unknown>((page.of('rooms')[0] as { roomId: string }[]).map((g) => [g.roomId, g]));
  expect(known.size).toBe(LOBBY_PAGE);
  const seen = page.messages.length;
  page.ws.on('message', () => {
    for (const m of page.messages.splice(seen)) {
      if (m.type === '+') known.set((m.body as [string])[0], m.body);
      if (m.type === '-') known.delete(m.body as string);
    }
  });
  games[0].ws.close();
  await waitFor(() => !known.has(games[0].roomId) && known.size === LOBBY_PAGE, 5000, 'the oldest game gone, the next one sent');
  for (const r of [...games, c, page]) r.ws.close();
  await watching.room.leave(true);
}, 120_000);

describe('lobby joins over HTTP count against LOOKUP_PER_MINUTE', () => {
  let limited: { port: number; child: ChildProcess };
  beforeAll(async () => {
    const p = await freePort();
    limited = { port: p, child: await serverProcess(p, tempDir(), { LOOKUP_PER_MINUTE: '5' }) };
  });
  afterAll(async () => { await stopProcess(limited.child); });

  test('the sixth join of the lobby in a minute from one address is refused with 429; another address still joins', async () => {
    for (let i = 0; i < 5; i++) expect((await matchmake(limited.port, 'join', 'lobby', {}, '127.0.0.7')).status).toBe(200);
    const sixth = await matchmake(limited.port, 'join', 'lobby', {}, '127.0.0.7');
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe(REFUSAL.TOO_MANY_LOOKUPS);
    expect((await matchmake(limited.port, 'join', 'lobby', {}, '127.0.0.8')).status).toBe(200);
  });
});

test('200 frames it cannot read close their sockets with a code, and write a line or two, no stack, the next line counting the rest', async () => {
  // 200 sockets (ten from each of 20 addresses), open before any sends its frame.
  const sockets: RawRoom[] = [];
  for (let a = 1; a <= 20; a++) {
    sockets.push(...await Promise.all(Array.from({ length: PER_ADDRESS }, () => rawJoin(port, 'join', 'lobby', {}, `127.0.2.${a}`))));
  }
  const unreadable = () => lines.slice(mark).filter((l) => l.includes('unreadable frame')).map((l) => JSON.parse(l) as { close: number; dropped?: number });
  const mark = lines.length;
  for (const s of sockets) s.ws.send(dataFrame('filter', TRUNCATED));
  expect(await Promise.all(sockets.map((s) => s.closed))).toEqual(Array(200).fill(Protocol.WS_CLOSE_WITH_ERROR));
  const written = unreadable().length; // none, if the last such line was written less than a second ago
  console.log(`200 unreadable frames: ${written} lines written`);
  expect(written).toBeLessThanOrEqual(2);

  // The pace's window (a second) over, one more: its line counts the ones left out since the last.
  await sleep(1100);
  const last = await rawJoin(port, 'join', 'lobby', {}, '127.0.0.9');
  last.ws.send(dataFrame('filter', TRUNCATED));
  await waitFor(() => unreadable().length === written + 1, 5000, 'the next line');
  const all = unreadable();
  expect(all.every((l) => l.close === Protocol.WS_CLOSE_WITH_ERROR)).toBe(true);
  expect(all.length + all.reduce((n, l) => n + (l.dropped ?? 0), 0)).toBeGreaterThanOrEqual(201);
  expectCleanLogs(lines);
});
