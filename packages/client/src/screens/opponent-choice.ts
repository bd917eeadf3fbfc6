// The start page's choice of opponent: a friend (the link is sent; anyone may join, if ticked) or the computer, with its level,
// who starts and, at a Carcassonne table of more than two, how many seats it plays. What is chosen
// is what is sent: nothing about the computer goes with a game between friends.
import { el } from '../dom';
import { t } from '../i18n/words';

/** The computer's levels, weakest first, each with what it is like to play (docs/bot.md measures them). */
const LEVELS = {
  easy: () => t('opponent.level.easy'),
  medium: () => t('opponent.level.medium'),
  normal: () => t('opponent.level.normal'),
  hard: () => t('opponent.level.hard'),
};

export interface OpponentChoice {
  element: HTMLElement;
  /** The create options for the computer ({} for a friend); `seats`: the table's size. */
  options(seats: number): Record<string, unknown>;
  /** Against the computer? */
  computer(): boolean;
  /** Show the seats the computer may take at a table of `seats` (Carcassonne); 2 hides the choice. */
  setSeats(seats: number): void;
  /** Offer the computer, or not (a game it does not play: a friend is chosen instead). */
  offerComputer(offered: boolean): void;
  onChange: () => void;
}

export function opponentChoice(): OpponentChoice {
  const friend = el('input', { type: 'radio', name: 'opponent', value: 'friend', 'data-testid': 'opponent-friend' });
  const computer = el('input', { type: 'radio', name: 'opponent', value: 'computer', 'data-testid': 'opponent-computer' });
  friend.checked = true;
  const level = el('select', { 'data-testid': 'level', 'aria-label': t('opponent.levelLabel') },
    ...Object.entries(LEVELS).map(([value, words]) => el('option', { value }, words())));
  level.value = 'normal';
  const first = el('select', { 'data-testid': 'first', 'aria-label': t('opponent.firstLabel') },
    el('option', { value: 'random' }, t('opponent.first.random')), el('option', { value: 'me' }, t('opponent.first.me')), el('option', { value: 'computer' }, t('opponent.first.computer')));
  const computers = el('select', { 'data-testid': 'computers', 'aria-label': t('opponent.computersLabel') });
  const computersLabel = el('label', {}, t('opponent.computersPlays'), ' ', computers);
  const open = el('input', { type: 'checkbox', 'data-testid': 'open' });
  const openLabel = el('label', { class: 'computer-settings' }, open, ' ', t('opponent.open'));
  const settings = el('div', { class: 'computer-settings', 'data-testid': 'computer-settings' },
    el('label', {}, t('opponent.levelLabel'), ' ', level), el('label', {}, t('opponent.firstLabel'), ' ', first), computersLabel);
  const computerLabel = el('label', {}, computer, ' ', t('opponent.computer'));
  const choice: OpponentChoice = {
    element: el('fieldset', { class: 'opponent' }, el('legend', {}, t('opponent.legend')),
      el('label', {}, friend, ' ', t('opponent.friend')), openLabel, computerLabel, settings),
    options: (seats) => (computer.checked
      ? { opponent: 'computer', level: level.value, first: first.value, ...(seats > 2 ? { computers: Number(computers.value) } : {}) }
      : open.checked ? { open: true } : {}),
    computer: () => computer.checked,
    setSeats(seats) {
      const was = Number(computers.value) || seats - 1;
      computers.replaceChildren(...Array.from({ length: seats - 1 }, (_, i) => el('option', { value: String(i + 1) }, t('opponent.seats', { n: i + 1 }))));
      computers.value = String(Math.min(was, seats - 1));
      computersLabel.hidden = seats <= 2;
    },
    offerComputer(offered) {
      computerLabel.hidden = !offered;
      if (offered || !computer.checked) return;
      friend.checked = true;
      sync();
    },
    onChange: () => undefined,
  };
  const sync = () => { settings.hidden = !computer.checked; openLabel.hidden = computer.checked; choice.onChange(); };
  friend.onchange = computer.onchange = sync;
  open.onchange = () => choice.onChange(); // an open game leans rated (rated/rated-choice.ts)
  settings.hidden = true;
  choice.setSeats(2);
  return choice;
}
