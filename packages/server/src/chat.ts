// A game's chat (protocol: @castle/protocol chat.ts): lines sent as messages, never in the synced
// state, so that the watchers' lines can be kept from the players until the game is over (as on
// lichess). Each line is checked, paced per speaker (chat-pace.ts), stored with the game and then
// sent to those who may see it. Only clients that asked (`chatOpen`, the page) get lines: a bot asks
// for none.
// The room keeps no line (issue 45): only each side's count and bytes, against the caps; a history
// is read from the store when asked, a few times a minute a connection at most.
import type { Client, Room } from '@colyseus/core';
import {
  CHAT, CHAT_BURST, CHAT_EVERY_MS, CHAT_MAX_BYTES, CHAT_MAX_LINES, CHAT_OPEN_PER_MINUTE, CHAT_PHRASES, CHAT_REFUSAL, ChatHistory, ChatLine, ChatPhrase,
  ChatRefusal, ChatSide, REFUSAL, TO_CLIENT, chatLineBytes, chatText, visibleChat,
} from '@castle/protocol';
import { ChatPace, Speaker } from './chat-pace';
import { RateLimiter } from './limits';
import { log } from './log';
import type { GameSession } from './session';
import type { GameStore } from './store/store';

type Outcome = { ok: true; text: string } | { ok: false; code: string; params?: Record<string, string | number>; message: string };

/** A watcher's name as the room gives it (watchers.ts: the join's `name`, else "Watcher n"), with its seat: null. */
interface Who { seat: number | null; name?: string | null }

const WATCHER_NAME = /^Watcher (\d+)$/;
/** How long a history waits for others asked meanwhile, all answered from one read of the store: a
 *  crowd arriving at once (a link shared, a flood) costs one read, not one each. */
const GATHER_MS = 25;

/** The room, which knows each client's address (base-room.ts). */
type ChatRoom = Room & { addressOf(client: Client): string };

/** What the room knows of a side's stored lines: enough to check the caps. */
interface SideSize { lines: number; bytes: number }

export class RoomChat {
  /** Lines stored, both sides: the next line's number. */
  private count = 0;
  // What follows is made on first use: most games' chat is never used, and a live game's memory
  // counts (a kilobyte a room).
  private sizesMade: Record<ChatSide, SideSize> | null = null;
  /** Clients that asked for the chat. */
  private members: Set<Client> | null = null;
  /** Clients gone: a history read for one of them meanwhile does not make it a member. */
  private gone: WeakSet<Client> | null = null;
  private paceMade: ChatPace | null = null;
  /** Histories answered: CHAT_OPEN_PER_MINUTE at once, then one every 60 / CHAT_OPEN_PER_MINUTE s. */
  private opensMade: RateLimiter<Client> | null = null;
  /** The last n of a "Watcher n" whose lines are stored: watchers.ts numbers on from it after a restart. */
  lastWatcherNumber = 0;
  /** The watchers' lines have gone to the players: the game is over. */
  private shownToPlayers = false;
  /** Lines are stored and sent, and histories read, one at a time, in arrival order. */
  private queue: Promise<void> = Promise.resolve();
  /** Clients whose history is on its way: those who ask meanwhile join them, for one read of the store. */
  private asking: Set<Client> | null = null;

  private constructor(private room: ChatRoom, private session: GameSession, private store: GameStore) {}

  private get sizes(): Record<ChatSide, SideSize> {
    return (this.sizesMade ??= { players: { lines: 0, bytes: 0 }, watchers: { lines: 0, bytes: 0 } });
  }

  private get pace(): ChatPace {
    return (this.paceMade ??= new ChatPace());
  }

  private get opens(): RateLimiter<Client> {
    return (this.opensMade ??= new RateLimiter<Client>(CHAT_OPEN_PER_MINUTE / 60, Infinity, CHAT_OPEN_PER_MINUTE));
  }

  /** The chat of the room's game, its stored lines counted, its messages handled. */
  static async attach(room: ChatRoom, session: GameSession, store: GameStore): Promise<RoomChat> {
    const chat = new RoomChat(room, session, store);
    for (const line of await store.chat(session.code)) {
      chat.counted(line);
      chat.lastWatcherNumber = Math.max(chat.lastWatcherNumber, Number(WATCHER_NAME.exec(line.name)?.[1] ?? 0));
    }
    chat.shownToPlayers = session.over;
    return chat;
  }

