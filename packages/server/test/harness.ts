// Real servers and real colyseus.js clients for the integration tests.
import { ChildProcess } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Client, Room } from 'colyseus.js';
import { freePort, spawnRedis, spawnServer } from '@castle/test-kit';
import { startServer, RunningServer } from '../src/app';
import type { ServedGame } from '../src/games';

export { freePort };
import { SqliteStore } from '../src/store/sqlite';
import type { NewGame } from '../src/store/store';
import { Variants, rulesVersion } from '@castle/rules';
import type { ChatHistory, ChatLine, Said } from '@castle/protocol';

process.env.LOG_LEVEL = process.env.TEST_LOG ?? 'silent';
// Test bots move much faster than people; the flood test sets its own limit.
process.env.RATE_PER_SECOND = '10000';
// Tests join and create many games from one address; the limits tests set their own limits.
process.env.LOOKUP_PER_MINUTE = '1000000';
process.env.CREATE_PER_MINUTE = '1000000';
process.env.WAITING_PER_ADDRESS = '1000000';
process.env.OPEN_PER_ADDRESS = '1000000';
process.env.LOBBY_PER_ADDRESS = '1000000';
// Short reconnection windows, so that no timer outlives a test file.
process.env.RECONNECT_SECONDS ??= '2';
jest.setTimeout(60_000);

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'castle-test-'));
}

/** A server in this process on a free port, with its own store; `games` the games it plays (the
 *  Castle and Carcassonne by default). */
export async function inProcessServer(games?: readonly ServedGame[]): Promise<RunningServer & { url: string; store: SqliteStore; dir: string }> {
  const dir = tempDir();
  const store = new SqliteStore(dir);
  const server = await startServer({ port: 0, store, games });
  return { ...server, url: `ws://127.0.0.1:${server.port}`, store, dir };
}

/** The built server (dist) as its own process, as `npm start` runs it. */
export function serverProcess(port: number, dataDir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  return spawnServer(port, { DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env }, { quiet: true });
}

/** The built server as its own process (serverProcess), every line it writes kept, stdout and stderr alike. */
export async function loggedServerProcess(env: Record<string, string> = {}): Promise<{ child: ChildProcess; port: number; url: string; lines: string[]; dir: string }> {
  const port = await freePort(), dir = tempDir();
  const child = await serverProcess(port, dir, env);
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString('utf8')).split('\n');
      rest = parts.pop()!;
      lines.push(...parts);
    });
  }
  return { child, port, url: `ws://127.0.0.1:${port}`, lines, dir };
}

/** Every line a server wrote is one JSON object, none with a stack or telling of an uncaught exception. */
export function expectCleanLogs(lines: string[]): void {
  const notJson = lines.filter((l) => {
    try { return typeof JSON.parse(l) !== 'object'; } catch { return true; }
  });
  expect(notJson).toEqual([]);
  expect(lines.filter((l) => /uncaught|unhandled|"stack"|\\n\s+at /i.test(l))).toEqual([]);
}

export async function waitFor(check: () => boolean | Promise<boolean>, ms = 5000, what = 'condition'): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A process's /health: its status and body. */
export const health = async (base: string): Promise<{ status: number; body: any }> => {
  const r = await fetch(`${base}/health`);
  return { status: r.status, body: await r.json() };
};

/** Wait until /health answers with this status, and return its body. */
export async function healthBecomes(base: string, status: number, ms = 20_000): Promise<any> {
  let last: { status: number; body: unknown } | null = null;
  await waitFor(async () => (last = await health(base)).status === status, ms, `/health ${status} (last: ${JSON.stringify(last)})`);
  return last!.body;
}

