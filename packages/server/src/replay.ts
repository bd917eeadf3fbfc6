// A game's replay for anyone: every position so far from the stored record (so it works for a
// finished game after a restart, and for a live one up to its current move). The seed is used
// here to replay the moves and never leaves; neither do the seat tokens.
import { GameEvent, GameResult, ReplayFrame, replayFrames } from '@castle/rules';
import { findOutdated, knownOutdated, outdatedVersion } from './outdated';
import type { GameRecord } from './store/store';

export interface ReplayBody {
  code: string;
  options: GameRecord['options'];
  names: GameRecord['names'];
  over: boolean;
  result: (GameResult & { lines: GameEvent[] }) | null;
  frames: ReplayFrame[];
}

export function replayBody(g: GameRecord): ReplayBody {
  const known = knownOutdated(g.code) ?? outdatedVersion(g);
  if (known) throw known;
  let frames: ReplayFrame[];
  try {
    frames = replayFrames(g.options, g.seed, g.actions);
  } catch (err) {
    throw findOutdated(g) ?? err; // a stored move refused: stored by an earlier version of the rules
  }
  const last = frames[frames.length - 1];
  const over = last.view.step === 'over';
  return {
    code: g.code,
    options: g.options,
    names: g.names,
    over,
    result: over && g.result
      ? { scores: g.result.scores, winner: g.result.winner, lines: last.events.filter((e) => e.type === 'final') }
      : null,
    frames,
  };
}
