// The countdown to a first move, in large figures right under the status line ("Your turn."), on
// every page: a newcomer must not miss that the game ends unstarted when it runs out (the server
// keeps it, and says the seconds left each second; none counts in days a turn or with the computer).
import { SyncedGame, minutesText } from '@castle/protocol';
import { el } from '../dom';
import { tNodes } from '../i18n/words';

type Table = Pick<SyncedGame, 'over' | 'toAct' | 'firstMoveLeft'>;

export function firstMoveElement(): HTMLElement {
  return el('div', { class: 'first-move', role: 'timer', 'data-testid': 'first-move', hidden: '' });
}

/** Show the seconds left (or nothing when none count), made again only when whose it is changes. */
export function showFirstMove(box: HTMLElement, s: Table, names: readonly string[], seat: number | null): void {
  const counting = !s.over && s.toAct >= 0 && s.firstMoveLeft > 0;
  box.hidden = !counting;
  if (!counting) return;
  const mine = s.toAct === seat, key = `${s.toAct}/${mine}`;
  if (box.dataset.key !== key) {
    box.dataset.key = key;
    box.dataset.mine = String(mine);
    // The time, written in place each second, stands where each language puts it in the sentence;
    // the words around it are the box's other items.
    const time = () => el('span', { class: 'first-move-time', 'data-testid': 'first-move-time' });
    const parts = tNodes<HTMLElement>(mine ? 'firstMove.mine' : 'firstMove.other', { name: names[s.toAct] ?? '' }, { time });
    box.replaceChildren(...parts.map((p) => (typeof p === 'string' ? el('span', { class: 'first-move-words' }, p) : p)));
  }
  box.querySelector('.first-move-time')!.textContent = minutesText(s.firstMoveLeft);
}
