// When the page tells a player that it is their turn, without drawing anything: the title, the
// favicon that alternates while the tab is not focused (lichess' way), a short sound and a system
// notification, each on its own conditions; and the two choices (sound, notifications), remembered.
import { t } from '../i18n/words';
import type { KeyValue } from './tokens';

/** What of the synced game decides whose turn it is. */
export interface TurnFacts {
  /** This page's seat; null for a watcher. */
  seat: number | null;
  toAct: number;
  over: boolean;
  /** Every seat is taken: nothing is played before. */
  started: boolean;
}

export function isMyTurn(f: TurnFacts): boolean {
  return f.seat !== null && f.started && !f.over && f.toAct === f.seat;
}

/** The document's title: "Your turn" before the page's own while it is. */
export function titleFor(base: string, mine: boolean): string {
  return mine ? t('signals.title', { page: base }) : base;
}

/** Which icon the tab shows at second `tick`: it alternates only while it is this player's turn
 *  and the tab is not focused; focused, the tab shows the page's own icon. */
export function iconAt(mine: boolean, focused: boolean, tick: number): 'page' | 'turn' {
  return mine && !focused && tick % 2 === 0 ? 'turn' : 'page';
}

export interface SignalChoices {
  sound: boolean;
  notify: boolean;
}

/** What to do when the turn may have changed. */
export interface Signal {
  mine: boolean;
  /** The turn became this player's just now (not the page opening on it). */
  began: boolean;
  sound: boolean;
  notify: boolean;
}

/**
 * Follows the turn from one synced state to the next. A signal is given once per turn, when it
 * passes to this seat: the page opening (or coming back after a reload) on a turn already there
 * says so in the title only; steps within one turn (a follower after the placement, an extra turn)
 * give nothing more.
 */
export class TurnWatch {
  private was: boolean | null = null;

  /** `hidden`: the tab is not shown; `canPlay`: the player has interacted with the page, so a
   *  sound may play (browsers' autoplay rules); `permitted`: notifications are allowed. */
  next(f: TurnFacts, c: SignalChoices, env: { hidden: boolean; canPlay: boolean; permitted: boolean }): Signal {
    const mine = isMyTurn(f);
    const began = mine && this.was === false;
    // Until the page knows its seat (the state may come before the "seat" message), nothing is known of the turn before.
    if (f.seat !== null) this.was = mine;
    return { mine, began, sound: began && c.sound && env.canPlay, notify: began && c.notify && env.hidden && env.permitted };
  }
}

const SOUND = 'castle.sound', NOTIFY = 'castle.notify';

/** The sound is on unless turned off; notifications are off unless turned on. */
export function savedChoices(store: KeyValue): SignalChoices {
  const get = (k: string) => { try { return store.getItem(k); } catch { return null; } };
  return { sound: get(SOUND) !== 'off', notify: get(NOTIFY) === 'on' };
}

export function saveChoices(store: KeyValue, c: SignalChoices): void {
  try {
    store.setItem(SOUND, c.sound ? 'on' : 'off');
    store.setItem(NOTIFY, c.notify ? 'on' : 'off');
  } catch { /* private mode: the choice lasts this page only */ }
}
