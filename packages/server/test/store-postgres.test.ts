// The PostgreSQL store's own ways: migrations when several processes start at once, a newer schema
// refused, check() when the database was emptied, a statement held up, and a lost server. (What
// every store does is in store-contract.ts.)
import * as fs from 'fs';
import * as path from 'path';
import { Client } from 'pg';
import { LocalPostgres, spawnPostgres } from '@castle/test-kit';
import { readMigrations } from '../src/store/migrations';
import { PostgresStore } from '../src/store/postgres';
import { migratePostgres } from '../src/store/postgres-migrate';
import { castleRecord, tempDir } from './harness';
import { needs } from './needs';
import { place } from './stores';

const known = readMigrations(path.join(__dirname, '../migrations/postgres')).length;

/** Run SQL on the database at `url` on a connection of its own. */
async function sql<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows as T[];
  } finally {
    await c.end();
  }
}

needs('postgresql').describe('the PostgreSQL store', () => {
  let server: LocalPostgres;
  let n = 0;
  /** A new empty database on this file's server. */
  const fresh = async () => server.database(`db${n++}`);
  beforeAll(async () => { server = await spawnPostgres(); });
  afterAll(async () => { await server.stop(); });

  test('five stores opening one empty database at once all open, and each migration is recorded once', async () => {
    const url = await fresh();
    const stores = await Promise.all(Array.from({ length: 5 }, () => PostgresStore.open(url)));
    await Promise.all(stores.map((s) => s.close()));
    const rows = await sql<{ version: number }>(url, 'SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(Array.from({ length: known }, (_, i) => i + 1));
  });

  test('migrations run by five processes at once each run exactly once, in order', async () => {
    const url = await fresh();
    const dir = tempDir();
    // The first holds its transaction open a while, so that the others come while it runs.
    fs.writeFileSync(path.join(dir, '001-ran.sql'), 'CREATE TABLE ran (version integer, at timestamptz DEFAULT clock_timestamp()); INSERT INTO ran (version) VALUES (1); SELECT pg_sleep(0.3);');
    fs.writeFileSync(path.join(dir, '002-again.sql'), 'INSERT INTO ran (version) VALUES (2);');
    const clients = Array.from({ length: 5 }, () => new Client({ connectionString: url }));
    await Promise.all(clients.map((c) => c.connect()));
    try {
      await Promise.all(clients.map((c) => migratePostgres(c, dir)));
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
    expect(await sql(url, 'SELECT version FROM ran ORDER BY at')).toEqual([{ version: 1 }, { version: 2 }]);
  });

  test('a database migrated by a newer server is refused, saying which versions and what to do', async () => {
    const url = await fresh();
    await (await PostgresStore.open(url)).close();
    await sql(url, 'INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [known + 2, 'from-the-future.sql']);
    await expect(PostgresStore.open(url)).rejects.toThrow(
      `the database's schema is at version ${known + 2}, this server knows up to ${known}: run the newer server, or restore a backup`);
  });

  /** A store on a new database, checked once, whose database is then emptied under it. */
  async function emptiedUnder(fn: (store: PostgresStore, url: string) => Promise<void>): Promise<void> {
    const url = await fresh();
    const store = await PostgresStore.open(url);
    try {
      expect(await store.check()).toBeNull();
      await sql(url, 'DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      await fn(store, url);
    } finally {
      await store.close();
    }
  }

  test('check() says why when the database was emptied under the store', () => emptiedUnder(async (store) => {
    expect(await store.check()).toMatch(/no longer has the store's tables: it was emptied/);
  }));

  test('check() says why when the database was emptied and made anew by another process', () => emptiedUnder(async (store, url) => {
    const other = await PostgresStore.open(url); // migrates the empty database again
    expect(await other.check()).toBeNull(); // it never knew the games before
    await other.close();
    expect(await store.check()).toMatch(/no longer holds the games it held: it was emptied/);
  }));

  test('a call held up past the statement timeout (a row locked elsewhere) rejects instead of waiting on', async () => {
    const url = await fresh();
    const store = await PostgresStore.open(url, { timeoutMs: 300 });
    const locker = new Client({ connectionString: url });
    await locker.connect();
    try {
      await store.create(castleRecord({ code: 'HELD1', seed: 's', createdAt: 1 }));
      await locker.query('BEGIN');
      await locker.query("SELECT 1 FROM games WHERE code = 'HELD1' FOR UPDATE");
      await expect(store.finish('HELD1', { winner: 0 })).rejects.toThrow('canceling statement due to statement timeout');
      await locker.query('ROLLBACK');
      await store.finish('HELD1', { winner: 0 });
      expect((await store.load('HELD1'))!.result).toEqual({ winner: 0 });
    } finally {
      await locker.end();
      await store.close();
    }
  });

  test('while PostgreSQL is down calls reject and the process goes on; once it is back the same store works', async () => {
    const own = await spawnPostgres({ dir: tempDir() });
    const url = await own.database('lost');
    const store = await PostgresStore.open(url, { timeoutMs: 2000 });
    try {
      await store.create(castleRecord({ code: 'LOST1', seed: 's', createdAt: 1 }));
      await store.append('LOST1', 0, place(3));
      await own.stop(); // its folder was given, so kept; the pool's idle connections break under it
      await expect(store.append('LOST1', 1, place(4))).rejects.toThrow();
      await expect(store.check()).rejects.toThrow();
      const back = await spawnPostgres({ port: own.port, dir: own.dir });
      try {
        await store.append('LOST1', 1, place(4));
        expect((await store.load('LOST1'))!.actions).toHaveLength(2);
        expect(await store.check()).toBeNull();
      } finally {
        await store.close();
        await back.stop();
      }
    } finally {
      fs.rmSync(own.dir, { recursive: true, force: true });
    }
  });
});
