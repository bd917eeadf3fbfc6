// A game's replay (ReplayData) around its frames (replayFrames of @castle/game, run by the caller:
// the protocol takes only types from the game interface): its result as pages show it, each frame's
// clocks, names and colours. Written once for the server (GET /api/games/<code>/replay, from a stored
// game, a live one too) and the page (from a finished game's record, fetched or opened from disk),
// so both show the same game.
import type { AnyGame, Frame } from '@castle/game';
import { newClock, parseTimeControl } from './clock';
import { GameEnding, ShownResult, tableEnd } from './ending';
import type { ReplayData } from './http';

/** A stored result: how the game ended, and the rules' result when it ended by score. */
export function readResult(game: AnyGame, stored: unknown): { ending: GameEnding; rules: unknown | null } {
  const ending = tableEnd(stored);
  if (ending) return { ending, rules: null };
  const { scores, winners } = game.outcome(stored);
  return { ending: { end: 'score', seat: null, winners, scores }, rules: stored };
}

/** The result as pages show it, from the stored one and the events of the last action. */
export function shownResult(game: AnyGame, stored: unknown, lastEvents: readonly unknown[]): ShownResult {
  const { ending, rules } = readResult(game, stored);
  return rules === null ? ending : { ...(game.resultView(rules, lastEvents) as object), ...ending };
}

/** What a replay is made from, besides its moves: a stored game or a record. */
export interface ReplaySource {
  code: string;
  game: AnyGame;
  /** As the game's parseOptions gives them. */
  options: unknown;
  names: (string | null)[];
  /** With each action, every seat's time left once it was accepted; null for one without. */
  clocks: readonly (readonly number[] | null | undefined)[];
  /** The time control as stored (absent or null: none). */
  control?: unknown;
  /** The result as stored, null before the end. */
  result: unknown | null;
  colours?: number[] | null;
}

/** The replay of `s`, whose moves replayFrames made into `frames`, reaching the state `last`. */
export function replayData(s: ReplaySource, { frames, last }: { frames: Frame<unknown, unknown, unknown>[]; last: unknown }): Omit<ReplayData, 'abandoned' | 'chat'> {
  const over = s.game.isOver(last) || tableEnd(s.result) !== null;
  return {
    code: s.code,
    game: s.game.id,
    options: s.options,
    names: [...s.names],
    over,
    result: over && s.result ? shownResult(s.game, s.result, frames[frames.length - 1].events) : null,
    frames,
    ...frameClocks(s, frames.length),
    ...(s.colours ? { colours: s.colours } : {}),
  };
}

/** With a time control: each seat's time left at every frame, from the clocks kept with each move
 *  (an action kept without them, as before clocks, leaves the times as they were); a seat that lost
 *  on time shows 0 at the end. */
function frameClocks(s: ReplaySource, frames: number): Pick<ReplayData, 'clock'> {
  const parsed = parseTimeControl(s.control ?? undefined);
  const start = parsed.ok ? newClock(parsed.control, s.names.length) : null;
  if (!parsed.ok || !start) return {};
  let left = start.left;
  const out = [left];
  for (let i = 1; i < frames; i++) {
    const c = s.clocks[i - 1];
    if (c) left = [...c];
    out.push(left);
  }
  // A seat that ran out of time did so after the last move: the end shows its clock at zero.
  const flagged = tableEnd(s.result);
  if (flagged?.end === 'time' && flagged.seat !== null) out[out.length - 1] = left.map((ms, seat) => (seat === flagged.seat ? 0 : ms));
  return { clock: { control: parsed.control, left: out } };
}
