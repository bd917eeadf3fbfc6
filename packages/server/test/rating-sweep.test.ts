// The sweep that rates rated games whose end went unrated (rating-sweep.ts), on each store of stores.ts:
// a game is stored over as a room stores it (finish), then swept as if a minute or more had passed
// (the sweep's `now`), and the store says what was rated.
import { type GameRatings, buildRecord } from '@castle/game';
import type { GameEnding } from '@castle/protocol';
import { gameById } from '../src/games';
import { scoreResult } from '../src/ending';
import { rate, storedRating } from '../src/rating';
import { rateFinished } from '../src/rated-table';
import { ROOM_RATES_MS, rateUnrated } from '../src/rating-sweep';
import { startServer } from '../src/app';
import { SqliteStore } from '../src/store/sqlite';
import type { GameStore } from '../src/store/store';
import { castleRecord, tempDir, waitFor } from './harness';
import { needs } from './needs';
import { STORES, StoreKind, StoreUnderTest, eachStore } from './stores';

const OPTIONS = { falcon: false, variants: {} };
const BOB_RESIGNED: GameEnding = { end: 'resigned', seat: 1, winners: [0], scores: [3, 2] };
const ABORTED: GameEnding = { end: 'aborted', seat: 0, winners: [], scores: [0, 0] };

