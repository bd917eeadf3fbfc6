// The chat's history costs little to ask for (issue 45, item 1): a connection gets it at most
// CHAT_OPEN_PER_MINUTE times a minute however often it asks, and a history frame is bounded in bytes
// (each side at most CHAT_MAX_BYTES), also for a chat stored full before that cap. The frames are
// measured as they come off a real colyseus.js client's socket.
import type { Room } from 'colyseus.js';
import { CHAT_MAX, CHAT_MAX_BYTES, CHAT_OPEN_PER_MINUTE, ChatLine, chatLineBytes } from '@castle/protocol';
import { Player, castleRecord, inProcessServer, table, waitFor } from './harness';

let server: Awaited<ReturnType<typeof inProcessServer>>;
beforeAll(async () => { server = await inProcessServer(); });
afterAll(async () => { await server.shutdown(); });

/** Both sides full, and the message's own few fields: no history frame may be larger. */
const HISTORY_BOUND = 2 * CHAT_MAX_BYTES + 1024;

/** The sizes in bytes of the "chatHistory" frames `room` receives from now on: ROOM_DATA (13), then
 *  the type as a msgpack string, then the message. */
function historyFrames(room: Room): number[] {
  const sizes: number[] = [];
  const type = Buffer.from('chatHistory');
  const ws = (room.connection.transport as unknown as { ws: { addEventListener(t: 'message', f: (e: { data: ArrayBuffer }) => void): void } }).ws;
  ws.addEventListener('message', ({ data }) => {
    const frame = Buffer.from(data);
    if (frame[0] === 13 && frame[1] === (0xa0 | type.length) && frame.subarray(2, 2 + type.length).equals(type)) sizes.push(frame.length);
  });
  return sizes;
}

/** A game of Ann and Bob (tokens `<code>-0`, `<code>-1`) written straight to the store with these chat lines. */
async function storedGame(code: string, lines: ChatLine[]): Promise<void> {
  await server.store.create(castleRecord({ code, seed: code, createdAt: Date.now(), names: ['Ann', 'Bob'], tokens: [`${code}-0`, `${code}-1`] }));
  for (const line of lines) await server.store.appendChat(code, line);
}

const line = (n: number, side: ChatLine['side'], text: string): ChatLine => ({
  n, moves: 0, side, seat: side === 'players' ? n % 2 : null, name: side === 'players' ? ['Ann', 'Bob'][n % 2] : 'Watcher 1', text, at: Date.now(),
});

test(`a watcher asking for the history 50 times gets it at most ${CHAT_OPEN_PER_MINUTE} times; every other ask is refused with CHAT_TOO_OFTEN, and lines still reach it`, async () => {
  const { a, b, watcher } = await table(server.url);
  await a.openChat();
  a.room.send('chat', { text: 'x'.repeat(CHAT_MAX) });
  await waitFor(() => a.chat.length === 1, 5000, 'a line in the chat');
  let histories = 0;
  watcher.room.onMessage('chatHistory', () => { histories++; });
  for (let i = 0; i < 50; i++) watcher.room.send('chatOpen', {});
  const refusals = () => watcher.errors.filter((e) => e.code === 'CHAT_TOO_OFTEN');
  await waitFor(() => histories + refusals().length === 50, 5000, 'an answer to every ask');
  expect(histories).toBeGreaterThanOrEqual(1);
  expect(histories).toBeLessThanOrEqual(CHAT_OPEN_PER_MINUTE);
  expect(watcher.errors).toHaveLength(50 - histories);
  expect(refusals()[0]).toMatchObject({ about: 'chat', message: expect.stringMatching(/at most 3 times a minute/) });
  // Still a member: the next line comes as a line.
  const before = watcher.chat.length;
  b.room.send('chat', { phrase: 'hi' });
  await waitFor(() => watcher.chat.length === before + 1, 5000, 'the next line');
});

