// A look at Carcassonne's plane view (view/plane-*.ts), not a test: a fixed table of 17 tiles and
// followers of five seats, drawn by the real PlaneView in headless Chromium at the desktop and the
// phone size, beside an empty panel as the game page lays it out. Screenshots: the place step
// (lit cells, a ghost, the last tile, a lit city) in /work/plane-desktop.png and
// /work/plane-phone.png; the follower step (the chosen tile, rings, a picked follower) in
// /work/plane-desktop-follower.png and /work/plane-phone-follower.png. It prints what the canvas's
// data attributes say and what a click, a hover, a ring tap and a zoom did; and the first turn (the
// start tile alone) in /work/plane-desktop-start.png and /work/plane-phone-start.png.
// Run: node packages/client/e2e/plane-preview.cjs (builds the view with Vite into a temporary folder).
const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');
const { chromium } = require('playwright-core');
const { TILE_KINDS } = require('@castle/carcassonne');

const SRC = path.join(__dirname, '../src');

/** [letter, x, y, rot] */
const TILES = [
  ['D', 0, 0, 0], ['E', 0, -1, 2], ['U', 1, 0, 1], ['W', 2, 0, 0], ['V', -1, 0, 2], ['A', -1, -1, 0], ['B', 1, -1, 0],
  ['M', 2, -1, 1], ['I', 0, 1, 0], ['H', 1, 1, 0], ['P', 2, 1, 3], ['V', -1, 1, 0], ['S', 0, 2, 0], ['N', 1, 2, 3],
  ['X', 3, 0, 0], ['L', 3, 1, 1], ['F', -2, 0, 1],
];
/** [seat, x, y, spot, role] */
const FOLLOWERS = [
  [0, 0, 2, 'c1', 'knight'], [1, 1, 0, 'r1', 'thief'], [2, -1, -1, 'cloister', 'monk'], [3, 0, 0, 'f2', 'farmer'],
  [4, 2, -1, 'c1', 'knight'], [0, 3, 0, 'f1', 'farmer'], [2, 3, 1, 'r2', 'thief'], [1, 1, -1, 'cloister', 'monk'],
  [4, -2, 0, 'f1', 'farmer'], [3, 2, 1, 'r1', 'thief'],
];

/** Say so when neighbours do not match: the picture would then show a table no game reaches. */
function checkEdges() {
  const edges = ([letter, , , rot]) => {
    const e = TILE_KINDS.find((k) => k.letter === letter).edges;
    return [0, 1, 2, 3].map((d) => e[(d - rot + 4) % 4]);
  };
  const at = new Map(TILES.map((t) => [`${t[1]},${t[2]}`, t]));
  for (const t of TILES) {
    const east = at.get(`${t[1] + 1},${t[2]}`), south = at.get(`${t[1]},${t[2] + 1}`);
    if (east && edges(t)[1] !== edges(east)[3]) console.log('east-west mismatch at', t);
    if (south && edges(t)[2] !== edges(south)[0]) console.log('north-south mismatch at', t);
  }
}

const model = {
  seats: 5,
  tiles: TILES.map(([tile, x, y, rot]) => ({ tile, x, y, rot })),
  followers: FOLLOWERS.map(([seat, x, y, spot, role]) => ({ seat, x, y, spot, role })),
  lastPlaced: { x: 3, y: 1 },
  legalCells: [[4, 1], [2, 2], [-1, 2], [-2, 1], [0, -2], [4, 0], [1, 3], [-2, -1]].map(([x, y]) => ({ x, y })),
  ghost: { tile: 'K', x: 2, y: 2, rot: 3 },
  preview: null, spots: null, pendingFollower: null,
  highlight: [{ x: 0, y: 1 }, { x: 0, y: 2 }, { x: 1, y: 2 }, { x: 1, y: 1 }],
};
const preview = { tile: 'K', x: 4, y: 1, rot: 1 };
const followerStep = {
  ...model, ghost: null, highlight: [], preview,
  spots: { at: preview, spots: [['c1', 'knight'], ['r1', 'thief'], ['f1', 'farmer'], ['f2', 'farmer']].map(([spot, role]) => ({ spot, role })) },
  pendingFollower: { seat: 3, x: 4, y: 1, spot: 'f1', role: 'farmer' },
};

const start = {
  ...model, tiles: [{ tile: 'D', x: 0, y: 0, rot: 0 }], followers: [], lastPlaced: null, highlight: [],
  legalCells: [[0, -1], [1, 0], [-1, 0], [0, 1]].map(([x, y]) => ({ x, y })), ghost: { tile: 'V', x: 0, y: 1, rot: 0 },
};

const ENTRY = `
import { mountPlane } from '@client/games/carcassonne/view/plane-app';
import { planeArtReady, loadPlaneTextures } from '@client/games/carcassonne/view/plane-textures';
const host = document.getElementById('board')!;
const { view } = await mountPlane(host);
const log: unknown[] = [];
view.onCellTap = (x, y) => log.push(['cell', x, y]);
view.onCellHover = (c) => log.push(['hover', c]);
view.onSpotTap = (s) => log.push(['spot', s]);
// The first render comes before the art: flat colours, then the art once it is made.
view.render(${JSON.stringify(start)});
await loadPlaneTextures();
Object.assign(window, { view, log, artReady: planeArtReady });
`;

