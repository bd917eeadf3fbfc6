// A game's page (/g/<code>) carries what the page shows first (game-page.ts): the game's info, as
// /api/games/<code> answers it, and while the game is played its synced state as a watcher gets it,
// so that the page shows the status and the board before it has joined. Only what everyone with the
// link may see; nothing in it can end the script element it is written in.
import * as fs from 'fs';
import * as path from 'path';
import { SqliteStore } from '../src/store/sqlite';
import { RunningServer, startServer } from '../src/app';
import { Player, castleRecord, json, playOn, table, tempDir, waitFor } from './harness';

const PAGE = '<!doctype html><html><head><title>Site</title>\n<meta name="description" content="The site">\n<meta property="og:title" content="Site">\n<script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="app"></div></body></html>';
const CARC_CHUNKS = ['/assets/carc-game-Xy12Ab34.js', '/assets/carc-boxes-Cd56Ef78.js'];

let server: RunningServer;
let store: SqliteStore;
let base: string;
let url: string;
beforeAll(async () => {
  const dir = tempDir(), publicDir = tempDir();
  fs.writeFileSync(path.join(publicDir, 'index.html'), PAGE);
  fs.writeFileSync(path.join(publicDir, 'game-chunks.json'), JSON.stringify({ carcassonne: [...CARC_CHUNKS, 'https://elsewhere.example/x.js'] }));
  store = new SqliteStore(dir);
  server = await startServer({ port: 0, store, publicDir });
  base = `http://127.0.0.1:${server.port}`;
  url = `ws://127.0.0.1:${server.port}`;
});
afterAll(async () => { await server.shutdown(); });

/** The page at `address` and the first view written into it (null when there is none). */
async function page(address: string): Promise<{ status: number; html: string; cache: string | null; view: any }> {
  const r = await fetch(`${base}${address}`);
  const html = await r.text();
  const m = /<script type="application\/json" id="first-view">(.*?)<\/script>/s.exec(html);
  return { status: r.status, html, cache: r.headers.get('cache-control'), view: m ? JSON.parse(m[1]) : null };
}

/** The page's title and its preview's tags (each tag's contents as written, or null when absent). */
function head(html: string): { titles: string[]; description: string | null; ogTitle: string | null; ogDescription: string | null } {
  const meta = (attr: string) => {
    const found = [...html.matchAll(new RegExp(`<meta ${attr} content="([^"]*)">`, 'g'))].map((m) => m[1] ?? '');
    expect(found.length).toBeLessThan(2); // the page's own tag is replaced, not repeated
    return found[0] ?? null;
  };
  return { titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]), description: meta('name="description"'), ogTitle: meta('property="og:title"'), ogDescription: meta('property="og:description"') };
}

/** A synced state as JSON, without the server's time of the sync (the page's is when it was sent). */
const withoutNow = (s: any) => { const { clockNow: _, ...rest } = JSON.parse(JSON.stringify(s)); return rest; };

test('a game being played: its page carries the info and the state a watcher has, and is never cached', async () => {
  const { a, b, watcher } = await table(url);
  await playOn([a, b], 4);
  await waitFor(() => watcher.state.moves === 4);
  const p = await page(`/g/${a.code.toLowerCase()}?watch`);
  expect(p.status).toBe(200);
  expect(p.cache).toBe('no-store');
  expect(p.html).toContain('<div id="app"></div>');
  expect(p.view.code).toBe(a.code);
  expect(p.view.info).toEqual(await json(fetch(`${base}/api/games/${a.code}`)));
  expect(withoutNow(p.view.state)).toEqual(withoutNow(watcher.state));
  expect(p.view.state).toMatchObject({ game: 'castle', moves: 4, players: [{ name: 'Ann', seated: true }, { name: 'Bob', seated: true }] });
  expect(p.view.state.board).toHaveLength(watcher.state.board.length);
  expect(p.html).not.toContain(a.token);
  expect(p.html).not.toContain(b.token);
  expect(p.html).not.toMatch(/seed|token/i);
  // No preloads for the Castle: its page is in the first script.
  expect(p.html).not.toContain('modulepreload');
  await Promise.all([a, b, watcher].map((x) => x.room.leave()));
});

test.each(['</script><b>x</b>&', 'x$`y', "x$'y$&$$", 'a<!--b'])('a name cannot break the page it is written in (%j): the page keeps its shape and the name reads back whole', async (name) => {
  const a = await Player.create(url, { name });
  await waitFor(() => a.token !== null);
  const p = await page(`/g/${a.code}`);
  expect(p.html).not.toContain('</script><b>');
  expect(p.html.match(/<\/script>/g)).toHaveLength(2); // the page's own script and the first view's
  expect(p.html.match(/<div id="app"><\/div>/g)).toHaveLength(1);
  expect(p.view.info.names).toEqual([name, null]);
  expect(p.view.state.players[0].name).toBe(name);
  await a.room.leave();
});

