// Limits of the HTTP side for the open internet, in front of express and of Colyseus' matchmaker
// (which reads POST bodies itself, in Server.handleMatchMakeRequest): bodies are capped at
// BODY_LIMIT; lookups and joins by game code (and joins by room name: the lobby) are counted per client
// address (LOOKUP_PER_MINUTE), so codes cannot be scanned, and so are games created (CREATE_PER_MINUTE),
// so rooms cannot be spammed.
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'http';
import { REFUSAL, Said } from '@castle/protocol';
import { stampAddress, stampUpgrades, trustedProxies } from './address';

/** `16kb`, `1mb`, `512b` or a number of bytes. */
export function parseBytes(setting: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(setting);
  if (!m) throw new Error(`not a size: ${JSON.stringify(setting)} (write 16kb, 1mb or a number of bytes)`);
  const unit = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(m[2] ?? 'b').toLowerCase() as 'b'];
  return Math.floor(Number(m[1]) * unit);
}

/** BODY_LIMIT: the largest request body read (default 16 kB). */
export const bodyLimit = (setting = process.env.BODY_LIMIT): number => parseBytes(setting || '16kb');

/** A setting that is a positive number, or its default when unset. */
export function positive(name: string, setting: string | undefined, fallback: number): number {
  const n = Number(setting || fallback);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not ${JSON.stringify(setting)}`);
  return n;
}

/** LOOKUP_PER_MINUTE: lookups and joins by code per client address and minute (default 60). */
export const lookupsPerMinute = (setting = process.env.LOOKUP_PER_MINUTE): number => positive('LOOKUP_PER_MINUTE', setting, 60);

/** CREATE_PER_MINUTE: games created per client address and minute (default 20). */
export const createsPerMinute = (setting = process.env.CREATE_PER_MINUTE): number => positive('CREATE_PER_MINUTE', setting, 20);

/** A token bucket per address: `perMinute` at once, refilled at that rate. Full buckets are forgotten. */
export class AddressLimiter {
  private buckets = new Map<string, { tokens: number; at: number }>();
  private lastSweep = Date.now();

  constructor(private perMinute: number) {}

  /** 0 if this address may go on (one token taken), or the seconds until it may. */
  take(address: string, now = Date.now()): number {
    this.sweep(now);
    const rate = this.perMinute / 60_000;
    let b = this.buckets.get(address);
    if (!b) this.buckets.set(address, (b = { tokens: this.perMinute, at: now }));
    b.tokens = Math.min(this.perMinute, b.tokens + (now - b.at) * rate);
    b.at = now;
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - b.tokens) / rate / 1000));
  }

  /** Once a minute, drop the buckets that have refilled: the map holds only recent askers. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [address, b] of this.buckets) if (b.tokens + (now - b.at) * (this.perMinute / 60_000) >= this.perMinute) this.buckets.delete(address);
  }
}

const MATCHMAKE = '/matchmake';

/** The matchmaker method a POST asks for, as Colyseus reads its URL (the first word after `matchmake`). */
function matchmakeMethod(req: IncomingMessage): string | undefined {
  if (req.method !== 'POST') return undefined;
  const words: string[] = (req.url ?? '').match(/[a-zA-Z_\-0-9]+/g) ?? [];
  const at = words.indexOf('matchmake');
  return at < 0 ? undefined : words[at + 1];
}

/** The path as express routes it (its parseurl): up to the query, also of an absolute-form URL
 *  (`GET http://host/api/...`), which express routes like the plain one. */
function pathOf(req: IncomingMessage): string {
  const url = req.url ?? '';
  if (url.startsWith('/')) return url.split('?')[0];
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** The matchmaker's methods that take a game's code: a join, and a reconnection (whose refusal says
 *  whether the room exists: "has been disposed", or "token invalid or expired"). */
const BY_CODE = new Set(['joinById', 'reconnect']);

/**
 * A lookup or join by code: the matchmaker's joinById or reconnect, or any request under the app's
 * /api/games/:code (the record, the replay, the rematch's POST: whatever the method, each looks the
 * game up), /api/standings (one for the games it names: at most STANDINGS_MAX), and a player's or a
 * pool's ratings (/api/players/:id, /api/leaderboard/:pool: each a query of the store). Express routes
 * paths whatever their case, so they are matched so here too.
 */
export function isLookupByCode(req: IncomingMessage): boolean {
  if ((req.url ?? '').includes(MATCHMAKE)) return BY_CODE.has(matchmakeMethod(req) ?? '');
  return /^\/api\/(games\/[^/]|standings\/?$|players\/[^/]|leaderboard\/[^/])/i.test(pathOf(req));
}

/** A join by room name (the lobby's, or any listed room's), counted with the lookups: neither is joined in bulk. */
export function isJoinByName(req: IncomingMessage): boolean {
  return (req.url ?? '').includes(MATCHMAKE) && matchmakeMethod(req) === 'join';
}

/** A game's page (/g/:code), which carries the game's info (game-page.ts), or its replay's, whose
 *  head names the game: a lookup too. */
export function isGamePage(req: IncomingMessage): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && /^\/g\/[^/]+(\/replay)?\/?$/i.test(pathOf(req));
}

/** Marks a game's page asked for past LOOKUP_PER_MINUTE: it is served plain, without the game in
 *  it, and the page's own lookup is then refused in words (a link opened is never a bare 429). */
export const OVER_LOOKUPS = Symbol('over the lookups per minute');
export type MaybeOverLookups = IncomingMessage & { [OVER_LOOKUPS]?: boolean };

/** A request that makes a game: `create`, or `joinOrCreate` (every game is private, so it finds none to join). */
export function isCreate(req: IncomingMessage): boolean {
  const method = (req.url ?? '').includes(MATCHMAKE) ? matchmakeMethod(req) : undefined;
  return method === 'create' || method === 'joinOrCreate';
}

/**
 * An error answer: JSON `{ code, params, message }` (and `error`, which colyseus.js shows for a matchmaker
 * answer). With `unread`, the request's body is left unread: Node would otherwise read (and drop)
 * the rest of it after the answer, and `Connection: close` would make it reset the connection as
 * soon as the answer is sent, before the client may have read it. So the connection is closed a
 * moment after the answer instead (a lingering close, like nginx's), reading nothing more.
 */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, said: Said, options: { headers?: Record<string, string>; unread?: boolean } = {}): void {
  if (res.headersSent) return void req.socket.destroy();
  const body = JSON.stringify({ ...said, ...(req.url?.includes(MATCHMAKE) ? { error: said.message } : {}) });
  res.writeHead(status, {
    'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff', ...options.headers,
  });
  if (options.unread) {
    req.pause();
    req.read(0); // counts as read by us: Node does not drain the rest after the answer
    const socket = req.socket;
    res.once('finish', () => setTimeout(() => socket.destroy(), LINGER_MS).unref());
  }
  res.end(body);
}

