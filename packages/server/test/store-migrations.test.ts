// Schema migrations of the SQLite store, and the folder of migrations itself. (PostgreSQL's are in
// store-postgres.test.ts.)
import * as fs from 'fs';
import * as path from 'path';
import Database from 'better-sqlite3';
import { readMigrations, SchemaTooNew } from '../src/store/migrations';
import { SqliteStore } from '../src/store/sqlite';
import { BEFORE_RATED_GAMES, BEFORE_RATINGS, BEFORE_SHUFFLE_COLUMNS, castleRecord, tempDir } from './harness';

const fileIn = (dir: string) => path.join(dir, 'castle.sqlite');
const versions = (db: Database.Database) => (db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as { version: number }[]).map((r) => r.version);
const known = readMigrations(path.join(__dirname, '../migrations/sqlite')).length;

test('a new SQLite file gets every migration, each recorded once', async () => {
  const dir = tempDir();
  await new SqliteStore(dir).close();
  await new SqliteStore(dir).close(); // opened again: nothing more to apply
  const db = new Database(fileIn(dir));
  expect(versions(db)).toEqual(Array.from({ length: known }, (_, i) => i + 1));
  db.close();
});

test('a SQLite file at migration 1 gets migration 2 when opened, and keeps its games', async () => {
  const dir = tempDir();
  const store = new SqliteStore(dir);
  await store.create(castleRecord({ code: 'KEPT1', seed: 's', createdAt: 1, names: ['Ann', null], tokens: ['ta', null] }));
  await store.close();
  const db = new Database(fileIn(dir));
  db.exec(`DROP INDEX seats_token; DROP INDEX games_finished; DELETE FROM schema_migrations WHERE version > 1; ${BEFORE_SHUFFLE_COLUMNS} ${BEFORE_RATINGS} ${BEFORE_RATED_GAMES}`);
  db.close();
  const again = new SqliteStore(dir);
  expect((await again.load('KEPT1'))!.seats[0]).toEqual({ name: 'Ann', token: 'ta' });
  await again.close();
  const after = new Database(fileIn(dir));
  expect(versions(after)).toContain(2);
  expect(after.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'seats_token'").get()).toEqual({ name: 'seats_token' });
  after.close();
});

test('a SQLite file migrated by a newer server is refused, saying which versions and what to do', async () => {
  const dir = tempDir();
  await new SqliteStore(dir).close();
  const db = new Database(fileIn(dir));
  db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(known + 5, 'from-the-future.sql', 1);
  db.close();
  expect(() => new SqliteStore(dir)).toThrow(SchemaTooNew);
  expect(() => new SqliteStore(dir)).toThrow(`the database's schema is at version ${known + 5}, this server knows up to ${known}: run the newer server, or restore a backup`);
});

test('a folder of migrations with a gap in its numbers is refused, naming the file', () => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, '001-first.sql'), 'SELECT 1;');
  fs.writeFileSync(path.join(dir, '003-third.sql'), 'SELECT 3;');
  expect(() => readMigrations(dir)).toThrow('003-third.sql should be number 2');
});
