// Quick match, from the start page: a seat in an open game of the same game at a table of two with
// its default options (logic/open-games.ts: which first, and the next when one is taken meanwhile),
// or open one and wait (quick-offer.ts: after a while, the computer).
import { carcassonne } from '@castle/carcassonne';
import { castle } from '@castle/rules';
import { type OpenGames, firstSeat } from '../logic/open-games';
import { client } from '../net';
import { go } from '../router';
import { loadCarcassonnePage } from './carc-loader';
import { markQuick } from './quick-offer';

const GAMES = { castle, carcassonne } as const;

/** The game's own defaults, as its parseOptions gives them for nothing chosen. */
const isDefault = (game: 'castle' | 'carcassonne') => (options: unknown): boolean => {
  const d = GAMES[game].parseOptions({});
  return d.ok && JSON.stringify(d.options) === JSON.stringify(options);
};

/** Quick match for `game` as `name`: into a waiting game, or a new open one. */
export async function quickMatch(game: 'castle' | 'carcassonne', name: string, open: OpenGames): Promise<void> {
  if (game === 'carcassonne') await loadCarcassonnePage();
  // A seat or nothing: a game whose seat went to another meanwhile refuses, and the next is tried.
  const joined = await firstSeat(open.quickMatches(game, isDefault(game)), (roomId) => client.joinById(roomId, { name, seatOnly: true }));
  if (joined) return go(`/g/${joined.roomId}`, joined.room);
  const room = await client.create(game, { name, open: true });
  markQuick(room.roomId);
  go(`/g/${room.roomId}`, room);
}
