// Quick match, from the start page: a seat in an open game of the same game at a table of two with
// its default options (logic/open-games.ts: which first, and the next when one is taken meanwhile),
// or open one and wait (quick-offer.ts: after a while, the computer).
import { gamePage } from '../games/registry';
import { type OpenGames, firstSeat } from '../logic/open-games';
import { client } from '../net';
import { go } from '../router';
import { markQuick } from './quick-offer';

/** Quick match for `game` as `name`: into a waiting game, or a new open one. */
export async function quickMatch(game: string, name: string, open: OpenGames): Promise<void> {
  const page = gamePage(game);
  await page.load();
  const defaults = JSON.stringify(page.defaults());
  const isDefault = (options: unknown) => JSON.stringify(options) === defaults;
  // A seat or nothing: a game whose seat went to another meanwhile refuses, and the next is tried.
  const joined = await firstSeat(open.quickMatches(game, isDefault), (roomId) => client.joinById(roomId, { name, seatOnly: true }));
  if (joined) return go(`/g/${joined.roomId}`, joined.room);
  const room = await client.create(game, { name, open: true });
  markQuick(room.roomId);
  go(`/g/${room.roomId}`, room);
}
