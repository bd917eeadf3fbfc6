// The banner over the game page while the game is not live: why (a lost connection, a restarting
// server, another tab playing it, a game the server lost), a countdown to the next try and a
// button to try now.
import { app, el } from '../dom';
import { countdown } from './notice';

export class ConnectionBanner {
  readonly element = el('div', { class: 'banner', role: 'status', 'data-testid': 'connection', hidden: '' });
  private stopCountdown: () => void = () => undefined;

  /** `laidOut`: the game page is in place (else the banner is shown alone). */
  constructor(private laidOut: () => boolean) {}

  /** Why, a countdown of `seconds` to `retry` (none: only the button), and a button to try now. */
  show(why: string, retry: () => void, label = 'Try now', seconds?: number): void {
    const b = this.element;
    this.stop();
    const line = el('span', {});
    const again = el('button', { 'data-testid': 'reconnect' }, label);
    again.onclick = () => { this.stop(); retry(); };
    b.replaceChildren(el('span', {}, `${why} `), line, ' ', again, ' ', el('a', { href: '/', class: 'button' }, 'Start page'));
    b.dataset.state = 'lost';
    b.hidden = false;
    if (!this.laidOut()) app().replaceChildren(b);
    if (seconds !== undefined) this.stopCountdown = countdown(seconds, line, (n) => `Reconnecting in ${n} s.`, retry);
  }

  /** Another tab took this seat: say so, and let the player take it back here. They never fight. */
  otherTab(takeBack: () => void): void {
    this.show('Your seat is open in another tab or window, which plays it now.', takeBack, 'Play here');
    this.element.dataset.state = 'other-tab';
  }

  /** The room went (`why`: the server restarted, the connection was lost) after the game ended, and
   *  a finished game's room does not come back: the page keeps its end (the final scoring, step by
   *  step) and says so, calmly, with the way to its replay. Nothing is retried. */
  ended(why: string, code: string, more = ''): void {
    const b = this.element;
    this.stop();
    b.replaceChildren(el('span', { 'data-testid': 'connection-text' }, `${why} The game is over and saved.${more}`), ' ',
      el('a', { href: `/g/${code}/replay`, class: 'button', 'data-testid': 'to-replay' }, 'Replay'), ' ', el('a', { href: '/', class: 'button' }, 'Start page'));
    b.dataset.state = 'over';
    b.hidden = false;
  }

  /** The server lost this game's saved moves: said for good (no reconnecting brings it back). */
  storeLost(message: string): void {
    const b = this.element;
    this.stop();
    b.replaceChildren(el('span', { 'data-testid': 'store-lost' }, message), ' ', el('a', { href: '/', class: 'button' }, 'Start page'));
    b.dataset.state = 'store-lost';
    b.hidden = false;
  }

  reconnecting(): void {
    this.element.replaceChildren('Reconnecting…');
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
