// A seat taken as an identity: the challenge used, the key read, the id checked against it and the
// signature against the protocol's seat message for this game and seat. Returns who took it.
import { verify } from 'crypto';
import { SignedSeat, fromBase64url, seatMessage } from '@castle/protocol';
import { Challenges } from './challenges';
import { readPublicKey } from './public-key';
import { IDENTITY_REFUSAL, IdentityRefusal, refused } from './refusals';

/** The seat the server is about to give, and to whom. */
export interface SeatAsked {
  code: string;
  seat: number;
  /** The connection asking (the room's session id), which the challenge was given to. */
  connection: string;
}

const FIELDS = ['id', 'publicKey', 'challenge', 'signature'] as const;
/** Longer than any field of a signed seat (a P-256 SPKI is 122 characters): not read. */
const MAX_FIELD = 200;

const isField = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_FIELD;

function signedSeat(sent: unknown): SignedSeat | null {
  if (!sent || typeof sent !== 'object') return null;
  const { id, publicKey, challenge, signature } = sent as Record<string, unknown>;
  return isField(id) && isField(publicKey) && isField(challenge) && isField(signature) ? { id, publicKey, challenge, signature } : null;
}

/** The identity that signed `sent` for `asked`, with its public key's SPKI (base64url, to store);
 *  or why it is refused. The challenge is used first, so a refused try cannot be tried again. */
export function checkSignedSeat(sent: unknown, asked: SeatAsked, challenges: Challenges): { ok: true; id: string; publicKey: string } | IdentityRefusal {
  const seat = signedSeat(sent);
  if (!seat) return refused(IDENTITY_REFUSAL.BAD_SIGNED_SEAT, `a signed seat is an object of ${FIELDS.join(', ')}, each base64url text`);
  const used = challenges.use(seat.challenge, asked.code, asked.connection);
  if (!used.ok) return used;
  const key = readPublicKey(seat.publicKey);
  if (!key.ok) return key;
  if (key.id !== seat.id) return refused(IDENTITY_REFUSAL.WRONG_ID, 'the id is not the public key\'s');
  const signature = fromBase64url(seat.signature);
  const message = Buffer.from(seatMessage(asked.code, seat.challenge, asked.seat), 'utf8');
  if (!signature || !verify('sha256', message, { key: key.key, dsaEncoding: 'ieee-p1363' }, signature)) {
    return refused(IDENTITY_REFUSAL.BAD_SIGNATURE, `the signature is not the key's over this game's seat ${asked.seat}`, { seat: asked.seat });
  }
  return { ok: true, id: seat.id, publicKey: seat.publicKey };
}
