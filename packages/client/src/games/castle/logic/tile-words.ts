// The Castle's tiles in words for the log and the replay ("a crossing of three paths at a square,
// above a house"), with their article, as a player would name them at the table.
import type { TileSet } from '@castle/rules';
import { tileWords } from '../../../logic/tile-words';

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

/** The Castle's tile `t` of `tiles` in words ("a tile" for one the set does not hold). */
export function castleTileWords(tiles: TileSet, t: number): string {
  return tileWords(CASTLE_TILE_WORDS, tiles.types[t]?.code);
}
