// An embedded SQLite store's folder as the source of `npm run migrate-store`: the store itself (it lists
// its codes and reads every older layout), opened only where a store already is.
import * as fs from 'fs';
import * as path from 'path';
import { SqliteStore } from '../store/sqlite';
import { CopySettingError } from './source';

const FILE = 'castle.sqlite';

/** `where` is the DATA_DIR folder (or its castle.sqlite); without a store there, a sentence says so
 *  (the store would make an empty one). */
export function openSqliteSource(where: string): SqliteStore {
  const dir = path.basename(where) === FILE ? path.dirname(where) : where;
  const file = path.join(dir, FILE);
  if (!fs.existsSync(file)) throw new CopySettingError(`there is no SQLite store at ${file}: give the folder the server had as DATA_DIR`);
  return new SqliteStore(dir);
}