  /** A chat message (the room hands on each message it has no handler of its own for): handled, or false. */
  handle(client: Client, type: string, message: unknown): boolean {
    if (type === CHAT.open) this.open(client);
    else if (type === CHAT.send) this.enqueue(() => this.say(client, message));
    else return false;
    return true;
  }

  /** A client that leaves gets no more lines. */
  left(client: Client): void {
    this.members?.delete(client);
    (this.gone ??= new WeakSet()).add(client);
  }

  /** Once the game is over, the players get the watchers' lines too (called after every change). */
  ended(): void {
    if (this.shownToPlayers || !this.session.over) return;
    this.shownToPlayers = true;
    const players = [...(this.members ?? [])].filter((client) => who(client).seat !== null);
    if (players.length) this.enqueue(() => this.sendHistory(players));
  }

  private enqueue(job: () => Promise<void>): void {
    this.queue = this.queue.then(job).catch((err) => log.error('chat job failed', { code: this.session.code, err }));
  }

  private counted(line: ChatLine): void {
    const size = this.sizes[line.side];
    size.lines++;
    size.bytes += chatLineBytes(line);
    this.count = Math.max(this.count, line.n + 1);
  }

  /** `chatOpen`: the history, unless this connection had it CHAT_OPEN_PER_MINUTE times this minute.
   *  Asks that come together are answered from one read (a crowd of watchers arriving at once). */
  private open(client: Client): void {
    const often = `the chat's history comes at most ${CHAT_OPEN_PER_MINUTE} times a minute`;
    if (this.asking?.has(client)) return refuse(client, CHAT_REFUSAL.CHAT_TOO_OFTEN, `${often}; it is on its way`, { perMinute: CHAT_OPEN_PER_MINUTE });
    if (this.opens.check(client) !== 'ok') return refuse(client, CHAT_REFUSAL.CHAT_TOO_OFTEN, `${often}; it came already, and each line since`, { perMinute: CHAT_OPEN_PER_MINUTE });
    if (this.asking) return void this.asking.add(client);
    const asking = (this.asking = new Set([client]));
    this.room.clock.setTimeout(() => this.enqueue(() => {
      this.asking = null;
      return this.sendHistory([...asking]);
    }), GATHER_MS);
  }

  /** The history each of `clients` may see, read from the store once for all of them. */
  private async sendHistory(clients: Client[]): Promise<void> {
    let lines: ChatLine[];
    try {
      lines = this.count ? await this.store.chat(this.session.code) : [];
    } catch (err) {
      log.error('chat not read', { code: this.session.code, err });
      for (const client of clients) refuse(client, REFUSAL.STORE_FAILED, 'the chat could not be read; try again');
      return;
    }
    lines = withinBytes(lines);
    for (const client of clients) {
      if (this.gone?.has(client)) continue;
      const seat = who(client).seat, shown = this.watchersShown(seat);
      const history: ChatHistory = {
        lines: visibleChat(lines, shown), side: seat === null ? 'watchers' : 'players', name: this.nameOf(client),
        playersChat: this.playersChat(), watchersShown: shown,
      };
      (this.members ??= new Set()).add(client);
      client.send(CHAT.history, history);
    }
  }

  private watchersShown(seat: number | null): boolean {
    return seat === null || this.session.over;
  }

  /** Two people or more at the table: a person alone with the computer has nobody to chat with. */
  private playersChat(): boolean {
    return this.session.names().filter((_, seat) => !this.session.botOf(seat)).length >= 2;
  }

  /** Whose pace a line counts against: the seat's, or the watcher's by its chosen name and address. */
  private speaker(client: Client): Speaker {
    const { seat, name } = who(client);
    if (seat !== null) return { seat };
    return { seat: null, name: name && !WATCHER_NAME.test(name) ? name : null, address: this.room.addressOf(client) };
  }

  private nameOf(client: Client): string {
    const { seat, name } = who(client);
    if (seat !== null) return this.session.names()[seat] ?? `Player ${seat + 1}`;
    return name || 'Watcher';
  }

