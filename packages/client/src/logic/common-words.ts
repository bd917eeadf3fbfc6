// Words every game's page uses: a seat by its player's name, lists of names. A game's own words
// (its events, tiles, followers) stay in its folder's catalogue.
import { playerOfSeat } from '@castle/protocol';
import { listOf } from '../i18n/format';
import { language, t } from '../i18n/words';

/** "1 point", "2 points": a count with its English noun. Only for words not yet in a catalogue: a
 *  count shown to players is a plural message (`{n, plural, one {# point} other {# points}}`). */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** A seat in the events' words: its player's name, even once the computer plays it on (a resigned
 *  player's earlier moves keep their name however often the log is read again), or "Player 2". */
export const seatWho = (names: readonly string[], seat: number): string => playerOfSeat(names[seat] ?? '') || t('common.player', { n: seat + 1 });

/** Words as the start of a sentence: "A city with a road". */
export const capitalised = (words: string): string => words.charAt(0).toLocaleUpperCase(language()) + words.slice(1);

/** "Ann", "Ann and Bob", "Ann, Bob and Cy" in the language shown. */
export function nameList(names: readonly string[], seats: readonly number[]): string {
  return listOf(seats.map((s) => seatWho(names, s)));
}

/** Each seat's name, or "Player 1", "Player 2" while it has none. */
export function playerNames(players: ArrayLike<{ name: string }>): string[] {
  return Array.from(players, (p, i) => p.name || t('common.player', { n: i + 1 }));
}
