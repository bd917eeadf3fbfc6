// The Castle as the page names it before any of its screens load: its words and its help. The words
// are functions, called when shown: the catalogue is loaded after the modules are.
import { CastleOptions, castle } from '@castle/rules';
import { type GameAbout, defaults } from '../game-about';
import { t } from '../../i18n/words';

const chosen = (o: unknown) => (o ?? {}) as Partial<CastleOptions>;
const variants = (o: unknown): string[] => {
  const v = chosen(o).variants;
  return [...(v?.gatesStopMarkers ? [t('castle.about.variantGates')] : []), ...(v?.wallTilesAtEndOfTurn ? [t('castle.about.variantEndOfTurn')] : [])];
};

export const castleAbout: GameAbout = {
  id: castle.id,
  shortName: () => t('castle.about.shortName'),
  choice: () => ({ title: t('castle.about.title'), line: t('castle.about.line') }),
  name: (o) => t('castle.about.name', { falcon: chosen(o).falcon ? 'yes' : 'no' }),
  variants,
  options: (o) => [...(chosen(o).falcon ? [t('castle.about.falcon')] : []), ...variants(o).map((variant) => t('castle.about.variant', { variant }))],
  defaults: () => defaults(castle.parseOptions({})),
  helpPath: '/help',
  helpTitle: () => t('castle.about.helpTitle'),
  // With the Falcon and without: two ratings, named as the game is with and without it.
  pools: [{ id: 'castle', name: () => castleAbout.name({}) }, { id: 'castle-falcon', name: () => castleAbout.name({ falcon: true }) }],
};
