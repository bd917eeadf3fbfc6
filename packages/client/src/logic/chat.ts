// The chat as the page holds it, without DOM: the lines it may show, which tab shows which, the
// seats this page muted (kept per game in the browser), the counter and the check of a line before
// it is sent (the protocol's own, as the server makes it).
import { CHAT_MAX, ChatHistory, ChatLine, ChatSide, chatText, nameProblem, trimName } from '@castle/protocol';
import { KeyValue, savedName } from './tokens';

const muteKey = (code: string) => `castle.mute.${code}`;

/** The saved name, for a watcher's lines; undefined when there is none the server would take. */
export function watcherName(store: KeyValue): string | undefined {
  const name = trimName(savedName(store));
  return name && !nameProblem(name) ? name : undefined;
}

export class ChatModel {
  lines: ChatLine[] = [];
  /** Nothing is shown before the server's history: it says what this page may do. */
  history: ChatHistory | null = null;
  /** The tab shown: the players' chat, or the watchers'. */
  tab: ChatSide = 'players';
  private muted: Set<number>;

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

  /** The lines of `tab` to show, without the muted seats'. */
  shown(tab: ChatSide = this.tab): ChatLine[] {
    return this.lines.filter((l) => l.side === tab && !(l.seat !== null && this.muted.has(l.seat)));
  }

  /** The other seats whose lines may be muted: those that said something, or muted already. */
  mutable(mySeat: number | null): { seat: number; name: string; muted: boolean }[] {
    const seats = new Map<number, string>();
    for (const l of this.lines) if (l.seat !== null && l.seat !== mySeat) seats.set(l.seat, l.name);
    return [...seats].sort(([a], [b]) => a - b).map(([seat, name]) => ({ seat, name, muted: this.muted.has(seat) }));
  }

  isMuted(seat: number): boolean {
    return this.muted.has(seat);
  }

  toggleMute(seat: number): void {
    if (!this.muted.delete(seat)) this.muted.add(seat);
    try { this.store.setItem(muteKey(this.code), JSON.stringify([...this.muted])); } catch { /* private mode: for this page only */ }
  }
}

/** The counter beside the field: characters used of the most. */
export const chatCounter = (text: string): string => `${[...text].length}/${CHAT_MAX}`;

/** The line to send, or why it cannot be sent (the server's own check). */
export const checkLine = chatText;

function readMuted(store: KeyValue, code: string): number[] {
  try {
    const v = JSON.parse(store.getItem(muteKey(code)) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
}
