// The start page's choice of time control: none (the default between friends), a live clock
// (minutes, plus seconds added each turn) or days for each turn. What is chosen is what is sent.
import { CORRESPONDENCE_DAYS, LIVE_PRESETS } from '@castle/protocol';
import { el } from '../dom';
import { t } from '../i18n/words';
import { clockName } from '../logic/clock-name';

export interface TimeChoice {
  element: HTMLElement;
  /** The create option: { clock } when a clock is chosen, {} for none. */
  options(): Record<string, unknown>;
}

export function timeChoice(): TimeChoice {
  const select = el('select', { 'data-testid': 'clock', 'aria-label': t('timeChoice.label') },
    el('option', { value: 'none' }, t('timeChoice.none')),
    el('optgroup', { label: t('timeChoice.live') },
      ...LIVE_PRESETS.map(([m, s]) => el('option', { value: `${m}+${s}` }, t('timeChoice.preset', { name: clockName({ kind: 'live', minutes: m, increment: s }), minutes: m, increment: s })))),
    el('optgroup', { label: t('timeChoice.days') },
      ...CORRESPONDENCE_DAYS.map((d) => el('option', { value: `${d}d` }, clockName({ kind: 'correspondence', days: d })))));
  select.value = 'none';
  return {
    element: el('label', { class: 'time-choice' }, t('timeChoice.label'), ' ', select),
    options: () => (select.value === 'none' ? {} : { clock: select.value }),
  };
}
