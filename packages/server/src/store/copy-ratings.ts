// Copying the ratings' tables from one store into another (RatingSource into RatingTarget), run after
// the games' copy (copy.ts): a rated game's seats name their game, which must be there first.
import type { CopyCount } from './copy';
import { RATING_TABLES, RatingSource, RatingTable, RatingTarget, TableRow, rowKey } from './ratings';

export interface RatingCopyCount {
  /** Each table's rows added, already there the same, and the keys of those that differ. */
  tables: Record<RatingTable, CopyCount>;
  /** The keys of rated games' seats left out: their game was not copied (the target holds another
   *  game under its code, or it could not be read), so they would rate the wrong game or none. */
  leftOut: string[];
}

/** Copy every row of the ratings' tables, a page at a time in key order, each page in one transaction:
 *  a row already there the same is counted, one that differs is left as it is and named. */
export async function copyRatings(from: RatingSource, to: RatingTarget, gamesNotCopied: ReadonlySet<string>, page = 500): Promise<RatingCopyCount> {
  const fresh = (): CopyCount => ({ added: 0, same: 0, different: [] });
  const count: RatingCopyCount = { tables: { players: fresh(), ratings: fresh(), rated_games: fresh() }, leftOut: [] };
  for (const table of Object.keys(RATING_TABLES) as RatingTable[]) {
    const c = count.tables[table];
    for (let rows = await from.tableRows(table, null, page); rows.length > 0; rows = await from.tableRows(table, rows[rows.length - 1], page)) {
      const kept: TableRow[] = [];
      for (const r of rows) {
        if (table === 'rated_games' && gamesNotCopied.has(String(r.code))) count.leftOut.push(rowKey(table, r));
        else kept.push(r);
      }
      if (kept.length === 0) continue;
      (await to.putRows(table, kept)).forEach((outcome, i) => {
        if (outcome === 'different') c.different.push(rowKey(table, kept[i]));
        else c[outcome]++;
      });
    }
  }
  return count;
}
