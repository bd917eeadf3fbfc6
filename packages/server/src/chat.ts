// A game's chat (protocol: @castle/protocol chat.ts): lines sent as messages, never in the synced
// state, so that the watchers' lines can be kept from the players until the game is over (as on
// lichess). Each line is checked, paced per client, stored with the game and then sent to those who
// may see it. Only clients that asked (`chatOpen`, the page) get lines: a bot asks for none.
import type { Client, Room } from '@colyseus/core';
import {
  CHAT, CHAT_BURST, CHAT_EVERY_MS, CHAT_MAX_LINES, CHAT_PHRASES, CHAT_REFUSAL, ChatHistory, ChatLine, ChatPhrase, ChatRefusal, ChatSide, REFUSAL, TO_CLIENT,
  chatText, visibleChat,
} from '@castle/protocol';
import { RateLimiter } from './limits';
import { log } from './log';
import type { GameSession } from './session';
import type { GameStore } from './store/store';

type Outcome = { ok: true; text: string } | { ok: false; code: string; message: string };

/** A watcher's name as the room gives it (watchers.ts: the join's `name`, else "Watcher n"), with its seat: null. */
interface Who { seat: number | null; name?: string | null }

const WATCHER_NAME = /^Watcher (\d+)$/;

export class RoomChat {
  private lines: ChatLine[] = [];
  /** Clients that asked for the chat. */
  private members = new Set<Client>();
  private pace = new RateLimiter<Client>(1000 / CHAT_EVERY_MS, Infinity, CHAT_BURST);
  /** The last n of a "Watcher n" whose lines are stored: watchers.ts numbers on from it after a restart. */
  lastWatcherNumber = 0;
  /** The watchers' lines have gone to the players: the game is over. */
  private shownToPlayers = false;
  /** Lines are stored and sent one at a time, in arrival order. */
  private queue: Promise<void> = Promise.resolve();

  private constructor(private session: GameSession, private store: GameStore) {}

  /** The chat of the room's game, its stored lines loaded, its messages handled. */
  static async attach(room: Room, session: GameSession, store: GameStore): Promise<RoomChat> {
    const chat = new RoomChat(session, store);
    chat.lines = await store.chat(session.code);
    chat.shownToPlayers = session.over;
    chat.lastWatcherNumber = Math.max(0, ...chat.lines.map((l) => Number(WATCHER_NAME.exec(l.name)?.[1] ?? 0)));
    room.onMessage(CHAT.open, (client) => chat.open(client));
    room.onMessage(CHAT.send, (client, message) => { chat.queue = chat.queue.then(() => chat.say(client, message)); });
    return chat;
  }

  /** A client that leaves gets no more lines. */
  left(client: Client): void {
    this.members.delete(client);
  }

  /** Once the game is over, the players get the watchers' lines too (called after every change). */
  ended(): void {
    if (this.shownToPlayers || !this.session.over) return;
    this.shownToPlayers = true;
    for (const client of this.members) if (who(client).seat !== null) this.sendHistory(client);
  }

  private open(client: Client): void {
    this.members.add(client);
    this.sendHistory(client);
  }

  private sendHistory(client: Client): void {
    const seat = who(client).seat, shown = this.watchersShown(seat);
    const history: ChatHistory = {
      lines: visibleChat(this.lines, shown), side: seat === null ? 'watchers' : 'players', name: this.nameOf(client),
      playersChat: this.playersChat(), watchersShown: shown,
    };
    client.send(CHAT.history, history);
  }

  private watchersShown(seat: number | null): boolean {
    return seat === null || this.session.over;
  }

  /** Two people or more at the table: a person alone with the computer has nobody to chat with. */
  private playersChat(): boolean {
    return this.session.names().filter((_, seat) => !this.session.botOf(seat)).length >= 2;
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
    // Marked as the chat's: the page says it in the chat box and leaves the turn as it is.
    const no = (code: string, message: string) => { const r: ChatRefusal = { code, message, about: 'chat' }; client.send(TO_CLIENT.error, r); };
    if (!checked.ok) return no(checked.code, checked.message);
    if (seat !== null && !this.playersChat()) return no(CHAT_REFUSAL.NOT_ALLOWED, 'you play the computer alone: there is nobody to chat with');
    if (this.lines.filter((l) => l.side === side).length >= CHAT_MAX_LINES) return no(CHAT_REFUSAL.CHAT_FULL, `this game's chat is full: ${CHAT_MAX_LINES} lines`);
    if (this.pace.check(client) !== 'ok') return no(CHAT_REFUSAL.CHAT_FLOOD, `too many lines: ${CHAT_BURST} at most, then one every ${CHAT_EVERY_MS / 1000} seconds`);
    if (this.session.lost) return no(REFUSAL.STORE_LOST, this.session.lost);
    if (!this.members.has(client)) this.open(client); // it gets its own line back, whatever it asked
    const line: ChatLine = {
      n: this.lines.length, moves: this.session.moves, side, seat, name: this.nameOf(client), text: checked.text, at: Date.now(),
    };
    try {
      await this.store.appendChat(this.session.code, line);
    } catch (err) {
      log.error('chat line not stored', { code: this.session.code, err });
      return no(REFUSAL.STORE_FAILED, 'the line could not be saved; nothing was sent, try again');
    }
    this.lines.push(line);
    for (const c of this.members) if (side === 'players' || this.watchersShown(who(c).seat)) c.send(CHAT.line, line);
  }
}

const who = (client: Client): Who => (client.userData as Who | undefined) ?? { seat: null };

/** A "chat" message's text: `{ text }` (checked) or `{ phrase }` (one of CHAT_PHRASES). */
function readLine(m: unknown): Outcome {
  const bad = { ok: false as const, code: REFUSAL.BAD_MESSAGE, message: `a chat message is { text } or { phrase } with one of ${Object.keys(CHAT_PHRASES).join(', ')}` };
  if (!m || typeof m !== 'object' || Array.isArray(m)) return bad;
  const { text, phrase } = m as { text?: unknown; phrase?: unknown };
  if (typeof phrase === 'string' && text === undefined) return Object.hasOwn(CHAT_PHRASES, phrase) ? { ok: true, text: CHAT_PHRASES[phrase as ChatPhrase] } : bad;
  if (typeof text === 'string' && phrase === undefined) return chatText(text);
  return bad;
}
