// Taking a seat of a rated game as one's identity: the protocol's seat message signed with its key,
// over the game's code and the challenge the server gave this connection.
import { SignedSeat, base64url, seatMessage } from '@castle/protocol';
import { SIGNING, webCrypto } from './keys';
import type { Identity } from './identity';

/** What to send (the identity was opened, so this page has WebCrypto) to take `seat` (from 0) of the game `code`, with the server's `challenge`. */
export async function signSeat(identity: Identity, code: string, challenge: string, seat: number): Promise<SignedSeat> {
  const message = new TextEncoder().encode(seatMessage(code, challenge, seat));
  const signature = new Uint8Array(await webCrypto()!.sign(SIGNING, identity.privateKey, message));
  return { id: identity.id, publicKey: identity.publicKey, challenge, signature: base64url(signature) };
}
