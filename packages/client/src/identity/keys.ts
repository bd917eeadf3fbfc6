// The identity's key pair over WebCrypto: ECDSA on P-256 with SHA-256, the curve every browser has
// (Ed25519 came to WebCrypto only lately: docs/identity.md). No DOM here, so that jest runs it on
// Node's WebCrypto, the same interface.
import { base64url, identityId } from '@castle/protocol';

export const KEY_ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
export const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** The private key as an identity file keeps it (RFC 7518 §6.2): the public point (x, y) and the
 *  secret d, each base64url. */
export interface PrivateJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  d: string;
}

/** What a key gives once opened: the private key to sign with (extractable, so that it can be
 *  exported again), the public key's SPKI (base64url) and the id made from it. */
export interface OpenKeys {
  privateKey: CryptoKey;
  publicKey: string;
  id: string;
}

/** The browser's WebCrypto; undefined on a page that is not a secure context (plain http other
 *  than localhost), where browsers leave it out. */
export const webCrypto = (): SubtleCrypto | undefined => globalThis.crypto?.subtle;

/** A new key pair, as its private JWK. */
export async function newKey(subtle: SubtleCrypto): Promise<PrivateJwk> {
  const pair = (await subtle.generateKey(KEY_ALGORITHM, true, ['sign', 'verify'])) as { privateKey: CryptoKey };
  const { x, y, d } = await subtle.exportKey('jwk', pair.privateKey);
  return { kty: 'EC', crv: 'P-256', x: x!, y: y!, d: d! };
}

/** The id of a public key: SHA-256 of its SPKI, cut to the id's length (the protocol's identityId). */
export async function idOfSpki(subtle: SubtleCrypto, spki: Uint8Array<ArrayBuffer>): Promise<string> {
  return identityId(new Uint8Array(await subtle.digest('SHA-256', spki)));
}

/** Opens a private JWK; null when it is not a P-256 key whose d belongs to its x and y. A signature
 *  is made and checked once, so that a key that would sign nothing verifiable is never kept, whether
 *  or not this browser's import checks the halves belong together (Node's and Chrome's do). */
export async function openKey(subtle: SubtleCrypto, jwk: PrivateJwk): Promise<OpenKeys | null> {
  try {
    const { kty, crv, x, y, d } = jwk;
    const privateKey = await subtle.importKey('jwk', { kty, crv, x, y, d }, KEY_ALGORITHM, true, ['sign']);
    const publicKey = await subtle.importKey('jwk', { kty, crv, x, y }, KEY_ALGORITHM, true, ['verify']);
    const probe = new TextEncoder().encode('castle-probe');
    if (!(await subtle.verify(SIGNING, publicKey, await subtle.sign(SIGNING, privateKey, probe), probe))) return null;
    const spki = new Uint8Array(await subtle.exportKey('spki', publicKey));
    return { privateKey, publicKey: base64url(spki), id: await idOfSpki(subtle, spki) };
  } catch {
    return null; // WebCrypto's DataError: not a key of this curve
  }
}
