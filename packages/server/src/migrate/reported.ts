// What migrate-store tells while store/copy.ts's copyGames copies: each page of codes as it is
// listed, and the games it cannot read whole (JSON that does not parse, a record without its
// options), which are named and left out instead of ending the copy.
import type { GameSource } from './source';

export interface Unreadable { code: string; reason: string }

/** The source, telling `onPage` the games listed so far and collecting the unreadable ones. */
export function reported(from: GameSource, onPage: (listed: number) => void, unreadable: Unreadable[]): GameSource {
  let listed = 0;
  return {
    async codes(after, limit) {
      const codes = await from.codes(after, limit);
      if (codes.length) onPage(listed += codes.length);
      return codes;
    },
    async load(code) {
      try {
        const game = await from.load(code);
        if (!game) unreadable.push({ code, reason: 'its record is incomplete (no options)' });
        return game;
      } catch (err) {
        unreadable.push({ code, reason: err instanceof Error ? err.message : String(err) });
        return null;
      }
    },
    chat: (code) => from.chat(code),
    close: () => from.close(),
    ratings: from.ratings,
  };
}
