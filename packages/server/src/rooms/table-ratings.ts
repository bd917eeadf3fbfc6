// A rated game's ratings as its table shows them (synced `ratings`, JSON of GameRatings): each seated
// identity's rating before the game, read from the store when a seat is taken; at the end, the game
// rated once (rated-table.ts) and each player's change.
import type { GameRatings } from '@castle/game';
import { log } from '../log';
import { poolOf, rateFinished, ratingsBefore } from '../rated-table';
import type { GameSchema } from '../schema';
import type { GameSession } from '../session';
import type { GameStore } from '../store/store';

export class TableRatings {
  /** What the table shows now: before the game, then the end's. */
  shown: GameRatings | null = null;
  private ended = false;

  constructor(private session: GameSession, private store: GameStore, private state: GameSchema, private changed: () => void) {}

  /** Each seated identity's rating before the game, from the store (never from a page). */
  async show(): Promise<void> {
    const pool = poolOf({ gameId: this.session.game.id, options: this.session.options }, this.session.seatCount);
    if (this.ended || !pool) return;
    const before = await ratingsBefore(this.store.ratings, this.game(), pool, Date.now());
    if (this.ended) return; // the end came while it was read: the end's ratings stand
    this.shown = before;
    this.state.ratings = JSON.stringify(before);
  }

  /** True the first time the game is over: its end is to be rated (rateEnd), once. */
  endOnce(): boolean {
    if (this.ended) return false;
    this.ended = true;
    return true;
  }

  /** The end rated in the store, and each player's change shown at once. A store that fails leaves
   *  the ratings as they were (logged): the rating sweep (rating-sweep.ts) rates the game later. */
  async rateEnd(): Promise<void> {
    const ending = this.session.resultView();
    if (!ending) return;
    let rated: GameRatings | null;
    try {
      rated = await rateFinished(this.store, this.game(), ending, Date.now());
    } catch (err) {
      log.error('game not rated', { code: this.session.code, err });
      return;
    }
    if (!rated) return;
    this.shown = rated;
    this.state.ratings = JSON.stringify(rated);
    this.changed();
    log.info('game rated', { code: this.session.code, note: rated.note });
  }

  private game() {
    return { code: this.session.code, gameId: this.session.game.id, options: this.session.options, seats: this.session.seatRecords() };
  }
}