/** A fresh id of the identities' form (27 characters of base64url), `tag` first. */
const newId = (tag: string) => `${tag}${Math.random().toString(36).slice(2)}${'x'.repeat(27)}`.slice(0, 27);
const newCode = () => `S${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
/** A sweep as it runs once the room had its minute. */
const sweepLater = (store: GameStore) => rateUnrated(store, Date.now() + ROOM_RATES_MS + 1000);

function sweeps(kind: StoreKind): void {
  let store: GameStore, stores: StoreUnderTest;
  eachStore(kind, (s, all) => { store = s; stores = all; });

  /** Two kept players, Ann (seat 0) and Bob. */
  async function pair(): Promise<[string, string]> {
    const ids: [string, string] = [newId('a'), newId('b')];
    for (const [i, id] of ids.entries()) await store.ratings.addPlayer(id, `key-${id}`, ['Ann', 'Bob'][i], 1000);
    return ids;
  }

  /** A game of the Castle between `players` (null: a free seat), rated unless `rated` is false, stored
   *  over with `result` (none: still played). Its code. */
  async function stored(players: (string | null)[], result: unknown | null, rated = true): Promise<string> {
    const code = newCode();
    const seats = players.map((p, i) => (p ? { name: `P${i}`, token: `t-${code}-${i}`, ...(rated ? { player: p } : {}) } : { name: null, token: null }));
    await store.create({ ...castleRecord({ code, seed: 's', createdAt: Date.now() }), seats, rated });
    if (result !== null) await store.finish(code, result);
    return code;
  }

  const games = async (id: string) => (await store.ratings.player(id))!.ratings.find((r) => r.pool === 'castle')?.games ?? 0;

  test('a rated game over and left unrated is rated by the sweep: both ratings changed, its ratings kept and in its record', async () => {
    const [ann, bob] = await pair();
    const code = await stored([ann, bob], BOB_RESIGNED);
    await sweepLater(store);
    const [a, b] = [await store.ratings.rating(ann, 'castle'), await store.ratings.rating(bob, 'castle')];
    expect(a!.rating).toBeGreaterThan(1500);
    expect(b!.rating).toBeLessThan(1500);
    const kept = (await store.load(code))!.ratings!;
    expect(kept.note).toBe('rated');
    expect(kept.seats.map((s) => s.after)).toEqual([a!.rating, b!.rating]);
    expect(buildRecord((await store.load(code))!)!.ratings).toEqual(kept);
  });

  test('an end by score is read from the stored result: the winner by score gains', async () => {
    const [ann, bob] = await pair();
    const result = scoreResult(gameById('castle')!, { scores: [10, 14], winner: 1 });
    const code = await stored([ann, bob], result);
    await sweepLater(store);
    expect((await store.load(code))!.ratings!.seats.map((s) => Math.sign(s.change!))).toEqual([-1, 1]);
  });

  test('a rated game over less than a minute ago is left for its room', async () => {
    const [ann, bob] = await pair();
    const code = await stored([ann, bob], BOB_RESIGNED);
    await rateUnrated(store, Date.now());
    expect((await store.load(code))!.ratings).toBeUndefined();
    expect(await store.ratings.rating(ann, 'castle')).toBeNull();
  });

  /** After a sweep, `code` has no ratings kept and is never listed as unrated. */
  async function sweptAndLeftAlone(code: string): Promise<void> {
    await sweepLater(store);
    expect((await store.load(code))!.ratings).toBeUndefined();
    expect(await store.unrated(Date.now() + ROOM_RATES_MS * 2, 100_000)).not.toContain(code);
  }

  test('a casual game over is never touched', async () => {
    const [ann, bob] = await pair();
    const code = await stored([ann, bob], BOB_RESIGNED, false);
    await sweptAndLeftAlone(code);
  });

  test('a rated game still played is never touched', async () => {
    const [ann, bob] = await pair();
    const code = await stored([ann, bob], null);
    await sweptAndLeftAlone(code);
  });

  test('two sweeps at once rate the game once', async () => {
    const [ann, bob] = await pair();
    const code = await stored([ann, bob], BOB_RESIGNED);
    const other = await stores.open(); // another process's store, where the store is shared; else another caller
    try {
      await Promise.all([sweepLater(store), sweepLater(other)]);
    } finally {
      await other.close();
    }
    expect([await games(ann), await games(bob)]).toEqual([1, 1]);
    const kept = (await store.load(code))!.ratings!;
    expect(kept.seats[0].after).toBe((await store.ratings.rating(ann, 'castle'))!.rating);
  });

  test('a game\'s ratings are kept in the transaction that rates it: whoever rates it second reads them', async () => {
    const [ann, bob] = await pair();
    const code = await stored([ann, bob], BOB_RESIGNED);
    const changes = rate([storedRating(null), storedRating(null)], [1, 0]);
    const shown: GameRatings = { pool: 'castle', seats: [{ seat: 0, player: ann, rating: 1500, deviation: 350, after: changes[0].after.rating }], note: 'rated' };
    const seats = [ann, bob].map((player, seat) => ({ seat, player, score: ([1, 0] as const)[seat], change: changes[seat] }));
    expect(await store.ratings.recordRated(code, 'castle', seats, Date.now(), shown)).toBe(true);
    expect((await store.load(code))!.ratings).toEqual(shown);
  });

  test('a room rating its end after the sweep gets the sweep\'s ratings and changes nothing', async () => {
    const [ann, bob] = await pair();
    const code = await stored([ann, bob], BOB_RESIGNED);
    await sweepLater(store);
    const kept = (await store.load(code))!.ratings!;
    const room = await rateFinished(store, { code, gameId: 'castle', options: OPTIONS, seats: [{ player: ann }, { player: bob }] }, BOB_RESIGNED, Date.now());
    expect(room).toEqual(kept);
    expect(await games(ann)).toBe(1);
  });

  test('a game rated is not listed again', async () => {
    const [ann, bob] = await pair();
    const code = await stored([ann, bob], BOB_RESIGNED);
    const later = Date.now() + ROOM_RATES_MS * 2;
    expect(await store.unrated(later, 100_000)).toContain(code);
    await sweepLater(store);
    expect(await store.unrated(later, 100_000)).not.toContain(code);
  });

  test('a rated game withdrawn before its second seat was taken is kept as without a result, and not listed again', async () => {
    const [ann] = await pair();
    const code = await stored([ann, null], ABORTED);
    await sweepLater(store);
    expect((await store.load(code))!.ratings).toEqual({ pool: 'castle', seats: [{ seat: 0, player: ann, rating: 1500, deviation: 350 }], note: 'noResult' });
    expect(await store.unrated(Date.now() + ROOM_RATES_MS * 2, 100_000)).not.toContain(code);
  });

  test('a game whose rating fails is left for the next sweep, and the games after it are rated', async () => {
    const [ann, bob] = await pair();
    const failing = await stored([ann, newId('u')], BOB_RESIGNED); // a player the store does not keep: its rows are refused
    const code = await stored([ann, bob], BOB_RESIGNED);
    await sweepLater(store);
    expect((await store.load(code))!.ratings!.note).toBe('rated');
    expect(await store.unrated(Date.now() + ROOM_RATES_MS * 2, 100_000)).toContain(failing);
  });
}

for (const kind of STORES) (kind.needs ? needs(kind.needs).describe : describe)(kind.name, () => sweeps(kind));

test('a server rates at start the rated games its store holds over and unrated', async () => {
  const store = new SqliteStore(tempDir());
  const [ann, bob] = [newId('a'), newId('b')];
  for (const id of [ann, bob]) await store.ratings.addPlayer(id, `key-${id}`, 'Ann or Bob', 1000);
  const code = newCode(), over = Date.now() - 2 * ROOM_RATES_MS;
  await store.put({
    ...castleRecord({ code, seed: 's', createdAt: over - 600_000 }), seats: [ann, bob].map((player, i) => ({ name: `P${i}`, token: `t${i}`, player })),
    rated: true, actions: [], clocks: [], result: BOB_RESIGNED, finishedAt: over, touchedAt: over, abandonedAt: null, open: false, next: null, clock: null,
  }, []);
  const server = await startServer({ port: 0, store });
  try {
    await waitFor(async () => (await store.load(code))!.ratings?.note === 'rated', 5000, 'the game rated');
    expect((await store.ratings.rating(ann, 'castle'))!.rating).toBeGreaterThan(1500);
  } finally {
    await server.shutdown(); // closes the store too
  }
});
