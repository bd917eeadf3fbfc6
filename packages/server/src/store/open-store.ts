// Which store the process keeps its games in, from its settings: PostgreSQL with DATABASE_URL (one
// process or several), else the embedded SQLite file in DATA_DIR (one process). REDIS_URL only shares
// live rooms between processes: it holds no game, so it is refused without a database of record.
import { PostgresStore } from './postgres';
import { SqliteStore } from './sqlite';
import type { GameStore } from './store';

export type StoreKind = 'postgres' | 'sqlite';

export interface OpenedStore {
  store: GameStore;
  kind: StoreKind;
  /** Where, for the log at start: the database's host and name, or the SQLite folder (no password). */
  where: string;
}

export const REDIS_WITHOUT_DATABASE =
  "several processes need DATABASE_URL (PostgreSQL) for their games; the Redis game store is retired: see README 'Moving to PostgreSQL'";

/** A setting the process cannot start with, said in a sentence. */
export class StoreSettingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreSettingError';
  }
}

export async function openStore(env: { DATABASE_URL?: string; REDIS_URL?: string }, dataDir: string): Promise<OpenedStore> {
  if (env.DATABASE_URL) {
    let url: URL;
    try { url = new URL(env.DATABASE_URL); } catch { throw new StoreSettingError('DATABASE_URL is not a URL: postgres://user:password@host:5432/database'); }
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new StoreSettingError(`DATABASE_URL must be a postgres:// URL, not ${url.protocol}`);
    return { store: await PostgresStore.open(env.DATABASE_URL), kind: 'postgres', where: `${url.host}${url.pathname}` };
  }
  if (env.REDIS_URL) throw new StoreSettingError(REDIS_WITHOUT_DATABASE);
  return { store: new SqliteStore(dataDir), kind: 'sqlite', where: dataDir };
}
