// The worked example of docs/identity.md, checked by both sides: the page's core reads the key to the
// id and public key the page gives, and the server verifies the signature given there.
import { verify } from 'crypto';
import { fromBase64url, seatMessage } from '@castle/protocol';
import { readIdentity } from '../../client/src/identity';
import { idOfSpki, readPublicKey } from '../src/identity';

const KEY = {
  kty: 'EC', crv: 'P-256',
  x: '43O6wsjI0xrNySrILKfkhI4uXMsK1TNfykw5gpGq3mc',
  y: 'T3tavAZKSRwsA8YDrtgcHD9Yl84Y9ebqVbWTWBm3Gaw',
  d: 'BjZfOgnqJNygcVUFToKHKeOOCo_zWTQkG3H0cZI4zdQ',
};
const SPKI_HEX = '3059301306072a8648ce3d020106082a8648ce3d03010703420004'
  + 'e373bac2c8c8d31acdc92ac82ca7e4848e2e5ccb0ad5335fca4c398291aade67'
  + '4f7b5abc064a491c2c03c603aed81c1c3f5897ce18f5e6ea55b5935819b719ac';
const PUBLIC_KEY = 'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE43O6wsjI0xrNySrILKfkhI4uXMsK1TNfykw5gpGq3mdPe1q8BkpJHCwDxgOu2BwcP1iXzhj15upVtZNYGbcZrA';
const ID = 'isq-45GfWrbaQN96cED163QPGQI';
const CHALLENGE = 'w8mBqRjVaT0Zk3yF1cXhLq7pN2eS5uG9oI4dA6bC8Ek';
const SIGNATURE = 'WlsqilFYPJcSJC8sPQpRmYn9sIBOm2aRB8YlqmAr5jNCA8P_UqAmkez3ibX8p93ojPweMM3A7Cm7-RxaKuJqew';

test('the example\'s SPKI is its public key in hex, and its id is SHA-256 of it, cut to 20 bytes', () => {
  expect(Buffer.from(fromBase64url(PUBLIC_KEY)!).toString('hex')).toBe(SPKI_HEX);
  expect(idOfSpki(Buffer.from(SPKI_HEX, 'hex'))).toBe(ID);
});

test('the page reads the example\'s identity file to its id and public key', async () => {
  const file = { format: 'castle-identity', version: 1, id: ID, name: 'Ann', created: '2026-11-28T12:00:00.000Z', key: KEY };
  const read = await readIdentity(JSON.stringify(file));
  if (!read.ok) throw new Error(read.problem);
  expect([read.identity.id, read.identity.publicKey]).toEqual([ID, PUBLIC_KEY]);
});

test('the example\'s signature of seat 1 of ABCD23 verifies under its public key', () => {
  const key = readPublicKey(PUBLIC_KEY);
  if (!key.ok) throw new Error(key.message);
  expect(key.id).toBe(ID);
  const message = Buffer.from(seatMessage('ABCD23', CHALLENGE, 1));
  expect(message.toString()).toBe(`castle-seat\nABCD23\n${CHALLENGE}\n1`);
  expect(verify('sha256', message, { key: key.key, dsaEncoding: 'ieee-p1363' }, fromBase64url(SIGNATURE)!)).toBe(true);
});
