// Browser test of the page's game registry with a third game, defined in the tests only (the
// tests' "Count to ten", e2e/third-game/): the page is built with it added to its registry
// (addGamePage) before it starts, and its shared screens, which name no game, offer it as they offer
// the two real games: a choice on the start page with its own options form (and no computer, which
// does not play it), a way to its help, a quick match; its help page. At desktop and phone sizes. Screenshots: e2e/screenshots/third-game-*.png.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { SIZES, ROOT, check, withServer, run } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const testid = (page, id) => page.locator(`[data-testid="${id}"]`);

/** The page with the third game, built into a temp folder the server serves. */
async function buildPage() {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-third-game-'));
  process.env.THIRD_GAME_OUT = out;
  const { build } = await import('vite');
  await build({ root: path.resolve(__dirname, '..'), configFile: path.join(__dirname, 'third-game', 'vite.config.mjs'), logLevel: 'error' });
  return out;
}

async function startPage(browser, base, size) {
  const page = await (await browser.newContext(SIZES[size])).newPage();
  page.on('pageerror', (e) => check('no page error', false, e.message));
  await page.goto(`${base}/`);
  await testid(page, 'game-count').waitFor();
  const label = await page.locator('label.game-choice', { has: testid(page, 'game-count') }).textContent();
  check(`the start page offers the third game as a choice, in its own words (${size})`, /Count to ten/.test(label) && /who reaches ten wins/.test(label), label);
  await testid(page, 'opponent-computer').check();
  await testid(page, 'game-count').check();
  check(`... choosing it shows its options form, and only its (${size})`,
    (await testid(page, 'count-options').isVisible()) && !(await testid(page, 'carcassonne-options').isVisible()));
  check(`... the computer, which does not play it, is not offered: a friend is chosen instead (${size})`,
    !(await testid(page, 'opponent-computer').isVisible()) && (await testid(page, 'opponent-friend').isChecked()) && (await testid(page, 'create').textContent()) === 'Create a game');
  const quick = page.getByRole('button', { name: 'Quick match: Count to ten' });
  check(`... a quick match of it is offered beside the others (${size})`, (await quick.count()) === 1);
  await page.screenshot({ path: path.join(SHOTS, `third-game-start-${size}.png`), fullPage: true });
  await testid(page, 'game-castle').check();
  check(`... and offered again for a game it plays (${size})`, await testid(page, 'opponent-computer').isVisible());
  const help = testid(page, 'help-link-count');
  check(`... with a way to its help (${size})`, (await help.textContent()) === 'How to play Count to ten');
  await help.click();
  await testid(page, 'help').waitFor();
  check(`its help page shows its text under its title (${size})`,
    (await page.locator('h1').textContent()) === 'How to play Count to ten' && (await page.title()) === 'How to play – Count to ten' && new URL(page.url()).pathname === '/help/count',
    `${await page.locator('h1').textContent()} · ${await page.title()}`);
  await page.screenshot({ path: path.join(SHOTS, `third-game-help-${size}.png`) });
  await page.context().close();
}

run(async () => {
  const publicDir = await buildPage();
  try {
    await withServer({ PUBLIC_DIR: publicDir }, async ({ base, browser }) => {
      for (const size of Object.keys(SIZES)) await startPage(browser, base, size);
    });
  } finally {
    fs.rmSync(publicDir, { recursive: true, force: true });
  }
});
