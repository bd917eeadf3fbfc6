// The chat's pace is the speaker's, not the connection's (issue 45, item 7): a player who comes back
// with the seat's token, or a watcher who comes back under the same name from the same address, goes
// on where it was; new names from one address share that address's pace. Watchers join from several
// loopback addresses (their WebSockets bound with localAddress).
import type { Room } from 'colyseus.js';
import { WebSocket } from 'ws';
import { CHAT_BURST, CHAT_EVERY_MS } from '@castle/protocol';
import { ADDRESS_SHARE } from '../src/chat-pace';
import { Player, inProcessServer, table, waitFor } from './harness';

let server: Awaited<ReturnType<typeof inProcessServer>>;
beforeAll(async () => { server = await inProcessServer(); });
afterAll(async () => { await server.shutdown(); });

/** The loopback address the next colyseus.js WebSocket is bound to (null: the system's choice). */
let bindTo: string | null = null;

/** colyseus.js (on Node 20: the `ws` package) opens its WebSocket without a local address: bound
 *  here, as its transport would open it otherwise. */
function bindable(sample: Room): void {
  type Transport = { ws: WebSocket; protocols?: string[]; events: Record<'onopen' | 'onmessage' | 'onclose' | 'onerror', (e: unknown) => void>; connect(url: string, headers?: unknown): void };
  const proto = Object.getPrototypeOf((sample.connection as unknown as { transport: Transport }).transport) as Transport;
  const original = proto.connect;
  if ((original as { bound?: boolean }).bound) return;
  const connect = function (this: Transport, url: string, headers?: unknown) {
    if (bindTo === null) return original.call(this, url, headers);
    const ws = new WebSocket(url, { headers: headers as Record<string, string>, protocols: this.protocols, localAddress: bindTo } as never);
    ws.binaryType = 'arraybuffer';
    Object.assign(ws, this.events); // onopen, onmessage, onclose, onerror
    this.ws = ws;
  };
  proto.connect = Object.assign(connect, { bound: true });
}

async function watchFrom(address: string, code: string, name: string): Promise<Player> {
  bindTo = address;
  try {
    return await Player.join(server.url, code, { spectate: true, name });
  } finally {
    bindTo = null;
  }
}

/** Send `n` lines at once; resolve with how many went through and the refusals, once each is one or the other. */
async function burst(p: Player, listener: Player, n: number, text: string): Promise<{ taken: number; refused: string[] }> {
  const [lines, errors] = [listener.chat.length, p.errors.length];
  for (let i = 0; i < n; i++) p.room.send('chat', { text: `${text} ${i}` });
  await waitFor(() => listener.chat.length - lines + p.errors.length - errors === n, 5000, 'each line taken or refused');
  return { taken: listener.chat.length - lines, refused: p.errors.slice(errors).map((e) => e.code) };
}

test('a player who comes back with the seat\'s token goes on with the seat\'s pace: the line after a burst is refused', async () => {
  const { a, b, watcher } = await table(server.url);
  await Promise.all([a, b, watcher].map((p) => p.openChat()));
  expect(await burst(a, watcher, CHAT_BURST, 'line')).toEqual({ taken: CHAT_BURST, refused: [] });
  const again = await Player.join(server.url, a.code, { token: a.token });
  await waitFor(() => again.seat === 0, 5000, 'the seat back');
  await again.openChat();
  expect(await burst(again, watcher, 1, 'after coming back')).toEqual({ taken: 0, refused: ['CHAT_FLOOD'] });
  // The other seat has a pace of its own.
  expect(await burst(b, watcher, 1, 'mine')).toEqual({ taken: 1, refused: [] });
});

test('a watcher who comes back under the same name from the same address goes on with its pace; the same name from another address has its own', async () => {
  const { a } = await table(server.url);
  bindable(a.room);
  await a.openChat();
  const first = await watchFrom('127.0.0.2', a.code, 'Zoë');
  await first.openChat();
  const listener = await watchFrom('127.0.0.5', a.code, 'Listener');
  await listener.openChat();
  expect(await burst(first, listener, CHAT_BURST, 'hello')).toEqual({ taken: CHAT_BURST, refused: [] });
  await first.room.leave();
  const back = await watchFrom('127.0.0.2', a.code, 'Zoë');
  await back.openChat();
  expect(await burst(back, listener, 1, 'back again')).toEqual({ taken: 0, refused: ['CHAT_FLOOD'] });
  const elsewhere = await watchFrom('127.0.0.3', a.code, 'Zoë');
  await elsewhere.openChat();
  expect(await burst(elsewhere, listener, 1, 'another Zoë')).toEqual({ taken: 1, refused: [] });
});

test(`new names from one address share its pace: ${ADDRESS_SHARE} × ${CHAT_BURST} lines at once at most, however many watchers say them`, async () => {
  const { a } = await table(server.url);
  bindable(a.room);
  const listener = await watchFrom('127.0.0.5', a.code, 'Listener');
  await listener.openChat();
  const names = ['Ann2', 'Bea', 'Cid', 'Dee', 'Eve'];
  const many = await Promise.all(names.map((name) => watchFrom('127.0.0.4', a.code, name)));
  await Promise.all(many.map((p) => p.openChat()));
  const before = listener.chat.length;
  const results = [];
  for (const p of many) results.push(await burst(p, listener, CHAT_BURST, p.chatHistory!.name));
  const taken = results.reduce((sum, r) => sum + r.taken, 0);
  for (const r of results) expect(r.refused.every((code) => code === 'CHAT_FLOOD')).toBe(true);
  // The address's bucket: full at the first line, refilled at ADDRESS_SHARE lines every CHAT_EVERY_MS
  // of the server's own time between the first and the last line it took.
  const said = listener.chat.slice(before);
  const refilled = Math.floor(((said[said.length - 1].at - said[0].at) * ADDRESS_SHARE) / CHAT_EVERY_MS);
  expect(taken).toBeLessThanOrEqual(ADDRESS_SHARE * CHAT_BURST + refilled);
  expect(taken).toBeLessThan(names.length * CHAT_BURST);
});
