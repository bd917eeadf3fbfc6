// The rematch at the end of a game, as an offer between players (as on lichess): the player asked
// sees who asks, with Accept and Decline; the asker waits, and may withdraw the ask; a decline or a
// withdrawal is said to everyone until the next ask. The server keeps each seat's ask and no; the
// rematch is made once every seat has asked, its seats turned by one (the second seat starts it).
import type { RematchAnswer, SyncedPlayer } from '@castle/protocol';
import { TO_SERVER } from '@castle/protocol';
import { el } from '../dom';
import { t } from '../i18n/words';
import { nameList } from '../logic/common-words';

/** Each seat's ask and no. */
export interface RematchState {
  asked: boolean[];
  no: SyncedPlayer['rematchNo'][];
}

export function rematchState(players: ArrayLike<Pick<SyncedPlayer, 'rematch' | 'rematchNo'>>): RematchState {
  return { asked: Array.from(players, (p) => !!p.rematch), no: Array.from(players, (p) => p.rematchNo ?? '') };
}

/** What decides the offer's look: the end banner is made again only when it changes. */
export const rematchKey = (r: RematchState): string => JSON.stringify(r);

const seatsWhere = (r: RematchState, keep: (s: number) => boolean): number[] => r.asked.map((_, s) => s).filter(keep);

/** Who starts the rematch, in a sentence for this page. */
function whoStarts(names: readonly string[], seat: number | null): string {
  const first = 1 % names.length;
  return first === seat ? t('rematch.youStart') : t('rematch.starts', { name: names[first] });
}

/** The noes said so far, in sentences ('' for none). */
function noes(r: RematchState, names: readonly string[], seat: number | null): string {
  return r.no.map((no, s) => {
    if (!no) return '';
    if (s === seat) return t(no === 'declined' ? 'rematch.youDeclined' : 'rematch.youWithdrew');
    return t(no === 'declined' ? 'rematch.declined' : 'rematch.withdrew', { name: names[s] });
  }).filter(Boolean).join(' ');
}

function button(label: string, testid: string, primary: boolean, onclick: () => void): HTMLButtonElement {
  const b = el('button', { 'data-testid': testid, ...(primary ? { class: 'primary' } : {}) }, label);
  b.onclick = onclick;
  return b;
}

/** The rematch's part of the end's ways on: what to say and the buttons for this page's seat (null: a watcher). */
export function rematchWays(r: RematchState, names: readonly string[], seat: number | null, answer: (a: RematchAnswer) => void): HTMLElement[] {
  const askers = seatsWhere(r, (s) => r.asked[s] && s !== seat), said = noes(r, names, seat);
  const line = (testid: string, text: string, cls = '') => el('p', { 'data-testid': testid, ...(cls ? { class: cls } : {}) }, text);
  const asking = { askers: nameList(names, askers), count: askers.length };
  if (seat === null) {
    if (askers.length) return [line('rematch-status', t('rematch.watcher', asking))];
    return said ? [line('rematch-status', said)] : [];
  }
  if (r.asked[seat]) {
    const waiting = seatsWhere(r, (s) => !r.asked[s]);
    if (!waiting.length) return [line('rematch-status', t('rematch.starting'))];
    return [line('rematch-status', `${t('rematch.waiting', { waiting: nameList(names, waiting) })} ${whoStarts(names, seat)}`),
      button(t('rematch.withdraw'), 'rematch-withdraw', false, () => answer(TO_SERVER.rematchWithdraw))];
  }
  if (askers.length) {
    return [line('rematch-offer', `${t('rematch.offer', asking)} ${whoStarts(names, seat)}`, 'rematch-offer'),
      button(t('rematch.accept'), 'rematch', true, () => answer(TO_SERVER.rematch)),
      button(t('rematch.decline'), 'rematch-decline', false, () => answer(TO_SERVER.rematchDecline))];
  }
  return [...(said ? [line('rematch-status', said)] : []), button(t('rematch.ask'), 'rematch', true, () => answer(TO_SERVER.rematch))];
}
