// A player's identity without an account (issue 44): a key pair the browser makes and keeps, its
// id made from the public key, and the display name the player chose.
import { nameRefusal, trimName } from '@castle/protocol';
import { PrivateJwk, newKey, openKey, webCrypto } from './keys';
import { IDENTITY_PROBLEM, IdentityProblem, no } from './problems';

export interface Identity {
  /** The protocol's identityId of the public key: what the server knows the player by. */
  id: string;
  name: string;
  /** When it was made (ISO 8601, UTC), kept through export and import. */
  created: string;
  /** The public key's SPKI, base64url: sent with each signed seat. */
  publicKey: string;
  privateKey: CryptoKey;
  /** The private key as the identity file writes it. */
  key: PrivateJwk;
}

const noWebCrypto = () => no(IDENTITY_PROBLEM.NO_WEBCRYPTO, 'this page has no WebCrypto: it must be served over https (or from localhost)');

export type Opened = { ok: true; identity: Identity } | IdentityProblem;

/** The name to keep (trimmed), or why it cannot be shown: names are checked as everywhere else. */
export function identityName(typed: string): { ok: true; name: string } | IdentityProblem {
  const name = trimName(typed);
  const refused = nameRefusal(name);
  return refused ? no(IDENTITY_PROBLEM.BAD_NAME, refused.message, { reason: refused.reason, ...refused.params }) : { ok: true, name };
}

/** An identity of `key`, or BAD_KEY (also NO_WEBCRYPTO, BAD_NAME). Made and imported identities
 *  both come through here. */
export async function openIdentity(key: PrivateJwk, name: string, created: string): Promise<Opened> {
  const subtle = webCrypto();
  if (!subtle) return noWebCrypto();
  const named = identityName(name);
  if (!named.ok) return named;
  const opened = await openKey(subtle, key);
  if (!opened) return no(IDENTITY_PROBLEM.BAD_KEY, 'the key is not a P-256 private key whose halves belong together');
  return { ok: true, identity: { ...opened, name: named.name, created, key } };
}

/** A new identity named `name`. */
export async function makeIdentity(name: string, now = new Date()): Promise<Opened> {
  const subtle = webCrypto();
  if (!subtle) return noWebCrypto();
  const named = identityName(name);
  if (!named.ok) return named; // before a key is made for nothing
  return openIdentity(await newKey(subtle), named.name, now.toISOString());
}