  /** A line from `client`: checked, paced, stored, then sent. A refusal changes nothing. */
  private async say(client: Client, message: unknown): Promise<void> {
    const seat = who(client).seat;
    const side: ChatSide = seat === null ? 'watchers' : 'players';
    const checked = readLine(message);
    const no = (code: string, message: string, params?: Record<string, string | number>) => refuse(client, code, message, params);
    if (!checked.ok) return no(checked.code, checked.message, checked.params);
    if (seat !== null && !this.playersChat()) return no(CHAT_REFUSAL.NOT_ALLOWED, 'you play the computer alone: there is nobody to chat with');
    const line: ChatLine = {
      n: this.count, moves: this.session.moves, side, seat, name: this.nameOf(client), text: checked.text, at: Date.now(),
    };
    const size = this.sizes[side];
    if (size.lines >= CHAT_MAX_LINES || size.bytes + chatLineBytes(line) > CHAT_MAX_BYTES) {
      return no(CHAT_REFUSAL.CHAT_FULL, `this game's chat is full: ${CHAT_MAX_LINES} lines or ${CHAT_MAX_BYTES / 1024} KiB a side`, { lines: CHAT_MAX_LINES, kib: CHAT_MAX_BYTES / 1024 });
    }
    if (!this.pace.allows(this.speaker(client))) return no(CHAT_REFUSAL.CHAT_FLOOD, `too many lines: ${CHAT_BURST} at most, then one every ${CHAT_EVERY_MS / 1000} seconds`, { burst: CHAT_BURST, seconds: CHAT_EVERY_MS / 1000 });
    if (this.session.lost) return no(REFUSAL.STORE_LOST, this.session.lost);
    // It gets its own line back, whatever it asked (the history first, counted as an open).
    if (!this.members?.has(client) && this.opens.check(client) === 'ok') await this.sendHistory([client]);
    try {
      await this.store.appendChat(this.session.code, line);
    } catch (err) {
      log.error('chat line not stored', { code: this.session.code, err });
      return no(REFUSAL.STORE_FAILED, 'the line could not be saved; nothing was sent, try again');
    }
    this.counted(line);
    for (const c of this.members ?? []) if (side === 'players' || this.watchersShown(who(c).seat)) c.send(CHAT.line, line);
  }
}

const who = (client: Client): Who => (client.userData as Who | undefined) ?? { seat: null };

/** A chat refusal, marked as the chat's: the page says it in the chat box and leaves the turn as it is. */
function refuse(client: Client, code: string, message: string, params?: Record<string, string | number>): void {
  const r: ChatRefusal = { code, ...(params && { params }), message, about: 'chat' };
  client.send(TO_CLIENT.error, r);
}

/** Each side's last lines within CHAT_MAX_BYTES, in order: a chat stored before the byte cap (up to
 *  CHAT_MAX_LINES lines of CHAT_MAX characters) is sent as its newest part. */
function withinBytes(lines: ChatLine[]): ChatLine[] {
  const bytes: Record<ChatSide, number> = { players: 0, watchers: 0 };
  const kept: ChatLine[] = [];
  for (let i = lines.length - 1; i >= 0; i--) {
    const l = lines[i];
    if (bytes[l.side] > CHAT_MAX_BYTES) continue; // that side's older lines are left out
    bytes[l.side] += chatLineBytes(l);
    if (bytes[l.side] <= CHAT_MAX_BYTES) kept.push(l);
  }
  return kept.reverse();
}

/** A "chat" message's text: `{ text }` (checked) or `{ phrase }` (one of CHAT_PHRASES). */
function readLine(m: unknown): Outcome {
  const bad = { ok: false as const, code: REFUSAL.BAD_MESSAGE, params: { field: 'text' }, message: `a chat message is { text } or { phrase } with one of ${Object.keys(CHAT_PHRASES).join(', ')}` };
  if (!m || typeof m !== 'object' || Array.isArray(m)) return bad;
  const { text, phrase } = m as { text?: unknown; phrase?: unknown };
  if (typeof phrase === 'string' && text === undefined) return Object.hasOwn(CHAT_PHRASES, phrase) ? { ok: true, text: CHAT_PHRASES[phrase as ChatPhrase] } : bad;
  if (typeof text === 'string' && phrase === undefined) return chatText(text);
  return bad;
}
