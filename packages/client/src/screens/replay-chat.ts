// The chat beside a replay's moves (both games): each line as text, with the move it came after;
// a click shows that position, and the lines said at the shown position are marked.
import type { ChatLine } from '@castle/protocol';
import { el } from '../dom';
import { t } from '../i18n/words';
import { lineText } from '../logic/chat';

export interface ReplayChat {
  element: HTMLElement;
  /** Mark the lines said at position `frame`. */
  show(frame: number): void;
}

/** The lines (none: null, no section), each going to its position (at most `last`) when clicked. */
export function replayChat(lines: readonly ChatLine[], last: number, go: (frame: number) => void): ReplayChat | null {
  if (!lines.length) return null;
  const items = lines.map((l) => {
    const frame = Math.min(l.moves, last);
    const b = el('button', { type: 'button', class: 'replay-line', title: l.moves ? t('replay.saidAfter', { moves: l.moves }) : t('replay.saidBefore') }, el('span', { class: 'replay-n' }, `${l.moves}.`), ' ',
      el('span', { class: 'chat-name' }, l.name), l.side === 'watchers' ? el('span', { class: 'chat-side' }, t('replay.watching')) : '', ' ', el('span', { class: 'chat-text' }, lineText(l.text)));
    b.onclick = () => go(frame);
    return el('li', { 'data-frame': String(frame), 'data-side': l.side }, b);
  });
  const list = el('ol', { class: 'replay-log replay-chat', 'data-testid': 'replay-chat', 'aria-label': t('replay.chat') }, ...items);
  return {
    element: el('section', {}, el('h2', {}, t('replay.chat')), list),
    show(frame) { for (const item of items) item.classList.toggle('current', Number(item.dataset.frame) === frame); },
  };
}
