// Browser test of the tile art and the legend (issue 13, items 11, 12, 15), at desktop and phone
// size: after a few turns played with Enter, placed tiles are drawn from their textures (a tile's
// cell holds many colours, where flat blocks hold a handful), the canvas has the device's pixels
// (not blurry on a 3× phone), and the legend has a loaded picture for every symbol. Screenshots of
// the board and the legend go to e2e/screenshots/.
const fs = require('fs');
const path = require('path');
const ts = require('typescript');
const { SIZES, ROOT, check, attr, readyAt, twoPlayers, withServer, run } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const SRC = path.join(ROOT, 'packages/client/src');
const ACTIONS = 16; // a few turns each: enough tiles on the board to look at
/** Flat blocks give 4 colours in the square looked at; the plainest textured tile seen gave 33 (the
 *  tile placed last is whatever the game dealt). */
const MIN_COLOURS = 16;

/** Distinct colours in a PNG (decoded by the page itself: no image library needed here). */
const distinctColours = (page, png) => page.evaluate(async (b64) => {
  const img = new Image();
  img.src = `data:image/png;base64,${b64}`;
  await img.decode();
  const c = document.createElement('canvas');
  c.width = img.width;
  c.height = img.height;
  const g = c.getContext('2d');
  g.drawImage(img, 0, 0);
  const d = g.getImageData(0, 0, c.width, c.height).data, seen = new Set();
  for (let i = 0; i < d.length; i += 4) seen.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
  return seen.size;
}, png.toString('base64'));

/** Enter on the page to act, which takes the highlighted choice (on the place step, an arrow key
 *  first lights a cell: Enter places only a chosen cell). Resolves when the game moved on, or when a
 *  placement went on to its follower step on the page (not sent yet). A confirmed follower shows the
 *  synced step again before the server's answer comes: that alone is not the game moving on. */
async function enter(page, turn) {
  await readyAt(page, turn);
  const step = await attr(page, 'data-step');
  if (step === 'place' && !(await page.locator('canvas').getAttribute('data-selected'))) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.waitForFunction(([t, s]) => {
    const st = document.querySelector('[data-testid="game-status"]');
    return Number(st.dataset.moves) > t || st.dataset.over === 'true' || (s === 'place' && st.dataset.step === 'follower');
  }, [turn, step], { polling: 50, timeout: 15000 });
}

async function board(browser, base, size) {
  const tag = `(${size})`;
  const { ann, bob } = await twoPlayers(browser, base, ['falcon'], size);
  const pages = [ann, bob];
  for (let i = 0; i < ACTIONS && (await attr(ann, 'data-over')) !== 'true'; i++) {
    // Who acts at which turn, read together from one page (the other may not have heard yet).
    const [turn, toAct] = await ann.locator('[data-testid="game-status"]').evaluate((e) => [Number(e.dataset.moves), Number(e.dataset.toAct)]);
    try { await enter(pages[toAct], turn); } catch (e) {
      // Say where each page was: a stuck turn is then told from a slow machine.
      const where = await Promise.all(pages.map((p) => p.locator('[data-testid="game-status"]').evaluate((st) => JSON.stringify(st.dataset))));
      throw new Error(`turn ${turn}, seat ${toAct} to act; pages: ${where.join(' ')}\n${e.stack}`);
    }
  }
  // The watcher's view: no rings or choices over the tiles.
  await ann.waitForFunction(() => document.querySelector('canvas')?.dataset.lastMove, null, { timeout: 15000 });
  await ann.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const canvas = ann.locator('canvas');
  const box = await canvas.boundingBox();
  const last = JSON.parse(await canvas.getAttribute('data-last-move'));
  const [x, y] = last.at;
  // A square well inside the last placed tile (a cell is at least 26 CSS px on a phone).
  const half = 9;
  const tile = await ann.screenshot({ clip: { x: box.x + x - half, y: box.y + y - half, width: 2 * half, height: 2 * half } });
  const colours = await distinctColours(ann, tile);
  check(`a placed tile is drawn from its texture ${tag}`, colours >= MIN_COLOURS, `${colours} colours in ${2 * half}×${2 * half} CSS px of cell ${last.cell}`);
  const dims = await canvas.evaluate((c) => ({ w: c.width, css: c.getBoundingClientRect().width, dpr: devicePixelRatio }));
  const ratio = SIZES[size].deviceScaleFactor ?? 1;
  check(`the canvas has the device's pixels ${tag}`, dims.w === Math.round(dims.css * ratio), `${dims.w} px for ${dims.css} CSS px at ratio ${dims.dpr}`);
  await ann.screenshot({ path: path.join(SHOTS, `art-board-${size}.png`) });
  // A close look at the tiles round the last one, at the size they are played at.
  const cx = Math.max(box.x, Math.min(box.x + box.width - 200, box.x + x - 100)), cy = Math.max(box.y, box.y + y - 60);
  await ann.screenshot({ path: path.join(SHOTS, `art-tiles-${size}.png`), clip: { x: cx, y: cy, width: 200, height: 120 } });
  await Promise.all([ann.context().close(), bob.context().close()]);
}

