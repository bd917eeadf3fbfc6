// A player who is away, as every page shows it: for how long (the server counts, and sends each
// second), and at a table of three or more, when the others may hand the seat to the computer; to
// the other seated players, the hand-over itself, asked for in two steps so that nothing happens
// before the choice is seen.
import { minutesText } from '@castle/protocol';
import { el } from '../dom';
import { t } from '../i18n/words';

/** What the page of another seated player may do about an away seat (null for watchers). */
export interface HandOver {
  /** The seat whose hand-over is waiting for a "yes", or null. */
  asking: number | null;
  ask(seat: number): void;
  confirm(seat: number): void;
  cancel(): void;
}

interface AwayPlayer {
  seated: boolean;
  connected: boolean;
  /** The connection dropped and the server waits for it to come back (RECONNECT_SECONDS). */
  reconnecting?: boolean;
  away: number;
}

/** ' · away 1:23', with the time left before `what` may be done about it (the seat handed to the
 *  computer, the win claimed), or nothing; `limit` null once the game is over: ' · left', as nothing
 *  is counted or waited for any more. */
export function awayNote(p: AwayPlayer, limit: number | null, what: 'computer' | 'claim' = 'computer'): HTMLElement | '' {
  if (!p.seated || p.connected) return '';
  if (limit === null) return el('span', { class: 'away', 'data-testid': 'away', 'data-reconnecting': 'false' }, t('away.left'));
  const left = limit - p.away;
  return el('span', { class: 'away', 'data-testid': 'away', 'data-reconnecting': String(!!p.reconnecting) },
    t(p.reconnecting ? 'away.reconnecting' : 'away.away', { time: minutesText(p.away) }),
    limit > 0 && left > 0 ? t(what === 'computer' ? 'away.computerIn' : 'away.claimIn', { time: minutesText(left) }) : '');
}

/** The hand-over of `seat`, for the other players, once its player has been away long enough. */
export function handOverBox(p: AwayPlayer, seat: number, name: string, limit: number, mySeat: number | null, h: HandOver | null): HTMLElement | '' {
  if (!h || limit <= 0 || mySeat === null || mySeat === seat || !p.seated || p.connected || p.away < limit) return '';
  if (h.asking !== seat) {
    const b = el('button', { 'data-testid': `hand-over-${seat}` }, t('away.handOver', { name }));
    b.onclick = () => h.ask(seat);
    return el('div', { class: 'hand-over' }, b);
  }
  const yes = el('button', { class: 'primary', 'data-testid': `hand-over-yes-${seat}` }, t('away.handOverYes'));
  const no = el('button', { 'data-testid': `hand-over-no-${seat}` }, t('away.keepWaiting'));
  yes.onclick = () => h.confirm(seat);
  no.onclick = () => h.cancel();
  return el('div', { class: 'hand-over', role: 'group' }, el('p', {}, t('away.handOverSays', { name })), yes, ' ', no);
}
