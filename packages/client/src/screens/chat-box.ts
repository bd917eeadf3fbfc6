// The chat in a game's side panel (both games; game-shell.ts puts it there): the lines, always as
// text (textContent, never HTML), a "Players" and a "Watchers" tab where this page may read both,
// a field of at most 300 characters with its counter, the quick phrases, and a mute toggle for each
// other player. Collapsible (closed at first on a phone), so that it never hides the board's controls.
import type { Room } from 'colyseus.js';
import { CHAT, CHAT_MAX, CHAT_PHRASES, ChatHistory, ChatLine, ChatPhrase, ChatRefusal, ChatSide, TO_CLIENT } from '@castle/protocol';
import { el } from '../dom';
import { t } from '../i18n/words';
import { ChatModel, chatCounter, checkLine, lineText } from '../logic/chat';
import { saidWords } from '../refusals/said';

const tabName = (side: ChatSide): string => t(`chat.tab.${side}`);

export class ChatBox {
  readonly element = el('details', { class: 'chat-box', 'data-testid': 'chat', open: '', hidden: '' });
  private readonly model: ChatModel;
  private readonly summary = el('summary', {}, t('chat.title'));
  private readonly tabs = el('div', { class: 'chat-tabs', role: 'tablist', 'aria-label': t('chat.tabs') });
  private readonly lines = el('ol', { class: 'chat-lines', 'data-testid': 'chat-lines', 'aria-live': 'polite' });
  private readonly mute = el('div', { class: 'chat-mute small', 'data-testid': 'chat-mute' });
  private readonly phrases = el('div', { class: 'chat-phrases' });
  private readonly input = el('input', { type: 'text', maxlength: String(CHAT_MAX), 'data-testid': 'chat-input', 'aria-label': t('chat.field'), autocomplete: 'off', enterkeyhint: 'send' });
  private readonly count = el('span', { class: 'chat-count small', 'data-testid': 'chat-count', 'aria-live': 'off' });
  private readonly sendButton = el('button', { type: 'submit', 'data-testid': 'chat-send' }, t('chat.send'));
  private readonly form = el('form', { class: 'chat-form' }, this.input, this.count, this.sendButton);
  private readonly note = el('p', { class: 'chat-note small', 'data-testid': 'chat-note' });
  private readonly error = el('p', { class: 'error chat-error', role: 'alert', 'data-testid': 'chat-error' });
  private room: Room | null = null;
  private mySeat: number | null = null;
  /** Lines that came while the box was closed. */
  private unread = 0;
  private sent: string | null = null;

  constructor(code: string) {
    this.model = new ChatModel(code, localStorage);
    this.phrases.append(...(Object.keys(CHAT_PHRASES) as ChatPhrase[]).map((phrase) => {
      const words = t(`chat.phrase.${phrase}`);
      const b = el('button', { type: 'button', class: 'chat-phrase', 'data-testid': `chat-phrase-${phrase}`, title: t('chat.sendPhrase', { phrase: words }) }, words);
      b.onclick = () => this.send({ phrase });
      return b;
    }));
    this.input.oninput = () => this.drawField();
    this.form.onsubmit = (e) => { e.preventDefault(); this.submit(); };
    this.element.ontoggle = () => { if (this.element.open) this.unread = 0; this.drawSummary(); };
    this.element.append(this.summary, this.tabs, this.lines, this.mute, this.phrases, this.form, this.note, this.error);
    // On a phone the panel is under the board: the chat starts closed there, its summary counting new lines.
    if (window.matchMedia('(max-width: 760px)').matches) this.element.open = false;
    this.drawField();
  }

  /** A joined room (again after a lost connection): the history is asked for, lines come as said. */
  attach(room: Room): void {
    this.room = room;
    room.onMessage(CHAT.history, (h: ChatHistory) => { this.model.take(h); this.draw(); });
    room.onMessage(CHAT.line, (line: ChatLine) => this.received(line));
    room.onMessage(TO_CLIENT.error, (m: ChatRefusal) => { if (m.about === 'chat') this.refused(saidWords(m)); });
    room.send(CHAT.open, {});
  }

  /** This page's seat (null: watching), for the mute toggles. */
  seat(seat: number | null): void {
    if (seat === this.mySeat) return;
    this.mySeat = seat;
    this.draw();
  }

  private received(line: ChatLine): void {
    if (!this.model.add(line)) return;
    const mine = line.name === this.model.history?.name && line.side === this.model.side;
    if (mine) this.sent = null;
    else if (!this.element.open && !this.model.isMuted(line)) this.unread++;
    this.draw();
  }

  private refused(words: string): void {
    this.error.textContent = words;
    if (this.sent !== null && !this.input.value) this.input.value = this.sent; // nothing was said: the line is back to mend
    this.sent = null;
    this.drawField();
  }

  private submit(): void {
    const checked = checkLine(this.input.value);
    if (!checked.ok) { this.error.textContent = saidWords(checked); return; }
    this.sent = this.input.value;
    if (this.send({ text: checked.text })) this.input.value = '';
    this.drawField();
  }

  private send(message: { text: string } | { phrase: ChatPhrase }): boolean {
    if (!this.room) { this.error.textContent = t('chat.offline'); return false; }
    this.error.textContent = '';
    this.room.send(CHAT.send, message);
    return true;
  }

  private draw(): void {
    const m = this.model, tabs = m.tabs(), side = m.side;
    this.element.hidden = !tabs.length && !side;
    if (this.element.hidden) return;
    this.tabs.hidden = tabs.length < 2;
    this.tabs.replaceChildren(...tabs.map((tab) => {
      const b = el('button', { type: 'button', role: 'tab', 'data-testid': `chat-tab-${tab}`, 'aria-selected': String(tab === m.tab) }, tabName(tab));
      b.onclick = () => { m.tab = tab; this.draw(); };
      return b;
    }));
    const shown = m.shown();
    this.lines.replaceChildren(...shown.map((l) => el('li', { class: `chat-line ${l.side}`, 'data-seat': l.seat === null ? '' : String(l.seat), title: t('chat.afterMove', { moves: l.moves }) },
      el('span', { class: 'chat-name' }, l.name), ' ', el('span', { class: 'chat-text' }, lineText(l.text)))));
    if (!shown.length) this.lines.append(el('li', { class: 'chat-empty small' }, t(m.tab === 'watchers' ? 'chat.noneWatchers' : 'chat.none')));
    this.lines.scrollTop = this.lines.scrollHeight;
    // Each tab's speakers are muted where their lines show: players by seat, watchers by name.
    this.mute.replaceChildren(...m.mutable(this.mySeat).map(({ key, name, muted }) => {
      const b = el('button', { type: 'button', class: 'chat-mute-toggle', 'data-testid': `chat-mute-${key.replace(/^seat:/, '')}`, 'aria-pressed': String(muted) }, t(muted ? 'chat.unmute' : 'chat.mute', { name }));
      b.onclick = () => { m.toggleMute(key); this.draw(); };
      return b;
    }));
    // One writes in one's own side's chat only: the field shows under that tab.
    const writes = side !== null && (m.tab === side || tabs.length < 2);
    this.phrases.hidden = this.form.hidden = !writes;
    this.note.textContent = writes ? t(`chat.goesTo.${side}`) : side ? t('chat.yoursGoTo', { side }) : '';
    this.drawSummary();
  }

  private drawSummary(): void {
    this.summary.textContent = this.unread ? t('chat.unread', { count: this.unread }) : t('chat.title');
  }

  private drawField(): void {
    const v = this.input.value;
    this.count.textContent = chatCounter(v);
    this.sendButton.disabled = !v.trim();
  }
}
