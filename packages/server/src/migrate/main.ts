// npm run migrate-store -- --from <redis://… | sqlite:/path/to/data> --to postgres://…
// Copies every game of an old Redis game store or of an embedded SQLite store into PostgreSQL, then
// a SQLite store's players, ratings and rated games, printing progress and a summary of each. The
// source is never changed; a second run adds nothing. Exits 1 with a sentence on a bad setting or a
// store it cannot reach, 2 when some games or rows were not copied.
import * as path from 'path';
import { parseArgs } from 'util';
import { PostgresStore } from '../store/postgres';
import { CopyCount, copyGames } from '../store/copy';
import { copyRatings } from '../store/copy-ratings';
import type { RatingSource } from '../store/ratings';
import { RedisSource } from './redis-source';
import { Unreadable, reported } from './reported';
import { CopySettingError, GameSource, parseStoreUrl, shown } from './source';
import { openSqliteSource } from './sqlite-source';

const FROM = ['redis://…', 'rediss://…', 'sqlite:/path/to/data'];
const TO = ['postgres://…', 'postgresql://…'];

async function reach<T>(what: string, url: URL, open: () => Promise<T> | T): Promise<T> {
  try {
    return await open();
  } catch (err) {
    if (err instanceof CopySettingError) throw err;
    throw new CopySettingError(`could not open the ${what} store at ${shown(url)}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function openSource(url: URL): Promise<GameSource> | GameSource {
  // A relative folder is the operator's: npm runs the script in the server's package, and says in
  // INIT_CWD where it was called from.
  const folder = () => path.resolve(process.env.INIT_CWD ?? process.cwd(), decodeURIComponent(url.pathname));
  return url.protocol === 'sqlite:' ? openSqliteSource(folder()) : RedisSource.open(url.href);
}

const counted = (c: CopyCount) => `added ${c.added}, already there ${c.same}, different ${c.different.length}`;
const line = (c: CopyCount, unreadable: Unreadable[]) => `${counted(c)}, unreadable ${unreadable.length}`;

/** Copy the ratings' tables after the games, leaving out the rated seats of games not copied; the
 *  rows not copied, as a count for the exit code. */
async function copyRatingsTold(from: RatingSource | undefined, to: PostgresStore, gamesNotCopied: Set<string>): Promise<number> {
  if (!from) {
    console.log('ratings: none in this store (it predates them)');
    return 0;
  }
  const c = await copyRatings(from, to.ratings, gamesNotCopied);
  const tables = Object.entries(c.tables);
  console.log(`ratings done: ${tables.map(([table, n]) => `${table} ${counted(n)}`).join('; ')}; rated seats left out ${c.leftOut.length}`);
  for (const [table, n] of tables) for (const key of n.different) console.log(`  ${table} ${key}: the target holds another row under this key; neither was changed`);
  for (const key of c.leftOut) console.log(`  rated_games ${key}: not copied, its game was not copied`);
  return tables.reduce((sum, [, n]) => sum + n.different.length, c.leftOut.length);
}

async function main(argv: string[]): Promise<number> {
  let values: { from?: string; to?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { from: { type: 'string' }, to: { type: 'string' } } }));
  } catch (err) {
    throw new CopySettingError(`${(err as Error).message}; use --from <${FROM.join(' | ')}> --to <${TO[0]}>`);
  }
  const fromUrl = parseStoreUrl('--from', values.from, FROM);
  const toUrl = parseStoreUrl('--to', values.to, TO);
  const from = await reach('source', fromUrl, () => openSource(fromUrl));
  try {
    const to = await reach('target', toUrl, () => PostgresStore.open(toUrl.href));
    try {
      console.log(`copying games from ${shown(fromUrl)} to ${shown(toUrl)} (the source is only read)`);
      const unreadable: Unreadable[] = [];
      const counts = await copyGames(reported(from, (listed) => console.log(`${listed} games listed, copying`), unreadable), to);
      console.log(`done: ${line(counts, unreadable)}`);
      for (const code of counts.different) console.log(`  ${code}: the target holds another game under this code; neither was changed`);
      for (const { code, reason } of unreadable) console.log(`  ${code}: not copied, ${reason}`);
      const notCopied = new Set([...counts.different, ...unreadable.map((u) => u.code)]);
      const rowsNotCopied = await copyRatingsTold(from.ratings, to, notCopied);
      return counts.different.length + unreadable.length + rowsNotCopied > 0 ? 2 : 0;
    } finally {
      await to.close();
    }
  } finally {
    await from.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof CopySettingError ? err.message : `the copy stopped: ${err instanceof Error ? err.stack : String(err)}`);
    process.exit(1);
  },
);
