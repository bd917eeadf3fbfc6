// The rematch at the end of a game, as an offer between players (as on lichess): the player asked
// sees who asks, with Accept and Decline; the asker waits, and may withdraw the ask; a decline or a
// withdrawal is said to everyone until the next ask. The server keeps each seat's ask and no; the
// rematch is made once every seat has asked, its seats turned by one (the second seat starts it).
import type { RematchAnswer, SyncedPlayer } from '@castle/protocol';
import { TO_SERVER } from '@castle/protocol';
import { el } from '../dom';
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
  return first === seat ? 'You would start it.' : `${names[first]} would start it.`;
}

/** The noes said so far, in sentences ('' for none). */
function noes(r: RematchState, names: readonly string[], seat: number | null): string {
  return r.no.map((no, s) => {
    if (!no) return '';
    if (s === seat) return no === 'declined' ? 'You declined the rematch.' : 'You withdrew your ask for a rematch.';
    return no === 'declined' ? `${names[s]} declined the rematch.` : `${names[s]} withdrew the ask for a rematch.`;
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
  const asks = askers.length > 1 ? 'ask' : 'asks';
  if (seat === null) {
    if (askers.length) return [line('rematch-status', `${nameList(names, askers)} ${asks} for a rematch: you will follow the players to it if it is made.`)];
    return said ? [line('rematch-status', said)] : [];
  }
  if (r.asked[seat]) {
    const waiting = seatsWhere(r, (s) => !r.asked[s]);
    if (!waiting.length) return [line('rematch-status', 'Starting the rematch…')];
    return [line('rematch-status', `You asked for a rematch: waiting for ${nameList(names, waiting)} to accept. ${whoStarts(names, seat)}`),
      button('Withdraw my ask', 'rematch-withdraw', false, () => answer(TO_SERVER.rematchWithdraw))];
  }
  if (askers.length) {
    return [line('rematch-offer', `${nameList(names, askers)} ${asks} for a rematch. ${whoStarts(names, seat)}`, 'rematch-offer'),
      button('Accept', 'rematch', true, () => answer(TO_SERVER.rematch)),
      button('Decline', 'rematch-decline', false, () => answer(TO_SERVER.rematchDecline))];
  }
  return [...(said ? [line('rematch-status', said)] : []), button('Rematch', 'rematch', true, () => answer(TO_SERVER.rematch))];
}
