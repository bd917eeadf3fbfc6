// The HTTP side for the open internet: bodies capped at BODY_LIMIT before they are read (the
// matchmaker's and express's), lookups and joins by code counted per client address.
import { ChildProcess } from 'child_process';
import { once } from 'events';
import * as fs from 'fs';
import * as http from 'http';
import * as net from 'net';
import { Client } from 'colyseus.js';
import { stopProcess } from '@castle/test-kit';
import { Player, freePort, serverProcess, sleep, tempDir, waitFor } from './harness';

const LIMIT = 20;
let plain: { port: number; child: ChildProcess };
let proxied: { port: number; child: ChildProcess };

beforeAll(async () => {
  const start = async (env: Record<string, string>) => {
    const port = await freePort();
    return { port, child: await serverProcess(port, tempDir(), { LOOKUP_PER_MINUTE: String(LIMIT), ...env }) };
  };
  [plain, proxied] = await Promise.all([start({}), start({ TRUST_PROXY: '1' })]);
});
afterAll(async () => {
  await Promise.all([plain, proxied].filter(Boolean).map((s) => stopProcess(s.child)));
});

/** The resident memory of a process, in bytes. */
function rss(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1];
  return Number(kb) * 1024;
}

/**
 * POST `size` bytes (with Content-Length, or chunked) from a raw socket, as fast as the server
 * takes them, until it answers; the answer's status and JSON body, and how long it took.
 */
async function bigPost(port: number, path: string, size: number, chunked: boolean, localAddress?: string): Promise<{ status: number; body: any; ms: number; sent: number }> {
  const sock = net.connect({ port, host: '127.0.0.1', localAddress });
  await once(sock, 'connect');
  let answer = Buffer.alloc(0);
  let closed = false;
  sock.on('data', (d: Buffer) => { answer = Buffer.concat([answer, d]); });
  sock.on('close', () => { closed = true; });
  sock.on('error', () => { closed = true; });
  const complete = () => {
    const text = answer.toString('latin1');
    const end = text.indexOf('\r\n\r\n');
    const length = /content-length: (\d+)/i.exec(text);
    return end >= 0 && length !== null && answer.length >= end + 4 + Number(length[1]);
  };
  const start = Date.now();
  sock.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${size}`}\r\n\r\n`);
  const piece = Buffer.alloc(64 * 1024, 0x20);
  const frame = chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
  let sent = 0;
  while (sent < size && !closed && !complete()) {
    const part = size - sent >= piece.length ? frame : piece.subarray(0, size - sent);
    if (!sock.write(part)) await Promise.race([new Promise((r) => sock.once('drain', r)), new Promise((r) => sock.once('close', r)), sleep(200)]);
    sent += Math.min(piece.length, size - sent);
  }
  if (chunked && !closed && !complete()) sock.write('0\r\n\r\n');
  await waitFor(() => closed || complete(), 20_000, 'an answer');
  const ms = Date.now() - start;
  sock.destroy();
  const text = answer.toString('utf8');
  const status = Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0);
  return { status, body: JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4) || 'null'), ms, sent };
}

/** A GET from a chosen local address, with chosen headers. */
function get(port: number, path: string, options: { localAddress?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: any }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, localAddress: options.localAddress, headers: options.headers, agent: false }, (res) => {
      let data = '';
      res.on('data', (d) => { data += d; });
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: data ? JSON.parse(data) : null }));
    });
    req.on('error', reject);
    req.end();
  });
}

function getText(port: number, path: string, localAddress?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path, localAddress, agent: false }, (res) => {
      let data = '';
      res.on('data', (d) => { data += d; });
      res.on('end', () => resolve({ status: res.statusCode!, body: data }));
    }).on('error', reject);
  });
}

const SIZE = 64 * 1024 * 1024;

