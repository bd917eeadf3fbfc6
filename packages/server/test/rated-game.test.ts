// A rated game through a real server and real clients, on each store: seats taken as identities
// (signed challenges), the end rated once in the store, and the change shown at the table, in the
// player API and in the game's record.
import { REFUSAL } from '@castle/protocol';
import { startServer } from '../src/app';
import { PostgresStore } from '../src/store/postgres';
import { SqliteStore } from '../src/store/sqlite';
import type { GameStore } from '../src/store/store';
import { Player, json, tempDir, waitFor } from './harness';
import { playUntilMoved } from './ends';
import { needs } from './needs';
import { identity, ratedTable } from './rated-seats';
import { postgresForFile } from './shared-stores';

type Opened = { url: string; http: string; store: GameStore; shutdown: () => Promise<void> };

async function served(store: GameStore): Promise<Opened> {
  const server = await startServer({ port: 0, store });
  return { url: `ws://127.0.0.1:${server.port}`, http: `http://127.0.0.1:${server.port}`, store, shutdown: () => server.shutdown() };
}

const ratingsOf = (p: Player) => JSON.parse(p.state.ratings || 'null');

function ratesGames(name: string, open: () => Promise<GameStore>): void {
  let s: Opened;
  beforeEach(async () => { s = await served(await open()); });
  afterEach(async () => { await s.shutdown(); });

  test(`${name}: a rated game resigned after both moved raises the winner's rating and lowers the loser's, in the store, at the table, in the API and in the record`, async () => {
    const [ann, bob] = [await identity('Ann'), await identity('Bob')];
    const { a, b } = await ratedTable(s.url, ann, bob);
    expect(a.state.rated).toBe(true);
    await waitFor(() => ratingsOf(a)?.seats.length === 2, 5000, 'both ratings before the game');
    expect([a.state.players[0].player, a.state.players[1].player]).toEqual([ann.id, bob.id]);
    expect(ratingsOf(a).seats.map((r: { rating: number; deviation: number }) => [r.rating, r.deviation])).toEqual([[1500, 350], [1500, 350]]);
    await playUntilMoved([a, b], 0);
    await playUntilMoved([a, b], 1);
    b.room.send('resign', {});
    await waitFor(() => ratingsOf(a)?.note === 'rated', 5000, 'the ratings at the end');
    const [winner, loser] = ratingsOf(a).seats;
    expect([winner.player, loser.player]).toEqual([ann.id, bob.id]);
    expect(winner.after).toBeGreaterThan(1500);
    expect(loser.after).toBeLessThan(1500);
    expect(winner.change).toBeCloseTo(winner.after - 1500, 6);

    const stored = [await s.store.ratings.rating(ann.id, 'castle'), await s.store.ratings.rating(bob.id, 'castle')];
    expect(stored.map((r) => r!.rating)).toEqual([winner.after, loser.after]);
    const player = await json(fetch(`${s.http}/api/players/${ann.id}`));
    expect(player).toMatchObject({ name: 'Ann', wins: 1, losses: 0, recent: [{ code: a.code, result: 'win', rating: winner.after }] });
    const record = await json(fetch(`${s.http}/api/games/${a.code}/record`));
    expect(record.ratings).toEqual(ratingsOf(a));
  });

  test(`${name}: a rated game aborted before both moved changes no rating, and says why`, async () => {
    const [ann, bob] = [await identity('Ann'), await identity('Bob')];
    const { a } = await ratedTable(s.url, ann, bob);
    a.room.send('abort', {});
    await waitFor(() => ratingsOf(a)?.note === 'noResult', 5000, 'the note at the end');
    expect(ratingsOf(a).seats.every((r: { after?: number }) => r.after === undefined)).toBe(true);
    expect(await s.store.ratings.rating(ann.id, 'castle')).toBeNull();
  });
}

describe('rated games on SQLite', () => ratesGames('SQLite', async () => new SqliteStore(tempDir())));

needs('postgresql').describe('rated games on PostgreSQL', () => {
  const pg = postgresForFile();
  ratesGames('PostgreSQL', async () => PostgresStore.open(await pg.database()));
});

test('a game against the computer cannot be created rated: NOT_RATABLE, and no game is made', async () => {
  const s = await served(new SqliteStore(tempDir()));
  try {
    await expect(Player.create(s.url, { name: 'Ann', rated: true, opponent: 'computer' })).rejects.toMatchObject({ code: REFUSAL.NOT_RATABLE });
  } finally {
    await s.shutdown();
  }
});
