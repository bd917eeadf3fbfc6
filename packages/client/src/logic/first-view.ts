// What the server wrote into a game's page (server game-page.ts): the game's info, as
// /api/games/<code> answers it, and while the game is being played its synced state as every
// watcher gets it. The page shows the status and a picture of the board from it at once, before
// it has joined the room; the room's own state replaces it as soon as it comes. Read once: a page
// reached later through the site's links asks the server again.
import { FIRST_VIEW_ID } from '@castle/protocol';
import type { FirstView, GameInfo, SyncedGame } from '@castle/protocol';

let taken = false;

/** Where the page's elements are found: the document (a smaller shape, for tests in Node). */
export interface ViewSource { getElementById(id: string): { textContent: string | null; remove(): void } | null }

/** The first view written into this page for game `code`, once; null when there is none (or it is
 *  another game's, or unreadable: the page then asks the server as usual). */
export function takeFirstView<I extends GameInfo>(code: string, doc: ViewSource): FirstView<I, SyncedGame> | null {
  if (taken) return null;
  taken = true;
  const el = doc.getElementById(FIRST_VIEW_ID);
  if (!el?.textContent) return null;
  el.remove();
  try {
    const v = JSON.parse(el.textContent) as FirstView<I, SyncedGame>;
    return v && v.code === code.toUpperCase() && v.info?.code === v.code ? v : null;
  } catch {
    return null;
  }
}
