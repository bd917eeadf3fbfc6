// Copying games between stores (StoreCopy.put): is the game already stored the one being put?
import type { ChatLine } from '@castle/protocol';
import { GameRecord, canonical } from './store';

/** The same game, chat and all, however each store spells an absent value (`colours` left out or null). */
export function sameCopy(game: GameRecord, chat: ChatLine[], stored: GameRecord, storedChat: ChatLine[]): boolean {
  const plain = (g: GameRecord, c: ChatLine[]) => canonical({ ...g, colours: g.colours ?? null, chat: c });
  return plain(game, chat) === plain(stored, storedChat);
}
