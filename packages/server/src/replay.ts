// A game's replay for anyone: every position so far from the stored record (so it works for a
// finished game after a restart, and for a live one up to its current move). The seed is used
// here to replay the moves and never leaves; neither do the seat tokens. The frames are made as the
// page makes them from a finished game's record (the protocol's replayData).
import { RefusedMove, replayFrames } from '@castle/game';
import { ClockState, ReplayData, replayData } from '@castle/protocol';
import { recordSeed } from './contributions';
import { findOutdated, openRecord } from './outdated';
import type { GameRecord } from './store/store';

export function replayBody(g: GameRecord): Omit<ReplayData, 'abandoned' | 'chat'> {
  const { game, options } = openRecord(g);
  let replay;
  try {
    replay = replayFrames(game, options, recordSeed(g), g.seats.length, g.actions);
  } catch (err) {
    throw (err instanceof RefusedMove && findOutdated(g)) || err; // stored by an earlier version of the rules
  }
  return replayData({
    code: g.code, game, options, names: g.seats.map((s) => s.name),
    clocks: g.clocks.map((c) => (c as ClockState | null)?.left), control: g.clock, result: g.result, colours: g.colours,
  }, replay);
}
