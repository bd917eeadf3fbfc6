// Every seat's clock, as each page shows it: counted down from the server's figures (each seat's time
// left when the running clock started, and since when, in the server's time), this page's own clock
// only measuring the time since the server's last word. Shown only in a game with a time control;
// redrawn when its text changes (each second, each tenth below ten seconds) while a clock runs.
import { ClockState, SyncedGame, TimeControl, lowTimeMs, timeLeft } from '@castle/protocol';
import { el } from '../dom';
import { t } from '../i18n/words';
import { clockFace, controlName } from '../logic/game-words';

export class ClockBox {
  readonly element = el('div', { class: 'clocks', 'data-testid': 'clocks', hidden: '' });
  private control: TimeControl | null = null;
  private clocks: ClockState | null = null;
  private names: string[] = [];
  /** The server's time less this page's, as of the server's last word. */
  private offset = 0;
  private lastNow = -1;
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** The synced state changed: take the clocks' figures, if the game has any. */
  update(s: SyncedGame, names: string[]): void {
    if (!s.timeControl) return;
    this.control ??= JSON.parse(s.timeControl) as TimeControl;
    if (s.clockNow !== this.lastNow) {
      this.lastNow = s.clockNow;
      this.offset = s.clockNow - Date.now();
    }
    this.clocks = { left: Array.from(s.clockLeft ?? []), running: s.clockRunning >= 0 && !s.over ? s.clockRunning : null, since: s.clockSince };
    this.names = names;
    this.render();
  }

  private render(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const c = this.clocks, control = this.control;
    if (!c || !control) return;
    const now = Date.now() + this.offset, low = lowTimeMs(control);
    this.element.hidden = false;
    this.element.replaceChildren(el('div', { class: 'small' }, t('clock.title', { control: controlName(control) })), ...c.left.map((_, seat) => {
      const ms = timeLeft(c, seat, now), running = c.running === seat;
      return el('div', {
        class: `clock${running ? ' running' : ''}${ms < low ? ' low' : ''}`, 'data-testid': `clock-${seat}`, 'data-ms': String(Math.max(0, Math.round(ms))),
        'data-running': String(running),
      }, el('span', { class: 'clock-name' }, this.names[seat] ?? t('common.player', { n: seat + 1 })), el('span', { class: 'clock-time' }, clockFace(ms)));
    }));
    if (c.running === null) return;
    // Next when the running clock's text changes: at its next whole second, or tenth below ten seconds.
    const ms = Math.max(0, timeLeft(c, c.running, now));
    if (ms <= 0) return;
    const step = ms < 10_000 ? 100 : 1000;
    this.timer = setTimeout(() => this.render(), ms % step || step);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
