// A worker thread's task (piscina): one turn of the computer, so that the server's event loop never
// waits on a search.
import { chooseTurn } from './index';
import type { BotRequest, BotTurn } from './types';

export default function think(r: BotRequest): BotTurn {
  return chooseTurn(r);
}
