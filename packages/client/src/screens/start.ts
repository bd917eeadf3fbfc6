// The start page: a name, the options, "Create a game"; or a code to join. And a way to the rules.
import { castle } from '@castle/rules';
import { app, el } from '../dom';
import { cleanCode } from '../logic/links';
import { client } from '../net';
import { savedName, saveName } from '../logic/tokens';
import { go } from '../router';

export function startPage(): void {
  const name = el('input', { type: 'text', id: 'name', maxlength: '24', placeholder: 'Your name', autocomplete: 'nickname', 'data-testid': 'name' });
  name.value = savedName(localStorage);
  const falcon = el('input', { type: 'checkbox', 'data-testid': 'falcon' });
  const gates = el('input', { type: 'checkbox', 'data-testid': 'variant-gates' });
  const endTurn = el('input', { type: 'checkbox', 'data-testid': 'variant-end-of-turn' });
  const create = el('button', { class: 'primary', 'data-testid': 'create' }, 'Create a game');
  const code = el('input', { type: 'text', maxlength: '7', placeholder: 'Code', autocapitalize: 'characters', 'aria-label': 'Game code', 'data-testid': 'join-code' });
  const join = el('button', { 'data-testid': 'join' }, 'Join');
  const error = el('div', { class: 'error', role: 'alert', 'data-testid': 'error' });
  const gatesLabel = el('label', {}, gates, ' Variant: gates stop markers');
  const sync = () => { gates.disabled = !falcon.checked; if (!falcon.checked) gates.checked = false; gatesLabel.classList.toggle('off', !falcon.checked); };
  falcon.onchange = sync;
  sync();
  app().replaceChildren(el('main', { class: 'start' },
    el('h1', {}, 'Carcassonne – The Castle'),
    el('p', { class: 'lead' }, 'A two-player tile-laying game inside a walled castle. Create a game and send the link to a friend. ',
      el('a', { href: '/help', 'data-testid': 'help-link' }, 'How to play')),
    el('label', {}, 'Your name ', name),
    el('label', {}, falcon, ' The Falcon expansion'),
    gatesLabel,
    el('label', {}, endTurn, ' Variant: wall tiles taken at the end of the turn'),
    create,
    el('h2', {}, 'Or join a game'),
    el('form', { class: 'join-row' }, code, join), error,
  ));
  document.title = 'Carcassonne – The Castle';
  create.onclick = async () => {
    saveName(localStorage, name.value);
    create.disabled = true;
    error.textContent = '';
    // The options as the game itself checks them (the server checks them again the same way).
    const chosen = castle.parseOptions({
      falcon: falcon.checked,
      variants: { ...(gates.checked ? { gatesStopMarkers: true } : {}), ...(endTurn.checked ? { wallTilesAtEndOfTurn: true } : {}) },
    });
    try {
      if (!chosen.ok) throw new Error(chosen.error.message);
      const room = await client.create(castle.id, { name: name.value.trim() || undefined, ...chosen.options });
      go(`/g/${room.roomId}`, room);
    } catch (err) {
      error.textContent = `The game could not be created: ${(err as Error).message}`;
      create.disabled = false;
    }
  };
  (join.parentElement as HTMLFormElement).onsubmit = (e) => {
    e.preventDefault();
    const c = cleanCode(code.value);
    if (!c) { error.textContent = code.value.trim() ? 'A game code has 5 letters and digits, like K7QXA.' : 'Type the 5-character code you were sent, or open the link.'; code.focus(); return; }
    go(`/g/${c}`);
  };
}
