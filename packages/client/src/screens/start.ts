// The start page: a name, the game (the Castle or the original Carcassonne) with its options,
// "Create a game"; or a code to join. And a way to the rules. Each game checks its own options.
import { carcassonne } from '@castle/carcassonne';
import { castle } from '@castle/rules';
import { app, el } from '../dom';
import { gamePage } from '../games/registry';
import { cleanCode } from '../logic/links';
import { client } from '../net';
import { Screen, go } from '../router';
import { myGamesBox } from './my-games-box';
import { nameField } from './name-field';
import { openGamesBox } from './open-games-box';
import { opponentChoice } from './opponent-choice';
import { timeChoice } from './time-choice';

/** The start page; closing it (another page opens) leaves the lobby. */
export function startPage(): Screen {
  const name = nameField();
  const falcon = el('input', { type: 'checkbox', 'data-testid': 'falcon' });
  const gates = el('input', { type: 'checkbox', 'data-testid': 'variant-gates' });
  const endTurn = el('input', { type: 'checkbox', 'data-testid': 'variant-end-of-turn' });
  const create = el('button', { class: 'primary', 'data-testid': 'create' }, 'Create a game');
  // No maxlength: a pasted game link is read for its code (cleanCode).
  const code = el('input', { type: 'text', placeholder: 'Code or link', autocapitalize: 'characters', 'aria-label': 'Game code or link', 'data-testid': 'join-code' });
  const join = el('button', { 'data-testid': 'join' }, 'Join');
  const error = el('div', { class: 'error', role: 'alert', 'data-testid': 'error' });
  const codeError = el('div', { class: 'error', role: 'alert', 'data-testid': 'code-error' });
  const gatesLabel = el('label', {}, gates, ' Variant: gates stop markers ', el('span', { class: 'small', 'data-testid': 'gates-needs' }, '(needs the Falcon: ticking it adds the Falcon)'));
  const pickCastle = el('input', { type: 'radio', name: 'game', value: castle.id, 'data-testid': 'game-castle' });
  const pickCarc = el('input', { type: 'radio', name: 'game', value: carcassonne.id, 'data-testid': 'game-carcassonne' });
  pickCastle.checked = true;
  const seats = el('select', { 'data-testid': 'seats', 'aria-label': 'Players' },
    ...[2, 3, 4, 5].map((n) => el('option', { value: String(n) }, `${n} players`)));
  const castleOptions = el('fieldset', { class: 'options', 'data-testid': 'castle-options' }, el('legend', {}, 'Options'),
    el('label', {}, falcon, ' The Falcon expansion'), gatesLabel, el('label', {}, endTurn, ' Variant: wall tiles taken at the end of the turn'));
  const carcOptions = el('fieldset', { class: 'options', 'data-testid': 'carcassonne-options' }, el('legend', {}, 'Options'), el('label', {}, 'Players ', seats));
  const opponent = opponentChoice();
  const clock = timeChoice();
  const strangers = openGamesBox(() => name.checked());
  const mine = myGamesBox();
  const tableSize = () => (pickCarc.checked ? Number(seats.value) : 2);
  const showOptions = () => {
    castleOptions.hidden = !pickCastle.checked;
    carcOptions.hidden = !pickCarc.checked;
    opponent.setSeats(tableSize());
    create.textContent = opponent.computer() ? 'Play the computer' : 'Create a game';
  };
  pickCastle.onchange = pickCarc.onchange = seats.onchange = showOptions;
  opponent.onChange = showOptions;
  showOptions();
  // The gates variant needs the Falcon: ticking it ticks the Falcon, and the Falcon unticked unticks it.
  falcon.onchange = () => { if (!falcon.checked) gates.checked = false; };
  gates.onchange = () => { if (gates.checked) falcon.checked = true; };
  app().replaceChildren(el('main', { class: 'start' },
    el('h1', {}, 'Carcassonne online'),
    el('p', { class: 'lead' }, 'Tile-laying games played live: with friends (create a game and send the link) or against the computer. ',
      el('a', { href: '/help', 'data-testid': 'help-link' }, 'How to play the Castle'), ' · ', el('a', { href: '/help/carcassonne', 'data-testid': 'help-link-carcassonne' }, 'How to play Carcassonne')),
    mine.element,
    name.element,
    el('fieldset', { class: 'games' }, el('legend', {}, 'Game'),
      el('label', { class: 'game-choice' }, pickCastle, ' ', el('strong', {}, 'Carcassonne – The Castle'),
        el('span', { class: 'small' }, 'Two players inside a walled castle: houses, paths, markets and the wall’s towers.')),
      el('label', { class: 'game-choice' }, pickCarc, ' ', el('strong', {}, 'Carcassonne'),
        el('span', { class: 'small' }, 'The original for 2 to 5 players on an open plane: cities, roads, cloisters and farms.'))),
    castleOptions,
    carcOptions,
    opponent.element,
    clock.element,
    create, error,
    el('h2', {}, 'Or join a game'),
    el('form', { class: 'join-row' }, code, join), codeError,
    strangers.element,
  ));
  document.title = 'Carcassonne online';
  create.onclick = async () => {
    const given = name.checked();
    if (given === null) return;
    create.disabled = true;
    error.textContent = '';
    // The options as the game itself checks them (the server checks them again the same way).
    const game = pickCarc.checked ? carcassonne : castle;
    const chosen = pickCarc.checked ? carcassonne.parseOptions({}) : castle.parseOptions({
      falcon: falcon.checked,
      variants: { ...(gates.checked ? { gatesStopMarkers: true } : {}), ...(endTurn.checked ? { wallTilesAtEndOfTurn: true } : {}) },
    });
    try {
      if (!chosen.ok) throw new Error(chosen.error.message);
      const table = { ...(pickCarc.checked ? { seats: Number(seats.value) } : {}), ...opponent.options(tableSize()), ...clock.options() };
      await gamePage(game.id).load();
      const room = await client.create(game.id, { name: given, ...table, ...chosen.options });
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
  return { close: () => { strangers.close(); mine.close(); } };
}
