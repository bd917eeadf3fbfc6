// A public key a page sends, read with Node's crypto: a P-256 key's SPKI, written exactly as
// WebCrypto writes it, so that one key has one text and one id.
import { KeyObject, createHash, createPublicKey } from 'crypto';
import { fromBase64url, identityId } from '@castle/protocol';
import { IDENTITY_REFUSAL, IdentityRefusal, refused } from './refusals';

/** The id of the public key whose SPKI is `spki` (the protocol's identityId over SHA-256). */
export const idOfSpki = (spki: Uint8Array): string => identityId(new Uint8Array(createHash('sha256').update(spki).digest()));

/** The key a base64url SPKI holds, or BAD_KEY: not base64url, not SPKI, not P-256, or not in the
 *  form WebCrypto exports (an uncompressed point: a compressed one would be another text, so
 *  another id, for the same key). */
export function readPublicKey(text: string): { ok: true; key: KeyObject; id: string } | IdentityRefusal {
  const spki = fromBase64url(text);
  const bad = (why: string) => refused(IDENTITY_REFUSAL.BAD_KEY, `the public key ${why}`);
  if (!spki) return bad('must be base64url without padding');
  let key: KeyObject;
  try {
    key = createPublicKey({ key: Buffer.from(spki), format: 'der', type: 'spki' });
  } catch {
    return bad('is not a DER SubjectPublicKeyInfo');
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') return bad('must be on the curve P-256');
  // OpenSSL writes a key back in the form it read; through JWK (x and y) it comes back uncompressed.
  const canonical = createPublicKey({ key: key.export({ format: 'jwk' }), format: 'jwk' }).export({ format: 'der', type: 'spki' });
  if (!canonical.equals(spki)) return bad('must be written as WebCrypto exports it (an uncompressed point)');
  return { ok: true, key, id: idOfSpki(spki) };
}
