// What every game's replay page shows the same way: the position and the first / previous / next /
// last buttons with the shown move in words, the log of moves kept in view, the note on a live or
// abandoned game, and the keys (arrows, Home, End). replay-page.ts, every game's replay, is made of them.
import type { ReplayData } from '@castle/protocol';
import { el } from '../dom';
import { t } from '../i18n/words';
import { clockFace, controlName } from '../logic/game-words';
import { ReplayCursor, positionText } from '../logic/replay-cursor';

export interface ReplayControls {
  element: HTMLElement;
  /** The shown move in words, beside the buttons (on a phone the log is further down). */
  now: HTMLElement;
  /** Show the cursor's position and which buttons can move. */
  update(): void;
}

/** The controls over `cursor`; `moved` is called when a button moved it. */
export function replayControls(cursor: ReplayCursor, moved: () => void): ReplayControls {
  const position = el('output', { class: 'replay-position', 'data-testid': 'replay-position', 'aria-live': 'polite' });
  const now = el('p', { class: 'replay-now', 'data-testid': 'replay-now' });
  const step = (label: string, name: string, symbol: string, go: () => boolean, testid: string) => {
    const b = el('button', { type: 'button', 'aria-label': name, 'data-testid': `replay-${testid}`, title: name },
      el('span', { 'aria-hidden': 'true' }, symbol), el('span', { class: 'replay-label' }, label));
    b.onclick = () => { if (go()) moved(); };
    return b;
  };
  const first = step(t('replay.first'), t('replay.firstName'), '|◀', () => cursor.first(), 'first');
  const previous = step(t('replay.previous'), t('replay.previousName'), '◀', () => cursor.previous(), 'previous');
  const next = step(t('replay.next'), t('replay.nextName'), '▶', () => cursor.next(), 'next');
  const last = step(t('replay.last'), t('replay.lastName'), '▶|', () => cursor.last(), 'last');
  const element = el('div', { class: 'replay-controls' }, position,
    el('div', { class: 'replay-buttons', role: 'group', 'aria-label': t('replay.buttons') }, first, previous, next, last), now);
  return {
    element, now,
    update() {
      position.textContent = positionText(cursor.index, cursor.moves);
      position.dataset.frame = String(cursor.index);
      first.disabled = previous.disabled = cursor.atStart;
      next.disabled = last.disabled = cursor.atEnd;
    },
  };
}

/** For a game not over: it is still played (a way back to it: a player's saved seat takes it back
 *  through the link, anyone else watches), or it was abandoned. */
export function liveNote(code: string, abandoned: boolean): HTMLElement {
  return abandoned
    ? el('div', { class: 'replay-live', 'data-testid': 'replay-abandoned' }, el('p', {}, t('replay.abandoned')))
    : el('div', { class: 'replay-live', 'data-testid': 'replay-live' },
      el('p', {}, t('replay.live')),
      el('a', { class: 'button', href: `/g/${code}?watch`, 'data-testid': 'to-live' }, t('replay.toLive')));
}

/** The log's items: the shown move's marked current and kept in view inside the log, without
 *  scrolling the page or the panel (which would take the board or the result out of view). */
export function markShown(log: HTMLElement, items: readonly HTMLElement[], frame: number): void {
  for (const item of items) {
    const on = Number(item.dataset.frame) === frame;
    item.classList.toggle('current', on);
    if (!on) { item.removeAttribute('aria-current'); continue; }
    item.setAttribute('aria-current', 'step');
    const top = item.offsetTop, bottom = top + item.offsetHeight; // the log is the items' offset parent
    if (top < log.scrollTop) log.scrollTop = top;
    else if (bottom > log.scrollTop + log.clientHeight) log.scrollTop = bottom - log.clientHeight;
  }
}

/** A key for the replay: true if it moved the cursor (draw again), false if it means nothing now
 *  but was the replay's, null when it is not the replay's key (typing in a field, a shortcut). */
export function replayKey(e: KeyboardEvent, cursor: ReplayCursor): boolean | null {
  const t = e.target as HTMLElement | null;
  if (e.altKey || e.ctrlKey || e.metaKey || (t && ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName))) return null;
  const changed = cursor.key(e.key);
  if (changed !== null) e.preventDefault();
  return changed;
}

/** A seat's time left at the shown position `k`, in a game played with a clock (" · 4:32 left"). */
export function replayClock(clock: ReplayData['clock'], k: number, seat: number): HTMLElement[] {
  const ms = clock?.left[k]?.[seat];
  if (ms === undefined) return [];
  return [el('span', { class: 'replay-clock', 'data-testid': `replay-clock-${seat}`, 'data-ms': String(ms) }, t('replay.clockLeft', { time: clockFace(ms) }))];
}

/** The subtitle's mention of the clock (" · 5+3"), empty without one. */
export function replayClockName(clock: ReplayData['clock']): string {
  return clock ? ` · ${controlName(clock.control)}` : '';
}
