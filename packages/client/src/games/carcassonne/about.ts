// Carcassonne as the page names it before any of its screens load: its words and its help. The
// words are functions, called when shown: the catalogue is loaded after the modules are.
import { carcassonne } from '@castle/carcassonne';
import { type GameAbout, defaults } from '../game-about';
import { t } from '../../i18n/words';

export const carcassonneAbout: GameAbout = {
  id: carcassonne.id,
  shortName: () => t('carcassonne.name'),
  choice: () => ({ title: t('carcassonne.name'), line: t('carcassonne.choice.line') }),
  name: () => t('carcassonne.name'),
  variants: () => [],
  options: () => [],
  sized: true,
  defaults: () => defaults(carcassonne.parseOptions({})),
  helpPath: '/help/carcassonne',
  helpTitle: () => t('carcassonne.name'),
  // Rated between two only: a table of three or more is casual.
  pools: [{ id: 'carcassonne', name: () => t('carcassonne.pool') }],
};
