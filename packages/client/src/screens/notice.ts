// Pages that say one thing plainly and offer a way on: an unknown code, a full game, a bad link,
// a server that cannot be reached. Each is a page of its own, so the browser's Back works.
import { app, el } from '../dom';
import { REFUSAL } from '@castle/protocol';
import { languagePicker } from '../i18n/picker';
import { t } from '../i18n/words';
import { pageTitle } from '../logic/page-title';
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
    el('h1', {}, title), el('p', { 'data-testid': 'notice-text' }, sentence), el('div', { class: 'ways' }, ...buttons), el('footer', { class: 'page-foot' }, languagePicker()));
  app().replaceChildren(page);
  document.title = pageTitle(title, game);
  return page;
}

/** The way back to the start page (a function: its words are those of the language shown). */
export const toStart = (): Way => ({ label: t('notice.toStart'), href: '/', testid: 'to-start' });

/** The page for a code that names no game (the game page, its replay and a join that failed say the same). */
export function unknownGame(code: string): HTMLElement {
  return notice(t('notice.unknown.title'), t('notice.unknown.text', { code }), [toStart()], 'unknown-game');
}

/** If the server refused the game for good, say so: true when shown. It was stored by an earlier
 *  version of the rules (its moves no longer replay), or abandoned (nobody played it for long: its
 *  replay is still there). `err` is a join's or getJson's error, or the words of a game's info. */
export function refusedNotice(code: string, err: unknown): boolean {
  const refusal = (err as { code?: unknown } | null)?.code;
  if (refusal !== REFUSAL.OUTDATED_GAME && refusal !== REFUSAL.ABANDONED_GAME) return false;
  const text = saidWords(err as Coded);
  if (refusal === REFUSAL.OUTDATED_GAME) notice(t('notice.outdated.title', { code }), text, [toStart()], 'outdated-game');
  else notice(t('notice.abandoned.title', { code }), text, [{ label: t('notice.abandoned.replay'), href: `/g/${code}/replay`, testid: 'to-replay' }, toStart()], 'abandoned-game');
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
