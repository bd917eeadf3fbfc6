// The synced game state as the page reads it: the Colyseus schema of packages/server/src/schema.ts
// (its format is in the README, "The game server's interface"). Arrays arrive as ArraySchema, which
// reads like a read-only array.
import type { SyncedPosition } from './position';

export interface SyncedPlayer {
  name: string;
  seated: boolean;
  connected: boolean;
  score: number;
  supply: number;
  kings: number;
  falconers: number;
  aeries: number;
  /** Wall tiles held, packed (synced-board.ts unpackWall). */
  wall: number;
  keepCell: number;
  keepSize: number;
  rematch: boolean;
}

export interface SyncedGame extends SyncedPosition {
  code: string;
  turn: number;
  round: number;
  over: boolean;
  step: string;
  placed: number;
  tilesLeft: number;
  /** Discarded tile types, comma-separated. */
  discarded: string;
  board: readonly number[];
  followers: readonly number[];
  /** Bit k: tower space k holds a face-down wall tile (synced-board.ts unpackTowers). */
  towers: number;
  players: readonly SyncedPlayer[];
  spectators: number;
  /** The last events as JSON, in a ring (synced-events.ts). */
  events: readonly string[];
  eventCount: number;
  /** At the end, JSON of the result with the final scoring lines; '' before. */
  result: string;
  next: string;
}
