// The Castle's decode (@castle/protocol decodeCastle, with the page's data from the rules) is the
// inverse of the server's sync, on random games of the base game and the Falcon with its variants.
import { decodeCastle } from '@castle/protocol';
import type { SyncedCastle } from '@castle/protocol';
import { castleSets } from '../../client/src/games/castle/logic/public-view';
import { decodeRoundTrip } from './decode-round-trip';

decodeRoundTrip({
  id: 'castle',
  table: (n, random) => ({
    options: { falcon: n % 2 === 1, variants: { wallTilesAtEndOfTurn: random() < 0.5, gatesStopMarkers: n % 2 === 1 && random() < 0.5 } },
    seats: 2,
  }),
  decode: (synced) => decodeCastle(synced as SyncedCastle, castleSets),
  games: 200,
  every: 5,
});
