// Schema migrations, for both stores: numbered SQL files in packages/server/migrations/<store>/
// (`001-games.sql`, `002-…`), each applied once, in order, and recorded in the database's
// schema_migrations table. A small runner of our own rather than umzug: umzug's API is async
// only, and SqliteStore opens synchronously (its callers construct it); neither umzug nor the
// other runners give the advisory lock and the refusal of a newer schema without code of our own
// around them, and what is left (list the files, pick the pending ones) is this file.
import * as fs from 'fs';
import * as path from 'path';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The folder beside src/ and dist/, so the built server and the tests find the same files. */
export const MIGRATIONS = path.join(__dirname, '..', '..', 'migrations');

const FILE = /^(\d+)-[\w-]+\.sql$/;

/** The migrations of one store, in order; their numbers run 1, 2, 3… without a gap. */
export function readMigrations(dir: string): Migration[] {
  const found = fs.readdirSync(dir).filter((f) => FILE.test(f)).map((name) => ({
    version: Number(FILE.exec(name)![1]), name, sql: fs.readFileSync(path.join(dir, name), 'utf8'),
  })).sort((a, b) => a.version - b.version);
  found.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`migrations in ${dir}: ${m.name} should be number ${i + 1} (numbers run from 1 without gaps or repeats)`);
  });
  return found;
}

/** The database was migrated by a newer server than this one: opening it could lose what that server wrote. */
export class SchemaTooNew extends Error {
  constructor(at: number, knows: number) {
    super(`the database's schema is at version ${at}, this server knows up to ${knows}: run the newer server, or restore a backup`);
    this.name = 'SchemaTooNew';
  }
}

/** The migrations still to apply to a database at version `at`; throws SchemaTooNew past the last known. */
export function pending(known: Migration[], at: number): Migration[] {
  if (at > known.length) throw new SchemaTooNew(at, known.length);
  return known.slice(at);
}
