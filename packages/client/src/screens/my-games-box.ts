// The start page's "Your games": the games this browser holds a seat in (logic/my-games.ts), newest
// first, each with how it stands as the server tells it (one standings request for the whole list,
// again each minute while the page is open), when its seat was taken, a link back to the seat or to
// the replay, a finished game's record to download, and a way to forget one or all. Hidden while
// there are none.
import type { GameStanding } from '@castle/protocol';
import { el } from '../dom';
import { ago } from '../i18n/format';
import { t } from '../i18n/words';
import { MyGame, StandingShown, forgetAllGames, forgetGame, markDone, myGames, standingShown } from '../logic/my-games';
import { getJson } from '../net';
import { recordLink } from './record-links';

const REFRESH_MS = 60_000;

/** A finished game's record to keep, named with its game's code for a screen reader. */
function finishedRecord(code: string): HTMLElement {
  const link = recordLink(code, 'json', t('myGames.record'));
  link.setAttribute('aria-label', t('myGames.recordLabel', { code }));
  link.title = t('myGames.recordTitle', { code });
  return link;
}

export interface MyGamesBox {
  element: HTMLElement;
  close(): void;
}

/** A game's line before the server has answered, or when it cannot: its code and a link to it. */
const unasked = (g: MyGame): StandingShown => ({ kind: 'unknown', game: t('myGames.game', { code: g.code }), others: '', clock: '', words: '', link: { href: `/g/${g.code}`, label: t('myGames.open') } });

export function myGamesBox(): MyGamesBox {
  const list = el('ul', { class: 'my-games', 'data-testid': 'my-games' });
  const note = el('p', { class: 'small', 'data-testid': 'my-games-note' });
  const all = el('button', { class: 'quiet', 'data-testid': 'forget-all' }, t('myGames.forgetAll'));
  const element = el('section', { class: 'my-games-box', 'data-testid': 'my-games-box' }, el('h2', {}, t('myGames.heading')), note, list, all);
  let standings = new Map<string, GameStanding>(), timer: ReturnType<typeof setTimeout> | undefined, closed = false;

  const line = (g: MyGame): HTMLElement => {
    const s = standings.get(g.code), shown = s ? standingShown(g, s) : unasked(g);
    const forget = el('button', { class: 'quiet', 'aria-label': t('myGames.forgetLabel', { code: g.code }), title: t('myGames.forgetTitle'), 'data-testid': 'forget' }, t('myGames.forget'));
    forget.onclick = () => { forgetGame(localStorage, g.code); draw(); };
    // When this browser took the seat: "2 hours ago", "vor 2 Stunden", "il y a 2 heures".
    const facts = [shown.others, shown.clock, ago(Date.now() - g.at)].filter(Boolean).join(' · ');
    return el('li', { 'data-code': g.code, 'data-kind': s ? shown.kind : 'asking' },
      el('div', { class: 'what' }, el('strong', {}, shown.game), facts ? el('span', { class: 'small' }, ` · ${facts}`) : ''),
      el('div', { class: 'stands' },
        el('span', { class: `standing ${shown.kind}`, 'data-testid': 'standing' }, shown.words),
        shown.link ? el('a', { class: 'button', href: shown.link.href, 'data-testid': 'my-game-link' }, shown.link.label) : '',
        s && shown.kind === 'over' ? finishedRecord(g.code) : '',
        forget));
  };
  const draw = () => {
    const games = myGames(localStorage);
    element.hidden = games.length === 0;
    list.replaceChildren(...games.map(line));
    delete all.dataset.asked;
    all.textContent = t('myGames.forgetAll');
  };
  all.onclick = () => {
    // Two steps: the list is the way back to each seat whose link was not kept elsewhere.
    if (all.dataset.asked !== 'true') { all.dataset.asked = 'true'; all.textContent = t('myGames.forgetAllSure'); return; }
    delete all.dataset.asked;
    forgetAllGames(localStorage);
    draw();
  };
  const ask = async () => {
    const games = myGames(localStorage);
    if (closed || games.length === 0) return;
    try {
      const answer = await getJson<GameStanding[]>(`/api/standings?codes=${games.map((g) => g.code).join(',')}`);
      standings = new Map((answer ?? []).map((s) => [s.code, s]));
      markDone(localStorage, (answer ?? []).filter((s) => !s.known || s.ending || s.stopped).map((s) => s.code));
      note.textContent = answer ? '' : t('myGames.unreachable');
    } catch (err) {
      note.textContent = t('myGames.failed', { problem: (err as Error).message });
    }
    if (closed) return;
    draw();
    timer = setTimeout(() => void ask(), REFRESH_MS);
  };
  draw();
  void ask();
  return { element, close() { closed = true; clearTimeout(timer); } };
}
