// The chat: players' lines reach everyone, watchers' lines reach watchers only until the game is
// over; lines are text as sent, checked, paced, stored with the game, in its replay and kept through
// a restart, on SQLite and on PostgreSQL (with Redis sharing rooms). Real servers, real colyseus.js clients.
import { ChildProcess } from 'child_process';
import { CHAT_BURST, CHAT_MAX } from '@castle/protocol';
import { stopProcess } from '@castle/test-kit';
import { Player, freePort, inProcessServer, json, playOn, rejoin, serverProcess, sleep, table, tempDir, waitFor } from './harness';
import { needs } from './needs';
import { postgresForFile, sharedSettings } from './shared-stores';

let server: Awaited<ReturnType<typeof inProcessServer>>;
beforeAll(async () => { server = await inProcessServer(); });
afterAll(async () => { await server.shutdown(); });
const http = (port: number) => `http://127.0.0.1:${port}`;

/** Ann and Bob play, one watcher; all three have the chat open. */
async function chatTable(url = server.url) {
  const t = await table(url);
  await Promise.all([t.a, t.b, t.watcher].map((p) => p.openChat()));
  return t;
}

const texts = (p: Player) => p.chat.map((l) => `${l.name}: ${l.text}`);

/** Send a chat message, expect that refusal (marked as the chat's, with a sentence) and nothing else
 *  to change: the game as the last of `others` (a watcher) sees it, and everyone's chat. */
async function chatRefused(p: Player, others: Player[], message: unknown, code: string): Promise<void> {
  // The countdowns (away, the first move's) tick each second on their own: a slow run crossed one.
  const game = () => JSON.stringify(others[others.length - 1].state.toJSON(), (k, v) => (k === 'away' || k === 'firstMoveLeft' ? undefined : v));
  const before = game(), lines = [p, ...others].map((x) => x.chat.length), n = p.errors.length;
  p.room.send('chat', message);
  const error = await p.nextError(n + 1);
  expect(error).toMatchObject({ code, about: 'chat' });
  expect(error.message.length).toBeGreaterThan(10);
  await sleep(50);
  expect(game()).toBe(before);
  expect([p, ...others].map((x) => x.chat.length)).toEqual(lines);
}

test("players' lines reach both players and the watchers, with the seat's name and the move; quick phrases are one message", async () => {
  const { a, b, watcher } = await chatTable();
  expect(a.chatHistory).toMatchObject({ lines: [], side: 'players', name: 'Ann', playersChat: true, watchersShown: false });
  expect(watcher.chatHistory).toMatchObject({ side: 'watchers', name: 'Watcher 1', watchersShown: true });
  a.room.send('chat', { text: '  hello Bob  ' });
  await waitFor(() => [a, b, watcher].every((p) => p.chat.length === 1), 5000, 'the line everywhere');
  await playOn([a, b], 2);
  b.room.send('chat', { phrase: 'luck' });
  await waitFor(() => [a, b, watcher].every((p) => p.chat.length === 2), 5000, 'the phrase everywhere');
  for (const p of [a, b, watcher]) expect(texts(p)).toEqual(['Ann: hello Bob', 'Bob: Good luck']);
  expect(a.chat[1]).toMatchObject({ n: 1, moves: 2, side: 'players', seat: 1 });
  // Never a token in a line.
  for (const p of [a, b]) expect(JSON.stringify(watcher.chat)).not.toContain(p.token);
});

