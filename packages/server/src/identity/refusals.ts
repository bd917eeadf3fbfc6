// Why a signed seat or a new identity is refused. Kept here, not yet among the protocol's REFUSAL
// codes: the session that wires identities into rooms adds them there with their words in en, de and fr.

export const IDENTITY_REFUSAL = {
  /** The signed seat is not an object of four base64url texts (the protocol's SignedSeat). */
  BAD_SIGNED_SEAT: 'BAD_SIGNED_SEAT',
  /** No such challenge: never given, or given so long ago that it is forgotten, or replaced by a newer one. */
  UNKNOWN_CHALLENGE: 'UNKNOWN_CHALLENGE',
  /** The challenge was used already: each is good for one try. */
  USED_CHALLENGE: 'USED_CHALLENGE',
  /** The challenge ran out (CHALLENGE_SECONDS after it was given). */
  EXPIRED_CHALLENGE: 'EXPIRED_CHALLENGE',
  /** The challenge was given for another game. */
  OTHER_GAME_CHALLENGE: 'OTHER_GAME_CHALLENGE',
  /** The challenge was given to another connection. */
  OTHER_CONNECTION_CHALLENGE: 'OTHER_CONNECTION_CHALLENGE',
  /** The public key is not a P-256 key's SPKI as WebCrypto writes it. */
  BAD_KEY: 'BAD_KEY',
  /** The id is not the public key's. */
  WRONG_ID: 'WRONG_ID',
  /** The signature is not the key's over this game's seat message (another seat, game or challenge). */
  BAD_SIGNATURE: 'BAD_SIGNATURE',
  /** This address made IDENTITY_PER_DAY identities today (UTC); `retryAfter`: the seconds to midnight. */
  TOO_MANY_IDENTITIES: 'TOO_MANY_IDENTITIES',
} as const;

export type IdentityRefusalCode = (typeof IDENTITY_REFUSAL)[keyof typeof IDENTITY_REFUSAL];

export interface IdentityRefusal {
  ok: false;
  code: IdentityRefusalCode;
  params: Record<string, string | number>;
  message: string;
}

export const refused = (code: IdentityRefusalCode, message: string, params: Record<string, string | number> = {}): IdentityRefusal => ({ ok: false, code, params, message });