test('a name stored before line separators were refused ("a\u2028b<!--") cannot break the page either', async () => {
  const name = 'a\u2028b<!--';
  await store.create(castleRecord({ code: 'QQQQR', seed: 'old-name', createdAt: Date.now(), names: [name, null], tokens: ['tok-old', null] }));
  const p = await page('/g/QQQQR');
  expect(p.html.match(/<\/script>/g)).toHaveLength(2);
  expect(p.html.match(/<div id="app"><\/div>/g)).toHaveLength(1);
  expect(p.view.info.names).toEqual([name, null]);
});

test('a stored game no process holds: its page carries the info, and the page joins for the state', async () => {
  await store.create(castleRecord({ code: 'QQQQQ', seed: 'first-view', createdAt: Date.now(), names: ['Ann', 'Bob'], tokens: ['tok-ann', 'tok-bob'] }));
  const p = await page('/g/QQQQQ');
  expect(p.view).toEqual({ code: 'QQQQQ', info: await json(fetch(`${base}/api/games/QQQQQ`)) });
  expect(p.view.info).toMatchObject({ over: false, names: ['Ann', 'Bob'], seatsFree: 0 });
});

test.each([['castle', 'Carcassonne – The Castle'], ['carcassonne', 'Carcassonne']])('a game of %s: its page\'s title and link preview name that game, the inviter and the free seat', async (game, title) => {
  const a = await Player.create(url, { name: 'Ann' }, game);
  await waitFor(() => a.token !== null);
  const h = head((await page(`/g/${a.code}`)).html);
  expect(h.titles).toEqual([`Game ${a.code} · ${title}`]);
  expect(h.ogTitle).toBe(h.titles[0]);
  expect(h.description).toBe(`Ann invites you to a game of ${title}: open the link to take a seat, or watch.`);
  expect(h.ogDescription).toBe(h.description);
  if (game === 'carcassonne') expect(h.titles[0]).not.toContain('Castle');
  await a.room.leave();
});

test.each([['castle', 'Carcassonne – The Castle'], ['carcassonne', 'Carcassonne']])('a game of %s: its replay\'s page is titled for that game too, and carries no first view', async (game, title) => {
  const a = await Player.create(url, { name: 'Ann' }, game);
  await waitFor(() => a.token !== null);
  const p = await page(`/g/${a.code}/replay`);
  expect(head(p.html).titles).toEqual([`Replay of game ${a.code} · ${title}`]);
  expect(head(p.html).ogTitle).toBe(`Replay of game ${a.code} · ${title}`);
  expect(p.view).toBeNull();
  await a.room.leave();
});

test('a game being played and a finished game: the preview says who plays, or where the replay is', async () => {
  const a = await Player.create(url, { name: 'Ann' });
  const b = await Player.join(url, a.code, { name: 'Bob' });
  await waitFor(() => a.actions !== null);
  expect(head((await page(`/g/${a.code}`)).html).description).toBe('Ann and Bob are playing Carcassonne – The Castle: open the link to watch.');
  await playOn([a, b]);
  expect(head((await page(`/g/${a.code}`)).html).description).toBe('A finished game of Carcassonne – The Castle between Ann and Bob: open the link for its replay.');
  await Promise.all([a, b].map((x) => x.room.leave()));
});

test('a name in the preview is written as text: it cannot end the tag or the title it is in', async () => {
  const a = await Player.create(url, { name: '"><b>x</b>&' });
  await waitFor(() => a.token !== null);
  const p = await page(`/g/${a.code}`);
  expect(p.html).not.toContain('<b>');
  expect(head(p.html).description).toBe(`&#34;&#62;&#60;b&#62;x&#60;/b&#62;&#38; invites you to a game of Carcassonne – The Castle: open the link to take a seat, or watch.`);
  await a.room.leave();
});

test('an address the site does not have: the page with status 404 (it says "not found" itself); a missing file a bare 404', async () => {
  for (const address of ['/foo', '/help/chess', '/games/K7QXA']) {
    const r = await fetch(`${base}${address}`, { headers: { accept: 'text/html' } });
    expect([address, r.status, await r.text()]).toEqual([address, 404, PAGE]);
  }
  const missing = await fetch(`${base}/assets/nothing-Ab12.js`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).not.toContain('<div id="app">');
});

test('each served game\'s help address is the page (the page shows that game\'s help)', async () => {
  for (const address of ['/help', '/help/castle', '/help/carcassonne']) {
    const r = await fetch(`${base}${address}`, { headers: { accept: 'text/html' } });
    expect([address, r.status, await r.text()]).toEqual([address, 200, PAGE]);
  }
});

test('the page for a record opened from this computer (/record) is the page, found', async () => {
  const r = await fetch(`${base}/record`, { headers: { accept: 'text/html' } });
  expect([r.status, await r.text()]).toEqual([200, PAGE]);
});

