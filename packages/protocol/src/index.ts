// @castle/protocol: one description of what the server and the page say to each other, shared by
// both. Imports nothing at run time.
export * from './messages';
export * from './codes';
export * from './names';
export * from './lobby';
export * from './clock';
export * from './chat';
export * from './ending';
export * from './titles';
export * from './replay-data';
export * from './identity';
export * from './rating-answers';
export { FIRST_VIEW_ID, STANDINGS_MAX } from './http';
export type { FirstView, GameInfo, GameStanding, ReplayData, ReplayDataOf, HttpRefusal } from './http';
export type { SyncedGame, SyncedList, SyncedPlayer } from './synced';
export type { GameRatings, RatingNote, SeatRating } from '@castle/game';
// Each game's codec and synced state.
export * from './games';
