// Carcassonne's tiles in words for the log and the replay ("a city with a road"), with their
// article, as a player would name them at the table.
import { tileWords } from '../../../logic/tile-words';

/** Carcassonne's 24 kinds of land tile, by the rulebook's letter (shared/rules/carcassonne-tiles.md). */
export const CARC_TILE_WORDS: Readonly<Record<string, string>> = {
  A: 'a cloister with a road',
  B: 'a cloister',
  C: 'a city on every side, with a pennant',
  D: 'a city with a straight road',
  E: 'a city on one side',
  F: 'a city running across, with a pennant',
  G: 'a city running across',
  H: 'two cities on opposite sides',
  I: 'two cities on sides that meet',
  J: 'a city with a road bend',
  K: 'a city with a road bend',
  L: 'a city with a crossing of three roads',
  M: 'a city on two sides, with a pennant',
  N: 'a city on two sides',
  O: 'a city on two sides, with a road and a pennant',
  P: 'a city on two sides, with a road',
  Q: 'a city on three sides, with a pennant',
  R: 'a city on three sides',
  S: 'a city on three sides, with a road and a pennant',
  T: 'a city on three sides, with a road',
  U: 'a straight road',
  V: 'a road bend',
  W: 'a crossing of three roads',
  X: 'a crossing of four roads',
};

/** A Carcassonne tile (its letter, as events name it) in words. */
export function carcTileWords(tile: string): string {
  return tileWords(CARC_TILE_WORDS, tile);
}
