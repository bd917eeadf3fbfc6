// The leaderboards' and players' pages (rating-pages.ts): the built page, titled in the browser's
// language, at each pool's address and a player's; a pool no game has is the page not found.
import * as fs from 'fs';
import * as path from 'path';
import { SqliteStore } from '../src/store/sqlite';
import { RunningServer, startServer } from '../src/app';
import { tempDir } from './harness';

const PAGE = '<!doctype html><html><head><title>Site</title>\n<script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="app"></div></body></html>';
const PLAYER = 'abcdefghijklmnopqrstuvwxyz0';

let server: RunningServer;
let base: string;
beforeAll(async () => {
  const publicDir = tempDir();
  fs.writeFileSync(path.join(publicDir, 'index.html'), PAGE);
  server = await startServer({ port: 0, store: new SqliteStore(tempDir()), publicDir });
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => { await server.shutdown(); });

async function page(address: string, lang = 'en'): Promise<{ status: number; title: string | undefined; app: boolean }> {
  const r = await fetch(`${base}${address}`, { headers: { accept: 'text/html', 'accept-language': lang } });
  const html = await r.text();
  return { status: r.status, title: /<title>([^<]*)<\/title>/.exec(html)?.[1], app: html.includes('<div id="app"></div>') };
}

test('each pool\'s leaderboard, and /leaderboard, is the page titled "Leaderboards"', async () => {
  for (const address of ['/leaderboard', '/leaderboard/castle', '/leaderboard/castle-falcon', '/leaderboard/carcassonne']) {
    expect([address, await page(address)]).toEqual([address, { status: 200, title: 'Leaderboards · Carcassonne online', app: true }]);
  }
});

test('a player\'s page is the page titled as a player\'s ratings', async () => {
  expect(await page(`/players/${PLAYER}`)).toEqual({ status: 200, title: 'A player’s ratings · Carcassonne online', app: true });
});

test('the titles are in the browser\'s language', async () => {
  expect((await page('/leaderboard/castle', 'de')).title).toBe('Bestenlisten · Carcassonne online');
  expect((await page(`/players/${PLAYER}`, 'fr')).title).toBe('Le classement d’un joueur · Carcassonne en ligne');
});

test('a pool no game has is the page not found, with status 404', async () => {
  expect(await page('/leaderboard/chess')).toMatchObject({ status: 404, app: true });
});
