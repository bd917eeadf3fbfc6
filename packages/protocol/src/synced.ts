// The synced game state as both sides name it: the server's Colyseus schema implements it (so the
// compiler holds the two together), the page reads it. Arrays arrive as ArraySchema, which reads
// like a read-only array. Never the seed, the stack order, a face-down wall tile or a seat token.

/** What both an array and Colyseus' ArraySchema of the same items offer for reading. */
export type SyncedList<T> = Pick<readonly T[], 'length' | 'map' | 'every' | 'some' | 'filter' | 'find' | 'findIndex' | 'forEach' | 'slice' | 'indexOf' | 'includes'>
  & { readonly [n: number]: T } & Iterable<T>;

export interface SyncedPlayer {
  name: string;
  /** Someone holds this seat (it may be disconnected for now). */
  seated: boolean;
  connected: boolean;
  score: number;
  supply: number;
  kings: number;
  falconers: number;
  aeries: number;
  /** Wall tiles held, face up (codec.ts packWall). */
  wall: number;
  keepCell: number;
  keepSize: number;
  /** After the end: this seat asked for a rematch. */
  rematch: boolean;
}

export interface SyncedGame {
  code: string;
  /** The game's id ('castle'). */
  game: string;
  falcon: boolean;
  /** The chosen variants, as JSON. */
  variants: string;
  /** Accepted actions so far; an action names it to be taken (stale ones are refused). */
  moves: number;
  /** The rules' turn (1 on the first turn). */
  turn: number;
  /** Seat to act, -1 when the game is over. */
  toAct: number;
  over: boolean;
  step: string;
  /** The drawn tile to place, -1 when none. */
  tile: number;
  /** Cell where this turn's tile was placed, -1 before. */
  placed: number;
  tilesLeft: number;
  /** Types of the tiles discarded (they fit nowhere), oldest first, comma-separated. */
  discarded: string;
  /** One number per cell (codec.ts packCell). */
  board: SyncedList<number>;
  /** One number per follower on the board (codec.ts packFollower). */
  followers: SyncedList<number>;
  /** Bit k: tower space k still holds a face-down wall tile (codec.ts packTowers). */
  towers: number;
  players: SyncedList<SyncedPlayer>;
  spectators: number;
  /** The most recent events (JSON) in a ring: event n (from 0) at n % its length; `eventCount` counts all so far. */
  events: SyncedList<string>;
  eventCount: number;
  /** At the end: JSON of the result as pages show it (the game's resultView); '' before. */
  result: string;
  /** Code of the rematch once both seats asked for it and it exists, '' before: watchers follow it. */
  next: string;
}
