// An identity as a file or a text to copy: what moves it to another browser, and what this one keeps
// (keep.ts). It holds the private key: whoever has it plays as this identity, and losing every copy
// loses the rating. The format is in docs/identity.md.
import { PrivateJwk } from './keys';
import { Identity, Opened, openIdentity } from './identity';
import { IDENTITY_PROBLEM, no } from './problems';

export const IDENTITY_FORMAT = 'castle-identity';
/** The format this page writes, and the latest it reads. */
export const IDENTITY_VERSION = 1;
/** Longer than any identity file (about 400 bytes): not read at all. */
const MAX_LENGTH = 4096;

export interface IdentityFile {
  format: typeof IDENTITY_FORMAT;
  version: number;
  id: string;
  name: string;
  created: string;
  key: PrivateJwk;
}

/** The identity as the file's text: JSON, two spaces of indent, a line break at the end. */
export function identityText(identity: Identity): string {
  const { id, name, created, key: { kty, crv, x, y, d } } = identity;
  const file: IdentityFile = { format: IDENTITY_FORMAT, version: IDENTITY_VERSION, id, name, created, key: { kty, crv, x, y, d } };
  return `${JSON.stringify(file, null, 2)}\n`;
}

const isText = (v: unknown): v is string => typeof v === 'string';

/** The key's fields when they are all text of their kind; null otherwise (checked for the curve by WebCrypto). */
function keyFields(v: unknown): PrivateJwk | null {
  if (!v || typeof v !== 'object') return null;
  const { kty, crv, x, y, d } = v as Record<string, unknown>;
  return kty === 'EC' && crv === 'P-256' && isText(x) && isText(y) && isText(d) ? { kty, crv, x, y, d } : null;
}

/** The identity an identity file's text holds, or why it cannot be read: a damaged file (NOT_JSON,
 *  BAD_FIELD, BAD_KEY, WRONG_ID), a foreign one (NOT_AN_IDENTITY), a later format (NEWER_VERSION),
 *  a name that cannot be shown (BAD_NAME). */
export async function readIdentity(text: string): Promise<Opened> {
  if (text.length > MAX_LENGTH) return no(IDENTITY_PROBLEM.NOT_AN_IDENTITY, `an identity file is under ${MAX_LENGTH} characters: this is some other file`);
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return no(IDENTITY_PROBLEM.NOT_JSON, 'the text is not JSON: the file is damaged or cut short');
  }
  if (!file || typeof file !== 'object' || (file as { format?: unknown }).format !== IDENTITY_FORMAT) {
    return no(IDENTITY_PROBLEM.NOT_AN_IDENTITY, `this is not an identity file of this site (its format is not "${IDENTITY_FORMAT}")`);
  }
  const { version, id, name, created, key } = file as Record<string, unknown>;
  if (!Number.isInteger(version) || (version as number) < 1) return badField('version', 'a whole number from 1');
  if ((version as number) > IDENTITY_VERSION) {
    return no(IDENTITY_PROBLEM.NEWER_VERSION, `the file is of format version ${version}; this page reads up to ${IDENTITY_VERSION}`, { version: version as number });
  }
  if (!isText(id)) return badField('id', 'text');
  if (!isText(name)) return badField('name', 'text');
  if (!isText(created) || Number.isNaN(Date.parse(created))) return badField('created', 'a date and time (ISO 8601)');
  const jwk = keyFields(key);
  if (!jwk) return badField('key', 'a P-256 private key as JWK (kty "EC", crv "P-256", x, y, d)');
  const opened = await openIdentity(jwk, name, created);
  if (opened.ok && opened.identity.id !== id) {
    return no(IDENTITY_PROBLEM.WRONG_ID, `the file says its id is ${id}, but its key's is ${opened.identity.id}: the file was damaged or edited`, { id, keyId: opened.identity.id });
  }
  return opened;
}

const badField = (field: string, kind: string) => no(IDENTITY_PROBLEM.BAD_FIELD, `the file's "${field}" must be ${kind}: the file is damaged or was edited`, { field });
