// The PostgreSQL store's schema: its migrations (migrations/postgres/) applied at open, under an
// advisory lock so that processes starting at once apply each exactly once, each in a transaction
// with its record in schema_migrations.
import * as path from 'path';
import type { Client } from 'pg';
import { MIGRATIONS, pending, readMigrations } from './migrations';

/** The advisory lock's key: any number of this application's own (the text 'castle-migrations' hashed). */
const LOCK = 0x6d696772;

/** Apply what `dir` holds that the database lacks, on a connection of its own without a statement
 *  timeout (a migration of a large table, or the wait for another process's, may take long). */
export async function migratePostgres(client: Client, dir = path.join(MIGRATIONS, 'postgres')): Promise<void> {
  const known = readMigrations(dir);
  await client.query('SELECT pg_advisory_lock($1)', [LOCK]);
  try {
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
    const { rows } = await client.query<{ at: number }>('SELECT COALESCE(MAX(version), 0)::integer AS at FROM schema_migrations');
    for (const m of pending(known, rows[0].at)) {
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw new Error(`migration ${m.name} failed: ${(err as Error).message}`, { cause: err });
      }
    }
  } finally {
    // A lost connection has let the lock go with its session already.
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK]).catch(() => undefined);
  }
}
