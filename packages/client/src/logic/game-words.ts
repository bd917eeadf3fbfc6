// Each game's name and its options in players' words, for the pages that list or describe a game
// before it is opened (the start page's lists, the join prompt). One entry per game: a page never
// asks which game it has.
import { TimeControl, timeControlName } from '@castle/protocol';
import type { CastleOptions } from '@castle/rules';

interface GameWords {
  /** Its short name, as a list shows it. */
  name: string;
  /** The options that change the game, each in a few words (none: the game as it comes). */
  options(options: unknown): string[];
}

const castleOptions = (o: unknown): string[] => {
  const { falcon, variants } = (o ?? {}) as Partial<CastleOptions>;
  return [
    ...(falcon ? ['the Falcon expansion'] : []),
    ...(variants?.gatesStopMarkers ? ['variant: gates stop markers'] : []),
    ...(variants?.wallTilesAtEndOfTurn ? ['variant: wall tiles taken at the end of the turn'] : []),
  ];
};

const GAMES: Record<string, GameWords> = {
  castle: { name: 'The Castle', options: castleOptions },
  carcassonne: { name: 'Carcassonne', options: () => [] },
};

/** The game's name, with the Falcon when it is played with it: "The Castle with the Falcon". */
export function gameName(game: string, options: unknown): string {
  const words = GAMES[game];
  if (!words) return game;
  return words.options(options).includes('the Falcon expansion') ? `${words.name} with the Falcon` : words.name;
}

/** The options chosen, in words; empty for the game as it comes. */
export function optionWords(game: string, options: unknown): string[] {
  return GAMES[game]?.options(options) ?? [];
}

/** A time control as the join prompt says it: "10+5: 10 minutes each, 5 seconds added a turn". */
export function clockWords(tc: TimeControl): string {
  if (tc.kind === 'live') return `${timeControlName(tc)}: ${tc.minutes} minutes each, ${tc.increment} seconds added a turn`;
  if (tc.kind === 'correspondence') return `${timeControlName(tc)} (each move within ${tc.days === 1 ? 'a day' : `${tc.days} days`})`;
  return 'No clock: take your time';
}
