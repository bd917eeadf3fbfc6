// Carcassonne's tiles in words for the log and the replay ("a city with a road"), as a player would
// name them at the table. Each language's catalogue gives them in the form its tile sentences take
// them: English a noun phrase with its article; German the dative after "ein Plättchen mit", French
// the phrase after "une tuile avec" (docs/languages.md).
import { TILE_KINDS } from '@castle/carcassonne';
import { t } from '../../../i18n/words';

const LETTERS = new Set(TILE_KINDS.map((k) => k.letter));

/** A Carcassonne tile (its letter, as events name it) in words. */
export function carcTileWords(tile: string | null | undefined): string {
  return tile && LETTERS.has(tile) ? t(`carcassonne.tile.${tile}`) : t('carcassonne.tileUnknown');
}
