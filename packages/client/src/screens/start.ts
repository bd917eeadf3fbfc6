// The start page: a name, the game (each of the registry's, with its options form), "Create a
// game"; or a code to join; or a game record from this computer to replay. And a way to each game's rules. Each game checks its own options.
import { SITE_NAME } from '@castle/protocol';
import { app, el } from '../dom';
import { GAME_PAGES } from '../games/registry';
import { cleanCode } from '../logic/links';
import { client } from '../net';
import { Screen, go } from '../router';
import { refusalError } from '../refusals/said';
import { myGamesBox } from './my-games-box';
import { nameField } from './name-field';
import { openGamesBox } from './open-games-box';
import { opponentChoice } from './opponent-choice';
import { recordOpener } from './record-open';
import { timeChoice } from './time-choice';

/** The start page; closing it (another page opens) leaves the lobby. */
export function startPage(): Screen {
  const name = nameField();
  const create = el('button', { class: 'primary', 'data-testid': 'create' }, 'Create a game');
  // No maxlength: a pasted game link is read for its code (cleanCode).
  const code = el('input', { type: 'text', placeholder: 'Code or link', autocapitalize: 'characters', 'aria-label': 'Game code or link', 'data-testid': 'join-code' });
  const join = el('button', { 'data-testid': 'join' }, 'Join');
  const error = el('div', { class: 'error', role: 'alert', 'data-testid': 'error' });
  const codeError = el('div', { class: 'error', role: 'alert', 'data-testid': 'code-error' });
  // Each game: its choice and its options form (games/<id>/), the first chosen.
  const games = GAME_PAGES.map((page, i) => {
    const pick = el('input', { type: 'radio', name: 'game', value: page.id, 'data-testid': `game-${page.id}` });
    pick.checked = i === 0;
    return { page, pick, form: page.optionsForm() };
  });
  const chosen = () => games.find((g) => g.pick.checked) ?? games[0];
  const opponent = opponentChoice();
  const clock = timeChoice();
  const strangers = openGamesBox(() => name.checked());
  const mine = myGamesBox();
  const record = recordOpener();
  const showOptions = () => {
    for (const g of games) g.form.element.hidden = !g.pick.checked;
    opponent.offerComputer(!chosen().page.peopleOnly);
    opponent.setSeats(chosen().form.seats());
    create.textContent = opponent.computer() ? 'Play the computer' : 'Create a game';
  };
  for (const g of games) g.pick.onchange = g.form.onSeats = showOptions;
  opponent.onChange = showOptions;
  showOptions();
  const helpLinks = GAME_PAGES.flatMap((g, i) => [...(i ? [' · '] : []), el('a', { href: g.help.path, 'data-testid': `help-link-${g.id}` }, `How to play ${g.shortName}`)]);
  app().replaceChildren(el('main', { class: 'start' },
    el('h1', {}, SITE_NAME),
    el('p', { class: 'lead' }, 'Tile-laying games played live: with friends (create a game and send the link) or against the computer. ', ...helpLinks),
    mine.element,
    name.element,
    el('fieldset', { class: 'games' }, el('legend', {}, 'Game'),
      ...games.map((g) => el('label', { class: 'game-choice' }, g.pick, ' ', el('strong', {}, g.page.choice.title), el('span', { class: 'small' }, g.page.choice.line)))),
    ...games.map((g) => g.form.element),
    opponent.element,
    clock.element,
    create, error,
    el('h2', {}, 'Or join a game'),
    el('form', { class: 'join-row' }, code, join), codeError,
    strangers.element,
    el('h2', {}, 'Or replay a game you kept'), record.element,
  ));
  document.title = SITE_NAME;
  create.onclick = async () => {
    const given = name.checked();
    if (given === null) return;
    create.disabled = true;
    error.textContent = '';
    // The options as the game itself checks them (the server checks them again the same way).
    const { page, form } = chosen();
    const options = form.chosen();
    try {
      if (!options.ok) throw refusalError(options.error);
      const table = { ...(page.sized ? { seats: form.seats() } : {}), ...opponent.options(form.seats()), ...clock.options() };
      await page.load();
      const room = await client.create(page.id, { name: given, ...table, ...(options.options as object) });
      go(`/g/${room.roomId}`, room);
    } catch (err) {
      error.textContent = `The game could not be created: ${(err as Error).message}`;
      create.disabled = false;
    }
  };
  // A pasted link is shown as the code it gives, so what Join opens is seen first.
  code.oninput = () => {
    codeError.textContent = '';
    const c = /\/g\//i.test(code.value) ? cleanCode(code.value) : null;
    if (c) code.value = c;
  };
  (join.parentElement as HTMLFormElement).onsubmit = (e) => {
    e.preventDefault();
    const c = cleanCode(code.value);
    if (!c) { codeError.textContent = code.value.trim() ? 'A game code has 5 letters and digits, like K7QXA, or paste the game\'s link.' : 'Type the 5-character code you were sent, or paste the link.'; code.focus(); return; }
    go(`/g/${c}`);
  };
  return { close: () => { strangers.close(); mine.close(); record.close(); } };
}
