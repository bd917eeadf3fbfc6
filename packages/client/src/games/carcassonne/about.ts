// Carcassonne as the page names it before any of its screens load: its words and its help.
import { carcassonne } from '@castle/carcassonne';
import { type GameAbout, defaults } from '../game-about';

export const carcassonneAbout: GameAbout = {
  id: carcassonne.id,
  shortName: () => 'Carcassonne',
  choice: () => ({ title: 'Carcassonne', line: 'The original for 2 to 5 players on an open plane: cities, roads, cloisters and farms.' }),
  name: () => 'Carcassonne',
  variants: () => [],
  options: () => [],
  sized: true,
  defaults: () => defaults(carcassonne.parseOptions({})),
  helpPath: '/help/carcassonne',
  helpTitle: () => 'Carcassonne',
};
