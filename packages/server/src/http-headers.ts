// The headers of the HTTP side for the open internet: security headers on every answer (a
// Content-Security-Policy that lets the page run only this origin's scripts and talk only to this
// host's WebSocket), cross-origin answers only for ALLOWED_ORIGINS (the app's /api and Colyseus'
// /matchmake), and static files sent precompressed (built by Vite) with long caching for hashed
// assets and revalidation for the page.
import * as path from 'path';
import type { IncomingMessage } from 'http';
import compression from 'compression';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
import { matchMaker } from '@colyseus/core';

/** ALLOWED_ORIGINS: comma-separated origins (`https://example.org`) that may call /api and /matchmake from their pages. */
export function allowedOrigins(setting = process.env.ALLOWED_ORIGINS ?? ''): Set<string> {
  return new Set(setting.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean));
}

/** A Host header fit to be written into a policy (a name or address and a port, nothing else). */
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * Helmet's headers with this page's policy. The page loads its scripts, styles and icon from this
 * origin; tile art is drawn from SVG data: URLs, the turn's tone played from a WAV data: URL; the game's WebSocket goes to the host the page came
 * from (ws:// or wss://; `'self'` covers that in current browsers, the explicit host in older ones)
 * or to this process's PUBLIC_ADDRESS. Nobody may frame it.
 */
export function securityHeaders(publicAddress?: string): RequestHandler {
  const sockets = (host: string | undefined): string[] => (host && HOST.test(host) ? [`ws://${host}`, `wss://${host}`] : []);
  const ownSockets = sockets(publicAddress?.split('/')[0]);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", (req: IncomingMessage) => [...sockets(req.headers.host), ...ownSockets].join(' ')],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // TLS is the proxy's business; pin HTTPS for this host only, not for sibling subdomains.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  });
}

/** The headers of an answer that is data, never a page: nothing in it runs, nobody frames it. */
const DATA_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

/** The CORS headers for a request from `origin`: only an allowed origin is named (with credentials, which colyseus.js sends). */
function corsFor(origin: string | undefined, allowed: Set<string>): Record<string, string> {
  return origin && allowed.has(origin) ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' } : { Vary: 'Origin' };
}

/**
 * Colyseus' matchmaker answers HTTP itself, before express; by default it echoes any Origin with
 * credentials. Overridden the documented way (matchMaker.controller.getCorsHeaders), with the
 * default headers stripped of their `*` origin and credentials.
 */
export function restrictMatchmaker(allowed: Set<string>): void {
  const { 'Access-Control-Allow-Origin': _origin, 'Access-Control-Allow-Credentials': _credentials, ...rest } = matchMaker.controller.DEFAULT_CORS_HEADERS;
  // Typed as always naming an origin; Colyseus only spreads these into the answer's headers.
  matchMaker.controller.DEFAULT_CORS_HEADERS = { ...rest, ...DATA_HEADERS } as unknown as typeof matchMaker.controller.DEFAULT_CORS_HEADERS;
  matchMaker.controller.getCorsHeaders = (req: IncomingMessage) => corsFor(req.headers.origin, allowed);
}

/** /api and /health: not cached, and readable cross-origin only by allowed origins (GET, and its preflight). */
export function apiHeaders(allowed: Set<string>): RequestHandler {
  return (req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', ...corsFor(req.headers.origin, allowed) });
    if (req.method !== 'OPTIONS') return next();
    if (res.get('Access-Control-Allow-Origin')) res.set({ 'Access-Control-Allow-Methods': 'GET', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '7200' });
    res.status(204).end();
  };
}

/** Text answers that were not compressed at build time (JSON of /api, small files) compressed on the fly. */
export const compressAnswers = (): RequestHandler => compression();

/**
 * The built client: the .br or .gz file Vite wrote beside each text file when the browser takes it
 * (no compressing per request), hashed assets cached for a year, everything else (the page, the
 * icon) revalidated every time by its ETag and Last-Modified.
 */
export function staticFiles(publicDir: string): { files: RequestHandler; page: RequestHandler } {
  const files = expressStaticGzip(publicDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    serveStatic: {
      // Vite's assets/ holds only files with a hash of their content in the name.
      setHeaders: (res, file) => res.setHeader('Cache-Control', path.relative(publicDir, file).startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    },
  });
  // The page's own addresses get index.html, through the same files (precompressed, ETag).
  const page: RequestHandler = (req, res, next) => {
    req.url = '/index.html';
    files(req, res, next);
  };
  return { files, page };
}