test('a chat stored full before the byte cap (1,000 lines of 300 emoji a side) is sent within the bound, newest lines first kept, and takes no more lines', async () => {
  const code = 'CHAT2';
  const text = '🙂'.repeat(CHAT_MAX);
  await storedGame(code, Array.from({ length: 2000 }, (_, n) => line(n, n % 2 ? 'watchers' : 'players', text)));
  const w = await Player.join(server.url, code, { spectate: true });
  const frames = historyFrames(w.room);
  const h = await w.openChat();
  expect(frames).toHaveLength(1);
  expect(frames[0]).toBeLessThanOrEqual(HISTORY_BOUND);
  for (const side of ['players', 'watchers'] as const) {
    const kept = h.lines.filter((l) => l.side === side);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.reduce((sum, l) => sum + chatLineBytes(l), 0)).toBeLessThanOrEqual(CHAT_MAX_BYTES);
  }
  expect(h.lines[h.lines.length - 1].n).toBe(1999); // the newest are kept
  // A player's history is within the bound too, and neither side takes another line.
  const a = await Player.join(server.url, code, { token: `${code}-0` });
  const aFrames = historyFrames(a.room);
  await a.openChat();
  expect(aFrames[0]).toBeLessThanOrEqual(HISTORY_BOUND);
  for (const p of [a, w]) {
    p.room.send('chat', { text: 'one more' });
    expect(await p.nextError(1)).toMatchObject({ code: 'CHAT_FULL', about: 'chat' });
  }
});

test(`a side takes lines until its next line would pass ${CHAT_MAX_BYTES} bytes, then refuses with CHAT_FULL`, async () => {
  const code = 'CHAT3';
  // Short lines up to a few long lines below the cap (a long line of emoji is about 1,300 bytes).
  const lines: ChatLine[] = [];
  for (let bytes = 0; bytes < CHAT_MAX_BYTES - 4000;) {
    lines.push(line(lines.length, 'players', 'x'.repeat(200)));
    bytes += chatLineBytes(lines[lines.length - 1]);
  }
  await storedGame(code, lines);
  const [a, b] = await Promise.all([0, 1].map((seat) => Player.join(server.url, code, { token: `${code}-${seat}` })));
  await Promise.all([a, b].map((p) => p.openChat()));
  const long = '🙂'.repeat(CHAT_MAX);
  for (let i = 0; i < 5; i++) a.room.send('chat', { text: long });
  await waitFor(() => b.chat.length - lines.length + a.errors.length === 5, 5000, 'each line taken or refused');
  const taken = b.chat.length - lines.length;
  expect(taken).toBeGreaterThanOrEqual(1);
  for (const e of a.errors) expect(e).toMatchObject({ code: 'CHAT_FULL', message: expect.stringMatching(/64 KiB a side/) });
  const stored = b.chat.reduce((sum, l) => sum + chatLineBytes(l), 0);
  expect(stored).toBeLessThanOrEqual(CHAT_MAX_BYTES);
  expect(stored + chatLineBytes(b.chat[b.chat.length - 1])).toBeGreaterThan(CHAT_MAX_BYTES); // the byte cap refused, not the line count
  const w = await Player.join(server.url, code, { spectate: true });
  const frames = historyFrames(w.room);
  expect((await w.openChat()).lines).toHaveLength(b.chat.length);
  expect(frames[0]).toBeLessThanOrEqual(HISTORY_BOUND);
});

test('twenty watchers asking for the history at once are answered from one read of the store', async () => {
  const { a } = await table(server.url);
  await a.openChat();
  a.room.send('chat', { phrase: 'hi' });
  await waitFor(() => a.chat.length === 1, 5000, 'a line in the chat');
  const watchers = await Promise.all(Array.from({ length: 20 }, (_, i) => Player.join(server.url, a.code, { spectate: true, name: `Crowd ${i}` })));
  const read = server.store.chat.bind(server.store);
  let reads = 0;
  server.store.chat = (code: string) => { if (code === a.code) reads++; return read(code); };
  try {
    for (const w of watchers) w.room.send('chatOpen', {});
    await waitFor(() => watchers.every((w) => w.chatHistory !== null), 5000, 'every history');
  } finally {
    server.store.chat = read;
  }
  for (const w of watchers) expect(w.chatHistory!.lines.map((l) => l.text)).toEqual(['Hello']);
  expect(reads).toBe(1);
});