/** Serve packages/client/src as ES modules, transpiled, on a made-up origin, for a page that shows
 *  the legend alone (the game screen loads it on demand). */
async function legendPage(browser, size, falcon) {
  const context = await browser.newContext(SIZES[size]);
  await context.route('http://art.test/**', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><meta name="viewport" content="width=device-width"><body style="background:#2b2824;color:#eee;font-family:sans-serif;margin:8px"></body>' });
    const file = path.join(SRC, `${url.pathname.replace(/^\/src\//, '')}.ts`);
    if (!file.startsWith(SRC) || !fs.existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    const js = ts.transpileModule(fs.readFileSync(file, 'utf8'), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    return route.fulfill({ contentType: 'text/javascript', body: js });
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => check('no page error', false, e.message));
  await page.goto('http://art.test/');
  const result = await page.evaluate(async (f) => {
    const { legend } = await import('/src/games/castle/screens/legend');
    const { SYMBOLS, FALCON_SYMBOLS } = await import('/src/games/castle/art/symbol-svg');
    // The words the game page hands it, from the English catalogue.
    const el = legend(f.falcon, { caption: (kind) => f.words[`castle.legend.${kind}`], seatPicture: (kind, seat) => `${kind}, player ${seat}` });
    document.body.append(el);
    const imgs = [...el.querySelectorAll('img')];
    await Promise.all(imgs.map((i) => i.decode().catch(() => undefined)));
    const shown = [...el.querySelectorAll('figure[data-symbol]')].map((fig) => ({
      kind: fig.dataset.symbol, images: [...fig.querySelectorAll('img')].filter((i) => i.naturalWidth > 0).length,
      words: fig.querySelector('figcaption')?.textContent ?? '',
    }));
    return { symbols: SYMBOLS, falcon: FALCON_SYMBOLS, shown, height: el.getBoundingClientRect().height };
  }, { falcon, words: require('../src/games/castle/locales/en.json') });
  return { page, context, ...result };
}

async function legend(browser, size) {
  const tag = `(${size})`;
  const withFalcon = await legendPage(browser, size, true);
  const missing = withFalcon.symbols.filter((k) => !withFalcon.shown.some((s) => s.kind === k && s.images > 0 && s.words));
  check(`the legend has a picture and words for every symbol ${tag}`, missing.length === 0 && withFalcon.shown.length === withFalcon.symbols.length,
    missing.length ? `missing: ${missing.join(', ')}` : `${withFalcon.shown.length} symbols`);
  const both = withFalcon.shown.filter((s) => ['follower', 'keep'].includes(s.kind)).map((s) => s.images);
  check(`the legend shows both players' followers and keeps ${tag}`, both.length === 2 && both.every((n) => n === 2), JSON.stringify(both));
  check(`the legend takes at most half the screen's height ${tag}`, withFalcon.height <= SIZES[size].viewport.height / 2, `${Math.round(withFalcon.height)} CSS px high`);
  await withFalcon.page.screenshot({ path: path.join(SHOTS, `art-legend-${size}.png`) });
  await withFalcon.context.close();
  const base = await legendPage(browser, size, false);
  const falconShown = base.shown.filter((s) => base.falcon.includes(s.kind)).map((s) => s.kind);
  check(`without the Falcon the legend has none of its symbols ${tag}`, falconShown.length === 0 && base.shown.length === base.symbols.length - base.falcon.length, falconShown.join(', '));
  await base.context.close();
}

async function main() {
  await withServer({}, async ({ base, browser }) => {
    for (const size of (process.env.ART_SIZES || 'desktop,phone').split(',')) {
      await board(browser, base, size);
      await legend(browser, size);
    }
  });
}

run(main);
