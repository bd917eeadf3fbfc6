// The page's identity core on Node's WebCrypto (the browser's interface): made, exported, imported,
// kept, signing its seat; and each damaged or foreign file refused with its code.
import { createHash } from 'crypto';
import { IDENTITY_ID_PATTERN, fromBase64url, identityId, seatMessage } from '@castle/protocol';
import { IDENTITY_PROBLEM, Identity, keepIdentity, keptIdentity, makeIdentity, readIdentity, identityText, signSeat } from '../src/identity';

const subtle = globalThis.crypto.subtle;

async function made(name = 'Ann'): Promise<Identity> {
  const result = await makeIdentity(name, new Date('2026-11-28T12:00:00Z'));
  if (!result.ok) throw new Error(result.problem);
  return result.identity;
}

/** Whether `signature` is the identity's public key's over `message`, checked with the SPKI alone. */
async function verifies(publicKey: string, message: string, signature: string): Promise<boolean> {
  const key = await subtle.importKey('spki', fromBase64url(publicKey)!, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  return subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, fromBase64url(signature)!, new TextEncoder().encode(message));
}

/** The identity file of `identity` with `change` made to its JSON. */
function edited(identity: Identity, change: (file: Record<string, any>) => void): string {
  const file = JSON.parse(identityText(identity));
  change(file);
  return JSON.stringify(file);
}

test('an identity\'s id is the first 20 bytes of SHA-256 over its public key\'s SPKI, base64url', async () => {
  const identity = await made();
  expect(identity.id).toMatch(IDENTITY_ID_PATTERN);
  const digest = createHash('sha256').update(fromBase64url(identity.publicKey)!).digest();
  expect(identity.id).toBe(identityId(new Uint8Array(digest)));
});

test('two identities made have different keys and ids', async () => {
  const [a, b] = [await made(), await made()];
  expect(a.publicKey).not.toBe(b.publicKey);
  expect(a.id).not.toBe(b.id);
});

test('the identity file holds the format, version, id, name, creation time and the private key as JWK, nothing more', async () => {
  const identity = await made('Zoë');
  const file = JSON.parse(identityText(identity));
  expect(Object.keys(file)).toEqual(['format', 'version', 'id', 'name', 'created', 'key']);
  expect(file).toMatchObject({ format: 'castle-identity', version: 1, id: identity.id, name: 'Zoë', created: '2026-11-28T12:00:00.000Z' });
  expect(Object.keys(file.key)).toEqual(['kty', 'crv', 'x', 'y', 'd']);
  expect(file.key).toMatchObject({ kty: 'EC', crv: 'P-256' });
});

test('an identity exported and imported has the same id, name and key, and its signatures verify under the first one\'s public key', async () => {
  const identity = await made();
  const imported = await readIdentity(identityText(identity));
  if (!imported.ok) throw new Error(imported.problem);
  expect([imported.identity.id, imported.identity.name, imported.identity.created, imported.identity.publicKey])
    .toEqual([identity.id, identity.name, identity.created, identity.publicKey]);
  const seat = await signSeat(imported.identity, 'ABCD23', 'challenge-text', 1);
  expect(await verifies(identity.publicKey, seatMessage('ABCD23', 'challenge-text', 1), seat.signature)).toBe(true);
});

test('a signed seat carries the id, the public key, the challenge and a 64-byte signature of the seat message', async () => {
  const identity = await made();
  const seat = await signSeat(identity, 'ABCD23', 'q0Lx', 0);
  expect(seat).toEqual({ id: identity.id, publicKey: identity.publicKey, challenge: 'q0Lx', signature: expect.any(String) });
  expect(fromBase64url(seat.signature)).toHaveLength(64);
  expect(await verifies(identity.publicKey, 'castle-seat\nABCD23\nq0Lx\n0', seat.signature)).toBe(true);
});

test('a seat\'s signature does not verify for another seat, game or challenge', async () => {
  const identity = await made();
  const { signature } = await signSeat(identity, 'ABCD23', 'q0Lx', 0);
  for (const other of [seatMessage('ABCD23', 'q0Lx', 1), seatMessage('WXYZ99', 'q0Lx', 0), seatMessage('ABCD23', 'q0Ly', 0)]) {
    expect([other, await verifies(identity.publicKey, other, signature)]).toEqual([other, false]);
  }
});

test('a name that cannot be shown is refused when an identity is made', async () => {
  const result = await makeIdentity('\u202eAnn');
  expect(result).toMatchObject({ ok: false, code: IDENTITY_PROBLEM.BAD_NAME, params: { reason: 'direction' } });
});

