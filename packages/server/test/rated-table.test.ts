// A finished rated game rated in the store (rated-table.ts): once per game, both players at once, and
// past the same pair's daily cap kept as rated but changing nothing.
import type { GameEnding } from '@castle/protocol';
import { DAILY_PAIR_CAP } from '../src/rating';
import { rateFinished } from '../src/rated-table';
import { SqliteStore } from '../src/store/sqlite';
import { castleRecord, tempDir } from './harness';

const [ANN, BOB] = ['A'.repeat(27), 'B'.repeat(27)];
const ANN_WINS: GameEnding = { end: 'resigned', seat: 1, winners: [0], scores: [3, 2] };
const HOUR = 3_600_000, START = Date.UTC(2026, 0, 5, 12);

const opened: SqliteStore[] = [];
afterEach(async () => { await Promise.all(opened.splice(0).map((s) => s.close())); });

async function storeWithPlayers(): Promise<SqliteStore> {
  const store = new SqliteStore(tempDir());
  opened.push(store);
  await store.ratings.addPlayer(ANN, 'key-ann', 'Ann', START);
  await store.ratings.addPlayer(BOB, 'key-bob', 'Bob', START);
  return store;
}

/** A rated game of the Castle between Ann (seat 0) and Bob, stored under `code`. */
async function ratedGame(store: SqliteStore, code: string) {
  await store.create({ ...castleRecord({ code, seed: 's', createdAt: START }), rated: true });
  return { code, gameId: 'castle', options: { falcon: false, variants: {} }, seats: [{ player: ANN }, { player: BOB }] };
}

test('the fourth rated game within a day between the same two identities is kept as rated but changes no rating', async () => {
  const store = await storeWithPlayers();
  const notes: (string | undefined)[] = [];
  for (let i = 0; i <= DAILY_PAIR_CAP; i++) notes.push((await rateFinished(store, await ratedGame(store, `G${i}`), ANN_WINS, START + i * HOUR))?.note);
  expect(notes).toEqual(['rated', 'rated', 'rated', 'dailyCap']);
  const capped = (await store.load(`G${DAILY_PAIR_CAP}`))!.ratings!;
  expect(capped.seats.map((s) => s.change)).toEqual([0, 0]);
  expect((await store.ratings.rating(ANN, 'castle'))!.rating).toBe(capped.seats[0].after);
});

test('a day after, the same two identities\' games change their ratings again', async () => {
  const store = await storeWithPlayers();
  for (let i = 0; i < DAILY_PAIR_CAP; i++) await rateFinished(store, await ratedGame(store, `G${i}`), ANN_WINS, START + i * HOUR);
  const later = await rateFinished(store, await ratedGame(store, 'LATER'), ANN_WINS, START + 25 * HOUR);
  expect(later!.note).toBe('rated');
  expect(later!.seats[0].change).toBeGreaterThan(0);
});

test('a game is rated once: rating it again changes nothing and gives what it was given', async () => {
  const store = await storeWithPlayers();
  const game = await ratedGame(store, 'ONCE');
  const first = await rateFinished(store, game, ANN_WINS, START);
  const again = await rateFinished(store, game, ANN_WINS, START + HOUR);
  expect(again).toEqual(first);
  expect((await store.ratings.player(ANN))!.ratings[0].games).toBe(1);
});

test('a casual game is not rated', async () => {
  const store = await storeWithPlayers();
  await store.create(castleRecord({ code: 'CASUAL', seed: 's', createdAt: START }));
  expect(await rateFinished(store, { code: 'CASUAL', gameId: 'castle', options: { falcon: false, variants: {} }, seats: [{}, {}] }, ANN_WINS, START)).toBeNull();
});
