// The synced game state as both sides name it: the server's Colyseus schema implements it (so the
// compiler holds the two together), the page reads it. Arrays arrive as ArraySchema, which reads
// like a read-only array. Never the seed, the stack order, a face-down wall tile or a seat token.

/** What both an array and Colyseus' ArraySchema of the same items offer for reading. */
export type SyncedList<T> = Pick<readonly T[], 'length' | 'map' | 'every' | 'some' | 'filter' | 'find' | 'findIndex' | 'forEach' | 'slice' | 'indexOf' | 'includes'>
  & { readonly [n: number]: T } & Iterable<T>;

/** What a seat last answered to a rematch, when it was no (SyncedPlayer.rematchNo). */
export type RematchNo = '' | 'declined' | 'withdrew';

export interface SyncedPlayer {
  name: string;
  /** Someone holds this seat (it may be disconnected for now). */
  seated: boolean;
  connected: boolean;
  /** Its connection dropped and the server waits RECONNECT_SECONDS for it to come back; then, away. */
  reconnecting: boolean;
  /** Seconds its player has been disconnected (counted by the server, sent each second), 0 while
   *  connected; never for the computer. */
  away: number;
  score: number;
  /** Followers in the supply. */
  supply: number;
  /** After the end: this seat asked for a rematch. */
  rematch: boolean;
  /** The seat's colour, an index into the game's seat colours (seat i wears colour i, but in a
   *  rematch, whose seats turn by one, each player keeps their colour). */
  colour: number;
  /** After the end: this seat 'declined' another's rematch, or 'withdrew' its own ask; '' otherwise
   *  (the next ask clears it). */
  rematchNo: RematchNo;
  /** The seat's contribution to the shuffle (64 hex digits), public once given: '' while the seat
   *  has none, and in games created before commitments. */
  contribution: string;
  /** The server drew that contribution: the computer's seat, or a player whose client sent none. */
  serverDrew: boolean;
  /** In a rated game, the identity's id that took this seat (its player page: /players/<id>); ''
   *  otherwise. */
  player: string;
  /** The Castle's own (0 in other games): Falcon figures, aeries, wall tiles in the order taken (codec.ts packWall), keep. */
  kings: number;
  falconers: number;
  aeries: number;
  wall: number;
  keepCell: number;
  keepSize: number;
}

/** What every game syncs: the table (code, seats, watchers), whose move it is, events and the end. */
export interface SyncedGame {
  code: string;
  /** The game's id ('castle', 'carcassonne'): which of the interfaces below the rest follows. */
  game: string;
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
  tilesLeft: number;
  /** Types of the tiles discarded (they fit nowhere), oldest first, comma-separated. */
  discarded: string;
  /** One number per follower on the board (the game's codec). */
  followers: SyncedList<number>;
  players: SyncedList<SyncedPlayer>;
  spectators: number;
  /** The watchers' names (each gave one, or "Watcher n"), in the order they came: never a seat's;
   *  absent until the first watcher comes (the list stays once made, empty when they all left). */
  watchers?: SyncedList<string>;
  /** The SHA-256 of the server's secret for this game, public from its creation (docs/record.md
   *  "Checking the shuffle"); '' in games created before commitments. The secret comes at the end. */
  commitment: string;
  /** A rated game: its result changes its players' ratings (docs/ratings.md). */
  rated: boolean;
  /** In a rated game, once a seat is taken: JSON of GameRatings (@castle/game), each seated player's
   *  rating and deviation before the game, and once over, after and the change and why (`note`);
   *  '' otherwise. Written by the server from its store, never from what a page sent. */
  ratings: string;
  /** After how many seconds away a player's seat may be handed to the computer (tables of 3 or
   *  more; 0 where it never may). */
  awayLimit: number;
  /** At a table of two: after how many seconds away the seat to act may be claimed against (its
   *  opponent wins); 0 where never (tables of three or more). */
  claimLimit: number;
  /** Every seat is taken and some seat has not made its first move: a seated player may abort. */
  abortable: boolean;
  /** Seconds left for the seat to act to make its first move before the game is aborted as not
   *  started; 0 while nothing counts down (the computer's seat, a seat that has moved). */
  firstMoveLeft: number;
  /** The most recent events (JSON) in a ring: event n (from 0) at n % its length; `eventCount` counts all so far. */
  events: SyncedList<string>;
  eventCount: number;
  /** At the end: JSON of the result as pages show it (ending.ts ShownResult: how it ended, and for an
   *  end by score the game's resultView); '' before. */
  result: string;
  /** Code of the rematch once every seat asked for it and it exists, '' before: watchers follow it. */
  next: string;
  /** The time control (clock.ts TimeControl) as JSON; '' in a game without clocks. */
  timeControl: string;
  /** Each seat's time left (ms) when the running clock started, or when the clocks stopped; absent
   *  in a game without clocks (it comes in the same patch as `timeControl`). */
  clockLeft?: SyncedList<number>;
  /** The seat whose clock runs, -1 when none does. */
  clockRunning: number;
  /** When the running clock started, in the server's ms. */
  clockSince: number;
  /** The server's time (ms) when this was last synced (each move, each join): a page counts the
   *  running clock down from the server's figures, its own clock only measuring time since then. */
  clockNow: number;
}

/** The Castle's fields besides. */
export interface SyncedCastle extends SyncedGame {
  falcon: boolean;
  /** The chosen variants, as JSON. */
  variants: string;
  /** Cell where this turn's tile was placed, -1 before. */
  placed: number;
  /** Wall tile 1 was played this turn (it may not be played again in it). */
  extraTurn: boolean;
  /** One number per cell (codec.ts packCell). */
  board: SyncedList<number>;
  /** Bit k: tower space k still holds a face-down wall tile (codec.ts packTowers). */
  towers: number;
}

/** The original Carcassonne's fields besides (plane-codec.ts packs them). */
export interface SyncedCarcassonne extends SyncedGame {
  /** Placed tiles in the order placed, the start tile first (packPlaneTile). */
  tiles: SyncedList<number>;
  /** Where this turn's tile lies during the follower step (packPlaneCell), -1 otherwise. */
  placed: number;
}
