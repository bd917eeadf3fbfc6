// Before a visitor takes a seat: who invites, which game, and the visitor's name (prefilled from
// last time). Nothing is joined until the visitor says so; watching is offered beside it.
import { el } from '../dom';
import { savedName, saveName } from '../logic/tokens';
import type { GameInfo } from '../net';
import { notice } from './notice';

export function joinPrompt(info: GameInfo, onSeat: (name: string) => void, onWatch: () => void): void {
  const host = info.names[0] || info.names[1] || 'A player';
  const page = notice(`${host} invites you to a game`, `Game ${info.code}: Carcassonne – The Castle${info.options.falcon ? ' with the Falcon' : ''}. Give your name and take the free seat.`, [], 'join-prompt');
  const name = el('input', { type: 'text', maxlength: '24', placeholder: 'Your name', autocomplete: 'nickname', 'aria-label': 'Your name', 'data-testid': 'name' });
  name.value = savedName(localStorage);
  const take = el('button', { class: 'primary', type: 'submit', 'data-testid': 'take-seat' }, 'Take the seat');
  const watch = el('button', { type: 'button', 'data-testid': 'watch' }, 'Just watch');
  const form = el('form', { class: 'join-form' }, el('label', {}, 'Your name ', name), el('div', { class: 'ways' }, take, watch));
  form.onsubmit = (e) => {
    e.preventDefault();
    if (!name.value.trim()) { name.focus(); name.setAttribute('aria-invalid', 'true'); name.placeholder = 'A name, please'; return; }
    saveName(localStorage, name.value);
    take.disabled = true;
    onSeat(name.value.trim());
  };
  watch.onclick = onWatch;
  page.querySelector('.ways')!.replaceWith(form);
  name.focus();
}
