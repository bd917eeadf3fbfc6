// Each game's tiles in words for the log and the replay ("a crossing of three paths at a square,
// above a house"; "a city with a road"), with their article, as a player would name them at the
// table. The rules' tile names are short labels; these are the phrases the page puts in sentences.
import type { TileSet } from '@castle/rules';

/** The Castle's 60 tiles and the Falcon's 18, by their code in the rules' tile set. */
export const CASTLE_TILE_WORDS: Readonly<Record<string, string>> = {
  A: 'a straight path between courts',
  B: 'a straight path with a fountain',
  C: 'a straight path beside a market',
  D: 'a straight path beside a house',
  E: 'a straight path beside a tower',
  F: 'a straight path between a house and a tower',
  G: 'a bend in a path around a house',
  H: 'a bend in a path around a tower, with a market outside',
  I: 'a bend in a path with a fountain',
  J: 'a bend in a path around a court, in a large house',
  K: 'a crossing of three paths at a square, above a house',
  L: 'a crossing of four paths at a square',
  M: 'a crossing of four paths at a square, among a house, a tower and a market',
  N: 'a path that branches',
  O: 'a path that branches, with a fountain and a market',
  P: 'a path ending at a tower',
  Q: 'a path ending at a house, beside a market',
  R: 'a path ending at a square',
  S: 'a path cut by a square, beside a house',
  U: 'a path cut by a square',
  V: 'two paths ending at a small tower',
  W: 'a house',
  X: 'a tower',
  Y: 'a court with a market',
  Z: 'half a house and half a court',
  a: 'a house in a corner of a court',
  b: 'a tower in a corner of a court',
  c: 'half a tower and half a house',
  d: 'a court with two markets',
  e: 'a court with a tower and a house in opposite corners',
  f: 'a chapel in a corner of a court',
  g: 'half a chapel and half a court',
  v: 'half a chapel with an aerie and half a court',
  h: 'a chapel with an aerie',
  i: 'a straight path beside a chapel',
  j: 'a path ending at a chapel',
  k: 'a path with an aerie, ending at a chapel',
  l: 'a bend in a path around a chapel',
  m: 'a tower with an aerie',
  n: 'a house with an aerie in a corner of a court',
  o: 'a path with an aerie between a house and a chapel',
  q: 'half a chapel and half a tower with an aerie',
  r: 'a crossing of four paths at a square, beside a chapel',
  s: 'a small chapel with an aerie inside a court',
  u: 'a court with a market and an aerie',
};

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

/** The Castle's tile `t` of `tiles` in words ("a tile" for one the set does not hold). */
export function castleTileWords(tiles: TileSet, t: number): string {
  return CASTLE_TILE_WORDS[tiles.types[t]?.code ?? ''] ?? 'a tile';
}

/** A Carcassonne tile (its letter, as events name it) in words. */
export function carcTileWords(tile: string): string {
  return CARC_TILE_WORDS[tile] ?? 'a tile';
}
