// Copying games between stores (StoreCopy): a whole store into another, and whether a game already
// stored is the one being put.
import type { ChatLine } from '@castle/protocol';
import { GameRecord, GameStore, StoreCopy, canonical } from './store';

/** The same game, chat and all, however each store spells an absent value (`colours` left out or null). */
export function sameCopy(game: GameRecord, chat: ChatLine[], stored: GameRecord, storedChat: ChatLine[]): boolean {
  const plain = (g: GameRecord, c: ChatLine[]) => canonical({ ...g, colours: g.colours ?? null, secret: g.secret ?? null, chat: c });
  return plain(game, chat) === plain(stored, storedChat);
}

export interface CopyCount { added: number; same: number; different: string[] }

/** Copy every game of `from` into `to`, a page of codes at a time: a game already there the same is
 *  counted, one that differs is left as it is and named (npm run migrate-store reports them). */
export async function copyGames(from: Pick<StoreCopy, 'codes'> & Pick<GameStore, 'load' | 'chat'>, to: StoreCopy, page = 500): Promise<CopyCount> {
  const count: CopyCount = { added: 0, same: 0, different: [] };
  for (let codes = await from.codes('', page); codes.length > 0; codes = await from.codes(codes[codes.length - 1], page)) {
    for (const code of codes) {
      const game = await from.load(code);
      if (!game) continue; // gone since it was listed
      const r = await to.put(game, await from.chat(code));
      if (r === 'different') count.different.push(code);
      else count[r]++;
    }
  }
  return count;
}
