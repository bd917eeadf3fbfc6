// Copy every game of one store into another, a page of codes at a time: each game whole (its record
// and chat) through the target's put, which adds it, finds it there already (a copy run again), or
// finds another game under its code and leaves both alone. The source is only read.
import type { StoreCopy } from '../store/store';
import type { GameSource } from './source';

export interface CopyCounts {
  added: number;
  /** Already in the target, the same game: a copy run again. */
  same: number;
  /** Codes the target holds another game under: left as they are in both stores. */
  different: string[];
  /** Codes listed that could not be read whole, each with why: not copied. */
  unreadable: { code: string; reason: string }[];
}

export const PAGE = 200;

export async function copyGames(from: GameSource, to: StoreCopy, progress: (so: CopyCounts) => void = () => {}, page = PAGE): Promise<CopyCounts> {
  const counts: CopyCounts = { added: 0, same: 0, different: [], unreadable: [] };
  for (let after = ''; ;) {
    const codes = await from.codes(after, page);
    if (codes.length === 0) return counts;
    for (const code of codes) await copyOne(from, to, code, counts);
    after = codes[codes.length - 1];
    progress(counts);
  }
}

async function copyOne(from: GameSource, to: StoreCopy, code: string, counts: CopyCounts): Promise<void> {
  let game;
  let chat;
  try {
    [game, chat] = await Promise.all([from.load(code), from.chat(code)]);
  } catch (err) {
    // One damaged game (JSON that does not parse) must not stop the others.
    counts.unreadable.push({ code, reason: err instanceof Error ? err.message : String(err) });
    return;
  }
  if (!game) { counts.unreadable.push({ code, reason: 'its record is incomplete (no options)' }); return; }
  const put = await to.put(game, chat);
  if (put === 'different') counts.different.push(code);
  else counts[put]++;
}
