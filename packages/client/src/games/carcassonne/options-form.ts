// Carcassonne's options on the start page: the table's size, 2 to 5 players.
import { carcassonne } from '@castle/carcassonne';
import { el } from '../../dom';
import type { OptionsForm } from '../game-page';
import { t } from '../../i18n/words';

export function carcassonneOptionsForm(): OptionsForm {
  const seats = el('select', { 'data-testid': 'seats', 'aria-label': t('carcassonne.options.players') },
    ...[2, 3, 4, 5].map((n) => el('option', { value: String(n) }, t('carcassonne.options.seats', { n }))));
  const form: OptionsForm = {
    element: el('fieldset', { class: 'options', 'data-testid': 'carcassonne-options' }, el('legend', {}, t('carcassonne.options.legend')), el('label', {}, t('carcassonne.options.players'), ' ', seats)),
    chosen: () => carcassonne.parseOptions({}),
    seats: () => Number(seats.value),
    onSeats: () => undefined,
  };
  seats.onchange = () => form.onSeats();
  return form;
}
