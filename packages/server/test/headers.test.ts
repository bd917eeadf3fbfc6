// The headers of the HTTP side, from the built server as its own process: security headers on the
// page, an asset, /health, /api and /matchmake; cross-origin answers only for ALLOWED_ORIGINS;
// precompressed assets with a year's caching, the page revalidated.
import { ChildProcess } from 'child_process';
import * as fs from 'fs';
import * as http from 'http';
import * as path from 'path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'zlib';
import { stopProcess } from '@castle/test-kit';
import { Player, freePort, serverProcess, tempDir, waitFor } from './harness';

const FRIEND = 'https://friend.example';
const STRANGER = 'https://stranger.example';
const ASSET = '/assets/index-Ab12Cd34.js';
const PLAIN = '/assets/art-Zy98Xw76.svg';
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};\n`;

let child: ChildProcess;
let port: number;

/** A built client as Vite leaves it: a page, hashed assets, the script also as .br and .gz. */
function publicDir(): string {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>Castle</title><script type="module" src="${ASSET}"></script>`);
  fs.writeFileSync(path.join(dir, ASSET), SCRIPT);
  fs.writeFileSync(path.join(dir, `${ASSET}.br`), brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dir, `${ASSET}.gz`), gzipSync(SCRIPT));
  fs.writeFileSync(path.join(dir, PLAIN), `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(200)}</svg>`);
  return dir;
}

beforeAll(async () => {
  port = await freePort();
  child = await serverProcess(port, tempDir(), { PUBLIC_DIR: publicDir(), ALLOWED_ORIGINS: `${FRIEND}, https://other.example` });
});
afterAll(async () => { await stopProcess(child); });

interface Answer { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** One raw HTTP exchange: the body as sent (not decompressed). */
function request(method: string, url: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function expectSecurityHeaders(a: Answer): void {
  expect(a.headers['x-content-type-options']).toBe('nosniff');
  expect(a.headers['x-frame-options']).toBe('DENY');
  expect(a.headers['referrer-policy']).toBe('no-referrer');
  expect(a.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
}

test('the page, an asset, /health and an /api answer carry the security headers; the page allows only its own scripts and WebSocket', async () => {
  const player = await Player.create(`ws://127.0.0.1:${port}`, { name: 'Ann' });
  await waitFor(() => player.token !== null);
  const answers = {
    page: await request('GET', '/'), game: await request('GET', `/g/${player.code}`), help: await request('GET', '/help'),
    asset: await request('GET', ASSET), health: await request('GET', '/health'), api: await request('GET', `/api/games/${player.code}`),
    missing: await request('GET', '/api/games/AAAAA'),
  };
  for (const [name, a] of Object.entries(answers)) {
    expect([name, a.status]).toEqual([name, name === 'missing' ? 404 : 200]);
    expectSecurityHeaders(a);
  }
  const csp = Object.fromEntries(String(answers.page.headers['content-security-policy']).split(';').map((d) => {
    const [name, ...values] = d.trim().split(/\s+/);
    return [name, values];
  }));
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'"]);
  expect(csp['style-src']).toEqual(["'self'"]);
  expect(csp['img-src']).toEqual(["'self'", 'data:']);
  expect(csp['media-src']).toEqual(["'self'", 'data:']);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['connect-src']).toEqual(["'self'", `ws://127.0.0.1:${port}`, `wss://127.0.0.1:${port}`]);
  expect(answers.page.headers['x-powered-by']).toBeUndefined();
  expect(answers.health.headers['cache-control']).toBe('no-store');
  expect(answers.api.headers['cache-control']).toBe('no-store');
  player.room.leave();
});

test('a Host header cannot write into the policy', async () => {
  const a = await request('GET', '/', { Host: "evil.example; script-src 'unsafe-inline'" });
  expect(a.headers['content-security-policy']).toMatch(/connect-src 'self' *;/);
  expect(a.headers['content-security-policy']).not.toMatch(/unsafe-inline|evil/);
});

const preflight = (url: string, origin: string) => request('OPTIONS', url, {
  Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type',
});
const post = (url: string, origin: string) => request('POST', url, { Origin: origin, 'Content-Type': 'application/json' }, '{}');

test('the matchmaker and /api answer a page from a stranger origin without Access-Control-Allow-Origin', async () => {
  for (const a of [await preflight('/matchmake/joinById/castle', STRANGER), await post('/matchmake/joinById/castle', STRANGER),
    await request('GET', '/api/games/AAAAA', { Origin: STRANGER }), await request('OPTIONS', '/api/games/AAAAA', { Origin: STRANGER, 'Access-Control-Request-Method': 'GET' })]) {
    expect(a.headers['access-control-allow-origin']).toBeUndefined();
    expect(a.headers['access-control-allow-credentials']).toBeUndefined();
  }
});

test('the matchmaker and /api answer a page from an origin in ALLOWED_ORIGINS by name, with credentials', async () => {
  const answers = [await preflight('/matchmake/joinById/castle', FRIEND), await post('/matchmake/joinById/castle', FRIEND),
    await request('GET', '/api/games/AAAAA', { Origin: FRIEND }), await request('OPTIONS', '/api/games/AAAAA', { Origin: FRIEND, 'Access-Control-Request-Method': 'GET' })];
  for (const a of answers) {
    expect(a.headers['access-control-allow-origin']).toBe(FRIEND);
    expect(a.headers['access-control-allow-credentials']).toBe('true');
    expect(a.headers.vary).toMatch(/Origin/);
    expect(a.headers['x-content-type-options']).toBe('nosniff');
  }
  expect(answers[0].status).toBe(204);
  expect(answers[0].headers['access-control-allow-methods']).toMatch(/POST/);
  expect(answers[3].status).toBe(204);
  expect(JSON.parse(answers[1].body.toString())).toMatchObject({ error: expect.any(String) }); // no such room: answered, not refused
  expect((await post('/matchmake/joinById/castle', 'https://other.example')).headers['access-control-allow-origin']).toBe('https://other.example');
});

test('an asset goes out precompressed as the browser asks (brotli, else gzip) and is cached for a year; the page is revalidated', async () => {
  const br = await request('GET', ASSET, { 'Accept-Encoding': 'gzip, deflate, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
  const gz = await request('GET', ASSET, { 'Accept-Encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
  const plain = await request('GET', ASSET);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(SCRIPT);
  for (const a of [br, gz, plain]) {
    expect(a.headers['content-type']).toMatch(/javascript/);
    expect(a.headers.vary).toMatch(/Accept-Encoding/);
    expect(a.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  // A text file without a precompressed copy is compressed as it goes out.
  const svg = await request('GET', PLAIN, { 'Accept-Encoding': 'gzip' });
  expect(svg.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(svg.body).toString()).toMatch(/^<svg/);

  for (const url of ['/', '/index.html', '/g/ABCDE', '/help']) {
    const page = await request('GET', url, { 'Accept-Encoding': 'gzip, br' });
    expect([url, page.status, page.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
    expect(page.headers.etag).toBeTruthy();
    expect(page.headers['last-modified']).toBeTruthy();
    const again = await request('GET', url, { 'If-None-Match': String(page.headers.etag), 'Accept-Encoding': 'gzip, br' });
    expect([url, again.status]).toEqual([url, 304]);
  }
});
