// Which finished games "Review this game" is offered for: those the computer's engine plays (a game
// the computer does not play says so in its about, `peopleOnly`, and has no searcher to review with).
import { aboutGame } from '../games/catalogue';

export function reviewable(game: string): boolean {
  const about = aboutGame(game);
  return about !== undefined && !about.peopleOnly;
}
