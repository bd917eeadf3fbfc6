// The shuffle nobody arranges alone (issue 43): the server commits to a secret before any seat is
// taken, each seat adds a contribution, and the seed is derived from all of them; at the end the
// secret is revealed, so anyone can check the order was fixed by the commitment and every
// contribution. Written with @noble/hashes (audited, synchronous, no Node) so the page runs it too.
// The exact bytes are in docs/record.md ("Checking the shuffle"): a change here breaks every
// record's check, so it is the format, not a detail.
import { sha256 } from '@noble/hashes/sha2';
import { hmac } from '@noble/hashes/hmac';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/** What a record keeps of its shuffle: the commitment published at the start, each seat's
 *  contribution in seat order, and the secret revealed at the end. */
export interface RecordShuffle {
  commitment: string;
  contributions: string[];
  secret: string;
  /** The indices in `contributions` (its seats, once every seat had one) that the server drew: the
   *  computer's seats, and players whose client sent none. Absent: none, or not said. Not part of
   *  the derivation: it says whose chance each contribution was. */
  serverDrew?: number[];
}

/** The Web Crypto generator Node 20 and browsers both have (typed here: this package has no DOM lib). */
const webCrypto = (globalThis as unknown as { crypto: { getRandomValues(bytes: Uint8Array): Uint8Array } }).crypto;

/** 32 random bytes as 64 lowercase hex digits, from the platform's cryptographic generator. */
function randomHex(): string {
  const bytes = new Uint8Array(32);
  webCrypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}

/** The server's secret for one game. */
export const newSecret = randomHex;
/** A seat's contribution. */
export const newContribution = randomHex;

/** The commitment to a secret: SHA-256 of its UTF-8 text, as 64 lowercase hex digits. */
export function commitmentOf(secret: string): string {
  return bytesToHex(sha256(utf8ToBytes(secret)));
}

/** The contributions as one message: each one's UTF-8 length as 4 bytes big-endian, then its
 *  bytes. Without the lengths, ['ab', 'c'] and ['a', 'bc'] would be the same message. */
function contributionBytes(contributions: readonly string[]): Uint8Array {
  const parts = contributions.map(utf8ToBytes);
  const out = new Uint8Array(parts.reduce((n, p) => n + 4 + p.length, 0));
  const view = new DataView(out.buffer);
  let at = 0;
  for (const p of parts) {
    view.setUint32(at, p.length, false);
    out.set(p, at + 4);
    at += 4 + p.length;
  }
  return out;
}

/** The game's seed: HMAC-SHA-256 keyed with the secret's UTF-8 text over the contributions'
 *  message, as 64 lowercase hex digits. */
export function seedOf(secret: string, contributions: readonly string[]): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(secret), contributionBytes(contributions)));
}
