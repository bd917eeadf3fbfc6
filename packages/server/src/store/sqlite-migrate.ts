// The SQLite store's schema: its migrations (migrations/sqlite/) applied when the file is opened,
// each in a transaction of its own, recorded in schema_migrations.
import * as path from 'path';
import type Database from 'better-sqlite3';
import { MIGRATIONS, pending, readMigrations } from './migrations';

/** Columns added to the first tables before migrations began: a file written then lacks some. */
const LEGACY_COLUMNS: Record<string, Record<string, string>> = {
  games: { touched_at: 'INTEGER', abandoned_at: 'INTEGER', game: 'TEXT', rules: 'INTEGER', seat_count: 'INTEGER', open: 'INTEGER', next: 'TEXT', clock: 'TEXT', colours: 'TEXT' },
  seats: { bot: 'TEXT', left: 'TEXT' },
  actions: { clock: 'TEXT' },
};

const columnsOf = (db: Database.Database, table: string) => new Set((db.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name));

/** A file from before migrations gets the columns it lacks, so that migration 1 finds today's tables. */
function upgradeLegacy(db: Database.Database): void {
  for (const [table, added] of Object.entries(LEGACY_COLUMNS)) {
    const has = columnsOf(db, table);
    if (has.size === 0) continue; // not made yet: migration 1 makes it whole
    for (const [name, type] of Object.entries(added)) if (!has.has(name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${type}`);
  }
}

export function migrateSqlite(db: Database.Database, dir = path.join(MIGRATIONS, 'sqlite')): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
  const { at } = db.prepare('SELECT COALESCE(MAX(version), 0) AS at FROM schema_migrations').get() as { at: number };
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const m of pending(readMigrations(dir), at)) {
    db.transaction(() => {
      if (m.version === 1) upgradeLegacy(db);
      db.exec(m.sql);
      record.run(m.version, m.name, Date.now());
    }).immediate();
  }
}
