// What the limits per address count a client as (address.ts): IPv4 as it is, however written;
// IPv6 by its /64, so that one host's many addresses are one; and behind trusted proxies, the
// address the outermost proxy saw, never what the client wrote further left.
import type { IncomingMessage } from 'http';
import { addressKey, clientAddress } from '../src/address';

test('an IPv4 address is counted as it is, also written as IPv6 (::ffff:a.b.c.d)', () => {
  expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(addressKey('::FFFF:127.0.0.1')).toBe('127.0.0.1');
});

test('IPv6 addresses of one /64 are one address; another /64 is another', () => {
  const one = addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
  expect(one).toBe('2001:db8:1:2::/64');
  expect(addressKey('2001:db8:1:2::1')).toBe(one);
  expect(addressKey('2001:0db8:0001:0002:ffff::9')).toBe(one);
  expect(addressKey('2001:db8:1:3::1')).not.toBe(one);
  expect(addressKey('::1')).toBe('0:0:0:0::/64');
  expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
});

test('behind one trusted proxy, the address it saw counts, keyed the same way; unset, the header is ignored', () => {
  const req = (forwarded: string) => ({ socket: { remoteAddress: '::ffff:10.0.0.2' }, headers: { 'x-forwarded-for': forwarded } }) as unknown as IncomingMessage;
  expect(clientAddress(req('6.6.6.6, 2001:db8:9:9::77'), 1)).toBe('2001:db8:9:9::/64');
  expect(clientAddress(req('6.6.6.6'), 0)).toBe('10.0.0.2');
});
