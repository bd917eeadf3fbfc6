// A record file refused on opening (a changed move or result does not replay) that carries a shuffle:
// the refusal says too that its shuffle is not verified, and which part was changed, so that a
// tampered record never reads as a mere damaged file.
import { verifyShuffle } from '@castle/game';
import { pageGames } from './page-games';
import { shuffleOutcome } from './shuffle-outcome';

/** The shuffle check's headline for the refused file `text`; null for a file without a shuffle. */
export async function refusedShuffleWords(text: string): Promise<string | null> {
  let json: unknown;
  try { json = JSON.parse(text); } catch { return null; } // not JSON: refused as such
  if (typeof json !== 'object' || json === null || !('shuffle' in json)) return null;
  const outcome = shuffleOutcome(verifyShuffle(json, await pageGames()), json);
  return outcome.kind === 'mismatch' ? outcome.title : null;
}
