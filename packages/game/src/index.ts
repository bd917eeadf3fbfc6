// @castle/game: the interface each game's rules package implements, and what is written once
// against it. Imports nothing at run time.
export type { AnyGame, Applied, GameDefinition, Outcome, ParsedOptions, Refusal, SeatAction } from './definition';
export { RefusedMove, replayFrames, replayState } from './replay';
export type { Frame } from './replay';
