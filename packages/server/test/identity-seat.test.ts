// The signed seat, end to end over both sides' real WebCrypto: an identity made by the page's core
// signs, the server's module checks it with Node's crypto; each way it can be wrong is refused with its code.
import { createPublicKey, generateKeyPairSync } from 'crypto';
import { base64url, fromBase64url } from '@castle/protocol';
import { Identity, makeIdentity, signSeat } from '../../client/src/identity';
import { Challenges, IDENTITY_REFUSAL, checkSignedSeat, idOfSpki } from '../src/identity';

const GAME = 'ABCD23', OTHER_GAME = 'WXYZ99', CONNECTION = 'session-1';

/** A clock the test moves by hand. */
const clock = (t = Date.UTC(2026, 10, 28, 12)) => ({ t, now() { return this.t; } });

async function made(): Promise<Identity> {
  const result = await makeIdentity('Ann');
  if (!result.ok) throw new Error(result.problem);
  return result.identity;
}

/** A page's try for `seat` of GAME, answering a challenge given to CONNECTION. */
async function asked(challenges: Challenges, identity: Identity, seat = 0) {
  return signSeat(identity, GAME, challenges.give(GAME, CONNECTION), seat);
}

const check = (sent: unknown, challenges: Challenges, seat = 0, code = GAME, connection = CONNECTION) =>
  checkSignedSeat(sent, { code, seat, connection }, challenges);

test('a seat signed by the page\'s identity is accepted, as that identity', async () => {
  const challenges = new Challenges(60, clock()), identity = await made();
  expect(check(await asked(challenges, identity, 1), challenges, 1)).toEqual({ ok: true, id: identity.id, publicKey: identity.publicKey });
});

test('a signature made with another key is refused as a bad signature', async () => {
  const challenges = new Challenges(60, clock()), [identity, other] = [await made(), await made()];
  const sent = await asked(challenges, identity);
  const forged = await signSeat(other, GAME, sent.challenge, 0);
  expect(check({ ...sent, signature: forged.signature }, challenges)).toMatchObject({ ok: false, code: IDENTITY_REFUSAL.BAD_SIGNATURE });
});

test('a signature that is not base64url is refused as a bad signature', async () => {
  const challenges = new Challenges(60, clock());
  const sent = await asked(challenges, await made());
  expect(check({ ...sent, signature: `${sent.signature}=` }, challenges)).toMatchObject({ ok: false, code: IDENTITY_REFUSAL.BAD_SIGNATURE });
});

test('a signed seat sent again is refused: its challenge was used', async () => {
  const challenges = new Challenges(60, clock());
  const sent = await asked(challenges, await made());
  expect(check(sent, challenges)).toMatchObject({ ok: true });
  expect(check(sent, challenges)).toMatchObject({ ok: false, code: IDENTITY_REFUSAL.USED_CHALLENGE });
});

test('a refused try uses its challenge: the right signature after a wrong one is refused too', async () => {
  const challenges = new Challenges(60, clock());
  const sent = await asked(challenges, await made());
  expect(check(sent, challenges, 1)).toMatchObject({ ok: false, code: IDENTITY_REFUSAL.BAD_SIGNATURE });
  expect(check(sent, challenges, 0)).toMatchObject({ ok: false, code: IDENTITY_REFUSAL.USED_CHALLENGE });
});

test('a challenge given for another game is refused there', async () => {
  const challenges = new Challenges(60, clock()), identity = await made();
  const sent = await signSeat(identity, OTHER_GAME, challenges.give(OTHER_GAME, CONNECTION), 0);
  expect(check(sent, challenges)).toMatchObject({ ok: false, code: IDENTITY_REFUSAL.OTHER_GAME_CHALLENGE });
});

test('a signature over another game\'s code, with this game\'s challenge, is refused as a bad signature', async () => {
  const challenges = new Challenges(60, clock()), identity = await made();
  const sent = await signSeat(identity, OTHER_GAME, challenges.give(GAME, CONNECTION), 0);
  expect(check(sent, challenges)).toMatchObject({ ok: false, code: IDENTITY_REFUSAL.BAD_SIGNATURE });
});

test('a challenge answered from another connection is refused', async () => {
  const challenges = new Challenges(60, clock());
  const sent = await asked(challenges, await made());
  expect(check(sent, challenges, 0, GAME, 'session-2')).toMatchObject({ ok: false, code: IDENTITY_REFUSAL.OTHER_CONNECTION_CHALLENGE });
});

