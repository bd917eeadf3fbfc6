// Who watches, on request: a button "Watchers (n)" beside the players, opening the list of their
// names under its own heading, each marked as watching, apart from the seats.
import { el } from '../dom';
import { t } from '../i18n/words';
import { watcherLines, watchersLabel } from '../logic/watchers';

export class WatchersBox {
  private readonly button = el('button', { type: 'button', 'aria-expanded': 'false', 'aria-controls': 'watchers-list', 'data-testid': 'watchers-button' });
  private readonly list = el('ul', { id: 'watchers-list', class: 'watchers-list', 'data-testid': 'watchers-list', 'aria-label': t('watchers.list') });
  private readonly panel = el('div', { class: 'watchers-panel', hidden: '' }, el('p', { class: 'small' }, t('watchers.heading')), this.list);
  readonly element = el('div', { class: 'watchers', 'data-testid': 'watchers' }, this.button, this.panel);
  private key = '';

  constructor() {
    this.button.onclick = () => this.open(this.panel.hidden);
    this.update([], []);
  }

  /** The names now (made again only when they changed: the list may be open). */
  update(watchers: readonly string[], seatNames: readonly string[]): void {
    const key = JSON.stringify([watchers, seatNames]);
    if (key === this.key) return;
    this.key = key;
    this.button.textContent = watchersLabel(watchers.length);
    this.button.disabled = watchers.length === 0;
    if (!watchers.length) this.open(false);
    this.list.replaceChildren(...watcherLines(watchers, seatNames).map((w) => el('li', {},
      el('span', { class: 'tag' }, t('watchers.tag')), ' ', el('span', { class: 'watcher-name' }, w.name), w.note ? el('span', { class: 'small' }, ` (${w.note})`) : '')));
  }

  private open(on: boolean): void {
    this.panel.hidden = !on;
    this.button.setAttribute('aria-expanded', String(on));
  }
}
