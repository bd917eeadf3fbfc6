// Pages that say one thing plainly and offer a way on: an unknown code, a full game, a bad link,
// a server that cannot be reached. Each is a page of its own, so the browser's Back works.
import { app, el } from '../dom';
import { REFUSAL, pageTitle } from '@castle/protocol';
import { Coded, saidWords } from '../refusals/said';

export interface Way { label: string; href?: string; onClick?: () => void; testid?: string }

/** `game`: the name of the game the page is about, for its title (none: the site's name). */
export function notice(title: string, sentence: string, ways: Way[], testid = 'notice', game?: string): HTMLElement {
  const buttons = ways.map((w) => {
    if (w.href) return el('a', { class: 'button', href: w.href, 'data-testid': w.testid ?? 'way' }, w.label);
    const b = el('button', { 'data-testid': w.testid ?? 'way' }, w.label);
    b.onclick = () => w.onClick?.();
    return b;
  });
  const page = el('main', { class: 'start notice', 'data-testid': testid },
    el('h1', {}, title), el('p', { 'data-testid': 'notice-text' }, sentence), el('div', { class: 'ways' }, ...buttons));
  app().replaceChildren(page);
  document.title = pageTitle(title, game);
  return page;
}

export const toStart: Way = { label: 'Back to the start page', href: '/', testid: 'to-start' };

/** The page for a code that names no game (the game page, its replay and a join that failed say the same). */
export function unknownGame(code: string): HTMLElement {
  return notice('No such game', `There is no game with the code ${code}. Check the link or the code you were sent.`, [toStart], 'unknown-game');
}

/** If the server refused the game for good, say so: true when shown. It was stored by an earlier
 *  version of the rules (its moves no longer replay), or abandoned (nobody played it for long: its
 *  replay is still there). `err` is a join's or getJson's error, or the words of a game's info. */
export function refusedNotice(code: string, err: unknown): boolean {
  const refusal = (err as { code?: unknown } | null)?.code;
  if (refusal !== REFUSAL.OUTDATED_GAME && refusal !== REFUSAL.ABANDONED_GAME) return false;
  const text = saidWords(err as Coded);
  if (refusal === REFUSAL.OUTDATED_GAME) notice(`Game ${code} cannot be opened`, text, [toStart], 'outdated-game');
  else notice(`Game ${code} was abandoned`, text, [{ label: 'Replay its moves', href: `/g/${code}/replay`, testid: 'to-replay' }, toStart], 'abandoned-game');
  return true;
}

/** Count down `seconds`, showing them in `target`, then run `then`. Returns a stop function. */
export function countdown(seconds: number, target: HTMLElement, text: (s: number) => string, then: () => void): () => void {
  let left = seconds;
  target.textContent = text(left);
  const timer = setInterval(() => {
    left--;
    if (left <= 0) { clearInterval(timer); then(); } else target.textContent = text(left);
  }, 1000);
  return () => clearInterval(timer);
}
