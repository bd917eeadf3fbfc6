// Carcassonne as the page names it before any of its screens load: its words and its help.
import { carcassonne } from '@castle/carcassonne';
import { type GameAbout, defaults } from '../game-about';
import { t } from '../../i18n/words';

export const carcassonneAbout: GameAbout = {
  id: carcassonne.id,
  // Getters: the words are read when shown, once the language's catalogue is loaded.
  get shortName() { return t('carcassonne.name'); },
  choice: {
    get title() { return t('carcassonne.name'); },
    get line() { return t('carcassonne.choice.line'); },
  },
  name: () => t('carcassonne.name'),
  variants: () => [],
  options: () => [],
  sized: true,
  defaults: () => defaults(carcassonne.parseOptions({})),
  help: { path: '/help/carcassonne', get title() { return t('carcassonne.name'); } },
};
