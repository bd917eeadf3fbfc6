// The start page's choice of time control: none (the default between friends), a live clock
// (minutes, plus seconds added each turn) or days for each turn. What is chosen is what is sent.
import { CORRESPONDENCE_DAYS, LIVE_PRESETS, timeControlName } from '@castle/protocol';
import { el } from '../dom';

export interface TimeChoice {
  element: HTMLElement;
  /** The create option: { clock } when a clock is chosen, {} for none. */
  options(): Record<string, unknown>;
}

export function timeChoice(): TimeChoice {
  const select = el('select', { 'data-testid': 'clock', 'aria-label': 'Clock' },
    el('option', { value: 'none' }, 'No clock'),
    el('optgroup', { label: 'Live: minutes + seconds a turn' },
      ...LIVE_PRESETS.map(([m, s]) => el('option', { value: `${m}+${s}` }, `${timeControlName({ kind: 'live', minutes: m, increment: s })} (${m} min, +${s} s a turn)`))),
    el('optgroup', { label: 'Days for each turn' },
      ...CORRESPONDENCE_DAYS.map((d) => el('option', { value: `${d}d` }, timeControlName({ kind: 'correspondence', days: d })))));
  select.value = 'none';
  return {
    element: el('label', { class: 'time-choice' }, 'Clock ', select),
    options: () => (select.value === 'none' ? {} : { clock: select.value }),
  };
}
