// Who watches a game: each watcher's name (the one given when joining, else "Watcher n"), kept in a
// list of its own beside the seats, so that a watcher, whatever the name, is never shown as a seat.
// The count (`spectators`) follows the list.
import { ArraySchema } from '@colyseus/schema';

interface WatchedState {
  spectators: number;
  watchers?: ArraySchema<string>;
}

export class Watchers {
  /** The session id of each watcher, in the list's order. */
  private ids: string[] = [];
  /** The last n of a "Watcher n": never given twice, so that the chat's lines say who wrote them. */
  private last = 0;

  constructor(private state: WatchedState) {}

  /** Numbers up to `n` were given before (the stored chat's watchers, before a restart). */
  numberAfter(n: number): void {
    this.last = Math.max(this.last, n);
  }

  /** A watcher came: named as given, or "Watcher n" with an n not given before in this game. */
  add(sessionId: string, name: string | null): string {
    const shown = name || `Watcher ${++this.last}`;
    this.ids.push(sessionId);
    (this.state.watchers ??= new ArraySchema<string>()).push(shown);
    this.state.spectators = this.ids.length;
    return shown;
  }

  /** A watcher left; false if that session was not watching. */
  remove(sessionId: string): boolean {
    const i = this.ids.indexOf(sessionId);
    if (i < 0) return false;
    this.ids.splice(i, 1);
    this.state.watchers?.splice(i, 1);
    this.state.spectators = this.ids.length;
    return true;
  }
}
