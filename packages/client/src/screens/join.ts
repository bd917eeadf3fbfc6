// Before a visitor takes a seat: who invites, which game, and the visitor's name (prefilled from
// last time). Nothing is joined until the visitor says so; watching is offered beside it.
import { nameProblem, trimName } from '@castle/protocol';
import { el } from '../dom';
import { savedName, saveName } from '../logic/tokens';
import { notice } from './notice';
import type { CastleGameInfo as GameInfo } from '../logic/castle-api';

export function joinPrompt(info: GameInfo, onSeat: (name: string) => void, onWatch: () => void): void {
  const joined = info.names.filter((n): n is string => !!n);
  const host = joined[0] || 'A player';
  const what = info.game === 'carcassonne' ? `Carcassonne for ${info.names.length} players` : `Carcassonne – The Castle${info.options.falcon ? ' with the Falcon' : ''}`;
  const seatWords = info.names.length > 2 ? `Joined so far: ${joined.join(', ') || 'nobody'} (${info.seatsFree} of ${info.names.length} seats free). Give your name and take a seat.` : 'Give your name and take the free seat.';
  const page = notice(`${host} invites you to a game`, `Game ${info.code}: ${what}. ${seatWords}`, [], 'join-prompt', info.title);
  const name = el('input', { type: 'text', maxlength: '24', placeholder: 'Your name', autocomplete: 'nickname', 'aria-label': 'Your name', 'data-testid': 'name' });
  name.value = savedName(localStorage);
  const take = el('button', { class: 'primary', type: 'submit', 'data-testid': 'take-seat' }, 'Take the seat');
  const watch = el('button', { type: 'button', 'data-testid': 'watch' }, 'Just watch');
  const why = el('div', { class: 'error', role: 'alert', 'data-testid': 'error' });
  const form = el('form', { class: 'join-form' }, el('label', {}, 'Your name ', name), why, el('div', { class: 'ways' }, take, watch));
  form.onsubmit = (e) => {
    e.preventDefault();
    const given = trimName(name.value), problem = given ? nameProblem(given) : 'A name, please';
    if (problem) { name.focus(); name.setAttribute('aria-invalid', 'true'); name.placeholder = 'A name, please'; why.textContent = given ? `That name cannot be used: ${problem}.` : ''; return; }
    saveName(localStorage, name.value);
    take.disabled = true;
    onSeat(given);
  };
  watch.onclick = () => {
    // Watchers are listed by name too: a name typed before choosing to watch is kept for that.
    const given = trimName(name.value);
    if (given && !nameProblem(given)) saveName(localStorage, given);
    onWatch();
  };
  page.querySelector('.ways')!.replaceWith(form);
  name.focus();
}
