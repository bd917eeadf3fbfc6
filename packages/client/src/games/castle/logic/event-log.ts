// The game page's log: the events of the synced ring not seen yet, in words, and what the board
// keeps marked from them: the last move (its tile, its follower, what it completed) and the wall
// tiles just taken (shown face up for a moment).
import type { GameEvent } from '@castle/rules';
import { LogLines, newEvents } from '../../../logic/synced-events';
import { eventText } from './words';
import type { TileCase } from './tile-words';

export interface LastMove { cell: number; follower: { cell: number; piece: number } | null; scored: number[] }
/** A wall tile taken: `id` (the event's number) tells one taking from another. */
export interface WallTaken { id: number; tower: number; kind: number }

export class EventLog {
  private seen = 0;
  lastMove: LastMove | null = null;
  /** The last few wall tiles taken since the page opened. */
  wallTaken: WallTaken[] = [];

  /** The events new since the last call, as log lines, oldest first (in words when asked for). */
  take(s: { events: ArrayLike<string>; eventCount: number }, names: readonly string[], tileName: (tile: number, use: TileCase) => string): LogLines {
    const fresh: GameEvent[] = newEvents(s.events, s.eventCount, this.seen).map((text) => JSON.parse(text));
    if (!fresh.length) return () => [];
    const live = this.seen > 0; // events already there when the page opened are not news
    this.seen = s.eventCount;
    fresh.forEach((e, k) => {
      if (e.type === 'wallTaken' && live) this.wallTaken = [...this.wallTaken.slice(-3), { id: s.eventCount - fresh.length + k, tower: e.tower, kind: e.kind }];
    });
    for (const e of fresh) {
      if (e.type === 'tilePlaced') this.lastMove = { cell: e.cell, follower: null, scored: [] };
      else if (e.type === 'followerPlaced' && this.lastMove) this.lastMove.follower = { cell: e.cell, piece: e.piece };
      else if (e.type === 'featureCompleted' && this.lastMove) this.lastMove.scored.push(...e.cells);
    }
    return () => fresh.flatMap((e) => eventText(e, names, tileName) ?? []);
  }
}
