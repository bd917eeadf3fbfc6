// Before a visitor takes a seat: who invites, which game with its time control and options, and
// the visitor's name (prefilled from last time). Nothing is joined until the visitor says so;
// watching is offered beside it.
import { el } from '../dom';
import { aboutGame } from '../games/catalogue';
import { listOf } from '../i18n/format';
import { t } from '../i18n/words';
import { clockWords, gameName, optionWords, tableWords } from '../logic/game-words';
import { checkName } from '../logic/name-check';
import { saveName } from '../logic/tokens';
import { nameField } from './name-field';
import { ratedFact } from '../rated/rated-fact';
import { notice } from './notice';
import type { GameInfo } from '@castle/protocol';

/** What is agreed by taking the seat: the clock and the options, said before. */
function gameFacts(info: GameInfo): HTMLElement {
  const options = optionWords(info.game, info.options);
  return el('ul', { class: 'game-facts', 'data-testid': 'game-facts' }, ratedFact(info),
    el('li', { 'data-testid': 'join-clock' }, el('strong', {}, t('join.clock')), ' ', clockWords(info.clock)),
    el('li', { 'data-testid': 'join-options' }, el('strong', {}, t('join.options')), ' ', options.length ? options.join('; ') : t('join.noOptions')));
}

export function joinPrompt(info: GameInfo, onSeat: (name: string) => void, onWatch: () => void): void {
  const joined = info.names.filter((n): n is string => !!n);
  // Seats may be drawn at random, so the first seat's player is not always who made the game: all who sit invite.
  const heading = t('join.heading', { count: joined.length, names: listOf(joined) });
  const what = [gameName(info.game, info.options), tableWords(info.game, info.names.length)].filter(Boolean).join(' ');
  const sentence = info.names.length > 2
    ? t('join.sentenceMany', { code: info.code, what, joined: joined.length, names: listOf(joined), free: info.seatsFree, seats: info.names.length })
    : t('join.sentenceTwo', { code: info.code, what });
  const page = notice(heading, sentence, [], 'join-prompt', aboutGame(info.game)?.choice().title ?? info.title);
  const name = nameField();
  const take = el('button', { class: 'primary', type: 'submit', 'data-testid': 'take-seat' }, t('join.take'));
  const watch = el('button', { type: 'button', 'data-testid': 'watch' }, t('join.watch'));
  const form = el('form', { class: 'join-form' }, name.element, el('div', { class: 'ways' }, take, watch));
  form.onsubmit = (e) => {
    e.preventDefault();
    const given = name.checked();
    if (given === null) return;
    take.disabled = true;
    onSeat(given);
  };
  watch.onclick = () => {
    // Watchers are listed by name too: a name typed before choosing to watch is kept for that.
    const typed = checkName(name.input.value);
    if (typed.ok) saveName(localStorage, typed.name);
    onWatch();
  };
  page.querySelector('.ways')!.replaceWith(gameFacts(info), form);
  name.input.focus();
}
