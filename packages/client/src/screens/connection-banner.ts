// The banner over the game page while the game is not live: why (a lost connection, a restarting
// server, another tab playing it, a game the server lost), a countdown to the next try and a
// button to try now.
import { app, el } from '../dom';
import { t } from '../i18n/words';
import { countdown } from './notice';

const startLink = (): HTMLElement => el('a', { href: '/', class: 'button' }, t('connection.start'));

export class ConnectionBanner {
  readonly element = el('div', { class: 'banner', role: 'status', 'data-testid': 'connection', hidden: '' });
  private stopCountdown: () => void = () => undefined;

  /** `laidOut`: the game page is in place (else the banner is shown alone). */
  constructor(private laidOut: () => boolean) {}

  /** Why, a countdown of `seconds` to `retry` (none: only the button), and a button to try now. */
  show(why: string, retry: () => void, label = t('connection.tryNow'), seconds?: number): void {
    const b = this.element;
    this.stop();
    const line = el('span', {});
    const again = el('button', { 'data-testid': 'reconnect' }, label);
    again.onclick = () => { this.stop(); retry(); };
    b.replaceChildren(el('span', {}, `${why} `), line, ' ', again, ' ', startLink());
    b.dataset.state = 'lost';
    b.hidden = false;
    if (!this.laidOut()) app().replaceChildren(b);
    if (seconds !== undefined) this.stopCountdown = countdown(seconds, line, (n) => t('connection.countdown', { seconds: n }), retry);
  }

  /** Another tab took this seat: say so, and let the player take it back here. They never fight. */
  otherTab(takeBack: () => void): void {
    this.show(t('connection.otherTab'), takeBack, t('connection.playHere'));
    this.element.dataset.state = 'other-tab';
  }

  /** The room went (`why`: the server restarted, the connection was lost) after the game ended, and
   *  a finished game's room does not come back: the page keeps its end (the final scoring, step by
   *  step) and says so, calmly, with the way to its replay. Nothing is retried. */
  ended(why: string, code: string, more = ''): void {
    const b = this.element;
    this.stop();
    b.replaceChildren(el('span', { 'data-testid': 'connection-text' }, [why, t('connection.overSaved'), more].filter(Boolean).join(' ')), ' ',
      el('a', { href: `/g/${code}/replay`, class: 'button', 'data-testid': 'to-replay' }, t('connection.replay')), ' ', startLink());
    b.dataset.state = 'over';
    b.hidden = false;
  }

  /** The server lost this game's saved moves: said for good (no reconnecting brings it back). */
  storeLost(message: string): void {
    const b = this.element;
    this.stop();
    b.replaceChildren(el('span', { 'data-testid': 'store-lost' }, message), ' ', startLink());
    b.dataset.state = 'store-lost';
    b.hidden = false;
  }

  reconnecting(): void {
    this.element.replaceChildren(t('connection.reconnecting'));
  }

  /** Connected again. */
  hide(): void {
    this.stop();
    this.element.hidden = true;
  }

  /** Stop the countdown (the page is closing, or the player tries now). */
  stop(): void {
    this.stopCountdown();
  }
}