/** How long a connection whose body is refused stays open (unread) after the answer. */
const LINGER_MS = 1000;

/** The per-address limiters, for what is counted outside HTTP too (a rematch is a create). */
export interface AddressLimits { lookups: AddressLimiter; creates: AddressLimiter }

export interface HttpLimits {
  bodyLimit: number;
  lookupsPerMinute: number;
  createsPerMinute: number;
  trustProxy: number;
}

export function httpLimitsFromEnv(): HttpLimits {
  return { bodyLimit: bodyLimit(), lookupsPerMinute: lookupsPerMinute(), createsPerMinute: createsPerMinute(), trustProxy: trustedProxies() };
}

/**
 * Put the limits in front of every "request" listener of the server (express, and the matchmaker's
 * own, which Colyseus attaches when its Server is made: call this after that).
 */
export function limitRequests(server: HttpServer, limits: HttpLimits): AddressLimits {
  const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  // What is counted per client address: a request is refused once its address has used its minute's share.
  const lookups = new AddressLimiter(limits.lookupsPerMinute), creates = new AddressLimiter(limits.createsPerMinute);
  const counted = [
    { asks: isLookupByCode, limiter: lookups, code: REFUSAL.TOO_MANY_LOOKUPS, what: 'games looked up' },
    { asks: isJoinByName, limiter: lookups, code: REFUSAL.TOO_MANY_LOOKUPS, what: 'rooms joined' },
    { asks: isCreate, limiter: creates, code: REFUSAL.TOO_MANY_CREATES, what: 'games created' },
  ];
  const tooLarge: Said = { code: REFUSAL.BODY_TOO_LARGE, params: { limit: limits.bodyLimit }, message: `a request body may hold at most ${limits.bodyLimit} bytes` };
  stampUpgrades(server, limits.trustProxy);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const address = stampAddress(req, limits.trustProxy);
    if (isGamePage(req) && lookups.take(address)) (req as MaybeOverLookups)[OVER_LOOKUPS] = true;
    const limited = req.method === 'OPTIONS' ? undefined : counted.find((c) => c.asks(req));
    const wait = limited?.limiter.take(address);
    if (limited && wait) {
      const said = { code: limited.code, params: { retryAfter: wait }, message: `too many ${limited.what} from this address: try again in ${wait} s` };
      return refuse(req, res, 429, said, { headers: { 'Retry-After': String(wait) } });
    }
    const length = req.headers['content-length'];
    if (length !== undefined && Number(length) > limits.bodyLimit) return refuse(req, res, 413, tooLarge, { unread: true });
    if (req.headers['transfer-encoding'] !== undefined) {
      // A chunked body: counted as it comes; past the limit, refused and read no further.
      let read = 0;
      const count = (chunk: Buffer) => {
        read += chunk.length;
        if (read > limits.bodyLimit) {
          req.off('data', count);
          refuse(req, res, 413, tooLarge, { unread: true });
        }
      };
      req.on('data', count);
      // A listener on 'data' sets the body flowing; whoever reads it must still find it all.
      req.pause();
      process.nextTick(() => { if (!res.headersSent && !req.destroyed) req.resume(); });
    }
    for (const listener of listeners) listener.call(server, req, res);
  });
  return { lookups, creates };
}
