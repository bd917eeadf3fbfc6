// A game's tiles in words for the log and the replay, with their article, as a player would name
// them at the table: the rules' tile names are short labels, these are the phrases the page puts in
// sentences. Each game holds its own table (games/<id>/logic/tile-words.ts).
import { t } from '../i18n/words';

/** Tile `code` in words from a game's table ("a tile" for one the table does not hold). */
export function tileWords(table: Readonly<Record<string, string>>, code: string | undefined): string {
  return table[code ?? ''] ?? t('common.aTile');
}
