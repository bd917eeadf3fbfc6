// Each game's part of the protocol, listed once: its codec (how its board and followers travel as
// numbers), its decode (the synced state back into the game's public view) and its synced state's type (what its schema on the server implements and its page
// reads; synced.ts). A game adds its line here; the index exports this file, and names no game.
export * from './codec'; // the Castle
export * from './plane-codec'; // Carcassonne
export * from './decode-castle';
export * from './decode-carcassonne';
export type { SyncedCastle, SyncedCarcassonne } from './synced';
