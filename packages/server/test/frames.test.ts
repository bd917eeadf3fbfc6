// Every frame a client sends counts against RATE_PER_SECOND, known message or not, and no frame —
// however odd — reaches the process as an exception or a line that is not JSON. Against a real
// server process, with the flood sent from a process of its own.
import { ChildProcess, spawn } from 'child_process';
import * as path from 'path';
import { WebSocket } from 'ws';
import { stopProcess } from '@castle/test-kit';
import { Player, expectCleanLogs, loggedServerProcess, playOn, sleep, table, waitFor } from './harness';

const FLOODERS = 5;
const FLOOD_MS = 8000;
const ROUND_TRIP_P99_MS = 300;
/** What RATE_PER_SECOND means in production: the harness raises it for its fast bots. */
const RATE = '10';

let child: ChildProcess;
let url: string;
let port: number;
/** Every line the server process wrote, stdout and stderr alike. */
let lines: string[] = [];

beforeAll(async () => {
  ({ child, port, url, lines } = await loggedServerProcess({ RATE_PER_SECOND: RATE }));
});
afterAll(async () => { await stopProcess(child); });


/** A move by the seat to act: from sending it to the state patch that shows it, in ms. */
async function roundTrip(players: Player[]): Promise<number> {
  const p = players.find((x) => x.seat === x.state.toAct)!;
  await waitFor(() => p.actions !== null && p.actions.moves === p.state.moves, 5000, 'legal actions');
  const before = p.state.moves;
  const shown = new Promise<void>((resolve) => {
    const check = () => (p.state.moves > before ? resolve() : p.room.onStateChange.once(check));
    p.room.onStateChange.once(check);
  });
  const actions = p.actions!.actions;
  const started = performance.now();
  p.send({ moves: p.actions!.moves, action: actions[Math.floor(Math.random() * actions.length)] });
  await shown;
  return performance.now() - started;
}

/** The flooders: colyseus.js clients watching one game, in their own process, each sending unknown
 * messages as fast as its socket takes them until it is closed or the time is up. */
const FLOODER = `
const { Client } = require('colyseus.js');
const [url, code, n, ms] = process.argv.slice(1);
(async () => {
  const rooms = [];
  for (let i = 0; i < Number(n); i++) rooms.push(await new Client(url).joinById(code, { spectate: true }));
  const out = rooms.map(() => ({ sent: 0, refused: 0, code: null, ms: null }));
  const start = Date.now();
  process.stdout.write('flooding\\n');
  rooms.forEach((room, i) => {
    room.onMessage('error', (m) => { if (m.code === 'RATE_LIMITED') out[i].refused++; });
    room.onLeave((c) => { out[i].code = c; out[i].ms = Date.now() - start; });
    const ws = room.connection.transport.ws;
    const burst = () => {
      if (out[i].code !== null || Date.now() - start > Number(ms)) return;
      if (ws.bufferedAmount < 1 << 20) for (let k = 0; k < 50; k++, out[i].sent++) room.send('chat', { text: 'hello ' + k });
      setImmediate(burst);
    };
    burst();
  });
  const end = () => {
    if (out.every((o) => o.code !== null) && Date.now() - start > Number(ms) || Date.now() - start > Number(ms) + 5000) {
      process.stdout.write(JSON.stringify(out) + '\\n');
      process.exit(0);
    }
    setTimeout(end, 50);
  };
  end();
})().catch((err) => { process.stdout.write(JSON.stringify({ error: String(err) }) + '\\n'); process.exit(1); });
`;

interface Flooder { sent: number; refused: number; code: number | null; ms: number | null }

describe('every frame counts against RATE_PER_SECOND', () => {
  test('five sockets flooding unknown messages are closed with 4429; another game moves at its pace meanwhile', async () => {
    const { a: fa } = await table(url); // the game the flooders watch
    const { a, b, watcher } = await table(url);
    const flood = spawn(process.execPath, ['-e', FLOODER, url, fa.code, String(FLOODERS), String(FLOOD_MS)], {
      cwd: path.resolve(__dirname, '..'), stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    flood.stdout!.on('data', (c: Buffer) => { output += c.toString(); });
    const finished = new Promise<void>((resolve) => flood.once('exit', () => resolve()));
    await waitFor(() => output.includes('flooding'), 20_000, 'the flooders to join');

    // One move every 100 ms (each seat well under the rate) in the other game while the flood lasts.
    const times: number[] = [];
    let players = [a, b, watcher];
    const until = performance.now() + FLOOD_MS;
    while (performance.now() < until) {
      if (players[2].state.over) {
        const t = await table(url);
        players = [t.a, t.b, t.watcher];
      }
      times.push(await roundTrip(players));
      await sleep(100);
    }
    await finished;
    const flooders = JSON.parse(output.split('\n').filter(Boolean).pop()!) as Flooder[];
    times.sort((x, y) => x - y);
    const p99 = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))];
    console.log(`round trips during the flood: ${times.length}, p50 ${times[Math.floor(times.length / 2)].toFixed(1)} ms, `
      + `p99 ${p99.toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms; flooders: ${JSON.stringify(flooders)}`);

    expect(flooders.map((f) => f.code)).toEqual(Array(FLOODERS).fill(4429));
    for (const f of flooders) expect(f.refused).toBeGreaterThan(0); // told to slow down before being closed
    expect(p99).toBeLessThan(ROUND_TRIP_P99_MS);
    // The flooders' game goes on too, and nothing reached the process.
    const fb = await Player.join(url, fa.code, { name: 'Bob' });
    await playOn([fa, fb], 2);
    expect(child.exitCode).toBeNull();
    expectCleanLogs(lines);
  });
});

