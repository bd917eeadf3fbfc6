// Every store the contract suite (store.test.ts) runs against: one line each. A store of several
// processes is `shared`: two instances see the same games and claims; SQLite's file belongs to one
// process, which holds its claims in memory.
import type { Action } from '@castle/rules';
import { LocalPostgres, Program, spawnPostgres } from '@castle/test-kit';
import { PostgresStore } from '../src/store/postgres';
import { SqliteStore } from '../src/store/sqlite';
import type { GameStore } from '../src/store/store';
import { tempDir } from './harness';

/** A move as the store tests append it: a placement on `cell` (stores never check a move's rules). */
export const place = (cell: number): Action => ({ seat: 0, type: 'place', cell, rot: 0 });

export interface StoreUnderTest {
  /** Another store on the same games. */
  open(): Promise<GameStore>;
  stop(): Promise<void>;
}

export interface StoreKind {
  name: string;
  needs?: Program;
  shared: boolean;
  /** It takes whole games and lists its codes (StoreCopy). */
  copies: boolean;
  start(): Promise<StoreUnderTest>;
}

/** The hooks of a contract run against `kind`: started once for the file, a store of it opened before
 *  each test (given to `use`, with the stores it came from) and closed after. */
export function eachStore(kind: StoreKind, use: (store: GameStore, stores: StoreUnderTest) => void): void {
  let stores: StoreUnderTest, store: GameStore;
  beforeAll(async () => { stores = await kind.start(); });
  afterAll(async () => { await stores.stop(); });
  beforeEach(async () => { store = await stores.open(); use(store, stores); });
  afterEach(async () => { await store.close(); });
}

/** A PostgreSQL of this test file's own, with an empty database named `name`. */
export async function postgresDatabase(name: string): Promise<{ server: LocalPostgres; url: string }> {
  const server = await spawnPostgres();
  return { server, url: await server.database(name) };
}

async function sqlite(): Promise<StoreUnderTest> {
  const dir = tempDir();
  return { open: async () => new SqliteStore(dir), stop: async () => undefined };
}

async function postgres(): Promise<StoreUnderTest> {
  const { server, url } = await postgresDatabase('contract');
  return { open: () => PostgresStore.open(url), stop: () => server.stop() };
}

export const STORES: StoreKind[] = [
  { name: 'the SQLite store', shared: false, copies: true, start: sqlite },
  { name: 'the PostgreSQL store', needs: 'postgresql', shared: true, copies: true, start: postgres },
];
