// @castle/game: the interface each game's rules package implements, and what is written once
// against it. Imports nothing at run time but @noble/hashes (the shuffle's SHA-256, browser-safe).
export type {
  ActionOf, AnyGame, Applied, EventOf, GameDefinition, HintOf, Outcome, ParsedOptions, Refusal, ResultViewOf, SeatAction, ViewOf,
} from './definition';
export { RefusedMove, replayFrames, replayState } from './replay';
export type { Frame, FrameOf } from './replay';
export { LEAVE_KINDS, RECORD_FORMAT, RECORD_VERSION, buildRecord, recordJson } from './record';
export type { GameRecord, LeaveKind, RecordChatLine, RecordLeaving, RecordMove, RecordSeat, StoredChatLine, StoredGame, StoredLeaving } from './record';
export { checkRecord, readRecord } from './record-check';
export type { CheckedRecord, RecordProblem } from './record-check';
export { commitmentOf, newContribution, newSecret, seedOf } from './shuffle';
export type { RecordShuffle } from './shuffle';
export type { GameRatings, RatingNote, SeatRating } from './rated';
export { verifyShuffle } from './shuffle-check';
export type { ShuffleCheck } from './shuffle-check';
export { ENGLISH_RECORD_WORDS, recordText } from './record-text';
export type { RecordWords } from './record-text';
export { resignationWinners, winnersWithout } from './standing';
