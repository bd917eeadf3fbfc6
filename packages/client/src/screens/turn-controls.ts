// The buttons of a turn. Choosing and committing are separate: a click on a cell, an option or a
// ring only chooses (and shows the choice); "Place here" or "Confirm" commits exactly what is shown,
// and Enter is the same button, whose label names the choice. A placement can be taken back until
// its follower step is confirmed: the two are sent together.
import type { Action } from '@castle/rules';
import { el } from '../dom';
import { figureGroup } from '../logic/follower-words';
import type { TurnChoices } from '../logic/turn';

export interface ControlHandlers {
  place(): void;
  rotate(): void;
  confirm(): void;
  takeBack(): void;
  play(a: Action): void;
  choose(i: number): void;
  focus(i: number | null): void;
}

export interface ControlWords {
  /** The words of option i of a follower or score step. */
  label(i: number): string;
  /** A second line under option i (what a scoring order gives), if any. */
  detail(i: number): string;
  /** The placement goes straight on to scoring: nothing to take back after it. */
  placeEndsTurn: boolean;
  /** The follower step is the player's own, not yet sent: the tile can be taken back. */
  canTakeBack: boolean;
}

const GROUP_TITLE = { none: '', follower: 'Follower', king: 'King', falconer: 'Falconer' } as const;

export function placeControls(c: TurnChoices, w: ControlWords, h: ControlHandlers): HTMLElement[] {
  const chosen = c.selectedCell >= 0;
  const rotate = el('button', { 'data-testid': 'rotate', 'aria-label': 'Turn the tile (R)' }, '↻ Turn (R)');
  rotate.disabled = !chosen || (c.placements.get(c.selectedCell)?.length ?? 0) < 2;
  rotate.onclick = h.rotate;
  const confirm = el('button', { class: 'primary', 'data-testid': 'confirm' }, chosen ? (w.placeEndsTurn ? 'Place here and end the turn (Enter)' : 'Place here (Enter)') : 'Pick a lit cell first');
  confirm.disabled = !chosen;
  confirm.onclick = h.place;
  const out: HTMLElement[] = [el('div', { class: 'row' }, rotate, confirm)];
  c.options.forEach((a) => {
    const b = el('button', { 'data-testid': 'wall-1' }, 'Play wall tile 1: take another turn after this one');
    b.onclick = () => h.play(a);
    out.push(b);
  });
  return out;
}

/** Follower or score options, grouped (follower, king, falconer), then the confirm row. */
export function optionControls(c: TurnChoices, w: ControlWords, h: ControlHandlers): HTMLElement[] {
  const groups = new Map<string, HTMLElement[]>();
  c.options.forEach((a, i) => {
    const picked = i === c.selectedOption;
    const detail = w.detail(i);
    const b = el('button', { class: `option${picked ? ' picked' : ''}`, 'data-testid': `option-${i}`, 'data-option': String(i), 'data-action': JSON.stringify(a), 'aria-pressed': String(picked) },
      w.label(i), ...(detail ? [el('small', {}, detail)] : []));
    b.onclick = () => h.choose(i);
    b.onmouseenter = b.onfocus = () => h.focus(i);
    b.onmouseleave = b.onblur = () => h.focus(null);
    const g = figureGroup(a);
    groups.set(g, [...(groups.get(g) ?? []), b]);
  });
  const out: HTMLElement[] = [];
  for (const [g, buttons] of groups) {
    const title = GROUP_TITLE[g as keyof typeof GROUP_TITLE];
    out.push(title ? el('fieldset', { class: 'group', 'data-testid': `group-${g}` }, el('legend', {}, title), ...buttons) : el('div', { class: 'group' }, ...buttons));
  }
  const confirm = el('button', { class: 'primary', 'data-testid': 'confirm-option' }, `Confirm: ${w.label(c.selectedOption)} (Enter)`);
  confirm.onclick = h.confirm;
  const row = el('div', { class: 'row confirm-row' }, confirm);
  if (w.canTakeBack) {
    const back = el('button', { 'data-testid': 'take-back' }, 'Take back the tile (Esc)');
    back.onclick = h.takeBack;
    row.append(back);
  }
  out.push(row);
  return out;
}
