// Which rating a game goes in: one pool per game and what makes it another game (the Castle with or
// without the Falcon). Each game says its own in its server/src/games/<id>.ts; this asks the registry.
import { servedGame, servedGames } from '../games';

/** The pool of a game of `gameId` with these options (as its parseOptions gave them) and seats;
 *  null when such a game is only ever casual. */
export function ratingPool(gameId: string, options: unknown, seats: number): string | null {
  return servedGame(gameId).ratingPool(options, seats);
}

/** Every pool of the games served: each game lists its own on its registry line. */
export const ratingPools = (): string[] => servedGames().flatMap((s) => s.pools);
