// The buttons of a turn. Choosing and committing are separate: a click on a cell, an option or a
// ring only chooses (and shows the choice); "Place here" or "Confirm" commits exactly what is shown,
// and Enter is the same button, whose label names the choice. A placement can be taken back until
// its follower step is confirmed: the two are sent together.
import { el } from '../dom';
import { t } from '../i18n/words';
import type { StepChoices } from '../logic/step-choices';
import type { TurnFlow, TurnSynced } from '../logic/turn-flow';
import { withKey } from './key-hints';

export interface ControlHandlers<A> {
  place(): void;
  rotate(): void;
  confirm(): void;
  takeBack(): void;
  play(a: A): void;
  choose(i: number): void;
  focus(i: number | null): void;
}

/** What a game says of its turn's buttons. */
export interface ControlWords<A> {
  /** The words of option i of a follower or score step. */
  label(i: number): string;
  /** A second line under option i (what a scoring order gives), if any. */
  detail?(i: number): string;
  /** The group option i is listed in (a game's kinds of figure) and the group's title, '' for
   *  none; without it, one group. */
  group?(i: number): { id: string; title: string };
  /** More data attributes of option i's button (what it puts where), for assistive tools and the
   *  browser tests. */
  data?(i: number): Record<string, string>;
  /** The button of another action of the place step (played at once), in a game that has any. */
  otherAction?(a: A): { testid: string; label: string };
  /** The placement goes straight on to scoring: nothing to take back after it. */
  placeEndsTurn: boolean;
  /** The follower step is the player's own, not yet sent: the tile can be taken back. */
  canTakeBack: boolean;
}

/** The place step's bar: turn the tile (when it can turn), and place it. It stays on screen under
 *  a long panel (the action-bar style). */
function placeBar(p: { chosen: boolean; canTurn: boolean; endsTurn: boolean; rotate(): void; place(): void }): HTMLElement {
  const rotate = el('button', { 'data-testid': 'rotate', 'aria-label': withKey(t('turn.rotateLabel'), 'R') }, withKey(t('turn.rotate'), 'R'));
  rotate.disabled = !p.chosen || !p.canTurn;
  rotate.onclick = p.rotate;
  const confirm = el('button', { class: 'primary', 'data-testid': 'confirm' }, p.chosen ? withKey(t(p.endsTurn ? 'turn.placeAndEnd' : 'turn.place'), 'enter') : t('turn.pickFirst'));
  confirm.disabled = !p.chosen;
  confirm.onclick = p.place;
  return el('div', { class: 'row action-bar' }, rotate, confirm);
}

/** The option step's bar: Confirm (its label names the choice) and, while the tile is not yet sent,
 *  Take back. */
function confirmBar(label: string, confirm: () => void, takeBack: (() => void) | null): HTMLElement {
  const ok = el('button', { class: 'primary', 'data-testid': 'confirm-option' }, withKey(t('turn.confirm', { choice: label }), 'enter'));
  ok.onclick = confirm;
  const row = el('div', { class: 'row confirm-row action-bar' }, ok);
  if (takeBack) {
    const back = el('button', { 'data-testid': 'take-back' }, withKey(t('turn.takeBack'), 'esc'));
    back.onclick = takeBack;
    row.append(back);
  }
  return row;
}

/** The place step: its bar, then a button for each other action of the step. */
function placeControls<A extends { type: string; seat: number }>(c: StepChoices<A>, w: ControlWords<A>, h: ControlHandlers<A>): HTMLElement[] {
  const chosen = c.selectedCell >= 0;
  const bar = placeBar({ chosen, canTurn: (c.placements.get(c.selectedCell)?.length ?? 0) > 1, endsTurn: w.placeEndsTurn, rotate: h.rotate, place: h.place });
  const out: HTMLElement[] = [bar];
  if (w.otherAction) c.options.forEach((a) => {
    const words = w.otherAction!(a);
    const b = el('button', { 'data-testid': words.testid }, words.label);
    b.onclick = () => h.play(a);
    out.push(b);
  });
  return out;
}

/** Follower or score options, grouped as the game says (the Castle's follower, king, falconer),
 *  then the confirm row. */
function optionControls<A extends { type: string; seat: number }>(c: StepChoices<A>, w: ControlWords<A>, h: ControlHandlers<A>): HTMLElement[] {
  const groups = new Map<string, { title: string; buttons: HTMLElement[] }>();
  c.options.forEach((a, i) => {
    const picked = i === c.selectedOption;
    const detail = w.detail?.(i);
    const b = el('button', { class: `option${picked ? ' picked' : ''}`, 'data-testid': `option-${i}`, 'data-option': String(i), 'data-action': JSON.stringify(a), 'aria-pressed': String(picked), ...w.data?.(i) },
      w.label(i), ...(detail ? [el('small', {}, detail)] : []));
    b.onclick = () => h.choose(i);
    b.onmouseenter = b.onfocus = () => h.focus(i);
    b.onmouseleave = b.onblur = () => h.focus(null);
    const g = w.group?.(i) ?? { id: 'none', title: '' };
    const group = groups.get(g.id) ?? { title: g.title, buttons: [] };
    group.buttons.push(b);
    groups.set(g.id, group);
  });
  const out: HTMLElement[] = [];
  for (const [id, { title, buttons }] of groups) {
    out.push(title ? el('fieldset', { class: 'group', 'data-testid': `group-${id}` }, el('legend', {}, title), ...buttons) : el('div', { class: 'group' }, ...buttons));
  }
  out.push(confirmBar(w.label(c.selectedOption), h.confirm, w.canTakeBack ? h.takeBack : null));
  return out;
}

/** The words of a turn's buttons without the step's facts (which the turn knows). */
export type ButtonWords<A> = Omit<ControlWords<A>, 'placeEndsTurn' | 'canTakeBack'>;

/** The turn's buttons for the step now (the place step's, the options', or none) in any game:
 *  `key` changes when they do, `started` is the move of a new step of this player's (a tile to
 *  place, or the server's own step), when the board and the turn come into view. */
export function turnButtons<A extends { type: string; seat: number }>(turn: TurnFlow<A, unknown, TurnSynced>, w: ButtonWords<A>, redraw: () => void): { key: string; started: number | null; buttons(): HTMLElement[] } {
  const place = turn.placeChoices(), options = turn.optionChoices();
  const key = place ? `p${place.moves}/${place.selectedCell}/${place.selectedRot}` : options ? `o${options.moves}/${options.selectedOption}/${!!turn.pending}` : `-${turn.busy}`;
  const started = place ? place.moves : options && !turn.pending ? options.moves : null;
  const h: ControlHandlers<A> = {
    place: () => { turn.place(); redraw(); },
    rotate: () => { turn.rotate(1); redraw(); },
    confirm: () => { turn.confirm(); redraw(); },
    takeBack: () => { turn.takeBack(); redraw(); },
    play: (a) => { turn.sendActions([a]); redraw(); },
    choose: (i) => { turn.pick(i); redraw(); },
    focus: (i) => { turn.focused = i; redraw(); },
  };
  const words = (): ControlWords<A> => ({ ...w, placeEndsTurn: turn.placeEndsTurn(), canTakeBack: !!turn.pending });
  return { key, started, buttons: () => (place ? placeControls(place, words(), h) : options ? optionControls(options, words(), h) : []) };
}
