// Each game's name and its options in players' words, for the pages that list or describe a game
// before it is opened (the start page's lists, the join prompt). One entry per game: a page never
// asks which game it has.
import { TimeControl, timeControlName } from '@castle/protocol';
import type { CastleOptions } from '@castle/rules';

interface GameWords {
  /** Its short name with the expansion played: "The Castle with the Falcon". */
  name(options: unknown): string;
  /** The variants chosen, each in a few words. */
  variants(options: unknown): string[];
  /** Every option that changes the game, the expansion included. */
  options(options: unknown): string[];
  /** Its table is of 2 to 5 players, chosen at creation: a game says its size. */
  sized?: true;
}

const castleWords = (o: unknown) => (o ?? {}) as Partial<CastleOptions>;

const GAMES: Record<string, GameWords> = {
  castle: {
    name: (o) => (castleWords(o).falcon ? 'The Castle with the Falcon' : 'The Castle'),
    variants: (o) => {
      const v = castleWords(o).variants;
      return [...(v?.gatesStopMarkers ? ['gates stop markers'] : []), ...(v?.wallTilesAtEndOfTurn ? ['wall tiles taken at the end of the turn'] : [])];
    },
    options: (o) => [...(castleWords(o).falcon ? ['the Falcon expansion'] : []), ...GAMES.castle.variants(o).map((v) => `variant: ${v}`)],
  },
  carcassonne: { name: () => 'Carcassonne', variants: () => [], options: () => [], sized: true },
};

/** The game's name, with the expansion played: "The Castle with the Falcon". */
export function gameName(game: string, options: unknown): string {
  return GAMES[game]?.name(options) ?? game;
}

/** The game's name and its variants, as a list shows a game: "The Castle (gates stop markers)". */
export function gameLine(game: string, options: unknown): string {
  const variants = GAMES[game]?.variants(options) ?? [];
  return `${gameName(game, options)}${variants.length ? ` (${variants.join(', ')})` : ''}`;
}

/** The table's size where the game has several: "for 3 players"; empty for a game of one size. */
export function tableWords(game: string, seats: number): string {
  return GAMES[game]?.sized ? `for ${seats} players` : '';
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
