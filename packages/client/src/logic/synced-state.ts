// The synced game state as the page reads it: the shape @castle/protocol names, which the server's
// Colyseus schema implements.
export type { SyncedCastle, SyncedGame, SyncedPlayer } from '@castle/protocol';