test('a large body gets 413 at once, unread, with Content-Length or chunked, and the process does not grow; a small one still creates a game', async () => {
  await bigPost(plain.port, '/matchmake/create/castle', 1024 * 1024, false); // warm up
  const before = rss(plain.child.pid!);
  for (const chunked of [false, true]) {
    const r = await bigPost(plain.port, '/matchmake/create/castle', SIZE, chunked);
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ code: 'BODY_TOO_LARGE', params: { limit: 16384 }, message: expect.stringMatching(/16384 bytes/) });
    expect(r.ms).toBeLessThan(2000);
    expect(r.sent).toBeLessThan(SIZE / 4);
  }
  expect(rss(plain.child.pid!) - before).toBeLessThan(8 * 1024 * 1024);
  // express's routes too (from an address of its own: a request by code is a lookup, counted below)
  const api = await bigPost(plain.port, '/api/games/ABCDE', SIZE, false, '127.0.0.9');
  expect(api.status).toBe(413);
  expect(api.body.code).toBe('BODY_TOO_LARGE');
  // A small body still creates a game.
  const a = await Player.create(`ws://127.0.0.1:${plain.port}`, { name: 'Ann'.padEnd(20, '.') });
  await waitFor(() => a.token !== null);
  expect(a.code).toMatch(/^[A-Z0-9]{5}$/);
  await a.room.leave();
});

test('lookups and joins by code from one address get 429 past LOOKUP_PER_MINUTE; another address is still served', async () => {
  const url = `ws://127.0.0.1:${plain.port}`;
  const a = await Player.create(url, { name: 'Ann' });
  await waitFor(() => a.token !== null);
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT; i++) statuses.push((await get(plain.port, `/api/games/${i % 2 ? a.code : 'AAAAA'}`, { headers: { 'X-Forwarded-For': `198.51.100.${i}` } })).status);
  expect(statuses.filter((s) => s === 429)).toHaveLength(0);
  // X-Forwarded-For means nothing without TRUST_PROXY: the socket's address counts.
  const over = await get(plain.port, '/api/games/AAAAA', { headers: { 'X-Forwarded-For': '198.51.100.99' } });
  expect(over.status).toBe(429);
  expect(over.body).toEqual({ code: 'TOO_MANY_LOOKUPS', params: { retryAfter: Number(over.headers['retry-after']) }, message: expect.any(String) });
  expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect((await get(plain.port, `/api/games/${a.code}`)).status).toBe(429);
  // A game's page carries the game's info (game-page.ts): past the limit it is the plain page, whose
  // own lookup is refused in words.
  const page = await getText(plain.port, `/g/${a.code}?watch`);
  expect([page.status, page.body.includes('<div id="app">'), page.body.includes('first-view')]).toEqual([200, true, false]);
  await expect(new Client(url).joinById(a.code, { name: 'Bob' })).rejects.toMatchObject({ code: 429 });
  // Another address is served, and may join.
  expect((await get(plain.port, `/api/games/${a.code}`, { localAddress: '127.0.0.2' })).status).toBe(200);
  expect((await get(plain.port, '/api/games/AAAAA', { localAddress: '127.0.0.2' })).status).toBe(404);
  // Pages count: from a third address, a minute's share of pages (each with the game in it), then a lookup is one too many.
  const pages = [];
  for (let i = 0; i < LIMIT; i++) pages.push((await getText(plain.port, `/g/${a.code}`, '127.0.0.3')).body.includes('id="first-view"'));
  expect(pages.every(Boolean)).toBe(true);
  expect((await get(plain.port, `/api/games/${a.code}`, { localAddress: '127.0.0.3' })).status).toBe(429);
  await a.room.leave();
});

test('behind a proxy (TRUST_PROXY), the address the proxy saw counts, not what the client wrote', async () => {
  const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });
  for (let i = 0; i < LIMIT; i++) expect((await get(proxied.port, '/api/games/AAAAA', from('203.0.113.5'))).status).toBe(404);
  const over = await get(proxied.port, '/api/games/AAAAA', from('203.0.113.5'));
  expect(over.status).toBe(429);
  expect(over.headers['retry-after']).toBeDefined();
  // A client's own entries stand left of the proxy's.
  expect((await get(proxied.port, '/api/games/AAAAA', from('10.0.0.1, 203.0.113.5'))).status).toBe(429);
  expect((await get(proxied.port, '/api/games/AAAAA', from('203.0.113.6'))).status).toBe(404);
  expect((await get(proxied.port, '/health', from('203.0.113.5'))).status).toBe(200);
});
