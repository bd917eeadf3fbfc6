// Games copied whole from one store into another (StoreCopy, as npm run migrate-store copies them):
// from a SQLite file an older server wrote into PostgreSQL, and back into a new SQLite file.
import * as fs from 'fs';
import * as path from 'path';
import { LocalPostgres, spawnPostgres } from '@castle/test-kit';
import { copyGames } from '../src/store/copy';
import { PostgresStore } from '../src/store/postgres';
import { SqliteStore } from '../src/store/sqlite';
import { castleRecord, tempDir } from './harness';
import { needs } from './needs';
import { place } from './stores';


/** A SQLite store holding the games an older server wrote (fixtures/, as stored-before.test.ts reads
 *  them), and one game of today with a time control, clocks, a computer's seat and chat. */
async function filledSqlite(): Promise<SqliteStore> {
  const dir = tempDir();
  fs.copyFileSync(path.join(__dirname, 'fixtures', 'store-before-27.sqlite'), path.join(dir, 'castle.sqlite'));
  const store = new SqliteStore(dir);
  const record = { ...castleRecord({ code: 'TODAY', seed: 's', createdAt: 5000, names: ['Ann', null], tokens: ['ta', null] }), clock: { kind: 'live', minutes: 5, increment: 0 } };
  await store.create(record);
  await store.setSeat('TODAY', 1, 'Computer (easy)', 'tc', 'easy');
  await store.append('TODAY', 0, place(3));
  await store.append('TODAY', 1, place(4), { left: [299_000, 300_000], running: 1, since: 7000 });
  await store.appendChat('TODAY', { n: 0, moves: 1, side: 'players', seat: 0, name: 'Ann', text: 'hi', at: 6000 });
  return store;
}

/** Every game of a store with its chat, in code order. */
async function everything(store: SqliteStore | PostgresStore): Promise<unknown[]> {
  const codes = await store.codes('', 1000);
  return Promise.all(codes.map(async (c) => ({ game: await store.load(c), chat: await store.chat(c) })));
}

needs('postgresql').describe('copying games between stores', () => {
  let server: LocalPostgres;
  let n = 0;
  let source: SqliteStore;
  let target: PostgresStore;
  beforeAll(async () => { server = await spawnPostgres(); });
  afterAll(async () => { await server.stop(); });
  beforeEach(async () => {
    source = await filledSqlite();
    target = await PostgresStore.open(await server.database(`copy${n++}`));
  });
  afterEach(async () => {
    await source.close();
    await target.close();
  });

  test('every game of a SQLite file, older ones too, goes into PostgreSQL page by page and loads the same there', async () => {
    expect(await copyGames(source, target, 2)).toEqual({ added: 6, same: 0, different: [] });
    expect(await everything(target)).toEqual(await everything(source));
  });

  test('copied again, every game is found the same and nothing is added', async () => {
    await copyGames(source, target);
    expect(await copyGames(source, target)).toEqual({ added: 0, same: 6, different: [] });
  });

  test('a game that differs in the target is named and left as it was', async () => {
    await copyGames(source, target);
    await source.append('TODAY', 2, place(5));
    expect(await copyGames(source, target)).toEqual({ added: 0, same: 5, different: ['TODAY'] });
    expect((await target.load('TODAY'))!.actions).toHaveLength(2);
  });

  test('games copied from PostgreSQL into a new SQLite file come back as they were', async () => {
    await copyGames(source, target);
    const back = new SqliteStore(tempDir());
    try {
      expect(await copyGames(target, back)).toEqual({ added: 6, same: 0, different: [] });
      expect(await everything(back)).toEqual(await everything(source));
    } finally {
      await back.close();
    }
  });
});
