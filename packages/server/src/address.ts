// Who is asking: the client's address, worked out once where the request or the WebSocket's upgrade
// comes in, and read from there by every limit per address (HTTP, matchmaker, rooms). Colyseus' own
// `ip` believes any X-Forwarded-For a client writes, so nothing here uses it.
import type { IncomingMessage, Server as HttpServer } from 'http';
import { isIPv6 } from 'net';
import type { Socket } from 'net';
import { aroundMatchmaker } from './colyseus-internals';

/**
 * TRUST_PROXY: how many proxies in front of this process append to X-Forwarded-For (`true` is 1;
 * unset, `0` or `false`: none, and the header is ignored, since anyone can send it).
 */
export function trustedProxies(setting = process.env.TRUST_PROXY ?? ''): number {
  const s = setting.trim().toLowerCase();
  if (s === '' || s === 'false' || s === '0') return 0;
  if (s === 'true') return 1;
  const n = Number(s);
  if (!Number.isInteger(n) || n < 0) throw new Error(`TRUST_PROXY must be true, false or a number of proxies, not ${JSON.stringify(setting)}`);
  return n;
}

/**
 * The client's address: the socket's, or with `proxies` trusted proxies in front, the address the
 * outermost of them saw (that many entries from the right of X-Forwarded-For; entries further left
 * are whatever the client wrote).
 */
export function clientAddress(req: IncomingMessage, proxies: number): string {
  const own = req.socket.remoteAddress ?? 'unknown';
  if (proxies === 0) return addressKey(own);
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : header ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (hops.length === 0) return addressKey(own);
  return addressKey(hops[Math.max(0, hops.length - proxies)]);
}

/**
 * What the limits count an address as: an IPv4 address as it is (also when written as IPv6,
 * `::ffff:a.b.c.d`), an IPv6 address by its /64, the block one home or host is given: else one
 * client would have 2^64 addresses to spread its requests over.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.split('%')[0].split('::');
  const left = head ? head.split(':') : [], right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/** A request's address, as stamped on it; a header (not the socket) since a proxy's connection carries many clients' requests. */
const HEADER = 'x-castle-address';
/** A WebSocket's address, stamped on its socket at the upgrade: the socket is that one client's. */
const ON_SOCKET = Symbol('client address');

/** Work out a request's address and keep it with the request (a client's own header of that name is replaced). */
export function stampAddress(req: IncomingMessage, proxies: number): string {
  const address = clientAddress(req, proxies);
  req.headers[HEADER] = address;
  return address;
}

/** The address stamped on a request (stampAddress), or its socket's. */
export function requestAddress(req: { headers: IncomingMessage['headers']; socket?: Socket }): string {
  const stamped = req.headers[HEADER];
  return typeof stamped === 'string' ? stamped : addressKey(req.socket?.remoteAddress ?? 'unknown');
}

/** Every WebSocket upgrade gets its address on its socket before the transport sees it. */
export function stampUpgrades(server: HttpServer, proxies: number): void {
  server.prependListener('upgrade', (req: IncomingMessage) => {
    (req.socket as Socket & { [ON_SOCKET]?: string })[ON_SOCKET] = stampAddress(req, proxies);
  });
}

/** The address of a WebSocket's socket (stampUpgrades), else the socket's own. */
export function socketAddress(socket: Socket | undefined): string {
  return (socket as (Socket & { [ON_SOCKET]?: string }) | undefined)?.[ON_SOCKET] ?? addressKey(socket?.remoteAddress ?? 'unknown');
}

/** The create's option under which the creator's address reaches the game's room (JSON: it crosses processes). */
export const CREATOR_ADDRESS = '_creatorAddress';

/** Every create through the matchmaker carries its creator's address to the room's onCreate (a client's own value is replaced). */
let stamping = false;

export function stampCreators(): void {
  if (stamping) return; // the matchmaker is the process's: wrapped once, whatever the servers started in it
  stamping = true;
  aroundMatchmaker((method, args, next) => {
    if (method === 'create' || method === 'joinOrCreate') {
      const context = args[2] as { req?: IncomingMessage } | undefined;
      const options = args[1] && typeof args[1] === 'object' && !Array.isArray(args[1]) ? args[1] as Record<string, unknown> : (args[1] = {});
      options[CREATOR_ADDRESS] = context?.req ? requestAddress(context.req) : 'unknown';
    }
    return next();
  });
}
