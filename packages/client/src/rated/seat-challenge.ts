// Taking a seat of a rated game: the server sends "challenge" to a page that joined to play, and the
// page answers with its identity's signature over the game, the challenge and the seat ("signedSeat"),
// making an identity first with the player's name if this browser has none. The server answers
// "seat", or an "error" (its words shown like any refusal) and a new challenge.
import type { Room } from 'colyseus.js';
import { ChallengeMessage, SignedSeatMessage, TO_CLIENT, TO_SERVER } from '@castle/protocol';
import { base64url } from '@castle/protocol';
import { signSeat } from '../identity';
import { savedName } from '../logic/tokens';
import { CHALLENGE_TRIES } from './ratings';
import { identityFor } from './this-identity';

const BROWSER_KEY = 'castle.browser';

/** This browser's mark: a random id it keeps, sent with each signed seat, so that the server can tell
 *  one person's two identities (same address, same mark) from two people behind one address. None
 *  where the browser keeps nothing. */
function browserMark(): string | undefined {
  try {
    let mark = localStorage.getItem(BROWSER_KEY);
    if (!mark) localStorage.setItem(BROWSER_KEY, (mark = base64url(crypto.getRandomValues(new Uint8Array(16)))));
    return mark;
  } catch {
    return undefined;
  }
}

/** Answer `room`'s challenges for the game `code`, as the name given when joining (else the one
 *  kept from last time); a problem on this side (no WebCrypto, a name refused) goes to `problem`. */
export function answerChallenges(room: Room, code: string, name: () => string | undefined, problem: (words: string) => void): void {
  let tries = 0;
  room.onMessage(TO_CLIENT.challenge, (m: ChallengeMessage) => {
    if (++tries > CHALLENGE_TRIES) return; // the last refusal stays said
    void (async () => {
      const identity = await identityFor(name() ?? savedName(localStorage));
      const browser = browserMark();
      const answer: SignedSeatMessage = { signed: await signSeat(identity, code, m.challenge, m.seat), name: identity.name, ...(browser ? { browser } : {}) };
      room.send(TO_SERVER.signedSeat, answer);
    })().catch((err: Error) => problem(err.message));
  });
  room.onMessage(TO_CLIENT.seat, () => { tries = 0; });
}