test('an address under /api or /health it does not have: a JSON 404, as the API\'s other refusals', async () => {
  for (const address of ['/api/nothing', '/api/games/K7QXA/moves', '/health/x']) {
    const r = await fetch(`${base}${address}`, { headers: { accept: 'text/html' } });
    expect([address, r.status, r.headers.get('content-type')]).toEqual([address, 404, expect.stringContaining('application/json')]);
    expect(await r.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining(address) });
  }
});

test('Carcassonne\'s page names its own chunks for the browser to fetch at once; only files of the build', async () => {
  const a = await Player.create(url, { name: 'Ann', seats: 3 }, 'carcassonne');
  await waitFor(() => a.token !== null);
  const p = await page(`/g/${a.code}`);
  for (const f of CARC_CHUNKS) expect(p.html).toContain(`<link rel="modulepreload" crossorigin href="${f}">`);
  expect(p.html).not.toContain('elsewhere.example');
  expect(p.html.indexOf('modulepreload')).toBeLessThan(p.html.indexOf('</head>'));
  expect(p.view.state).toMatchObject({ game: 'carcassonne', tiles: [expect.any(Number)] });
  await a.room.leave();
});

test('a finished game\'s page carries its record (the page opens its replay); no state', async () => {
  const a = await Player.create(url, { name: 'Ann' });
  const b = await Player.join(url, a.code, { name: 'Bob' });
  await waitFor(() => a.actions !== null);
  await playOn([a, b]);
  const p = await page(`/g/${a.code}`);
  expect(p.view.info).toMatchObject({ code: a.code, over: true, names: ['Ann', 'Bob'] });
  expect(p.view.state).toBeUndefined();
  await Promise.all([a, b].map((x) => x.room.leave()));
});

test('an unknown or malformed code, a replay or help: the plain page, which says what it needs itself', async () => {
  for (const address of ['/g/AAAAA', '/g/x', '/g/K7QXA/replay', '/help']) {
    const p = await page(address);
    expect([address, p.status, p.view]).toEqual([address, 200, null]);
    expect(p.html).toBe(PAGE);
  }
});

describe('in the browser\'s language', () => {
  const asked = (address: string, headers: Record<string, string>) => fetch(`${base}${address}`, { headers }).then(async (r) => ({ html: await r.text(), vary: r.headers.get('vary') ?? '' }));

  test('a game\'s page asked for in German comes in German, the game under its German name', async () => {
    const a = await Player.create(url, { name: 'Ann' });
    await waitFor(() => a.token !== null);
    const p = await asked(`/g/${a.code}`, { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(p.html).toContain('<html lang="de">');
    expect(head(p.html)).toEqual({
      titles: [`Partie ${a.code} · Carcassonne – Die Burg`], ogTitle: `Partie ${a.code} · Carcassonne – Die Burg`,
      description: 'Ann lädt dich zu einer Partie Carcassonne – Die Burg ein: Öffne den Link, um Platz zu nehmen oder zuzuschauen.',
      ogDescription: 'Ann lädt dich zu einer Partie Carcassonne – Die Burg ein: Öffne den Link, um Platz zu nehmen oder zuzuschauen.',
    });
    expect(p.vary).toMatch(/Accept-Language/);
    expect(p.vary).toMatch(/Cookie/);
    await a.room.leave();
  });

  test('the language the page chose (its cookie) wins over the browser\'s', async () => {
    const a = await Player.create(url, { name: 'Ann' });
    await waitFor(() => a.token !== null);
    const p = await asked(`/g/${a.code}`, { 'Accept-Language': 'de', Cookie: 'theme=dark; lang=fr' });
    expect(p.html).toContain('<html lang="fr">');
    expect(head(p.html).titles).toEqual([`Partie ${a.code} · Carcassonne – Le Château`]);
    expect(head(p.html).description).toMatch(/^Ann vous invite à une partie de Carcassonne – Le Château/);
    await a.room.leave();
  });

  test('a language the site does not have, or none, is English', async () => {
    const a = await Player.create(url, { name: 'Ann' });
    await waitFor(() => a.token !== null);
    for (const headers of [{ 'Accept-Language': 'ja, es;q=0.8' }, { Cookie: 'lang=xx' }, {}] as Record<string, string>[]) {
      const p = await asked(`/g/${a.code}`, headers);
      expect([headers, p.html.includes('<html lang="en">'), head(p.html).titles]).toEqual([headers, true, [`Game ${a.code} · Carcassonne – The Castle`]]);
    }
    await a.room.leave();
  });

  test('the plain page (help, the start page, a page not found) speaks the browser\'s language; in English it is the page as built', async () => {
    for (const address of ['/help', '/', '/nothing-here']) {
      const fr = await asked(address, { 'Accept-Language': 'fr-CA' });
      expect([address, fr.html.includes('<html lang="fr">'), head(fr.html).titles, head(fr.html).description]).toEqual([address, true, ['Carcassonne en ligne'], expect.stringMatching(/^Jouez à Carcassonne/)]);
      expect(fr.vary).toMatch(/Accept-Language/);
      expect((await asked(address, { 'Accept-Language': 'en-GB' })).html).toBe(PAGE);
    }
  });
});
