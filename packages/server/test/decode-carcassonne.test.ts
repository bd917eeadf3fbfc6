// Carcassonne's decode (@castle/protocol decodeCarcassonne, with the page's data from the rules) is
// the inverse of the server's sync, on random games of 2 to 5 seats.
import { decodeCarcassonne } from '@castle/protocol';
import type { SyncedCarcassonne } from '@castle/protocol';
import { carcTables } from '../../client/src/games/carcassonne/logic/public-view';
import { decodeRoundTrip } from './decode-round-trip';

decodeRoundTrip({
  id: 'carcassonne',
  table: (n) => ({ options: {}, seats: 2 + (n % 4) }),
  decode: (synced) => decodeCarcassonne(synced as SyncedCarcassonne, carcTables),
  games: 200,
  every: 7,
});
