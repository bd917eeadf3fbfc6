// Words every game's page uses: counts with their noun, a seat by its player's name, lists of
// names. A game's own words (its events, tiles, followers) stay in its folder.
import { playerOfSeat } from '@castle/protocol';

/** "1 point", "2 points": a count with its noun. */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** A seat in the events' words: its player's name, even once the computer plays it on (a resigned
 *  player's earlier moves keep their name however often the log is read again), or "Player 2". */
export const seatWho = (names: readonly string[], seat: number): string => playerOfSeat(names[seat] ?? '') || `Player ${seat + 1}`;

/** Words as the start of a sentence: "A city with a road". */
export const capitalised = (words: string): string => words.charAt(0).toUpperCase() + words.slice(1);

/** "Ann", "Ann and Bob", "Ann, Bob and Cy". */
export function nameList(names: readonly string[], seats: readonly number[]): string {
  const n = seats.map((s) => seatWho(names, s));
  return n.length <= 1 ? (n[0] ?? '') : `${n.slice(0, -1).join(', ')} and ${n[n.length - 1]}`;
}

/** Each seat's name, or "Player 1", "Player 2" while it has none. */
export function playerNames(players: ArrayLike<{ name: string }>): string[] {
  return Array.from(players, (p, i) => p.name || `Player ${i + 1}`);
}
