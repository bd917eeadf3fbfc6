// Reading games out of an embedded SQLite store's file, for `npm run migrate-store`: the store's own
// load and chat (which read every older layout), and its codes in pages from a read-only connection.
import * as fs from 'fs';
import * as path from 'path';
import Database from 'better-sqlite3';
import { SqliteStore } from '../store/sqlite';
import { CopySettingError, GameSource } from './source';

const FILE = 'castle.sqlite';

export class SqliteSource implements GameSource {
  private constructor(private store: SqliteStore, private db: Database.Database) {}

  /** `where` is the DATA_DIR folder (or its castle.sqlite); it must hold a store already. */
  static open(where: string): SqliteSource {
    const dir = path.basename(where) === FILE ? path.dirname(where) : where;
    const file = path.join(dir, FILE);
    if (!fs.existsSync(file)) throw new CopySettingError(`there is no SQLite store at ${file}: give the folder the server had as DATA_DIR`);
    const store = new SqliteStore(dir);
    return new SqliteSource(store, new Database(file, { readonly: true, fileMustExist: true }));
  }

  async codes(after: string, limit: number): Promise<string[]> {
    return (this.db.prepare('SELECT code FROM games WHERE code > ? ORDER BY code LIMIT ?').all(after, limit) as { code: string }[]).map((r) => r.code);
  }

  load(code: string) { return this.store.load(code); }
  chat(code: string) { return this.store.chat(code); }

  async close(): Promise<void> {
    this.db.close();
    await this.store.close();
  }
}
