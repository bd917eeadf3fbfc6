// A quick match's wait: after QUICK_WAIT_S with nobody, the invitation offers the computer instead
// (the wait can go on), and meanwhile a closer match is taken when one is listed (quick-closer.ts). A
// game opened by quick match is remembered in this tab only.
import type { SeatMessage } from '@castle/protocol';
import { el } from '../dom';
import { t } from '../i18n/words';
import { savedName, saveToken } from '../logic/tokens';
import { client } from '../net';
import { go } from '../router';
import { watchForCloser } from './quick-closer';

export const QUICK_WAIT_S = 60;
const quickKey = (code: string) => `castle.quick.${code}`;

/** This tab opened `code` by quick match, now. */
export function markQuick(code: string): void {
  try { sessionStorage.setItem(quickKey(code), String(Date.now())); } catch { /* private mode: no offer later */ }
}

/** A new game against the computer, opened as a link is: its seat's token kept, then its page. The
 *  quick match's game is withdrawn first (aborted): left waiting, it would count among this address's
 *  games waiting for players (WAITING_PER_ADDRESS) until it closed. */
async function playComputer(game: string, withdraw: () => void): Promise<void> {
  withdraw();
  const room = await client.create(game, { name: savedName(localStorage) || undefined, opponent: 'computer', level: 'normal' });
  await new Promise<void>((resolve) => room.onMessage('seat', (m: SeatMessage) => { saveToken(localStorage, room.roomId, m.token, m.seat); resolve(); }));
  await room.leave(true);
  go(`/g/${room.roomId}`);
}

/** In a quick match's invitation, the countdown then the offer; null for a game not opened so here. */
export function quickOffer(code: string, game: string, withdraw: () => void): HTMLElement | null {
  let since: number;
  try { since = Number(sessionStorage.getItem(quickKey(code))); } catch { return null; }
  if (!since) return null;
  const box = el('div', { class: 'quick-offer', 'data-testid': 'quick-offer' });
  watchForCloser(code, game, box, withdraw);
  let started = false;
  const show = () => {
    if (started && !box.isConnected) return; // the page moved on
    started = true;
    const left = Math.ceil(QUICK_WAIT_S - (Date.now() - since) / 1000);
    if (left > 0) { box.textContent = t('quick.waiting', { seconds: left }); setTimeout(show, 1000); return; }
    const play = el('button', { 'data-testid': 'quick-computer' }, t('quick.computer'));
    play.onclick = () => { play.disabled = true; void playComputer(game, withdraw).catch(() => { play.disabled = false; }); };
    box.replaceChildren(el('p', {}, t('quick.nobody')), play);
  };
  setTimeout(show, 0);
  return box;
}
