// The open games as the lobby tells them (its "rooms" list, then "+" and "-"), and what quick match
// picks among them: games of the same game, at a table of two, with the game's default options, that
// have a seat free; the one whose player has waited there longest without leaving first. A game
// opened to catch quick matches and abort them is made again after each abort, so it comes after
// every game waiting honestly. Plain data, tested in Node.
import type { ListedGame } from '@castle/protocol';
import { listOf } from '../i18n/format';
import { t } from '../i18n/words';

/** The games a page shows at most at once. */
export const PAGE_OF_GAMES = 20;
/** The games quick match tries one after another for a seat before it opens its own. */
export const QUICK_TRIES = 3;

/** Since when a game has waited in the list without a break (its creation, from a server that does not say). */
export const waitingSince = (g: ListedGame): number => g.metadata.listedSince ?? g.metadata.createdAt;

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

  /** Quick match's games to try, in order: the compatible ones, listed longest without a break first. */
  quickMatches(game: string, isDefault: (options: unknown) => boolean): ListedGame[] {
    return [...this.games.values()]
      .filter((g) => g.name === game && g.metadata.seats === 2 && g.metadata.seatsFree > 0 && isDefault(g.metadata.options) && !g.metadata.clock)
      .sort((a, b) => waitingSince(a) - waitingSince(b) || a.metadata.createdAt - b.metadata.createdAt);
  }
}

/** Quick match's test of a game's options: those it comes with, `defaults` (its page's). */
export function sameOptions(defaults: unknown): (options: unknown) => boolean {
  const wanted = JSON.stringify(defaults);
  return (options) => JSON.stringify(options) === wanted;
}

/**
 * Quick match's way into a game: each of `games` in turn (QUICK_TRIES at most), `join` asking for a
 * seat only. One whose seat another took meanwhile (refused: GAME_FULL) or that is gone is passed
 * over for the next; null when none gave a seat (the page then opens its own).
 */
export async function firstSeat<R>(games: readonly ListedGame[], join: (roomId: string) => Promise<R>, tries = QUICK_TRIES): Promise<{ roomId: string; room: R } | null> {
  for (const g of games.slice(0, tries)) {
    try {
      return { roomId: g.roomId, room: await join(g.roomId) };
    } catch { /* taken meanwhile, or gone: the next */ }
  }
  return null;
}

/** The waiting players' names, in a rated game each with its rating in the game's pool ("Ann (1620)",
 *  "Bob (new)" for one with no rated game there yet). */
function waitingNames(m: ListedGame['metadata']): string[] {
  const rated = m.rated;
  if (!rated) return m.names;
  return m.names.map((name, i) => {
    const rating = rated.ratings[i];
    return typeof rating === 'number' ? t('openGames.ratedName', { name, rating }) : t('openGames.newName', { name });
  });
}

/** "Ann waits · 1 of 2 seats free · 3 min", "Ann (1620) waits · …" in a rated game, and the like. */
export function openGameLine(g: ListedGame, now: number): string {
  const m = g.metadata, mins = Math.max(0, Math.floor((now - m.createdAt) / 60_000));
  const who = t('openGames.who', { count: m.names.length, names: listOf(waitingNames(m)) });
  const seats = m.seats === 2 ? t('openGames.seatFree') : t('openGames.seatsFree', { free: m.seatsFree, seats: m.seats });
  return [who, seats, t('openGames.waiting', { minutes: mins })].join(' · ');
}