test("watchers' lines reach the watchers only; the players get them once the game is over, and the replay shows them only then", async () => {
  const { a, b, watcher } = await chatTable();
  const named = await Player.join(server.url, a.code, { spectate: true, name: 'Zoë' });
  await named.openChat();
  watcher.room.send('chat', { text: 'Ann will win' });
  named.room.send('chat', { phrase: 'hi' });
  a.room.send('chat', { text: 'hi all' });
  await waitFor(() => watcher.chat.length === 3 && named.chat.length === 3 && a.chat.length === 1 && b.chat.length === 1, 5000, 'the lines');
  expect(texts(named)).toEqual(['Watcher 1: Ann will win', 'Zoë: Hello', 'Ann: hi all']);
  await sleep(100);
  expect(texts(a)).toEqual(['Ann: hi all']);
  expect(texts(b)).toEqual(['Ann: hi all']);
  for (const p of [a, b]) expect(p.seen.join()).not.toContain('Ann will win');
  // A player joining again gets the history a player may see.
  expect((await b.openChat()).lines.map((l) => l.text)).toEqual(['hi all']);
  // The replay anyone may read: the players' lines only while the game goes on.
  const live = await json(fetch(`${http(server.port)}/api/games/${a.code}/replay`));
  expect(live.chat.map((l: { text: string }) => l.text)).toEqual(['hi all']);

  await playOn([a, b, watcher]);
  await waitFor(() => a.chatHistory!.watchersShown && b.chatHistory!.watchersShown, 5000, 'the watchers\' lines at the end');
  expect(a.chatHistory!.lines.map((l) => `${l.side} ${l.text}`)).toEqual(['watchers Ann will win', 'watchers Hello', 'players hi all']);
  // After the end, a watcher's line reaches the players too.
  named.room.send('chat', { phrase: 'wellPlayed' });
  await waitFor(() => a.chat.length === 4 && b.chat.length === 4, 5000, 'a watcher\'s line after the end');
  const replay = await json(fetch(`${http(server.port)}/api/games/${a.code}/replay`));
  expect(replay.chat.map((l: { side: string; name: string; text: string }) => `${l.side} ${l.name}: ${l.text}`)).toEqual([
    'watchers Watcher 1: Ann will win', 'watchers Zoë: Hello', 'players Ann: hi all', 'watchers Zoë: Well played',
  ]);
  expect(replay.chat[3].moves).toBe(replay.frames.length - 1);
});

test('HTML is kept as the text it is; refusals (empty, too long, control characters, direction, malformed, unknown phrase) change nothing', async () => {
  const { a, b, watcher } = await chatTable();
  const html = '<img src=x onerror=alert(1)><b>bold</b> &amp;';
  a.room.send('chat', { text: html });
  await waitFor(() => watcher.chat.length === 1, 5000, 'the line');
  expect(watcher.chat[0].text).toBe(html);
  for (const [message, code] of [
    [{ text: '' }, 'CHAT_EMPTY'], [{ text: '   \u200b ' }, 'CHAT_EMPTY'], [{ text: 'x'.repeat(CHAT_MAX + 1) }, 'CHAT_TOO_LONG'],
    [{ text: 'two\nlines' }, 'CHAT_BAD_TEXT'], [{ text: 'evil\u202etxt' }, 'CHAT_BAD_TEXT'], [{ text: 42 }, 'BAD_MESSAGE'], ['hi', 'BAD_MESSAGE'],
    [{ phrase: 'gg', text: 'x' }, 'BAD_MESSAGE'], [{ phrase: 'insult' }, 'BAD_MESSAGE'],
  ] as const) await chatRefused(a, [b, watcher], message, code);
  // 300 characters of emoji are 300 characters.
  a.room.send('chat', { text: '🙂'.repeat(CHAT_MAX) });
  await waitFor(() => b.chat.length === 2, 5000, 'the longest line');
  // And the game goes on.
  await playOn([a, b], 1);
});

test('a line broken by U+2028 or U+2029, or a character padded with hundreds that show nothing, is refused with CHAT_BAD_TEXT and changes nothing', async () => {
  const { a, b, watcher } = await chatTable();
  await waitFor(() => [a, b].every((p) => p.state.spectators === 1), 5000, 'the players to see the watcher');
  for (const text of ['one\u2028two', 'one\u2029two', `x${'\u200b'.repeat(299)}`, `x${'\u3164'.repeat(298)}y`, `x${'\u200d'.repeat(299)}`, `x${'\u0301'.repeat(299)}`]) {
    await chatRefused(watcher, [a, b], { text }, 'CHAT_BAD_TEXT');
    await chatRefused(a, [b, watcher], { text }, 'CHAT_BAD_TEXT');
  }
  a.room.send('chat', { text: 'still here' });
  await waitFor(() => watcher.chat.length === 1, 5000, 'a line after the refusals');
});

