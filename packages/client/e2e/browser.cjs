// What the browser tests share: Debian's chromium through playwright-core, checks that print one
// line each, and the game-status element every page carries.
const path = require('path');
const { chromium } = require('playwright-core');

const ROOT = path.resolve(__dirname, '../../..');
const local = require('@castle/test-kit');
const { findProgram } = local;
const results = [];

function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
}

const status = (page) => page.locator('[data-testid="game-status"]');
const attr = async (page, name) => status(page).getAttribute(name);

/** The two screen sizes every browser test of the page runs at. */
const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
};

function launch() {
  return chromium.launch({
    executablePath: findProgram('chromium') ?? '/usr/bin/chromium', // CHROMIUM, or chromium on PATH
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}

/** Resolves when the page shows turn `turn` with controls to act on, on its canvas: after a load the
 *  board is first a picture, which takes no keys (a reload's keys were lost on a slow CI run). */
const readyAt = (page, turn) => page.waitForFunction((t) => {
  const st = document.querySelector('[data-testid="game-status"]');
  return Number(st.getAttribute('data-moves')) === t && document.querySelector('.controls button') && document.querySelector('canvas')?.dataset.firstPaint;
}, turn, { polling: 50, timeout: 15000 });

/** The count of moves and the seat to act, read at once: the computer may move between two reads. */
const moveAndActor = (page) => page.locator('[data-testid="game-status"]').evaluate((st) => [Number(st.dataset.moves), Number(st.dataset.toAct)]);

/** Resolves when the page has moved past turn `turn`, or the game is over. */
const movedPast = (page, turn) => page.waitForFunction((t) => {
  const st = document.querySelector('[data-testid="game-status"]');
  return Number(st.getAttribute('data-moves')) > t || st.getAttribute('data-over') === 'true';
}, turn, { polling: 50, timeout: 15000 });

/** Ann creates a game from the start page (ticking these options, then `beforeCreate(ann)` if
 *  given); Bob opens its share link, gives his name and takes the free seat. `size`: a key of SIZES,
 *  or one for each of them ([Ann's, Bob's]). */
async function twoPlayers(browser, base, options = [], size = 'desktop', beforeCreate = async () => undefined) {
  const [ann, bob] = await Promise.all([0, 1].map(async (i) => (await browser.newContext(SIZES[sizeOf(size, i)])).newPage()));
  for (const p of [ann, bob]) p.on('pageerror', (e) => check('no page error', false, e.message));
  await ann.goto(base + '/');
  await ann.fill('[data-testid="name"]', 'Ann');
  for (const o of options) await ann.check(`[data-testid="${o}"]`);
  await beforeCreate(ann);
  await ann.click('[data-testid="create"]');
  await status(ann).waitFor();
  const link = await ann.locator('[data-testid="share-link"]').getAttribute('href');
  await bob.goto(link.replace(/^https?:\/\/[^/]+/, base));
  await bob.fill('[data-testid="name"]', 'Bob');
  await bob.click('[data-testid="take-seat"]');
  await bob.waitForFunction(() => document.querySelector('[data-testid="game-status"]')?.getAttribute('data-seat') === '1');
  return { ann, bob, link };
}

/** The size of player i's screen: `size` is a key of SIZES, or an array of them by player. */
const sizeOf = (size, i) => (Array.isArray(size) ? size[i] : size);

/** Resolves when the page has moved past `turn`, shows its own follower step for it, or the game is over. */
const placedOrMoved = (page, turn) => page.waitForFunction((t) => {
  const st = document.querySelector('[data-testid="game-status"]');
  return Number(st.dataset.moves) > t || st.dataset.step === 'follower' || st.dataset.over === 'true';
}, turn, { polling: 30, timeout: 15000 });

/** A real server on a free port with a data folder of its own (and `env`), and Chromium: runs
 *  `main({ base, browser, restart })`, then closes both. `restart(signal, whileDown)` stops the
 *  server with `signal`, runs `whileDown`, and starts it again on the same port and data. */
async function withServer(env, main) {
  const fs = require('fs');
  const os = require('os');
  const port = await local.freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-e2e-'));
  // A first move may take a browser test longer than the time a person has (FIRST_MOVE_SECONDS,
  // FIRST_MOVE_UNCLOCKED_SECONDS) on a busy machine; the tests of the deadline set it back.
  const settings = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', FIRST_MOVE_SECONDS: '600', FIRST_MOVE_UNCLOCKED_SECONDS: '600', ...env };
  let server = await local.spawnServer(port, settings);
  const restart = async (signal, whileDown = async () => undefined) => {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill(signal);
    await exited;
    await whileDown();
    server = await local.spawnServer(port, settings);
  };
  fs.mkdirSync(path.join(ROOT, 'e2e', 'screenshots'), { recursive: true });
  const browser = await launch();
  try {
    await main({ base: `http://127.0.0.1:${port}`, browser, restart });
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One action by keys on the page whose turn it is: a cell picked with an arrow key and placed
 *  with Enter, then its follower step (the next option when `follower`, else none) confirmed with
 *  Enter; a server step (scoring order) with Enter. Resolves once the page has sent it. */
async function actByKeys(page, follower = false) {
  const turn = Number(await attr(page, 'data-moves'));
  if ((await attr(page, 'data-step')) === 'place') {
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await placedOrMoved(page, turn);
    if (Number(await attr(page, 'data-moves')) > turn || (await attr(page, 'data-over')) === 'true') return;
  }
  if (follower) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/** The page of `seat` plays by keys (actByKeys, no follower) until the other seat is to act or the game is over. */
async function playTurnByKeys(page, seat) {
  while (Number(await attr(page, 'data-to-act')) === seat && (await attr(page, 'data-over')) !== 'true') {
    const at = Number(await attr(page, 'data-moves'));
    await readyAt(page, at);
    await actByKeys(page);
    await movedPast(page, at);
  }
}

/** A page at `size` in a fresh context whose stored language choice is `lang`; page errors fail the test. */
async function pageIn(browser, lang, size) {
  const context = await browser.newContext(SIZES[size]);
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const page = await context.newPage();
  page.on('pageerror', (e) => check('no page error', false, e.stack));
  return page;
}

/** Run a test's main, then print the count and exit with its outcome. */
function run(main) {
  // A promise that never settles lets the process end with nothing left to run, and exit 0 with no
  // check made: count that as a failure.
  let finished = false;
  process.on('exit', () => {
    if (finished) return;
    console.log('browser test ended before its checks finished (it waited on something that never came)');
    process.exitCode = 1;
  });
  main()
    .catch((err) => check('browser test ran', false, err.stack || String(err)))
    .finally(() => {
      const failed = results.filter((r) => !r.ok).length;
      finished = true;
      console.log(`${results.length - failed} passed, ${failed} failed`);
      process.exit(failed ? 1 : 0);
    });
}

module.exports = { SIZES, ROOT, local, check, status, attr, launch, readyAt, moveAndActor, movedPast, placedOrMoved, sizeOf, twoPlayers, actByKeys, playTurnByKeys, withServer, run, pageIn };