/** The JSON body of an answer of the server's HTTP side, loosely typed for assertions. */
export async function json(answer: Response | Promise<Response>): Promise<any> {
  return (await answer).json();
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface ActionsMessage { moves: number; actions: Record<string, unknown>[]; hints: unknown[] }

/** A connected client and everything it received. */
export class Player {
  seat: number | null = null;
  token: string | null = null;
  actions: ActionsMessage | null = null;
  errors: Said[] = [];
  /** Every message and every state this client saw, as text, for the secrets test. */
  seen: string[] = [];
  left: number | null = null;
  shutdownMessage: string | null = null;
  /** The private "rematch" message: the new game's code and this player's token there. */
  rematch: { code: string; token: string } | null = null;
  /** The "seatTaken" message: a newer tab took this seat. */
  seatTaken: string | null = null;
  /** The room said this client joined without a seat ("watching"). */
  watching = false;
  /** The "storeLost" message: the server's store lost this game. */
  storeLost: string | null = null;
  /** The chat, once asked for (`openChat`): the latest history, and every line since. */
  chatHistory: ChatHistory | null = null;
  chat: ChatLine[] = [];
  /** The latest "challenge": in a rated game, the seat offered and the challenge to sign for it. */
  challenge: { challenge: string; seat: number } | null = null;

  private constructor(public room: Room) {
    this.wire(room);
  }

  static async create(url: string, options: Record<string, unknown> = {}, game = 'castle'): Promise<Player> {
    return new Player(await new Client(url).create(game, options));
  }

  static async join(url: string, code: string, options: Record<string, unknown> = {}): Promise<Player> {
    return new Player(await new Client(url).joinById(code, options));
  }

  wire(room: Room): void {
    this.room = room;
    this.left = null;
    room.onMessage('seat', (m) => { this.seat = m.seat; this.token = m.token; this.seen.push(JSON.stringify(m)); });
    room.onMessage('actions', (m) => { this.actions = m; this.seen.push(JSON.stringify(m)); });
    room.onMessage('error', (m) => { this.errors.push(m); this.seen.push(JSON.stringify(m)); });
    room.onMessage('shutdown', (m) => { this.shutdownMessage = m.message; });
    room.onMessage('rematch', (m) => { this.rematch = m; this.seen.push(JSON.stringify(m)); });
    room.onMessage('seatTaken', (m) => { this.seatTaken = m.message; });
    room.onMessage('watching', () => { this.watching = true; });
    room.onMessage('storeLost', (m) => { this.storeLost = m.message; });
    room.onMessage('chatHistory', (m: ChatHistory) => { this.chatHistory = m; this.chat = [...m.lines]; this.seen.push(JSON.stringify(m)); });
    room.onMessage('chatLine', (m: ChatLine) => { this.chat.push(m); this.seen.push(JSON.stringify(m)); });
    room.onMessage('challenge', (m) => { this.challenge = m; this.seen.push(JSON.stringify(m)); });
    room.onStateChange((s) => this.seen.push(JSON.stringify(s.toJSON())));
    room.onLeave((code) => { this.left = code; });
  }

  get state(): any {
    return this.room.state;
  }

  get code(): string {
    return this.room.roomId;
  }

  /** Ask for the chat (as the page does) and wait for its history. */
  async openChat(): Promise<ChatHistory> {
    this.chatHistory = null;
    this.room.send('chatOpen', {});
    await waitFor(() => this.chatHistory !== null, 5000, 'the chat history');
    return this.chatHistory!;
  }

  send(message: unknown): void {
    this.room.send('action', message);
  }

  /** Send an action chosen from its latest legal actions and wait until the state moves on. */
  async play(choose: (actions: Record<string, unknown>[]) => Record<string, unknown> = (a) => a[Math.floor(Math.random() * a.length)]): Promise<void> {
    await waitFor(() => this.actions !== null && this.actions.moves === this.state.moves, 5000, 'legal actions');
    const before = this.state.moves;
    this.send({ moves: this.actions!.moves, action: choose(this.actions!.actions) });
    await waitFor(() => this.state.moves > before, 5000, `the move to show (errors: ${JSON.stringify(this.errors)})`);
  }

  async nextError(count: number): Promise<Said> {
    await waitFor(() => this.errors.length >= count, 5000, 'an error message');
    return this.errors[count - 1];
  }
}

/** Ann creates a game (with `options`: a clock...), Bob takes the other seat, a third client watches. */
export async function table(url: string, options: Record<string, unknown> = {}): Promise<{ a: Player; b: Player; watcher: Player }> {
  const a = await Player.create(url, { name: 'Ann', ...options });
  const b = await Player.join(url, a.code, { name: 'Bob' });
  const watcher = await Player.join(url, a.code, { spectate: true });
  await waitFor(() => a.seat === 0 && b.seat === 1 && a.actions !== null && watcher.state.spectators === 1, 5000, 'seats and a watcher');
  return { a, b, watcher };
}

/** Send a message, expect that error code and a sentence back, and the game exactly as it was. */
export async function refused(p: Player, watcher: Player, send: () => void, code: string): Promise<void> {
  // The game, not the clocks: the countdowns (a seat's seconds away, the first move's) tick on their
  // own, and a refusal that straddled a second failed (firstMoveLeft 300 → 299, with two jest workers).
  const game = () => JSON.stringify(watcher.state.toJSON(), (k, v) => (k === 'away' || k === 'firstMoveLeft' ? undefined : v));
  const before = game();
  const n = p.errors.length;
  send();
  const error = await p.nextError(n + 1);
  expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(5);
  await sleep(30);
  expect(game()).toBe(before);
}

/** The two players come back with their seat tokens (a reload, a restart, a takeover) and have seats 0 and 1 again. */
export async function rejoin(url: string, code: string, players: Player[]): Promise<Player[]> {
  const back = await Promise.all(players.map((p) => Player.join(url, code, { token: p.token })));
  await waitFor(() => back.every((p, seat) => p.seat === seat), 5000, 'the seats to come back');
  return back;
}

/** Play until the game is over (or `moves` moves have been made), each seat choosing at random. */
export async function playOn(players: Player[], moves = Infinity): Promise<number> {
  let made = 0;
  const watcher = players[0];
  while (!watcher.state.over && made < moves) {
    // A join resolves before its "seat" message arrives: wait for the seat to act to know it is its.
    await waitFor(() => players.some((x) => x.seat === watcher.state.toAct), 5000, 'the seat to act to be known');
    const p = players.find((x) => x.seat === watcher.state.toAct)!;
    await p.play();
    await waitFor(() => players.every((x) => x.state.moves === p.state.moves), 5000, 'every client to see the move');
    made++;
  }
  return made;
}

/** A real redis-server of our own on a free port, with append-only persistence in a temp folder. */
export const redisServer = spawnRedis;

/** SQL that takes a SQLite file back to before migration 3 (the shuffle's columns), for tests of
 *  files written by older servers. */
export const BEFORE_SHUFFLE_COLUMNS = 'ALTER TABLE games DROP COLUMN secret; ALTER TABLE seats DROP COLUMN contribution; ALTER TABLE seats DROP COLUMN server_drew;';
/** The tables of the ratings (migration 4), which files written before it lack. */
export const BEFORE_RATINGS = 'DROP TABLE rated_games; DROP TABLE ratings; DROP TABLE players;';
/** The columns of rated games (migration 5), which files written before it lack, and migration 6's
 *  index over them (SQLite drops no column an index reads). */
export const BEFORE_RATED_GAMES = 'DROP INDEX games_unrated; ALTER TABLE games DROP COLUMN rated; ALTER TABLE games DROP COLUMN ratings; ALTER TABLE seats DROP COLUMN player;';

/** A new Castle game as the store takes it: today's rules version unless `rules` says otherwise, two
 *  seats, taken where `names` and `tokens` are given. */
export function castleRecord(g: {
  code: string; seed: string; createdAt: number; options?: { falcon?: boolean; variants?: Variants; rules?: number };
  names?: (string | null)[]; tokens?: (string | null)[];
}): NewGame {
  const { rules, ...options } = { falcon: false, variants: {}, ...g.options };
  return {
    code: g.code, game: 'castle', rules: rules ?? rulesVersion(options), options, seed: g.seed, createdAt: g.createdAt,
    seats: [0, 1].map((i) => ({ name: g.names?.[i] ?? null, token: g.tokens?.[i] ?? null })),
  };
}
