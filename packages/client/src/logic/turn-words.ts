// The turn's words every game's panel shows alike: the status line, the hints to place a tile and
// to put a follower, and the status of a seat open in another tab.
import { t } from '../i18n/words';
import type { TurnFlow, TurnSynced } from './turn-flow';

/** What the status line reads of the turn. */
export interface StatusTurn { seat: number | null; stopped: boolean; elsewhere: boolean; connecting: boolean; mine(): boolean }

/** The status line: the end, a lost game, another tab, waiting for players (`waiting`: the words
 *  to a watcher and to a seated player, null once every seat is taken), or whose turn it is. */
export function statusLine(s: { over: boolean; toAct: number }, turn: StatusTurn, names: readonly string[], waiting: { watcher: string; seated: string } | null): string {
  const seat = turn.seat;
  const name = names[s.toAct] ?? '';
  return s.over ? t('turn.over')
    : turn.stopped ? t('turn.stopped')
    : turn.elsewhere ? t('turn.otherTab')
    : waiting ? (seat === null ? waiting.watcher : waiting.seated)
    : seat === null ? t(turn.connecting ? 'turn.toPlay' : 'turn.watching', { name })
    : s.toAct === seat ? t(turn.mine() ? 'turn.yours' : 'turn.sending') : t('turn.playing', { name });
}

/** What the hint of a place step may say: the keys (none on a touch screen), and whether the tile
 *  at the chosen cell can turn (a tile that fits one way only gets no word about turning). */
export interface HintKeys { keys: boolean; canTurn: boolean }

/** A message's select on a condition: `{keys, select, yes {…} other {}}`. */
const yes = (on: boolean): string => (on ? 'yes' : 'no');

/** The place step's hint, alike in both games: pick a lit cell; then turn it if it can turn, and place it. */
export function placeHint(chosen: boolean, k: HintKeys): string {
  if (!chosen) return t('turn.hint.pick', { keys: yes(k.keys) });
  return t(k.canTurn ? 'turn.hint.turn' : 'turn.hint.oneWay', { keys: yes(k.keys) });
}

/** The follower step's hint, alike in both games: Esc (or the button) takes the tile back. */
export function followerHint(canTakeBack: boolean, k: HintKeys): string {
  return t('turn.hint.follower', { back: yes(canTakeBack), esc: yes(canTakeBack && k.keys) });
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