test(`a flood is refused after ${CHAT_BURST} lines, for that client only; the room goes on and the line goes through later`, async () => {
  const { a, b, watcher } = await chatTable();
  for (let i = 0; i < CHAT_BURST; i++) a.room.send('chat', { text: `line ${i}` });
  await waitFor(() => b.chat.length === CHAT_BURST, 5000, 'the burst');
  await chatRefused(a, [b, watcher], { text: 'one too many' }, 'CHAT_FLOOD');
  b.room.send('chat', { text: 'I may still talk' });
  await waitFor(() => a.chat.length === CHAT_BURST + 1, 5000, 'the other player\'s line');
  await playOn([a, b], 1);
  await sleep(2100); // one line more every two seconds
  a.room.send('chat', { text: 'calm again' });
  await waitFor(() => b.chat.length === CHAT_BURST + 2, 5000, 'the line after the pause');
});

test('against the computer a person has nobody to chat with: refused, and the players\' chat is off; watchers chat among themselves', async () => {
  const me = await Player.create(server.url, { name: 'Ann', opponent: 'computer', level: 'easy' });
  const w = await Player.join(server.url, me.code, { spectate: true });
  expect(await me.openChat()).toMatchObject({ playersChat: false, side: 'players' });
  expect(await w.openChat()).toMatchObject({ playersChat: false, side: 'watchers' });
  await chatRefused(me, [w], { phrase: 'luck' }, 'NOT_ALLOWED');
  w.room.send('chat', { text: 'she plays well' });
  await waitFor(() => w.chat.length === 1, 5000, 'the watcher\'s line');
  await sleep(50);
  expect(me.chat).toEqual([]);
});

/** A game's chat is stored: the players come back after a restart of the server to the same lines. */
async function keptThroughRestart(env: Record<string, string>, dir = tempDir()): Promise<void> {
  const port = await freePort(), url = `ws://127.0.0.1:${port}`;
  let child: ChildProcess = await serverProcess(port, dir, env);
  try {
    const { a, b, watcher } = await chatTable(url);
    watcher.room.send('chat', { text: 'a watcher was here' });
    await waitFor(() => watcher.chat.length === 1, 5000, 'the watcher\'s line');
    a.room.send('chat', { text: 'before the restart' });
    await waitFor(() => b.chat.length === 1 && watcher.chat.length === 2, 5000, 'the lines');
    await stopProcess(child);
    child = await serverProcess(port, dir, env);
    const [a2, b2] = await rejoin(url, a.code, [a, b]);
    expect((await a2.openChat()).lines.map((l) => l.text)).toEqual(['before the restart']);
    const w2 = await Player.join(url, a.code, { spectate: true });
    const h = await w2.openChat();
    expect(h.lines.map((l) => `${l.name}: ${l.text}`)).toEqual(['Watcher 1: a watcher was here', 'Ann: before the restart']);
    expect(h.name).toBe('Watcher 2'); // numbered on from the stored lines
    b2.room.send('chat', { phrase: 'thanks' });
    await waitFor(() => a2.chat.length === 2 && w2.chat.length === 3, 5000, 'a line after the restart');
    const replay = await json(fetch(`${http(port)}/api/games/${a.code}/replay`));
    expect(replay.chat.map((l: { text: string }) => l.text)).toEqual(['before the restart', 'Thanks']);
  } finally {
    await stopProcess(child);
  }
}

test('the chat is kept through a restart (SQLite)', () => keptThroughRestart({}));

needs(['postgresql', 'redis-server']).describe('on PostgreSQL', () => {
  const pg = postgresForFile();
  test('the chat is kept through a restart (PostgreSQL)', async () => {
    const shared = await sharedSettings(pg);
    try {
      await keptThroughRestart(shared.env);
    } finally {
      await shared.stop();
    }
  });
});
