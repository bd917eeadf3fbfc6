// What every client sees of a game, synced by Colyseus: the shape @castle/protocol's SyncedGame
// names (the compiler holds the two together); each game extends it in games/<id>.ts. Data only; no secrets
// ever go in here: no seed, no stack order, no face-down wall tile, no seat token.
import { ArraySchema, Encoder, Schema, type } from '@colyseus/schema';
import type { SyncedGame, SyncedPlayer } from '@castle/protocol';
import { emptyChangesInPlace, fixSchemaStrings } from './colyseus-internals';

// Before any state is encoded: strings of exactly 255 bytes (colyseus-internals.ts).
fixSchemaStrings();
// Change tracking emptied in place after each patch, not made anew (colyseus-internals.ts).
emptyChangesInPlace();
// A whole Carcassonne state late in a game of five (its recent events name the cells of what they
// scored) passes the default 8 KB; the encoder would grow its buffer itself, warning on stderr.
Encoder.BUFFER_SIZE = 16 * 1024;

export class PlayerState extends Schema implements SyncedPlayer {
  @type('string') name = '';
  /** Someone holds this seat (it may be disconnected for now). */
  @type('boolean') seated = false;
  @type('boolean') connected = false;
  /** Its connection dropped and the server waits for it to come back (RECONNECT_SECONDS). */
  @type('boolean') reconnecting = false;
  @type('uint32') away = 0;
  @type('uint16') score = 0;
  @type('uint8') supply = 0;
  /** After the end: this seat asked for a rematch. */
  @type('boolean') rematch = false;
  /** The seat's colour, an index into the game's seat colours: a player keeps theirs through rematches. */
  @type('uint8') colour = 0;
  /** After the end: 'declined' another's rematch, 'withdrew' its own ask; '' otherwise. */
  @type('string') rematchNo: SyncedPlayer['rematchNo'] = '';
  /** Its contribution to the shuffle, public once given (a contribution tells nothing without the
   *  server's secret, and each player can see theirs was taken); '' before, and in older games. */
  @type('string') contribution = '';
  @type('boolean') serverDrew = false;
  /** A rated game's identity on this seat (synced.ts). */
  @type('string') player = '';
  // The Castle's own; a field never changed from its default costs a game nothing after the first state.
  @type('uint8') kings = 0;
  @type('uint8') falconers = 0;
  @type('uint16') aeries = 0;
  /** Wall tiles held, face up, in the order taken: a hexadecimal digit each (codec packWall), up to 52 bits. */
  @type('number') wall = 0;
  @type('int16') keepCell = -1;
  @type('uint8') keepSize = 0;
}

/** What every game syncs; each game's schema extends it (games.ts says which). */
export class GameSchema extends Schema implements SyncedGame {
  @type('string') code = '';
  /** The game's id ('castle'). */
  @type('string') game = '';
  /** Accepted actions so far; an action must name it to be taken (stale ones are refused). */
  @type('uint16') moves = 0;
  /** The rules' turn number (1 on the first turn). */
  @type('uint16') turn = 0;
  /** Seat to act, -1 when the game is over. */
  @type('int8') toAct = -1;
  @type('boolean') over = false;
  @type('string') step = '';
  /** The drawn tile to place, -1 when none. */
  @type('int16') tile = -1;
  @type('uint8') tilesLeft = 0;
  /** Types of the tiles discarded (they fit nowhere), oldest first, comma-separated: mostly none. */
  @type('string') discarded = '';
  /** One number per follower on the board (the game's codec). */
  @type(['uint32']) followers = new ArraySchema<number>();
  @type([PlayerState]) players = new ArraySchema<PlayerState>();
  @type('uint16') spectators = 0;
  /** The watchers' names, apart from the seats (watchers.ts); made when the first watcher comes:
   *  an array schema costs a live game about 2 KiB, and most games are never watched. */
  @type(['string']) watchers?: ArraySchema<string>;
  /** SHA-256 of the server's secret for the game, from its creation ('' in older games); the secret
   *  itself is revealed in the record at the end. */
  @type('string') commitment = '';
  @type('boolean') rated = false;
  /** JSON of GameRatings while rated (synced.ts). */
  @type('string') ratings = '';
  @type('uint16') awayLimit = 0;
  /** At a table of two: after how long away the seat to act may be claimed against (0: never). */
  @type('uint16') claimLimit = 0;
  /** Every seat taken and some seat has not made its first move: a seated player may abort. */
  @type('boolean') abortable = false;
  /** Seconds left for the seat to act's first move before the game ends as not started; 0: none counts. */
  @type('uint32') firstMoveLeft = 0;
  /** The most recent events (JSON) in a ring: event n (from 0) at n % its length (sync.ts); `eventCount` counts all events so far. */
  @type(['string']) events = new ArraySchema<string>();
  @type('uint32') eventCount = 0;
  /** At the end: JSON of the game's result view (the Castle's: { scores, winner, lines }). */
  @type('string') result = '';
  /** Code of the rematch once every seat asked for it and it exists, '' before: watchers follow it. */
  @type('string') next = '';
  /** The clocks (clocks.ts): the time control as JSON ('' without), each seat's ms left when the
   *  running clock started, which runs (-1: none), since when and the server's time now (server ms). */
  @type('string') timeControl = '';
  /** Made when the clocks start (sync.ts syncClocks): most games have no clocks, and an array schema
   *  costs a live game about 2 KiB. */
  @type(['number']) clockLeft?: ArraySchema<number>;
  @type('int8') clockRunning = -1;
  @type('number') clockSince = 0;
  @type('number') clockNow = 0;
}
