// A player's identity without an account (issue 44): the id, the seat message the page signs and the
// server checks, and what a signed seat sends, written once for both sides. Their exact bytes are in
// docs/identity.md: a change here breaks every identity kept in a browser, so it is the format, not a detail.

/** How many bytes of SHA-256 over the public key's SPKI make the id: 160 bits, 27 characters. */
export const IDENTITY_ID_BYTES = 20;
/** An id as it is written: 27 characters of base64url, without padding. */
export const IDENTITY_ID_PATTERN = /^[A-Za-z0-9_-]{27}$/;

/** The first line of a seat's message, so that a signature made for a seat is good for nothing
 *  else the site may ever sign (each purpose has its own first line). */
export const SEAT_PURPOSE = 'castle-seat';

/** What a page sends to take a seat as its identity. Every field is base64url without padding. */
export interface SignedSeat {
  /** The identity's id (identityId). */
  id: string;
  /** The public key: its DER SubjectPublicKeyInfo, an uncompressed P-256 point. */
  publicKey: string;
  /** The challenge the server gave this connection for this game. */
  challenge: string;
  /** ECDSA P-256 with SHA-256 over seatMessage's UTF-8 bytes: r then s, 32 bytes each (IEEE P1363,
   *  what WebCrypto makes). */
  signature: string;
}

/** The text signed to take `seat` (counted from 0) of the game `code` with `challenge`: one line
 *  each, joined by "\n", no line break at the end. None of them can hold a line break (a game's code
 *  and a challenge are letters and digits, base64url), so no two seats' messages read the same. */
export function seatMessage(code: string, challenge: string, seat: number): string {
  return [SEAT_PURPOSE, code, challenge, String(seat)].join('\n');
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Bytes as base64url without padding (RFC 4648 §5). Written here, not with btoa or Buffer: this
 *  package runs on both sides and imports nothing. */
export function base64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) out += ALPHABET[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

/** base64url without padding back to bytes; null for any other text (padding, the "+" and "/" of
 *  plain base64, white space, a length no bytes give, or bits left over), so that each byte string
 *  has exactly one text. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 6) / 8));
  let bits = 0, value = 0, at = 0;
  for (const c of text) {
    value = (value << 6) | ALPHABET.indexOf(c);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = (value >> bits) & 0xff;
    }
  }
  return (value & ((1 << bits) - 1)) === 0 ? out : null;
}

/** The id of the public key whose SPKI has the SHA-256 `digest`: its first IDENTITY_ID_BYTES, base64url.
 *  Each side hashes with its own platform (WebCrypto, Node's crypto). */
export function identityId(digest: Uint8Array): string {
  if (digest.length !== 32) throw new Error(`a SHA-256 digest is 32 bytes, not ${digest.length}`);
  return base64url(digest.subarray(0, IDENTITY_ID_BYTES));
}

/** Why a signed seat, a new identity or a rated game is refused (docs/identity.md); among REFUSAL. */
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
  /** This address created RATED_PER_DAY rated games today (UTC); `retryAfter`: the seconds to midnight. */
  TOO_MANY_RATED_GAMES: 'TOO_MANY_RATED_GAMES',
  /** A rated game asked for where none can be: against the computer, not a table of two, or a game
   *  with no rating (docs/ratings.md "Pools"). */
  NOT_RATABLE: 'NOT_RATABLE',
  /** The identity (or, from the same address and browser, another of the same person's) holds the other
   *  seat of this rated game already. */
  SAME_PLAYER: 'SAME_PLAYER',
  /** The id is kept with another public key: not this identity's. */
  OTHER_KEY: 'OTHER_KEY',
} as const;
