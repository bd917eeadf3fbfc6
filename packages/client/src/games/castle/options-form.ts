// The Castle's options on the start page: the Falcon expansion and the two variants. The gates
// variant needs the Falcon: ticking it ticks the Falcon, and the Falcon unticked unticks it.
import { castle } from '@castle/rules';
import { el } from '../../dom';
import { t } from '../../i18n/words';
import type { OptionsForm } from '../game-page';

export function castleOptionsForm(): OptionsForm {
  const falcon = el('input', { type: 'checkbox', 'data-testid': 'falcon' });
  const gates = el('input', { type: 'checkbox', 'data-testid': 'variant-gates' });
  const endTurn = el('input', { type: 'checkbox', 'data-testid': 'variant-end-of-turn' });
  const gatesLabel = el('label', {}, gates, ` ${t('castle.options.gates')} `, el('span', { class: 'small', 'data-testid': 'gates-needs' }, t('castle.options.gatesNeeds')));
  falcon.onchange = () => { if (!falcon.checked) gates.checked = false; };
  gates.onchange = () => { if (gates.checked) falcon.checked = true; };
  return {
    element: el('fieldset', { class: 'options', 'data-testid': 'castle-options' }, el('legend', {}, t('castle.options.legend')),
      el('label', {}, falcon, ` ${t('castle.options.falcon')}`), gatesLabel, el('label', {}, endTurn, ` ${t('castle.options.endOfTurn')}`)),
    chosen: () => castle.parseOptions({
      falcon: falcon.checked,
      variants: { ...(gates.checked ? { gatesStopMarkers: true } : {}), ...(endTurn.checked ? { wallTilesAtEndOfTurn: true } : {}) },
    }),
    seats: () => 2,
    onSeats: () => undefined,
  };
}
