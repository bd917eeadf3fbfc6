// Words every game's page uses: a seat by its player's name, lists of names. A game's own words
// (its events, tiles, followers) stay in its folder's catalogue.
import { SEAT_NOTES, playerOfSeat } from '@castle/protocol';
import { listOf } from '../i18n/format';
import { language, t } from '../i18n/words';

/** "1 point", "2 points": a count with its English noun. Only for words not yet in a catalogue: a
 *  count shown to players is a plural message (`{n, plural, one {# point} other {# points}}`). */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** The server names a computer's seat "Computer (easy)", "Computer 2 (hard)". */
const COMPUTER = /^Computer(?: (\d+))? \((easy|medium|normal|hard)\)$/;

/** A seat's name as the server keeps it, in the language shown: the computer's seats and the notes
 *  the server adds to a seat the computer took over ("Ann (resigned)") are the server's English. */
export function shownName(name: string): string {
  const computer = COMPUTER.exec(name);
  if (computer) return t('common.computer', { n: computer[1] ?? 'none', level: computer[2]! });
  for (const note of Object.keys(SEAT_NOTES) as (keyof typeof SEAT_NOTES)[]) {
    if (name.endsWith(SEAT_NOTES[note]) && name.length > SEAT_NOTES[note].length) return t(`common.seatNote.${note}`, { name: playerOfSeat(name) });
  }
  return name;
}

/** A seat in the events' words: its player's name, even once the computer plays it on (a resigned
 *  player's earlier moves keep their name however often the log is read again), or "Player 2". */
export const seatWho = (names: readonly string[], seat: number): string => shownName(playerOfSeat(names[seat] ?? '')) || t('common.player', { n: seat + 1 });

/** Words as the start of a sentence: "A city with a road". */
export const capitalised = (words: string): string => words.charAt(0).toLocaleUpperCase(language()) + words.slice(1);

/** "Ann", "Ann and Bob", "Ann, Bob and Cy" in the language shown. */
export function nameList(names: readonly string[], seats: readonly number[]): string {
  return listOf(seats.map((s) => seatWho(names, s)));
}

/** Each seat's name, or "Player 1", "Player 2" while it has none. */
export function playerNames(players: ArrayLike<{ name: string }>): string[] {
  return Array.from(players, (p, i) => shownName(p.name) || t('common.player', { n: i + 1 }));
}
