// Chat, both ways: the messages, the lines as stored and sent, the quick phrases and the one check of
// a line's text, which the server makes and the page makes first (so a refusal is said before
// anything is sent). Players' lines reach everyone; watchers' lines reach watchers only until the
// game is over, then everyone (as on lichess).
import { DIRECTION, INVISIBLE, LINE_BREAK, paddingProblem } from './names';

/** The messages of the chat. Client → server: `chatOpen` {} (send me the history, then each line:
 *  a page that shows no chat, a bot, asks for none; answered CHAT_OPEN_PER_MINUTE times a minute
 *  at most, a page asks once a connection), `chat` { text } or { phrase }. Server →
 *  client: `chatHistory` (ChatHistory), `chatLine` (ChatLine). */
export const CHAT = { open: 'chatOpen', send: 'chat', history: 'chatHistory', line: 'chatLine' } as const;

/** The chat's refusals, in the "error" message with a sentence. */
export const CHAT_REFUSAL = {
  /** Nothing to say once trimmed. */
  CHAT_EMPTY: 'CHAT_EMPTY',
  /** Longer than CHAT_MAX characters. */
  CHAT_TOO_LONG: 'CHAT_TOO_LONG',
  /** Control characters, or characters that turn the direction of the text. */
  CHAT_BAD_TEXT: 'CHAT_BAD_TEXT',
  /** Too many lines in a short time. */
  CHAT_FLOOD: 'CHAT_FLOOD',
  /** The game's chat holds CHAT_MAX_LINES lines of this side already, or this line would take the
   *  side past CHAT_MAX_BYTES. */
  CHAT_FULL: 'CHAT_FULL',
  /** `chatOpen` more than CHAT_OPEN_PER_MINUTE times a minute: the history came already. */
  CHAT_TOO_OFTEN: 'CHAT_TOO_OFTEN',
  /** This client may not chat here: a person alone with the computer has nobody to chat with. */
  NOT_ALLOWED: 'NOT_ALLOWED',
} as const;

/** The longest line, in characters (code points). */
export const CHAT_MAX = 300;
/** Lines a client may send in a burst, and then one every CHAT_EVERY_MS. */
export const CHAT_BURST = 5;
export const CHAT_EVERY_MS = 2000;
/** The most lines a game keeps of each side (players, watchers). */
export const CHAT_MAX_LINES = 1000;
/** The most bytes a game keeps of each side, counted as chatLineBytes: a history (both sides, as
 *  JSON or the smaller msgpack) is never much more than twice this, however the lines are made. */
export const CHAT_MAX_BYTES = 64 * 1024;
/** How many times a minute a connection gets the history (`chatOpen`): the first few at once. A
 *  history is up to 2 × CHAT_MAX_BYTES, so asking again and again must not be a way to make the
 *  server write megabytes. */
export const CHAT_OPEN_PER_MINUTE = 3;

/** The quick phrases: one click each, sent as `{ phrase: id }`. */
export const CHAT_PHRASES = { hi: 'Hello', luck: 'Good luck', wellPlayed: 'Well played', thanks: 'Thanks' } as const;
export type ChatPhrase = keyof typeof CHAT_PHRASES;

/** Who said a line: a player (its seat) or a watcher. */
export type ChatSide = 'players' | 'watchers';

/** A line as stored, sent and replayed. Never a token. */
export interface ChatLine {
  /** Its number in the game's chat, from 0. */
  n: number;
  /** The moves accepted when it was said: it came after move `moves`. */
  moves: number;
  side: ChatSide;
  /** The player's seat; null for a watcher. */
  seat: number | null;
  /** The seat's name, or the watcher's chosen name ("Watcher n" when none). */
  name: string;
  text: string;
  /** When it was said (ms since 1970). */
  at: number;
}

/** "chatHistory": every line this client may see, and what it may do. Sent after `chatOpen`, and
 *  again to the players when the game ends (the watchers' lines with it). */
export interface ChatHistory {
  lines: ChatLine[];
  /** This client's side, and the name its lines show. */
  side: ChatSide;
  name: string;
  /** The players' chat is on: false where a person plays the computer alone. */
  playersChat: boolean;
  /** The watchers' lines are in `lines` (a watcher, or anyone once the game is over). */
  watchersShown: boolean;
}

/** A chat refusal: the "error" message, marked as the chat's so the page shows it in the chat box
 *  (and the turn goes on untouched). */
export interface ChatRefusal {
  code: string;
  params?: Record<string, string | number>;
  message: string;
  about?: 'chat';
}

/** "chat": a line of text, or a quick phrase. */
export type ChatMessage = { text: string } | { phrase: ChatPhrase };

/** Control characters (a line is one line: no newlines or tabs either). */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A line's size as stored (its JSON, in UTF-8 bytes): what CHAT_MAX_BYTES counts. The msgpack a
 *  client gets is smaller (no quotes, colons or commas; shorter numbers and null). */
export const chatLineBytes = (line: ChatLine): number => utf8Length(JSON.stringify(line));

/** Bytes of `s` in UTF-8 (JSON.stringify leaves no lone surrogate: it writes them as \u escapes). */
function utf8Length(s: string): number {
  let n = 0;
  for (const c of s) {
    const cp = c.codePointAt(0)!;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
}

/** A chat line refused: its code, what the sentence needs (`reason` for CHAT_BAD_TEXT) and the words. */
export type ChatTextRefusal = { ok: false; code: string; params?: Record<string, string | number>; message: string };

/** Why `text` (trimmed first) cannot be a chat line, as a refusal; or the trimmed line. */
export function chatText(text: string): { ok: true; text: string } | ChatTextRefusal {
  const t = text.trim();
  const bad = (reason: string, message: string, params: Record<string, number> = {}): ChatTextRefusal =>
    ({ ok: false, code: CHAT_REFUSAL.CHAT_BAD_TEXT, params: { reason, ...params }, message });
  if (INVISIBLE.test(t)) return { ok: false, code: CHAT_REFUSAL.CHAT_EMPTY, message: 'say something: the line is empty' };
  const length = [...t].length;
  if (length > CHAT_MAX) return { ok: false, code: CHAT_REFUSAL.CHAT_TOO_LONG, params: { max: CHAT_MAX, length }, message: `a chat line is at most ${CHAT_MAX} characters; this one has ${length}` };
  if (CONTROL.test(t) || LINE_BREAK.test(t)) return bad('control', 'a chat line is one line of text, without control characters or line breaks');
  if (DIRECTION.test(t)) return bad('direction', 'a chat line may not hold characters that turn the direction of the text');
  const padding = paddingProblem(t);
  if (padding) return bad(padding.reason, `a chat line ${padding.message}`, padding.params);
  return { ok: true, text: t };
}

/** The lines someone may see: the watchers' only with `watchersShown`. */
export const visibleChat = (lines: readonly ChatLine[], watchersShown: boolean): ChatLine[] =>
  lines.filter((l) => watchersShown || l.side === 'players');
