// What a live game's chat costs the server's memory (issue 45, item 10): CHAT_MEMORY_GAMES games
// (100 by default) with an empty chat and as many with a full one (each side filled to the byte cap)
// are written to a SQLite store, a server process (with bench-probe.js) opens each on a watcher's
// join, and its heap after a full collection is read after each half. Beside it, what the same full
// chats would weigh held as lines in memory, as a room kept them before: measured in this process.
// `node packages/bench/dist/chat-memory.js` prints the rows; bench.js prints them in its table.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { runInNewContext } from 'vm';
import { setFlagsFromString } from 'v8';
import { Client, Room } from 'colyseus.js';
import { CHAT_MAX, CHAT_MAX_BYTES, CHAT_MAX_LINES, ChatLine, ChatSide, chatLineBytes } from '@castle/protocol';
import { rulesVersion } from '@castle/rules';
import { freePort, spawnServer, stopProcess } from '@castle/test-kit';
import { SqliteStore } from '@castle/server/dist/store/sqlite';
import { fullOrShort } from './short-form';

const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY2345679';
const codeOf = (i: number) => Array.from({ length: 5 }, (_, k) => ALPHABET[Math.floor(i / 27 ** k) % 27]).join('');

/** A line of chat, by side. */
const lineOf = (n: number, side: ChatSide, text: string): ChatLine => ({
  n, moves: n >> 2, side, seat: side === 'players' ? n % 2 : null, name: side === 'players' ? ['Ann', 'Bob'][n % 2] : `Watcher ${1 + (n % 7)}`, text, at: Date.now() + n,
});
const WARM_UP = 20;
/** A line as people write it. */
const TEXT = 'nice move, I did not see that one coming: well played! ';

/** Both sides' lines, each side filled as far as the caps let it: CHAT_MAX_LINES, and `byteCap` bytes. */
function fullChat(text: string, byteCap: number): ChatLine[] {
  const lines: ChatLine[] = [];
  for (const side of ['players', 'watchers'] as const) {
    for (let bytes = 0, count = 0; count < CHAT_MAX_LINES; count++) {
      const l = lineOf(lines.length, side, text);
      if (bytes + chatLineBytes(l) > byteCap) break;
      bytes += chatLineBytes(l);
      lines.push(l);
    }
  }
  return lines;
}

/** This process's heap after a full collection (gc exposed at run time: bench.js runs node without flags). */
function heapUsed(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** KiB per game held by the parsed lines of `games` chats like `lines` (each its own copy, as each room's would be). */
function keptKiB(lines: ChatLine[], games: number): number {
  const text = JSON.stringify(lines);
  const before = heapUsed();
  const held = Array.from({ length: games }, () => JSON.parse(text) as ChatLine[]);
  const after = heapUsed();
  return (after - before) / 1024 / held.length; // `held` read after the measure: alive through it
}

export async function measureChatMemory(games = Number(process.env.CHAT_MEMORY_GAMES ?? fullOrShort(100, 25))): Promise<[string, string, string][]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-chat-memory-'));
  const full = fullChat(TEXT, CHAT_MAX_BYTES);
  const store = new SqliteStore(dir);
  const options = { falcon: false, variants: {} };
  // First WARM_UP games with an empty chat, so that what the first rooms cost once (code compiled,
  // caches filled) is not counted as the empty chats' or the full ones'.
  const codes = Array.from({ length: WARM_UP + 2 * games }, (_, i) => codeOf(i + 1000));
  const [warm, empty, filled] = [codes.slice(0, WARM_UP), codes.slice(WARM_UP, WARM_UP + games), codes.slice(WARM_UP + games)];
  for (const code of codes) {
    await store.create({ code, game: 'castle', rules: rulesVersion(options), options, seed: code, createdAt: Date.now(), seats: [{ name: 'Ann', token: `${code}-0` }, { name: 'Bob', token: `${code}-1` }] });
    if (filled.includes(code)) for (const l of full) await store.appendChat(code, l);
  }
  await store.close();

  const [port, probePort] = [await freePort(), await freePort()];
  const child = await spawnServer(port, { DATA_DIR: dir, LOG_LEVEL: 'warn', BENCH_PROBE_PORT: String(probePort) }, {
    nodeArgs: ['--expose-gc', '--require', path.resolve(__dirname, '../dist/bench-probe.js')], quiet: true, // from src (jest) or dist
  });
  const heap = async () => ((await (await fetch(`http://127.0.0.1:${probePort}/heap`)).json()) as { heapUsed: number }).heapUsed;
  const rooms: Room[] = [];
  try {
    const open = async (some: string[]) => {
      for (const code of some) {
        const room = await new Client(`ws://127.0.0.1:${port}`).joinById(code, { spectate: true });
        room.onMessage('*', () => undefined);
        rooms.push(room);
      }
    };
    await open(warm);
    const idle = await heap();
    await open(empty);
    const withEmpty = await heap();
    await open(filled);
    const withFull = await heap();
    const kib = (bytes: number) => (bytes / 1024 / games).toFixed(1);
    const perSide = (side: ChatSide) => full.filter((l) => l.side === side).length;
    const before = fullChat('x'.repeat(CHAT_MAX), Infinity); // 1,000 lines of 300 characters a side
    return [
      [`heap per live game with a watcher, empty chat / full chat (KiB; ${games} games each)`, kib(withEmpty - idle), kib(withFull - withEmpty)],
      [`a full chat (${perSide('players')} + ${perSide('watchers')} lines of ${TEXT.length} characters, ${CHAT_MAX_BYTES / 1024} KiB a side): in the room, per game (KiB)`, '', kib(withFull - withEmpty - (withEmpty - idle))],
      ['the same lines held in memory, as a room kept them before (KiB per game)', '', keptKiB(full, games).toFixed(1)],
      [`a chat full before the byte cap (2 × ${CHAT_MAX_LINES} lines of ${CHAT_MAX} characters) held in memory (KiB per game)`, '', keptKiB(before, Math.min(games, 20)).toFixed(1)],
    ];
  } finally {
    await Promise.all(rooms.map((r) => r.leave().catch(() => undefined)));
    await stopProcess(child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  measureChatMemory().then((rows) => { for (const r of rows) console.log(r.join(' | ')); }, (err) => { console.error(err); process.exit(1); });
}
