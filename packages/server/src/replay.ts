// A game's replay for anyone: every position so far from the stored record (so it works for a
// finished game after a restart, and for a live one up to its current move). The seed is used
// here to replay the moves and never leaves; neither do the seat tokens.
import { RefusedMove, replayFrames } from '@castle/game';
import { ReplayData, tableEnd } from '@castle/protocol';
import { shownResult } from './ending';
import { findOutdated, openRecord } from './outdated';
import type { GameRecord } from './store/store';

export function replayBody(g: GameRecord): Omit<ReplayData, 'abandoned'> {
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
  };
}
