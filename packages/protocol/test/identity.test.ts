// The identity's shared formats: base64url as RFC 4648 writes it, the seat message's exact text, the id's length.
import { createHash } from 'crypto';
import fc from 'fast-check';
import { IDENTITY_ID_PATTERN, base64url, fromBase64url, identityId, seatMessage } from '../src/identity';

test('base64url writes any bytes as Node writes base64url, and reads them back', () => {
  fc.assert(fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
    const text = base64url(bytes);
    expect(text).toBe(Buffer.from(bytes).toString('base64url'));
    expect(fromBase64url(text)).toEqual(bytes);
  }));
});

test('base64url of RFC 4648 test vectors, without padding', () => {
  const ascii = (s: string) => new TextEncoder().encode(s);
  expect(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'].map((s) => base64url(ascii(s)))).toEqual(['', 'Zg', 'Zm8', 'Zm9v', 'Zm9vYg', 'Zm9vYmE', 'Zm9vYmFy']);
  expect(base64url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
});

test('only canonical base64url is read: padding, plain base64, white space, an impossible length, leftover bits are refused', () => {
  for (const text of ['Zg==', '+/8', 'Zm 9v', 'Zm9vY', 'Zh', 'Zm9', 'Zm9vYmF=']) expect([text, fromBase64url(text)]).toEqual([text, null]);
  expect(fromBase64url('Zm8')).toEqual(new TextEncoder().encode('fo')); // 'Zm9' is the same bytes with a bit left over
});

test('the seat message is four lines: the purpose, the game code, the challenge, the seat', () => {
  expect(seatMessage('ABCD23', 'q0Lx-_9', 1)).toBe('castle-seat\nABCD23\nq0Lx-_9\n1');
});

test('an id is the first 20 bytes of the digest, 27 characters of base64url', () => {
  const digest = createHash('sha256').update('any public key').digest();
  const id = identityId(new Uint8Array(digest));
  expect(id).toMatch(IDENTITY_ID_PATTERN);
  expect(fromBase64url(id)).toEqual(new Uint8Array(digest.subarray(0, 20)));
});

test('an id is made only from a whole SHA-256 digest', () => {
  expect(() => identityId(new Uint8Array(20))).toThrow(/32 bytes, not 20/);
});
