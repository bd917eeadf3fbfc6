// The store of record for ratings (issue 44): players (an identity's id, public key and name), their
// rating per pool, and each rated game's changes kept with the game. Written once for both stores
// (sqlite-ratings.ts, postgres-ratings.ts); ratings go in as the rating module's RatingChange and come
// out as its StoredRating (storedRating on the row), never as a client's numbers.
import type { GameRatings } from '@castle/game';
import type { RatingChange, Score, StoredRating } from '../rating';

/** A player's standing in one pool. */
export interface PoolStanding {
  pool: string;
  rating: StoredRating;
  /** When its last rated game in the pool ended (ms): the time away grows the deviation from there. */
  ratedAt: number;
  games: number;
  wins: number;
  losses: number;
  draws: number;
}

export interface StoredPlayer {
  id: string;
  /** The identity's public key as it was first sent. */
  publicKey: string;
  name: string;
  createdAt: number;
  /** One per pool the player has a rated game in, best rating first. */
  ratings: PoolStanding[];
}

/** A seat of a rated game, as the rating module rated it. */
export interface RatedSeat {
  seat: number;
  player: string;
  score: Score;
  change: RatingChange;
}

/** A line of the leaderboard. */
export interface Leader extends Omit<PoolStanding, 'pool' | 'ratedAt'> {
  id: string;
  name: string;
}

/** One of a player's rated games, from that player's seat. */
export interface PlayerGame {
  code: string;
  pool: string;
  seat: number;
  score: Score;
  change: RatingChange;
  finishedAt: number;
  /** The other seats' players. */
  opponents: { id: string; name: string }[];
}

export interface RatingStore {
  /** Keep a new identity: 'added'; 'same' when it is kept already with this key (its name unchanged);
   *  'otherKey' when the id is kept with another key (nothing changes). */
  addPlayer(id: string, publicKey: string, name: string, createdAt: number): Promise<'added' | 'same' | 'otherKey'>;
  /** A kept player's new name; false for an id not kept. */
  rename(id: string, name: string): Promise<boolean>;
  /** The player with its rating in each pool; null for an id not kept. */
  player(id: string): Promise<StoredPlayer | null>;
  /** The rating of one player in one pool, as stored; null before its first rated game there. */
  rating(id: string, pool: string): Promise<StoredRating | null>;
  /** Keep the game `code`'s rating changes and each seat's new rating, all at once or none: true when
   *  rated now, false when the game was rated already (nothing changes: a game is rated once). Rejects,
   *  changing nothing, for a seat twice or a player not kept (the tables' keys refuse both), and with
   *  RatingMoved when a seat's rating is no longer the one it was rated from (`change.before`'s rating
   *  and volatility; none for a new player): another game rated that player meanwhile, and the caller
   *  reads and rates again. `shown`, the game's ratings as its end shows them, is kept with the game
   *  (GameStore.setRatings) in the same transaction: a game rated has them, whoever rated it. */
  recordRated(code: string, pool: string, seats: RatedSeat[], finishedAt: number, shown?: GameRatings): Promise<boolean>;
  /** Rated games between players `a` and `b` (in any seats, any pool) that ended at `since` or later. */
  pairCount(a: string, b: string, since: number): Promise<number>;
  /** The pool's players whose deviation is below `maxDeviation`, best rating first, at most `limit`. */
  leaderboard(pool: string, maxDeviation: number, limit: number): Promise<Leader[]>;
  /** The player's rated games, newest first, at most `limit`. */
  recentGames(id: string, limit: number): Promise<PlayerGame[]>;
}

/** A seat's stored rating moved since the game was rated from it (recordRated): nothing was kept. */
export class RatingMoved extends Error {
  constructor(code: string, player: string) {
    super(`game ${code}: ${player}'s rating changed while the game was rated; rate it again`);
    this.name = 'RatingMoved';
  }
}

/** The counts a seat's score adds to a standing: [wins, losses, draws]. */
export const tally = (score: Score): [number, number, number] => [score === 1 ? 1 : 0, score === 0 ? 1 : 0, score === 0.5 ? 1 : 0];

/** The ratings' tables in the order a copy fills them (a rating's player before it, a rated game's
 *  seats last: they name their game and player), each with the columns of its key. */
export const RATING_TABLES = { players: ['id'], ratings: ['player', 'pool'], rated_games: ['code', 'seat'] } as const;
export type RatingTable = keyof typeof RATING_TABLES;

/** A row of one of those tables, every column by name, as stored. */
export type TableRow = Record<string, string | number | null>;

/** A row's key, as copy reports name it: its key columns' values as JSON. */
export const rowKey = (table: RatingTable, row: TableRow): string => JSON.stringify(RATING_TABLES[table].map((c) => row[c]));

/** The ratings' tables a page at a time, for copying into another store (`npm run migrate-store`). */
export interface RatingSource {
  /** Up to `limit` rows of `table` in key order, after the row `after` (null: from the first). */
  tableRows(table: RatingTable, after: TableRow | null, limit: number): Promise<TableRow[]>;
}

/** A store the ratings' tables are copied into. */
export interface RatingTarget {
  /** Store the rows as they are, in one transaction: for each, in order, 'added'; 'same' when the
   *  same row is stored already (a copy run again); 'different' when another row has its key
   *  (nothing is changed). */
  putRows(table: RatingTable, rows: TableRow[]): Promise<('added' | 'same' | 'different')[]>;
}
