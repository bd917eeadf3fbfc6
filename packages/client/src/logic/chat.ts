// The chat as the page holds it, without DOM: the lines it may show, which tab shows which, the
// seats this page muted (kept per game in the browser), the counter and the check of a line before
// it is sent (the protocol's own, as the server makes it).
import { CHAT_MAX, CHAT_PHRASES, ChatHistory, ChatLine, ChatPhrase, ChatSide, chatText, nameProblem, trimName } from '@castle/protocol';
import { t } from '../i18n/words';
import { KeyValue, savedName } from './tokens';

const muteKey = (code: string) => `castle.mute.${code}`;

/** The saved name, for a watcher's lines; undefined when there is none the server would take. */
export function watcherName(store: KeyValue): string | undefined {
  const name = trimName(savedName(store));
  return name && !nameProblem(name) ? name : undefined;
}

/** Who said a line, as the mute list keeps it: a seat, or a watcher by the name shown (two watchers
 *  of one name are muted together; one who takes another name is someone new). */
export const speaker = (l: Pick<ChatLine, 'seat' | 'name'>): string => (l.seat !== null ? `seat:${l.seat}` : `watcher:${l.name}`);

export class ChatModel {
  lines: ChatLine[] = [];
  /** Nothing is shown before the server's history: it says what this page may do. */
  history: ChatHistory | null = null;
  /** The tab shown: the players' chat, or the watchers'. */
  tab: ChatSide = 'players';
  private muted: Set<string>;

  constructor(private code: string, private store: KeyValue) {
    this.muted = new Set(readMuted(store, code));
  }

  /** The server's history: every line this page may see now (sent again at the end to the players). */
  take(h: ChatHistory): void {
    const first = !this.history;
    this.history = h;
    this.lines = [...h.lines];
    // First on the chat this page writes in.
    if (first || !this.tabs().includes(this.tab)) this.tab = this.side && this.tabs().includes(this.side) ? this.side : this.tabs()[0] ?? 'players';
  }

  /** A new line; false if it was here already. */
  add(line: ChatLine): boolean {
    if (this.lines.some((l) => l.n === line.n)) return false;
    this.lines.push(line);
    this.lines.sort((a, b) => a.n - b.n);
    return true;
  }

  /** The tabs this page shows: the players' chat unless a person plays the computer alone, the
   *  watchers' to watchers and, once the game is over, to the players. */
  tabs(): ChatSide[] {
    const h = this.history;
    if (!h) return [];
    const tabs: ChatSide[] = [];
    if (h.playersChat || this.lines.some((l) => l.side === 'players')) tabs.push('players');
    if (h.watchersShown) tabs.push('watchers');
    return tabs;
  }

  /** This page writes into its own side's chat: a player's lines are the players', a watcher's the watchers'. */
  get side(): ChatSide | null {
    const h = this.history;
    if (!h || (h.side === 'players' && !h.playersChat)) return null;
    return h.side;
  }

  /** The lines of `tab` to show, without the muted speakers'. */
  shown(tab: ChatSide = this.tab): ChatLine[] {
    return this.lines.filter((l) => l.side === tab && !this.muted.has(speaker(l)));
  }

  /** Who else said something in `tab` and may be muted there (players by seat, watchers by name),
   *  in the order they first spoke; `mySeat`: this page's seat, null when it watches. */
  mutable(mySeat: number | null, tab: ChatSide = this.tab): { key: string; name: string; muted: boolean }[] {
    const me = mySeat !== null ? speaker({ seat: mySeat, name: '' }) : this.history ? speaker({ seat: null, name: this.history.name }) : null;
    const who = new Map<string, string>();
    for (const l of this.lines) if (l.side === tab && speaker(l) !== me) who.set(speaker(l), l.name);
    return [...who].map(([key, name]) => ({ key, name, muted: this.muted.has(key) }));
  }

  isMuted(line: Pick<ChatLine, 'seat' | 'name'>): boolean {
    return this.muted.has(speaker(line));
  }

  toggleMute(key: string): void {
    if (!this.muted.delete(key)) this.muted.add(key);
    try { this.store.setItem(muteKey(this.code), JSON.stringify([...this.muted])); } catch { /* private mode: for this page only */ }
  }
}

/** The counter beside the field: characters used of the most. */
export const chatCounter = (text: string): string => `${[...text].length}/${CHAT_MAX}`;

/** A line's text as this page shows it: a quick phrase (the server keeps its English words) in the
 *  reader's language, anything typed as it was typed. */
export function lineText(text: string): string {
  const phrase = (Object.keys(CHAT_PHRASES) as ChatPhrase[]).find((p) => CHAT_PHRASES[p] === text);
  return phrase ? t(`chat.phrase.${phrase}`) : text;
}

/** The line to send, or why it cannot be sent (the server's own check). */
export const checkLine = chatText;

/** The speakers muted in this game; a bare number is a seat (as pages before watchers could be muted kept it). */
function readMuted(store: KeyValue, code: string): string[] {
  try {
    const v = JSON.parse(store.getItem(muteKey(code)) ?? '[]') as unknown;
    if (!Array.isArray(v)) return [];
    return v.flatMap((x) => (Number.isInteger(x) ? [speaker({ seat: x as number, name: '' })] : typeof x === 'string' ? [x] : []));
  } catch {
    return [];
  }
}
