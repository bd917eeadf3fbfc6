// Rated games over but never rated (issue 44, docs/ratings.md "A rated game"): the live room rates its
// game's end (rooms/table-ratings.ts), but a store that failed then, ratings that kept moving, or a
// process that died between storing the end and rating it leaves a finished game unrated, and a
// finished game never reopens. This sweep rates them from their stored result, as the room would have.
import { readResult } from './ending';
import { gameById } from './games';
import { log } from './log';
import { rateFinished } from './rated-table';
import type { GameStore } from './store/store';
import { sweepEvery } from './sweep-every';

/** A game over for less than this is left to its room, which rates its own end first. */
export const ROOM_RATES_MS = 60_000;
/** How often the sweep runs (and once at start). */
const EVERY_MS = 5 * 60_000;
/** How many games one sweep rates at most: a backlog is worked through over several. */
const SWEEP_BATCH = 100;

/** Rate one stored game from its stored result; the ratings kept with it, or null when it cannot be
 *  (unknown game or options: logged). */
async function rateStored(store: GameStore, code: string) {
  const g = await store.load(code);
  if (!g || g.result === null || g.finishedAt === null) return null; // gone since it was listed
  const game = gameById(g.game);
  const parsed = game?.parseOptions(g.options);
  if (!game || !parsed?.ok) {
    log.warn('game not rated by the sweep: its game or options are unknown here', { code, game: g.game });
    return null;
  }
  const { ending } = readResult(game, g.result);
  return rateFinished(store, { code, gameId: g.game, options: parsed.options, seats: g.seats }, ending, g.finishedAt);
}

/** One sweep: each rated game over before `now` − ROOM_RATES_MS without ratings, rated. A game whose
 *  rating fails is logged and left for the next sweep; the others go on. */
export async function rateUnrated(store: GameStore, now = Date.now(), stopped = () => false): Promise<void> {
  for (const code of await store.unrated(now - ROOM_RATES_MS, SWEEP_BATCH)) {
    if (stopped()) return; // the store is closing
    try {
      const rated = await rateStored(store, code);
      if (rated) log.info('game rated by the sweep', { code, note: rated.note });
    } catch (err) {
      log.warn('game not rated by the sweep: tried again at the next', { code, err });
    }
  }
}

/** Rate the unrated games now, then every EVERY_MS; a store that fails is tried again at the next
 *  sweep. Returns a stop function. */
export function sweepUnrated(store: GameStore): () => void {
  return sweepEvery(EVERY_MS, 'unrated games not looked for this time', (stopped) => rateUnrated(store, Date.now(), stopped));
}
