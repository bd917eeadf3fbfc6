// The start page: a name, the game (each of the registry's, with its options form), "Create a
// game"; or a code to join; or a game record from this computer to replay. And a way to each game's rules and to the leaderboards. Each game checks its own options.
import { app, el } from '../dom';
import { GAME_PAGES } from '../games/registry';
import { languagePicker } from '../i18n/picker';
import { t } from '../i18n/words';
import { cleanCode } from '../logic/links';
import { siteName } from '../logic/page-title';
import { client } from '../net';
import { Screen, go } from '../router';
import { refusalError } from '../refusals/said';
import { myGamesBox } from './my-games-box';
import { nameField } from './name-field';
import { openGamesBox } from './open-games-box';
import { opponentChoice } from './opponent-choice';
import { recordOpener } from './record-open';
import { timeChoice } from './time-choice';
import { identityBox } from '../rated/identity-box';
import { ratedChoice } from '../rated/rated-choice';

/** The start page; closing it (another page opens) leaves the lobby. */
export function startPage(): Screen {
  const name = nameField();
  const create = el('button', { class: 'primary', 'data-testid': 'create' }, t('start.create'));
  // No maxlength: a pasted game link is read for its code (cleanCode).
  const code = el('input', { type: 'text', placeholder: t('start.codePlaceholder'), autocapitalize: 'characters', 'aria-label': t('start.codeLabel'), 'data-testid': 'join-code' });
  const join = el('button', { 'data-testid': 'join' }, t('start.join'));
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
  const identity = identityBox(name);
  const rated = ratedChoice(name);
  const strangers = openGamesBox(() => name.checked());
  identity.onChange = (id) => { rated.setIdentity(id); strangers.identityChanged(); };
  const mine = myGamesBox();
  const record = recordOpener();
  const showOptions = () => {
    for (const g of games) g.form.element.hidden = !g.pick.checked;
    opponent.offerComputer(!chosen().page.peopleOnly);
    opponent.setSeats(chosen().form.seats());
    rated.offer({ computer: opponent.computer(), seats: chosen().form.seats(), open: 'open' in opponent.options(2) });
    create.textContent = opponent.computer() ? t('start.playComputer') : t('start.create');
  };
  for (const g of games) g.pick.onchange = g.form.onSeats = showOptions;
  opponent.onChange = showOptions;
  showOptions();
  const helpLinks = GAME_PAGES.flatMap((g, i) => [...(i ? [' · '] : []), el('a', { href: g.helpPath, 'data-testid': `help-link-${g.id}` }, t('start.helpLink', { game: g.shortName() }))]);
  app().replaceChildren(el('main', { class: 'start' },
    el('h1', {}, siteName()),
    el('p', { class: 'lead' }, t('start.lead'), ' ', ...helpLinks, ' · ', el('a', { href: '/leaderboard', 'data-testid': 'leaderboards-link' }, t('start.leaderboards'))),
    mine.element,
    name.element,
    el('fieldset', { class: 'games' }, el('legend', {}, t('start.game')),
      ...games.map((g) => el('label', { class: 'game-choice' }, g.pick, ' ', el('strong', {}, g.page.choice().title), el('span', { class: 'small' }, g.page.choice().line)))),
    ...games.map((g) => g.form.element),
    opponent.element,
    rated.element,
    clock.element,
    create, error,
    el('h2', {}, t('start.joinHeading')),
    el('form', { class: 'join-row' }, code, join), codeError,
    strangers.element,
    identity.element,
    el('h2', {}, t('start.recordHeading')), record.element,
    el('footer', { class: 'page-foot' }, languagePicker()),
  ));
  document.title = siteName();
  create.onclick = async () => {
    const given = name.checked();
    if (given === null) return;
    create.disabled = true;
    error.textContent = '';
    // The options as the game itself checks them (the server checks them again the same way).
    const { page, form } = chosen();
    const options = form.chosen();
    try {
      if (!options.ok) throw refusalError(options.error, page.id);
      const table = { ...(page.sized ? { seats: form.seats() } : {}), ...opponent.options(form.seats()), ...clock.options() };
      const rating = await rated.options(given).finally(() => void identity.refresh()); // an identity made for it shows
      await page.load();
      const room = await client.create(page.id, { name: given, ...table, ...rating, ...(options.options as object) });
      go(`/g/${room.roomId}`, room);
    } catch (err) {
      error.textContent = t('start.createFailed', { problem: (err as Error).message });
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
    if (!c) { codeError.textContent = code.value.trim() ? t('start.badCode') : t('start.noCode'); code.focus(); return; }
    go(`/g/${c}`);
  };
  return { close: () => { strangers.close(); mine.close(); record.close(); } };
}
