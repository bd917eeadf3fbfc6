// What a seated player may do about the game besides playing it, in the panel: abort it before every
// seat has moved, resign it after, and at a table of two claim the win once the opponent to act has
// been away long enough (the countdown shown from its start). Each is asked for in two steps, so that
// nothing happens before the choice is seen. (A first move's countdown is under the status line: first-move-note.ts.)
import { SyncedGame, TO_SERVER, minutesText } from '@castle/protocol';
import { el } from '../dom';
import { t } from '../i18n/words';

export type TableChoice = typeof TO_SERVER.abort | typeof TO_SERVER.resign | typeof TO_SERVER.claimWin;

/** The page's side: which choice waits for its "yes", and what the buttons do. */
export interface TableChoices {
  asking: TableChoice | null;
  ask(c: TableChoice): void;
  confirm(c: TableChoice): void;
  cancel(): void;
}

type Table = Pick<SyncedGame, 'over' | 'toAct' | 'players' | 'abortable' | 'claimLimit'>;

/** What decides the box's buttons: made again only when it changes, as rebuilding them under the
 *  pointer eats clicks. The seconds counting down are written in place (tableTimes). */
export function tableKey(s: Table, seat: number | null, asking: TableChoice | null): string {
  const claimable = s.toAct >= 0 && s.players[s.toAct].away >= s.claimLimit;
  return JSON.stringify([s.over, s.toAct, s.abortable, s.claimLimit, claimable, seat, asking, Array.from(s.players, (p) => [p.seated, p.connected])]);
}

function claimText(s: Table, names: readonly string[]): string {
  const p = s.players[s.toAct];
  return t('choices.claimCountdown', { name: names[s.toAct], away: minutesText(p.away), left: minutesText(s.claimLimit - p.away) });
}

/** The seconds of the box's countdown, written in place each second. */
export function tableTimes(box: HTMLElement, s: Table, names: readonly string[]): void {
  const claim = box.querySelector('[data-testid="claim-countdown"]');
  if (claim && s.toAct >= 0) claim.textContent = claimText(s, names);
}

/** A button that asks, or once asked the sentence of what it does with a yes and a no. */
function twoStep(c: TableChoice, h: TableChoices, ask: string, says: string, yes: string, no: string): HTMLElement {
  if (h.asking !== c) {
    const b = el('button', { 'data-testid': c }, ask);
    b.onclick = () => h.ask(c);
    return el('div', { class: 'hand-over' }, b);
  }
  const y = el('button', { class: 'primary', 'data-testid': `${c}-yes` }, yes);
  const n = el('button', { 'data-testid': `${c}-no` }, no);
  y.onclick = () => h.confirm(c);
  n.onclick = () => h.cancel();
  return el('div', { class: 'hand-over', role: 'group' }, el('p', {}, says), el('div', { class: 'row' }, y, n));
}

export function tableChoicesBox(s: Table, names: readonly string[], seat: number | null, h: TableChoices): HTMLElement {
  const box = el('div', { class: 'table-choices', 'data-testid': 'table-choices' });
  if (s.over) return box;
  const full = Array.from(s.players).every((p) => p.seated);
  if (seat === null || !full) return box;
  const other = s.toAct, away = other >= 0 && other !== seat ? s.players[other] : null;
  if (s.claimLimit > 0 && !s.abortable && away && !away.connected) {
    const name = names[other];
    box.append(s.claimLimit > away.away
      ? el('p', { class: 'small', 'data-testid': 'claim-countdown' }, claimText(s, names))
      : twoStep(TO_SERVER.claimWin, h, t('choices.claim'), t('choices.claimSays', { name, away: minutesText(away.away) }), t('choices.claimYes'), t('away.keepWaiting')));
  }
  if (s.abortable) {
    box.append(twoStep(TO_SERVER.abort, h, t('choices.abort'), t('choices.abortSays'), t('choices.abortYes'), t('choices.keepPlaying')));
  } else {
    const says = s.players.length === 2 ? t('choices.resignTwo', { name: names[1 - seat] }) : t('choices.resignMany');
    box.append(twoStep(TO_SERVER.resign, h, t('choices.resign'), says, t('choices.resignYes'), t('choices.keepPlaying')));
  }
  return box;
}
