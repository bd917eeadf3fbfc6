// The Castle as the page names it before any of its screens load: its words and its help.
import { CastleOptions, castle } from '@castle/rules';
import { type GameAbout, defaults } from '../game-about';

const chosen = (o: unknown) => (o ?? {}) as Partial<CastleOptions>;
const variants = (o: unknown): string[] => {
  const v = chosen(o).variants;
  return [...(v?.gatesStopMarkers ? ['gates stop markers'] : []), ...(v?.wallTilesAtEndOfTurn ? ['wall tiles taken at the end of the turn'] : [])];
};

export const castleAbout: GameAbout = {
  id: castle.id,
  shortName: () => 'the Castle',
  choice: () => ({ title: 'Carcassonne – The Castle', line: 'Two players inside a walled castle: houses, paths, markets and the wall’s towers.' }),
  name: (o) => (chosen(o).falcon ? 'The Castle with the Falcon' : 'The Castle'),
  variants,
  options: (o) => [...(chosen(o).falcon ? ['the Falcon expansion'] : []), ...variants(o).map((v) => `variant: ${v}`)],
  defaults: () => defaults(castle.parseOptions({})),
  helpPath: '/help',
  helpTitle: () => 'The Castle',
};
