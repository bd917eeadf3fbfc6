// The turn's words every game's panel shows alike: the status line, the hints to place a tile and
// to put a follower, and the status of a seat open in another tab.
import type { TurnFlow, TurnSynced } from './turn-flow';

/** The status line of a page whose seat another tab took over. */
export const OTHER_TAB = 'Your seat is open in another tab.';

/** What the status line reads of the turn. */
export interface StatusTurn { seat: number | null; stopped: boolean; elsewhere: boolean; connecting: boolean; mine(): boolean }

/** The status line: the end, a lost game, another tab, waiting for players (`waiting`: the words
 *  to a watcher and to a seated player, null once every seat is taken), or whose turn it is. */
export function statusLine(s: { over: boolean; toAct: number }, turn: StatusTurn, names: readonly string[], waiting: { watcher: string; seated: string } | null): string {
  const seat = turn.seat;
  return s.over ? 'The game is over.'
    : turn.stopped ? 'This game cannot go on: the server lost it.'
    : turn.elsewhere ? OTHER_TAB
    : waiting ? (seat === null ? waiting.watcher : waiting.seated)
    : seat === null ? `${turn.connecting ? '' : 'Watching: '}${names[s.toAct]} to play.`
    : s.toAct === seat ? (turn.mine() ? 'Your turn.' : 'Your turn: sending…') : `${names[s.toAct]} is playing.`;
}

/** What the hint of a place step may say: the keys (none on a touch screen), and whether the tile
 *  at the chosen cell can turn (a tile that fits one way only gets no word about turning). */
export interface HintKeys { keys: boolean; canTurn: boolean }

/** " (key)" where the page has keys, else nothing. */
const keyNote = (k: HintKeys, key: string): string => (k.keys ? ` (${key})` : '');

/** The place step's hint, alike in both games: pick a lit cell; then turn it if it can turn, and place it. */
export function placeHint(chosen: boolean, k: HintKeys): string {
  if (!chosen) return `Tap a lit cell to put the tile there${k.keys ? ' (arrow keys too)' : ''}.`;
  const place = `"Place here"${keyNote(k, 'Enter')}`;
  return k.canTurn ? `Tap the tile again${k.keys ? ' (or R)' : ''} to turn it; ${place} when it is right.` : `The tile fits here one way only: ${place} puts it there.`;
}

/** The follower step's hint, alike in both games: Esc (or the button) takes the tile back. */
export function followerHint(canTakeBack: boolean, k: HintKeys): string {
  return `Put a follower on a part of the new tile${canTakeBack ? ' (tap a ring or a button)' : ''}, or none; then Confirm.${canTakeBack && k.keys ? ' Esc takes the tile back.' : ''}`;
}

/** The hint under the status line, on this player's turn only, alike in every game (`keys`: the
 *  page has a keyboard); `stepWords`: a game's words for a step of its own (the Castle's scoring order). */
export function turnHint<A extends { type: string; seat: number }>(turn: TurnFlow<A, unknown, TurnSynced>, keys: boolean, stepWords: Readonly<Record<string, string>> = {}): string {
  if (!turn.mine()) return '';
  const place = turn.placeChoices(), options = turn.optionChoices();
  if (place) return placeHint(place.selectedCell >= 0, { keys, canTurn: (place.placements.get(place.selectedCell)?.length ?? 0) > 1 });
  if (options?.kind === 'follower') return followerHint(!!turn.pending, { keys, canTurn: false });
  return options ? stepWords[options.kind] ?? '' : '';
}
