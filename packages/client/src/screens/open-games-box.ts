// The start page's way to a stranger: quick match for each game (rated or casual, as it says), and the
// open games listed live from the lobby (at most a page, oldest first), each with the game, rated or
// casual, who waits (with their ratings in a rated one), the seats free and how long. Joining one goes
// to its link, where the visitor gives a name and takes the free seat.
import { LOBBY_ROOM, ListedGame } from '@castle/protocol';
import type { Room } from 'colyseus.js';
import { el } from '../dom';
import { GAME_ABOUTS } from '../games/catalogue';
import { t } from '../i18n/words';
import { clockName } from '../logic/clock-name';
import { gameLine } from '../logic/game-words';
import { OpenGames, openGameLine } from '../logic/open-games';
import { client } from '../net';
import { quickMatch } from './quick-match';
import { quickKind } from './quick-kind';

/** What a listed game is: its game, its table, the options that change it. */
function gameWords(g: ListedGame): string {
  const m = g.metadata;
  return [gameLine(g.name, m.options), ...(m.seats > 2 ? [t('openGames.players', { n: m.seats })] : []), ...(m.clock ? [clockName(m.clock)] : [])].join(', ');
}

export interface OpenGamesBox {
  element: HTMLElement;
  /** The start page made, imported or dropped this browser's identity: quick match's line says so. */
  identityChanged(): void;
  close(): void;
}

/** `name()`: the name typed on the start page now, null when refused (the name field says why). */
export function openGamesBox(name: () => string | null): OpenGamesBox {
  const games = new OpenGames();
  const list = el('ul', { class: 'open-games', 'data-testid': 'open-games' });
  const note = el('p', { class: 'small', 'data-testid': 'open-games-note' }, t('openGames.looking'));
  // A quick match that failed says so under its buttons.
  const failed = el('div', { class: 'error', role: 'alert', 'data-testid': 'quick-error' });
  let room: Room | null = null, closed = false;
  const draw = () => {
    const shown = games.shown(), now = Date.now();
    list.replaceChildren(...shown.map((g) => {
      const join = el('a', { class: 'button', href: `/g/${g.roomId}`, 'data-testid': 'join-open' }, t('openGames.join'));
      // The name typed here is kept, so that the game's page asks it prefilled (or it is refused here first).
      join.onclick = (e) => { if (name() === null) e.preventDefault(); };
      const rated = Boolean(g.metadata.rated);
      return el('li', { 'data-code': g.roomId, 'data-rated': String(rated) }, el('strong', {}, gameWords(g)),
        el('span', { class: `tag${rated ? ' rated' : ''}` }, rated ? t('openGames.rated') : t('openGames.casual')),
        el('span', { class: 'small' }, ` ${openGameLine(g, now)} `), join);
    }));
    note.textContent = shown.length ? '' : t('openGames.none');
  };
  const kind = quickKind(); // rated or casual, said before a click counts
  const quick = (game: string, label: string) => {
    const b = el('button', { 'data-testid': `quick-${game}` }, label);
    b.onclick = async () => {
      const n = name();
      if (n === null) return; // the name was refused, and the page said why
      b.disabled = true;
      failed.textContent = '';
      if (!(await kind.confirm())) { b.disabled = false; return; } // the identity changed: the new line is shown
      try { await quickMatch(game, n, games); } catch (err) { failed.textContent = t('openGames.quickFailed', { problem: (err as Error).message }); b.disabled = false; }
    };
    return b;
  };
  void client.join(LOBBY_ROOM).then((r) => {
    if (closed) { void r.leave(); return; }
    room = r;
    r.onMessage('rooms', (all: ListedGame[]) => { games.all(all); draw(); });
    r.onMessage('+', ([, g]: [string, ListedGame]) => { games.put(g); draw(); });
    r.onMessage('-', (id: string) => { games.remove(id); draw(); });
  }).catch(() => { note.textContent = t('openGames.unreachable'); });
  const timer = setInterval(draw, 30_000); // the waiting times move on
  return {
    element: el('section', { class: 'find-player' }, el('h2', {}, t('openGames.heading')),
      el('div', { class: 'row' }, ...GAME_ABOUTS.map((g) => quick(g.id, t('openGames.quick', { game: g.shortName() })))), kind.element, failed,
      el('h3', {}, t('openGames.listHeading')), note, list),
    identityChanged: () => kind.refresh(),
    close() {
      closed = true;
      clearInterval(timer);
      kind.close();
      void room?.leave().catch(() => undefined);
    },
  };
}
