// Quick match, from the start page: a seat in an open game of the same game at a table of two with
// its default options (logic/open-games.ts: which games; logic/pairing.ts: in which order, by rating,
// for a browser with an identity), or open one and wait (quick-offer.ts: after a while, the computer;
// quick-closer.ts: a closer match taken meanwhile). The game opened is rated when this browser keeps an
// identity, casual otherwise, as the start page says beside the buttons.
import { REFUSAL } from '@castle/protocol';
import { gamePage } from '../games/registry';
import { type OpenGames, firstSeat, sameOptions } from '../logic/open-games';
import { pairingOrder } from '../logic/pairing';
import { client } from '../net';
import { go } from '../router';
import { markQuick } from './quick-offer';
import { quickSeeker } from './quick-seeker';

/** Quick match for `game` as `name`: into a waiting game, or a new open one. */
export async function quickMatch(game: string, name: string, open: OpenGames): Promise<void> {
  const page = gamePage(game);
  const [seeker] = await Promise.all([quickSeeker(), page.load()]);
  const tries = pairingOrder(open.quickMatches(game, sameOptions(page.defaults())), seeker, Date.now());
  // A seat or nothing: a game whose seat went to another meanwhile refuses, and the next is tried.
  const joined = await firstSeat(tries, (roomId) => client.joinById(roomId, { name, seatOnly: true }));
  if (joined) return go(`/g/${joined.roomId}`, joined.room);
  const create = (rated: boolean) => client.create(game, { name, open: true, ...(rated ? { rated: true } : {}) });
  // Past RATED_PER_DAY from this address (many people behind one), quick match goes on casual, as
  // the game's page then says, rather than not at all.
  const room = await create(!!seeker.identity).catch((err: { code?: unknown }) => {
    if (seeker.identity && err.code === REFUSAL.TOO_MANY_RATED_GAMES) return create(false);
    throw err;
  });
  markQuick(room.roomId);
  go(`/g/${room.roomId}`, room);
}
