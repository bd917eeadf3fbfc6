// While a quick match waits at the game it opened: the page watches the open games (the lobby, as the
// start page does) and takes a game that pairing would now choose and that was listed before its own
// (logic/pairing.ts betterGame): one whose player's band has widened to reach this one, or one opened
// by another seeker at the same moment. Its own game is then withdrawn. No server of its own: the
// lobby's list and the bands' widening with time are enough.
import { LOBBY_ROOM, ListedGame } from '@castle/protocol';
import type { Room } from 'colyseus.js';
import { OpenGames, sameOptions } from '../logic/open-games';
import { betterGame } from '../logic/pairing';
import { client } from '../net';
import { go } from '../router';
import { quickSeeker } from './quick-seeker';

/** How often the list is looked at again without a change in it: the bands widen every 10 s. */
const LOOK_EVERY_MS = 5_000;

/** Watch for a closer match for `code` (a `game` opened by quick match) while `box`, the wait's words
 *  in its invitation, is on the page; `withdraw` aborts `code` once another game is taken. */
export function watchForCloser(code: string, game: string, box: HTMLElement, withdraw: () => void): void {
  const open = new OpenGames();
  let lobby: Room | null = null, stopped = false, moving = false;
  const seeker = quickSeeker();
  const stop = () => {
    stopped = true;
    clearInterval(timer);
    void lobby?.leave().catch(() => undefined);
  };
  const look = async () => {
    const who = await seeker; // from here to `moving` nothing waits, so two looks never both join
    const mine = open.quickMatches(game, () => true).find((g) => g.roomId === code);
    if (moving || stopped || !mine) return; // not listed: taken meanwhile, or not yet listed
    // Quick match opened it with the game's default options: the games it may take have the same.
    const better = betterGame(open.quickMatches(game, sameOptions(mine.metadata.options)), who, mine, Date.now());
    if (!better) return;
    moving = true;
    const room = await client.joinById(better.roomId, { name: mine.metadata.names[0], seatOnly: true }).catch(() => null);
    // This game's seat was taken while the other was being joined (its invitation is gone): it stays.
    if (room && !box.isConnected) void room.leave();
    else if (room) { stop(); withdraw(); go(`/g/${better.roomId}`, room); }
    moving = false;
  };
  const timer = setInterval(() => { if (!box.isConnected) stop(); else void look(); }, LOOK_EVERY_MS);
  void client.join(LOBBY_ROOM).then((r) => {
    if (stopped) { void r.leave(); return; }
    lobby = r;
    const changed = () => { if (box.isConnected) void look(); };
    r.onMessage('rooms', (all: ListedGame[]) => { open.all(all); changed(); });
    r.onMessage('+', ([, g]: [string, ListedGame]) => { open.put(g); changed(); });
    r.onMessage('-', (id: string) => { open.remove(id); });
  }).catch(() => undefined); // no lobby: the wait goes on as before, the computer offered after it
}