async function bundle() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plane-preview-'));
  fs.writeFileSync(path.join(dir, 'entry.ts'), ENTRY);
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><link rel="icon" href="data:,">
<style>html,body{margin:0;height:100%;background:#23211e;color:#eee;font:14px sans-serif}
.game{display:flex;height:100vh}.board-wrap{flex:1;min-width:0;position:relative}.board{position:absolute;inset:0}
.panel{width:300px;padding:1em;background:#2f2b26}
@media (max-width:760px){.game{flex-direction:column}.board-wrap{flex:none;height:52vh}.panel{width:auto}}</style>
<div class="game"><div class="board-wrap"><div class="board" id="board"></div></div><div class="panel">the lead's panel goes here</div></div>
<script type="module" src="./entry.ts"></script>`);
  const { build } = await import('vite');
  const alias = Object.fromEntries(['rules', 'carcassonne', 'game', 'protocol'].map((p) => [`@castle/${p}`, path.join(SRC, `../../${p}/src/index.ts`)]));
  await build({
    root: dir, configFile: false, logLevel: 'warn',
    resolve: { alias: { ...alias, '@client': SRC } },
    build: { outDir: path.join(dir, 'dist'), target: 'es2022', minify: false, chunkSizeWarningLimit: 5000 },
  });
  return path.join(dir, 'dist');
}

function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(req.url.split('?')[0]).replace(/^\/$/, '/index.html'));
    if (!file.startsWith(dir) || !fs.existsSync(file)) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const data = (page) => page.evaluate(() => ({ ...document.querySelector('canvas').dataset }));
const frames = (page, n = 3) => page.evaluate((k) => new Promise((r) => { const f = () => (k-- ? requestAnimationFrame(f) : r()); f(); }), n);

async function look(browser, base, name, context) {
  const page = await (await browser.newContext(context)).newPage();
  page.on('pageerror', (e) => console.log(`${name}: page error`, e.message));
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(`${name}: console ${m.type()}`, m.text()); });
  await page.goto(base);
  await page.waitForFunction(() => window.artReady?.(), null, { timeout: 30000 });
  const ms = await page.evaluate((m) => {
    const t = (f) => { const t0 = performance.now(); f(); return (performance.now() - t0).toFixed(1); };
    return [t(() => window.view.render({ ...m, followers: [] })), t(() => window.view.render(m))];
  }, model);
  console.log(`${name}: render of the 17 tiles without followers ${ms[0]} ms, then with them ${ms[1]} ms`);
  await frames(page);
  await page.screenshot({ path: `/work/plane-${name}.png` });
  const d = await data(page);
  console.log(`${name}, place step: tiles ${d.tiles}, followers ${d.followers}, zoom ${d.zoom}, tile ${d.tilePx} px, last ${d.lastPlaced}, ghost ${d.ghost}, slowest render ${d.slowestRender} ms, frame ${d.slowestFrame} ms`);
  // A hover and a click on a lit cell, read from where the canvas says it is.
  const box = await page.locator('canvas').boundingBox();
  const [lx, ly, sx, sy] = JSON.parse(d.legalCells)[0];
  if (!context.hasTouch) await page.mouse.move(box.x + sx, box.y + sy);
  await page.mouse.click(box.x + sx, box.y + sy);
  console.log(`${name}: lit cell ${lx},${ly} at ${sx},${sy} →`, JSON.stringify(await page.evaluate(() => window.log.splice(0))));

  await page.evaluate((m) => window.view.render(m), followerStep);
  await frames(page);
  await page.screenshot({ path: `/work/plane-${name}-follower.png` });
  const f = await data(page);
  console.log(`${name}, follower step: zoom ${f.zoom}, tile ${f.tilePx} px, selected ${f.selected}, spots ${f.spots}`);
  const rings = JSON.parse(f.spots);
  const gaps = rings.flatMap((a, i) => rings.slice(i + 1).map((b) => Math.hypot(a[1] - b[1], a[2] - b[2])));
  console.log(`${name}: nearest rings ${Math.min(...gaps).toFixed(1)} px apart, reach ${rings[0][3]} px`);
  const [spot, rx, ry] = rings[1];
  await page.mouse.click(box.x + rx, box.y + ry);
  console.log(`${name}: ring ${spot} tapped →`, JSON.stringify(await page.evaluate(() => window.log.splice(0))));

  // The step ends: the camera goes back; then zoom in, add a tile: the zoom stays.
  await page.evaluate((m) => window.view.render(m), { ...model, ghost: null, legalCells: [] });
  const z0 = (await data(page)).zoom;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -400);
  await frames(page, 1);
  const z1 = await data(page);
  await page.evaluate((m) => window.view.render(m), { ...model, ghost: null, legalCells: [], tiles: [...model.tiles, { tile: 'K', x: 4, y: 1, rot: 1 }] });
  const z2 = await data(page);
  console.log(`${name}: zoom after the step ${z0}, after the wheel ${z1.zoom} (tile ${z1.tilePx} px), after a tile was added ${z2.zoom} (tile ${z2.tilePx} px)`);
  await page.evaluate(() => window.view.fit());
  console.log(`${name}: after fit zoom ${(await data(page)).zoom}`);

  // The first turn: the start tile alone, not blown up to fill the screen.
  await page.evaluate((m) => window.view.render(m), start);
  await frames(page);
  await page.screenshot({ path: `/work/plane-${name}-start.png` });
  console.log(`${name}, start: tile ${(await data(page)).tilePx} px`);
  await page.context().close();
}

(async () => {
  checkEdges();
  const dist = await bundle();
  const server = await serve(dist);
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    await look(browser, base, 'desktop', { viewport: { width: 1280, height: 800 } });
    await look(browser, base, 'phone', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(path.dirname(dist), { recursive: true, force: true });
  }
  console.log('wrote /work/plane-desktop.png, /work/plane-phone.png and their -follower views');
})();
