// The page's side of "your turn" (logic/turn-signal.ts decides when): the title, the favicon
// alternating each second while the tab is not focused, a short tone (logic/tone.ts) once the
// player has touched the page (browsers refuse sound before), and a system notification while the
// tab is hidden, asked for only when the player turns it on. Two toggles, remembered.
import { el } from '../dom';
import { t } from '../i18n/words';
import { toneUrl } from '../logic/tone';
import { SignalChoices, TurnFacts, TurnWatch, iconAt, saveChoices, savedChoices, titleFor } from '../logic/turn-signal';

const ICONS = { page: '/favicon.svg', turn: '/favicon-turn.svg' } as const;

export class TurnSignals {
  readonly element = el('div', { class: 'signals', 'data-testid': 'signals', hidden: '' });
  private readonly watch = new TurnWatch();
  private choices: SignalChoices = savedChoices(localStorage);
  private readonly soundButton = el('button', { type: 'button', 'data-testid': 'sound-toggle' });
  private readonly notifyButton = el('button', { type: 'button', 'data-testid': 'notify-toggle' });
  private readonly note = el('span', { class: 'small', 'data-testid': 'signals-note' });
  private mine = false;
  private tick = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private tone: HTMLAudioElement | null = null;
  private interacted = false;
  private permitted = false;
  private permission: PermissionStatus | null = null;
  private closed = false;
  private readonly onInteract = () => { this.interacted = true; };
  private readonly onFocusChange = () => this.showIcon();

  constructor(private readonly code: string) {
    this.soundButton.onclick = () => this.choose({ ...this.choices, sound: !this.choices.sound });
    this.notifyButton.onclick = () => void this.toggleNotify();
    this.element.append(this.soundButton, this.notifyButton, this.note);
    this.showChoices();
    // A sound may play only after the player has touched the page (autoplay rules).
    for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, this.onInteract, { capture: true });
    for (const type of ['focus', 'blur']) window.addEventListener(type, this.onFocusChange);
    document.addEventListener('visibilitychange', this.onFocusChange);
    this.watchPermission();
  }

  /** Reading Notification.permission asks the browser's process each time (some milliseconds, at
   *  every change of the game): kept here instead, and followed when the player changes it. */
  private watchPermission(): void {
    const read = () => { this.permitted = typeof Notification !== 'undefined' && Notification.permission === 'granted'; };
    read();
    navigator.permissions?.query({ name: 'notifications' }).then((status) => {
      if (this.closed) return;
      this.permission = status;
      status.onchange = read;
    }, () => undefined);
  }

  /** After any change of the game: called on the connection's messages, not at drawing, which a
   *  hidden tab does not do (no animation frames). */
  update(f: TurnFacts): void {
    this.element.hidden = f.seat === null;
    const s = this.watch.next(f, this.choices, { hidden: document.hidden, canPlay: this.interacted, permitted: this.permitted });
    this.mine = s.mine;
    const title = titleFor(document.title.replace(titleFor('', true), ''), s.mine);
    if (document.title !== title) document.title = title;
    if (s.began) this.tick = 0;
    this.showIcon();
    if (s.sound) this.beep();
    if (s.notify) this.notify();
  }

  close(): void {
    this.mine = false;
    this.showIcon();
    document.title = document.title.replace(titleFor('', true), '');
    for (const type of ['pointerdown', 'keydown']) window.removeEventListener(type, this.onInteract, { capture: true });
    for (const type of ['focus', 'blur']) window.removeEventListener(type, this.onFocusChange);
    document.removeEventListener('visibilitychange', this.onFocusChange);
    this.tone?.pause();
    this.closed = true;
    if (this.permission) this.permission.onchange = null;
  }

  private focused(): boolean {
    return document.hasFocus() && !document.hidden;
  }

  /** The icon now, and the second's timer only while it alternates. */
  private showIcon(): void {
    const focused = this.focused();
    this.setIcon(ICONS[iconAt(this.mine, focused, this.tick)]);
    const alternating = this.mine && !focused;
    if (alternating && !this.timer) this.timer = setInterval(() => { this.tick++; this.showIcon(); }, 1000);
    if (!alternating && this.timer) { clearInterval(this.timer); this.timer = null; }
  }

  private setIcon(href: string): void {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
  }

  private choose(c: SignalChoices): void {
    this.choices = c;
    saveChoices(localStorage, c);
    this.showChoices();
  }

  private showChoices(): void {
    const { sound, notify } = this.choices;
    this.soundButton.textContent = t(sound ? 'signals.soundOn' : 'signals.soundOff');
    this.soundButton.setAttribute('aria-pressed', String(sound));
    this.soundButton.title = t(sound ? 'signals.soundOnTitle' : 'signals.soundOffTitle');
    this.notifyButton.textContent = t(notify ? 'signals.notifyOn' : 'signals.notifyOff');
    this.notifyButton.setAttribute('aria-pressed', String(notify));
    this.notifyButton.title = t('signals.notifyTitle');
  }

  /** Turned on, the browser asks the player's permission (only then); refused, it stays off and says why. */
  private async toggleNotify(): Promise<void> {
    this.note.textContent = '';
    if (this.choices.notify) return this.choose({ ...this.choices, notify: false });
    if (typeof Notification === 'undefined') { this.note.textContent = t('signals.noNotifications'); return; }
    const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    this.permitted = permission === 'granted';
    if (permission !== 'granted') { this.note.textContent = t('signals.blocked'); return; }
    this.choose({ ...this.choices, notify: true });
  }

  /** Two short notes, quiet (logic/tone.ts), made on the spot: no sound file is loaded. */
  private beep(): void {
    try {
      this.tone ??= new Audio(toneUrl());
      this.tone.currentTime = 0;
      // For the browser tests, which cannot hear: how many tones began to play.
      this.tone.play().then(() => { this.element.dataset.sounds = String(Number(this.element.dataset.sounds ?? 0) + 1); }, () => undefined);
    } catch { /* no audio here: the title and the icon still say it */ }
  }

  private notify(): void {
    try {
      const n = new Notification(t('signals.notification'), { body: t('signals.notificationBody', { code: this.code }), icon: ICONS.turn, tag: `turn-${this.code}` });
      n.onclick = () => { window.focus(); n.close(); };
      this.element.dataset.notified = String(Number(this.element.dataset.notified ?? 0) + 1);
    } catch { /* some browsers allow notifications only from a service worker */ }
  }
}
