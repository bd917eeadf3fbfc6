// The Castle's tiles in words for the log, the replay and the tiles' pictures ("a crossing of three
// paths at a square, above a house"), with their article, as a player would name them at the table.
// Each tile is a message of the catalogue (castle.tile.<code>) with a select on its use in the
// sentence: German changes the article with the case ("ein gerader Weg" / "einen geraden Weg").
import type { TileSet } from '@castle/rules';
import { hasWords, t } from '../../../i18n/words';

/** A tile's use in its sentence: its subject ("… fitted nowhere") or its object ("Ann placed …"). */
export type TileCase = 'subject' | 'object';

/** The Castle's tile `tile` of `tiles` in words ("a tile" for one the set does not hold). */
export function castleTileWords(tiles: TileSet, tile: number, use: TileCase = 'object'): string {
  const key = `castle.tile.${tiles.types[tile]?.code ?? ''}`;
  return t(hasWords(key) ? key : 'castle.tile.unknown', { case: use });
}
