// Browser test of a game nobody played for EXPIRE_DAYS (issue 12, item 5): its link, with or without
// the seat token the browser kept, shows a page that says so in words and offers its replay; the
// replay shows the moves made and says the game was abandoned, with no way back to a live game. At a
// desktop and a phone size.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { SIZES, ROOT, check, withServer, run } = require('./browser.cjs');
const { createGame, legalActions, applyAction, rulesVersion } = require(path.join(ROOT, 'packages/rules/dist/index.js'));
const { SqliteStore } = require(path.join(ROOT, 'packages/server/dist/store/sqlite.js'));

const CODE = 'XXXXX';
const testid = (page, id) => page.locator(`[data-testid="${id}"]`);

/** A game of three moves, seats taken, last touched 40 days ago (EXPIRE_DAYS is 30 by default). */
async function storeExpired(dataDir) {
  const store = new SqliteStore(dataDir);
  await store.create({
    code: CODE, game: 'castle', rules: rulesVersion({ falcon: false }), options: { falcon: false, variants: {} }, seed: 'abandoned',
    createdAt: Date.now() - 40 * 86_400_000, seats: [{ name: 'Ann', token: 'tok-ann' }, { name: 'Bob', token: 'tok-bob' }],
  });
  let state = createGame({ seed: 'abandoned' });
  for (let n = 0; n < 3; n++) {
    const action = legalActions(state)[0];
    state = applyAction(state, action).state;
    await store.append(CODE, n, action);
  }
  await store.close();
}

async function onSize(browser, base, size) {
  const ctx = await browser.newContext(SIZES[size]);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => check('no page error', false, e.message));
  for (const token of [null, 'tok-ann']) {
    const who = token ? 'its player (a seat token kept)' : 'a visitor';
    await page.goto(`${base}/`);
    await page.evaluate((t) => (t ? localStorage.setItem('castle.seat.XXXXX', t) : localStorage.clear()), token);
    await page.goto(`${base}/g/${CODE}`);
    await testid(page, 'abandoned-game').waitFor({ timeout: 15000 });
    const text = await testid(page, 'notice-text').textContent();
    check(`${size}: for ${who}, the link says the game was abandoned, in words`,
      /^Nobody played this game for a long time, so it was closed for good; its moves so far can still be replayed\.$/.test(text), text);
  }
  await page.screenshot({ path: path.join(ROOT, 'e2e', 'screenshots', `abandoned-${size}.png`) });
  await page.getByRole('link', { name: 'Replay its moves' }).click();
  await testid(page, 'replay-abandoned').waitFor({ timeout: 15000 });
  check(`${size}: its replay opens on its last move, says it was abandoned, and offers no live game`,
    /3/.test(await testid(page, 'replay-position').textContent()) && (await testid(page, 'to-live').count()) === 0,
    await testid(page, 'replay-position').textContent());
  await ctx.close();
}

run(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-e2e-abandoned-'));
  try {
    await storeExpired(dataDir);
    await withServer({ DATA_DIR: dataDir }, async ({ base, browser }) => {
      for (const size of Object.keys(SIZES)) await onSize(browser, base, size);
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
