// The ratings' store contract (store/ratings.ts): what every store does the same way, run against each
// store of stores.ts by rating-store.test.ts. Ratings go in as the rating module rated them (rate()).
import { Score, rate, storedRating } from '../src/rating';
import type { RatedSeat } from '../src/store/ratings';
import type { GameStore } from '../src/store/store';
import { castleRecord } from './harness';
import { StoreKind, eachStore } from './stores';

const HOUR = 3600_000;

/** A fresh id of the identities' form (27 characters of base64url), `tag` first. */
const newId = (tag: string) => `${tag}${Math.random().toString(36).slice(2)}${'x'.repeat(27)}`.slice(0, 27);
const newCode = () => `R${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

/** The seats of a game between `a` (seat 0) and `b` (seat 1), rated from these ratings and results. */
function seatsOf(a: string, b: string, results: [Score, Score], ratings = [storedRating(null), storedRating(null)] as const): RatedSeat[] {
  const changes = rate([ratings[0], ratings[1]], results);
  return [{ seat: 0, player: a, score: results[0], change: changes[0] }, { seat: 1, player: b, score: results[1], change: changes[1] }];
}

export function keepsRatings(kind: StoreKind): void {
  let store: GameStore;
  eachStore(kind, (s) => { store = s; });

  /** Two kept players. */
  async function pair(): Promise<[string, string]> {
    const ids: [string, string] = [newId('a'), newId('b')];
    for (const [i, id] of ids.entries()) await store.ratings.addPlayer(id, `key-${id}`, `Player ${'AB'[i]}`, 1000);
    return ids;
  }
  /** A stored game of `a` and `b`, rated: its code. */
  async function played(a: string, b: string, results: [Score, Score], finishedAt: number, pool = 'castle'): Promise<string> {
    const code = newCode();
    await store.create(castleRecord({ code, seed: 's', createdAt: finishedAt - HOUR }));
    const ratings = [await store.ratings.rating(a, pool), await store.ratings.rating(b, pool)].map(storedRating);
    expect(await store.ratings.recordRated(code, pool, seatsOf(a, b, results, [ratings[0], ratings[1]]), finishedAt)).toBe(true);
    return code;
  }

  test('keeps a new player with its key and name; the same key again changes nothing; another key for the id is refused', async () => {
    const id = newId('k');
    expect(await store.ratings.addPlayer(id, 'key-1', 'Ann', 1000)).toBe('added');
    expect(await store.ratings.addPlayer(id, 'key-1', 'Someone else', 2000)).toBe('same');
    expect(await store.ratings.addPlayer(id, 'key-2', 'Mallory', 3000)).toBe('otherKey');
    expect(await store.ratings.player(id)).toEqual({ id, publicKey: 'key-1', name: 'Ann', createdAt: 1000, ratings: [] });
    expect(await store.ratings.player(newId('u'))).toBeNull();
  });

  test('renames a kept player, and says so; an id not kept is not renamed', async () => {
    const [a] = await pair();
    expect(await store.ratings.rename(a, 'Ann the Second')).toBe(true);
    expect((await store.ratings.player(a))!.name).toBe('Ann the Second');
    const unknown = newId('u');
    expect(await store.ratings.rename(unknown, 'Nobody')).toBe(false);
    expect(await store.ratings.player(unknown)).toBeNull();
  });

  test('a rated game keeps both seats\' new ratings and counts a win and a loss', async () => {
    const [a, b] = await pair();
    const seats = seatsOf(a, b, [1, 0]);
    const code = newCode();
    await store.create(castleRecord({ code, seed: 's', createdAt: 1 }));
    expect(await store.ratings.recordRated(code, 'castle', seats, 5000)).toBe(true);
    expect(await store.ratings.rating(a, 'castle')).toEqual(seats[0].change.after);
    expect(await store.ratings.rating(b, 'castle')).toEqual(seats[1].change.after);
    expect(await store.ratings.rating(a, 'castle-falcon')).toBeNull();
    expect((await store.ratings.player(a))!.ratings).toEqual([{ pool: 'castle', rating: seats[0].change.after, ratedAt: 5000, games: 1, wins: 1, losses: 0, draws: 0 }]);
    expect((await store.ratings.player(b))!.ratings).toEqual([{ pool: 'castle', rating: seats[1].change.after, ratedAt: 5000, games: 1, wins: 0, losses: 1, draws: 0 }]);
  });

  test('a game\'s ratings are kept once: the same code rated again changes nothing', async () => {
    const [a, b] = await pair();
    const code = await played(a, b, [0.5, 0.5], 5000);
    const before = [await store.ratings.player(a), await store.ratings.player(b)];
    expect(await store.ratings.recordRated(code, 'castle', seatsOf(a, b, [1, 0]), 6000)).toBe(false);
    expect([await store.ratings.player(a), await store.ratings.player(b)]).toEqual(before);
    expect(before[0]!.ratings[0]).toMatchObject({ games: 1, draws: 1 });
    expect(await store.ratings.recentGames(a, 10)).toHaveLength(1);
  });

  test('a rated game that fails half-way leaves nothing written: a seat twice, then the same game rated right', async () => {
    const [a, b] = await pair();
    const code = newCode();
    await store.create(castleRecord({ code, seed: 's', createdAt: 1 }));
    const [first, second] = seatsOf(a, b, [1, 0]);
    // Matched by message: a SqliteError comes from the native addon, whose error class is of the first
    // test file that loaded it in this process, which toThrow() does not take for an Error.
    await expect(store.ratings.recordRated(code, 'castle', [first, { ...second, seat: 0 }], 5000)).rejects.toHaveProperty('message', expect.stringMatching(/UNIQUE constraint|rated twice/));
    expect([await store.ratings.rating(a, 'castle'), await store.ratings.rating(b, 'castle')]).toEqual([null, null]);
    expect([await store.ratings.recentGames(a, 10), await store.ratings.recentGames(b, 10)]).toEqual([[], []]);
    expect(await store.ratings.recordRated(code, 'castle', [first, second], 5000)).toBe(true);
    expect(await store.ratings.recentGames(b, 10)).toHaveLength(1);
  });

  test('a rated game naming a player not kept is refused whole', async () => {
    const [a] = await pair();
    const code = newCode();
    await store.create(castleRecord({ code, seed: 's', createdAt: 1 }));
    await expect(store.ratings.recordRated(code, 'castle', seatsOf(a, newId('u'), [1, 0]), 5000)).rejects.toHaveProperty('message', expect.stringMatching(/foreign key/i));
    expect(await store.ratings.rating(a, 'castle')).toBeNull();
    expect(await store.ratings.recentGames(a, 10)).toEqual([]);
  });

  test('counts the rated games of one pair since a time, in either seat and either order, and no other pair\'s', async () => {
    const [a, b] = await pair();
    const [c] = await pair();
    const now = 100 * 24 * HOUR;
    await played(a, b, [1, 0], now - 25 * HOUR); // before the window
    await played(a, b, [0, 1], now - 23 * HOUR);
    await played(b, a, [1, 0], now - HOUR);
    await played(a, c, [1, 0], now - HOUR);
    expect(await store.ratings.pairCount(a, b, now - 24 * HOUR)).toBe(2);
    expect(await store.ratings.pairCount(b, a, now - 24 * HOUR)).toBe(2);
    expect(await store.ratings.pairCount(a, b, now - 23 * HOUR)).toBe(2); // a game that ended at `since` counts
    expect(await store.ratings.pairCount(a, b, 0)).toBe(3);
    expect(await store.ratings.pairCount(a, c, now - 24 * HOUR)).toBe(1);
    expect(await store.ratings.pairCount(b, c, 0)).toBe(0);
  });

  test('the leaderboard lists a pool\'s players below the deviation threshold, best first, a page at a time', async () => {
    const pool = `test-${newCode()}`;
    const ids = [newId('l'), newId('l'), newId('l'), newId('l')];
    for (const id of ids) await store.ratings.addPlayer(id, `key-${id}`, `L ${id.slice(1, 4)}`, 1);
    // Each given a rating by a game against the next one; three games against the same rival settle the first two.
    const rated = async (x: string, y: string, at: number) => {
      const code = newCode();
      await store.create(castleRecord({ code, seed: 's', createdAt: 1 }));
      const ratings = [await store.ratings.rating(x, pool), await store.ratings.rating(y, pool)].map(storedRating);
      await store.ratings.recordRated(code, pool, seatsOf(x, y, [1, 0], [ratings[0], ratings[1]]), at);
    };
    for (let i = 0; i < 6; i++) await rated(ids[0], ids[1], 1000 + i);
    await rated(ids[2], ids[3], 2000);
    const all = await store.ratings.leaderboard(pool, 1000, 10);
    expect(all.map((l) => l.id)).toEqual([ids[0], ids[2], ids[3], ids[1]]);
    expect(all.map((l) => l.rating.rating)).toEqual([...all.map((l) => l.rating.rating)].sort((x, y) => y - x));
    expect(all[0]).toMatchObject({ id: ids[0], name: `L ${ids[0].slice(1, 4)}`, games: 6, wins: 6, losses: 0, draws: 0 });
    // The two with one game have a deviation above 250; the two with six below.
    const settled = await store.ratings.leaderboard(pool, 250, 10);
    expect(settled.map((l) => l.id)).toEqual([ids[0], ids[1]]);
    expect(settled.every((l) => l.rating.deviation < 250)).toBe(true);
    expect((await store.ratings.leaderboard(pool, 1000, 2)).map((l) => l.id)).toEqual([ids[0], ids[2]]);
    expect(await store.ratings.leaderboard(`${pool}-other`, 1000, 10)).toEqual([]);
  });

  test('a player\'s recent rated games, newest first: the code, the opponent\'s id and name, the score and the change', async () => {
    const [a, b] = await pair();
    const [c] = await pair();
    const first = await played(a, b, [1, 0], 1000);
    const second = await played(c, a, [0.5, 0.5], 2000, 'carcassonne');
    const games = await store.ratings.recentGames(a, 10);
    expect(games.map((g) => [g.code, g.pool, g.seat, g.score, g.finishedAt, g.opponents])).toEqual([
      [second, 'carcassonne', 1, 0.5, 2000, [{ id: c, name: 'Player A' }]],
      [first, 'castle', 0, 1, 1000, [{ id: b, name: 'Player B' }]],
    ]);
    expect(games[1].change.change).toBeCloseTo(games[1].change.after.rating - games[1].change.before.rating, 9);
    expect(games[1].change.after).toEqual(await store.ratings.rating(a, 'castle'));
    expect((await store.ratings.recentGames(a, 1)).map((g) => g.code)).toEqual([second]);
    expect(await store.ratings.recentGames(newId('u'), 10)).toEqual([]);
  });
}
