// A game's replay for anyone: every position so far from the stored record (so it works for a
// finished game after a restart, and for a live one up to its current move). The seed is used
// here to replay the moves and never leaves; neither do the seat tokens.
import { RefusedMove, replayFrames } from '@castle/game';
import { ClockState, ReplayData, newClock, parseTimeControl, tableEnd } from '@castle/protocol';
import { shownResult } from './ending';
import { findOutdated, openRecord } from './outdated';
import type { GameRecord } from './store/store';

export function replayBody(g: GameRecord): Omit<ReplayData, 'abandoned' | 'chat'> {
  const { game, options } = openRecord(g);
  let replay;
  try {
    replay = replayFrames(game, options, g.seed, g.seats.length, g.actions);
  } catch (err) {
    throw (err instanceof RefusedMove && findOutdated(g)) || err; // stored by an earlier version of the rules
  }
  const { frames, last } = replay;
  const over = game.isOver(last) || tableEnd(g.result) !== null;
  return {
    code: g.code,
    game: game.id,
    options,
    names: g.seats.map((s) => s.name),
    over,
    result: over && g.result ? shownResult(game, g.result, frames[frames.length - 1].events) : null,
    frames,
    ...replayClock(g, frames.length),
    ...(g.colours ? { colours: g.colours } : {}),
  };
}

/** With a time control: each seat's time left at every frame, from the clocks stored with each move
 *  (an action stored without them, as before clocks, leaves the times as they were); a seat that
 *  lost on time shows 0 at the end. */
function replayClock(g: GameRecord, frames: number): Pick<ReplayData, 'clock'> {
  const parsed = parseTimeControl(g.clock ?? undefined);
  const start = parsed.ok ? newClock(parsed.control, g.seats.length) : null;
  if (!parsed.ok || !start) return {};
  let left = start.left;
  const out = [left];
  for (let i = 1; i < frames; i++) {
    const c = g.clocks[i - 1] as ClockState | null | undefined;
    if (c) left = c.left;
    out.push(left);
  }
  // A seat that ran out of time did so after the last move: the end shows its clock at zero.
  const flagged = tableEnd(g.result);
  if (flagged?.end === 'time' && flagged.seat !== null) out[out.length - 1] = left.map((ms, s) => (s === flagged.seat ? 0 : ms));
  return { clock: { control: parsed.control, left: out } };
}
