// The synced game state as the page reads it: the shape @castle/protocol names, which the server's
// Colyseus schema implements.
export type { SyncedGame, SyncedPlayer } from '@castle/protocol';
