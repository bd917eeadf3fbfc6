// The original Carcassonne's log on the game page: the events of the synced ring not seen yet, in
// words, and the tile placed last (outlined on the board).
import type { CarcEvent } from '@castle/carcassonne';
import { carcEventText } from './words';
import type { PlaneXY } from './plane-model';
import { LogLines, newEvents } from '../../../logic/synced-events';

export class CarcLog {
  private seen = 0;
  lastPlaced: PlaneXY | null = null;

  /** The events new since the last call, as log lines, oldest first (in words when asked for). */
  take(s: { events: ArrayLike<string>; eventCount: number }, names: readonly string[]): LogLines {
    const fresh: CarcEvent[] = newEvents(s.events, s.eventCount, this.seen).map((text) => JSON.parse(text));
    this.seen = s.eventCount;
    for (const e of fresh) if (e.type === 'tilePlaced') this.lastPlaced = { x: e.x, y: e.y };
    return () => fresh.flatMap((e) => carcEventText(e, names) ?? []);
  }
}