test('a challenge answered once its minute has run out is refused as expired', async () => {
  const time = clock(), challenges = new Challenges(60, time);
  const sent = await asked(challenges, await made());
  time.t += 60_000;
  expect(check(sent, challenges)).toMatchObject({ ok: false, code: IDENTITY_REFUSAL.EXPIRED_CHALLENGE, params: { seconds: 60 } });
});

test('a challenge answered just before its end is accepted', async () => {
  const time = clock(), challenges = new Challenges(60, time);
  const sent = await asked(challenges, await made());
  time.t += 59_999;
  expect(check(sent, challenges)).toMatchObject({ ok: true });
});

test('a signature for another seat is refused as a bad signature', async () => {
  const challenges = new Challenges(60, clock());
  const sent = await asked(challenges, await made(), 0);
  expect(check(sent, challenges, 1)).toMatchObject({ ok: false, code: IDENTITY_REFUSAL.BAD_SIGNATURE, params: { seat: 1 } });
});

test('an id that is not the public key\'s is refused, though the signature is good', async () => {
  const challenges = new Challenges(60, clock()), other = await made();
  const sent = await asked(challenges, await made());
  expect(check({ ...sent, id: other.id }, challenges)).toMatchObject({ ok: false, code: IDENTITY_REFUSAL.WRONG_ID });
});

test('a challenge never given is refused as unknown', async () => {
  const challenges = new Challenges(60, clock());
  const sent = await signSeat(await made(), GAME, base64url(new Uint8Array(32)), 0);
  expect(check(sent, challenges)).toMatchObject({ ok: false, code: IDENTITY_REFUSAL.UNKNOWN_CHALLENGE });
});

test('a newer challenge for the same game and connection replaces the older', async () => {
  const challenges = new Challenges(60, clock()), identity = await made();
  const older = await asked(challenges, identity);
  const newer = await asked(challenges, identity);
  expect(check(older, challenges)).toMatchObject({ ok: false, code: IDENTITY_REFUSAL.UNKNOWN_CHALLENGE });
  expect(check(newer, challenges)).toMatchObject({ ok: true });
});

test('challenges are forgotten a lifetime after they run out', () => {
  const time = clock(), challenges = new Challenges(60, time);
  for (let i = 0; i < 10; i++) challenges.give(GAME, `session-${i}`);
  time.t += 120_000;
  challenges.give(GAME, 'session-late');
  expect(challenges.size).toBe(1);
});

test('a signed seat that is not four texts is refused before its challenge is used', async () => {
  const challenges = new Challenges(60, clock());
  const sent = await asked(challenges, await made());
  for (const bad of [null, 'text', { ...sent, signature: 7 }, { ...sent, publicKey: 'x'.repeat(1000) }]) {
    expect(check(bad, challenges)).toMatchObject({ ok: false, code: IDENTITY_REFUSAL.BAD_SIGNED_SEAT });
  }
  expect(check(sent, challenges)).toMatchObject({ ok: true });
});

describe('public keys other than WebCrypto\'s P-256 SPKI are refused as bad keys', () => {
  async function refusedKey(publicKey: string) {
    const challenges = new Challenges(60, clock());
    const sent = await asked(challenges, await made());
    return check({ ...sent, publicKey, id: fromBase64url(publicKey) ? idOfSpki(fromBase64url(publicKey)!) : sent.id }, challenges);
  }

  test('text that is not DER', async () => {
    expect(await refusedKey(base64url(new TextEncoder().encode('not a key')))).toMatchObject({ ok: false, code: IDENTITY_REFUSAL.BAD_KEY });
  });

  test('a key on another curve', async () => {
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-384' });
    expect(await refusedKey(base64url(publicKey.export({ format: 'der', type: 'spki' })))).toMatchObject({ ok: false, code: IDENTITY_REFUSAL.BAD_KEY });
  });

  test('a P-256 key written with its point compressed', async () => {
    const identity = await made();
    const spki = fromBase64url(identity.publicKey)!;
    const point = spki.subarray(spki.length - 65); // 04 || x || y
    const compressed = Buffer.concat([Buffer.from('3039301306072a8648ce3d020106082a8648ce3d030107032200', 'hex'), Buffer.from([2 + (point[64] & 1)]), point.subarray(1, 33)]);
    const jwk = (der: Uint8Array) => createPublicKey({ key: Buffer.from(der), format: 'der', type: 'spki' }).export({ format: 'jwk' });
    expect(jwk(compressed)).toEqual(jwk(spki)); // the same key, written otherwise
    expect(await refusedKey(base64url(compressed))).toMatchObject({ ok: false, code: IDENTITY_REFUSAL.BAD_KEY });
  });
});