/** A seat reservation as a spectator, then a raw socket on it (answered as colyseus.js does). */
async function rawSocket(code: string): Promise<{ ws: WebSocket; got: Buffer[]; closed: Promise<number> }> {
  const res = await fetch(`http://127.0.0.1:${port}/matchmake/joinById/${code}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ spectate: true }),
  });
  const seat = await res.json() as { sessionId: string; room: { processId: string; roomId: string } };
  const ws = new WebSocket(`${url}/${seat.room.processId}/${seat.room.roomId}?sessionId=${seat.sessionId}`);
  const got: Buffer[] = [];
  const closed = new Promise<number>((resolve) => ws.once('close', (c: number) => resolve(c)));
  const joined = new Promise<void>((resolve, reject) => {
    ws.on('message', (data: Buffer) => {
      got.push(data);
      if (data[0] === 10) { ws.send(Buffer.from([10])); resolve(); }
    });
    ws.once('close', () => reject(new Error('closed before joining')));
  });
  await joined;
  return { ws, got, closed };
}

/** A ROOM_DATA frame: its code, the type as a msgpack string, the payload bytes. */
const data = (type: string, payload: number[] = []): Buffer => {
  const t = Buffer.from(type, 'utf8');
  return Buffer.from([13, 0xa0 | t.length, ...t, ...payload]);
};

describe('odd frames', () => {
  test('each is dropped, refused or closes its socket with a code; the process and the room go on, every log line JSON', async () => {
    const { a, b, watcher } = await table(url);
    const odd: [string, Buffer | string][] = [
      ['an empty frame', Buffer.alloc(0)],
      ['a text frame', 'hello'],
      ['an unknown protocol code', Buffer.from([99, 1, 2, 3])],
      ['ROOM_DATA without a type', Buffer.from([13])],
      ['ROOM_DATA_BYTES without a type', Buffer.from([17])],
      ['ROOM_DATA_BYTES with a type that is not UTF-8', Buffer.from([17, 0xa2, 0xc3, 0x28, 1])],
      ['a type longer than the frame', Buffer.from([13, 0xd9, 0xff, 0x61])],
      ['a type that is not UTF-8', Buffer.from([13, 0xa3, 0xff, 0xfe, 0x80])],
      ['a numeric type', Buffer.from([13, 0xcb, 1])],
      ['__no_message_handler', data('__no_message_handler')],
      ['__no_message_handler with an object that cannot be a string', data('__no_message_handler', [0x81, 0xa8, ...Buffer.from('toString'), 0x01])],
      ['__no_message_handler as bytes', Buffer.from([17, 0xb4, ...Buffer.from('__no_message_handler'), 1, 2])],
      ['bad msgpack', data('action', [0xc1])],
      ['truncated msgpack', data('action', [0x82, 0xa4, 0x74])],
      ['a JOIN_ROOM again', Buffer.from([10])],
      ['__proto__ as a type', data('__proto__', [0x80])],
      ['a frame over the size limit', Buffer.alloc(5000, 13)],
    ];
    const outcomes: string[] = [];
    for (const [what, frame] of odd) {
      const s = await rawSocket(watcher.code);
      s.ws.send(frame);
      // A message after it is answered (the socket is still read) unless the odd frame closed it.
      s.ws.send(data('ping', [0xc0]));
      // Whichever comes first; nothing is left waiting after it (a poll ran on for 3 s past the close).
      const outcome = await new Promise<string>((resolve) => {
        const done = (o: string) => { clearTimeout(timer); resolve(o); };
        const timer = setTimeout(() => done('left unread'), 3000);
        const answered = () => s.got.some((m) => m[0] === 13 && m.includes('UNKNOWN_MESSAGE'));
        s.ws.on('message', () => { if (answered()) done('read on'); });
        void s.closed.then((c) => done(`closed ${c}`));
      });
      outcomes.push(`${what}: ${outcome}`);
      s.ws.terminate();
    }
    console.log(outcomes.join('\n'));
    expect(outcomes.filter((o) => o.endsWith('left unread'))).toEqual([]);
    await sleep(200);
    expect(child.exitCode).toBeNull();
    await playOn([a, b, watcher], 3);
    expect(watcher.state.moves).toBe(3);
    expectCleanLogs(lines);
  });
});
