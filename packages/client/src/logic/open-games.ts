// The open games as the lobby tells them (its "rooms" list, then "+" and "-"), and what quick match
// picks among them: the oldest game of the same game, at a table of two, with the game's default
// options, that has a seat free. Plain data, tested in Node.
import type { ListedGame } from '@castle/protocol';

/** The games a page shows at most at once. */
export const PAGE_OF_GAMES = 20;

export class OpenGames {
  private games = new Map<string, ListedGame>();

  /** The lobby's whole list. */
  all(list: readonly ListedGame[]): void {
    this.games = new Map(list.map((g) => [g.roomId, g]));
  }

  /** A game opened or changed. */
  put(g: ListedGame): void {
    this.games.set(g.roomId, g);
  }

  remove(roomId: string): void {
    this.games.delete(roomId);
  }

  /** Oldest first: who has waited longest is seen first. At most a page. */
  shown(): ListedGame[] {
    return [...this.games.values()].filter((g) => g.metadata?.seatsFree > 0)
      .sort((a, b) => a.metadata.createdAt - b.metadata.createdAt).slice(0, PAGE_OF_GAMES);
  }

  /** Quick match's game to join: the oldest compatible one, or null. */
  quickMatch(game: string, isDefault: (options: unknown) => boolean, mine: ReadonlySet<string> = new Set()): ListedGame | null {
    return [...this.games.values()]
      .filter((g) => g.name === game && g.metadata.seats === 2 && g.metadata.seatsFree > 0 && isDefault(g.metadata.options) && !g.metadata.clock && !mine.has(g.roomId))
      .sort((a, b) => a.metadata.createdAt - b.metadata.createdAt)[0] ?? null;
  }
}

/** "Ann waits · 1 of 2 seats free · 3 min" and the like. */
export function openGameLine(g: ListedGame, now: number): string {
  const m = g.metadata, mins = Math.max(0, Math.floor((now - m.createdAt) / 60_000));
  const who = m.names.length ? `${m.names.join(', ')} ${m.names.length === 1 ? 'waits' : 'wait'}` : 'Nobody yet';
  const seats = m.seats === 2 ? 'a seat free' : `${m.seatsFree} of ${m.seats} seats free`;
  return `${who} · ${seats} · ${mins < 1 ? 'just opened' : `waiting ${mins} min`}`;
}