test('a file cut short is refused as not JSON', async () => {
  const text = identityText(await made());
  expect(await readIdentity(text.slice(0, text.length / 2))).toMatchObject({ ok: false, code: IDENTITY_PROBLEM.NOT_JSON });
});

test('a foreign file is refused as not an identity: another JSON file, an empty object, a list', async () => {
  for (const text of ['{"name":"castle","version":"0.1.0"}', '{}', '[1,2]', 'null']) {
    expect([text, await readIdentity(text)]).toEqual([text, expect.objectContaining({ ok: false, code: IDENTITY_PROBLEM.NOT_AN_IDENTITY })]);
  }
});

test('a file far longer than an identity is refused before it is read', async () => {
  const text = `{"format":"castle-identity","padding":"${'x'.repeat(5000)}"}`;
  expect(await readIdentity(text)).toMatchObject({ ok: false, code: IDENTITY_PROBLEM.NOT_AN_IDENTITY });
});

test('a file of a later format version is refused as newer, with its version', async () => {
  const text = edited(await made(), (f) => { f.version = 2; });
  expect(await readIdentity(text)).toMatchObject({ ok: false, code: IDENTITY_PROBLEM.NEWER_VERSION, params: { version: 2 } });
});

test('a file with a field missing or of the wrong kind is refused, naming the field', async () => {
  const identity = await made();
  const cases: [string, (f: Record<string, any>) => void][] = [
    ['version', (f) => { f.version = '1'; }],
    ['id', (f) => { delete f.id; }],
    ['name', (f) => { f.name = 7; }],
    ['created', (f) => { f.created = 'yesterday'; }],
    ['key', (f) => { delete f.key.d; }],
    ['key', (f) => { f.key.crv = 'P-384'; }],
  ];
  for (const [field, change] of cases) {
    expect(await readIdentity(edited(identity, change))).toMatchObject({ ok: false, code: IDENTITY_PROBLEM.BAD_FIELD, params: { field } });
  }
});

test('a file whose private key is another key\'s is refused as a bad key', async () => {
  const [identity, other] = [await made(), await made()];
  const text = edited(identity, (f) => { f.key.d = other.key.d; });
  expect(await readIdentity(text)).toMatchObject({ ok: false, code: IDENTITY_PROBLEM.BAD_KEY });
});

test('a file whose key is not a point of the curve is refused as a bad key', async () => {
  const text = edited(await made(), (f) => { f.key.x = 'AAAA'; });
  expect(await readIdentity(text)).toMatchObject({ ok: false, code: IDENTITY_PROBLEM.BAD_KEY });
});

test('a file whose id is not its key\'s is refused as the wrong id', async () => {
  const [identity, other] = [await made(), await made()];
  const text = edited(identity, (f) => { f.id = other.id; });
  expect(await readIdentity(text)).toMatchObject({ ok: false, code: IDENTITY_PROBLEM.WRONG_ID, params: { id: other.id, keyId: identity.id } });
});

test('a file whose name cannot be shown is refused with the name\'s reason', async () => {
  const text = edited(await made(), (f) => { f.name = 'x'.repeat(25); });
  expect(await readIdentity(text)).toMatchObject({ ok: false, code: IDENTITY_PROBLEM.BAD_NAME, params: { reason: 'tooLong' } });
});

describe('the identity this browser keeps', () => {
  const storage = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
  };

  test('none is kept at first', async () => {
    expect(await keptIdentity(storage())).toBeNull();
  });

  test('one kept is read back with the same id, and signs', async () => {
    const store = storage(), identity = await made();
    expect(keepIdentity(store, identity)).toBe(true);
    const kept = await keptIdentity(store);
    if (!kept?.ok) throw new Error('not kept');
    expect(kept.identity.id).toBe(identity.id);
    const seat = await signSeat(kept.identity, 'ABCD23', 'q0Lx', 0);
    expect(await verifies(identity.publicKey, seatMessage('ABCD23', 'q0Lx', 0), seat.signature)).toBe(true);
  });

  test('a damaged one kept says why', async () => {
    const store = storage();
    store.setItem('castle.identity', '{"format":"castle-identity"');
    expect(await keptIdentity(store)).toMatchObject({ ok: false, code: IDENTITY_PROBLEM.NOT_JSON });
  });

  test('a browser that keeps nothing says so', async () => {
    const broken = { getItem: (): string | null => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(keepIdentity(broken, await made())).toBe(false);
  });
});
