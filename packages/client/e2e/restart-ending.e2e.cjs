// Browser test (issue 39, item 12): a server restart never moves a player who is stepping through a
// finished game's final scoring. A Carcassonne game is stored one move from its end; its player
// makes that move, steps into the final scoring, and the server restarts: the page stays where it
// was (the same address, the same step, the end banner), says the server restarted, and its steps
// still move. At desktop and phone sizes. Screenshots: e2e/screenshots/restart-ending-*.png.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { SIZES, ROOT, check, attr, readyAt, actByKeys, withServer, run } = require('./browser.cjs');
const { carcassonne } = require(path.join(ROOT, 'packages/carcassonne/dist/index.js'));
const { SqliteStore } = require(path.join(ROOT, 'packages/server/dist/store/sqlite.js'));

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const testid = (page, id) => page.locator(`[data-testid="${id}"]`);
const CODES = { desktop: 'XXXXD', phone: 'XXXXP' };

/** A two-player game played (followers put wherever they may go) up to its last move, which is
 *  left to the seat returned; its seat tokens are 'tok-0' and 'tok-1'. */
async function storeNearlyOver(store, code) {
  await store.create({
    code, game: 'carcassonne', rules: carcassonne.rulesVersion({}), options: {}, seed: `restart-${code}`, createdAt: Date.now(),
    seats: [{ name: 'Ann', token: 'tok-0' }, { name: 'Bob', token: 'tok-1' }],
  });
  let state = carcassonne.create({}, `restart-${code}`, 2);
  for (let n = 0; ; n++) {
    const legal = carcassonne.legalActions(state);
    const action = legal.find((a) => a.type === 'follower' && a.spot !== null) ?? legal[0];
    const after = carcassonne.apply(state, action);
    if (carcassonne.isOver(after.state)) return carcassonne.toAct(state);
    await store.append(code, n, action);
    state = after.state;
  }
}

/** The final scoring's step as the page shows it, and where the page is. */
const where = async (page) => ({
  url: page.url(),
  step: (await testid(page, 'end-banner').textContent().catch(() => '')).match(/step \d+ of \d+/)?.[0] ?? null,
  line: await testid(page, 'final-step-text').textContent().catch(() => null),
  highlight: await testid(page, 'board').getAttribute('data-highlight').catch(() => null),
});

async function onSize(browser, base, restart, size, seat) {
  const code = CODES[size], tag = `(${size})`;
  const ctx = await browser.newContext(SIZES[size]);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => check('no page error', false, e.message));
  await page.goto(`${base}/`);
  await page.evaluate(([c, s]) => localStorage.setItem(`castle.seat.${c}`, `tok-${s}`), [code, seat]);
  await page.goto(`${base}/g/${code}`);
  await page.waitForFunction((s) => document.querySelector('[data-testid="game-status"]')?.dataset.seat === String(s), seat, { timeout: 20000 });

  await readyAt(page, Number(await attr(page, 'data-moves')));
  await actByKeys(page);
  await testid(page, 'final-steps').waitFor({ timeout: 15000 });
  const lines = await page.locator('[data-testid^="final-line-"]').count();
  check(`the last move ends the game, whose final scoring has lines to step through ${tag}`, lines >= 2, `${lines} lines`);
  await testid(page, 'final-steps').click();
  await testid(page, 'final-next').click();
  await page.waitForFunction(() => /step 2 of/.test(document.querySelector('[data-testid="end-banner"]')?.textContent ?? ''), null, { timeout: 5000 });
  const before = await where(page);

  await restart('SIGTERM');
  // The page tries the room again once the server is back, finds the game over, and stays.
  const settled = await page.waitForFunction(() => document.querySelector('[data-testid="connection"]')?.dataset.state === 'over', null, { timeout: 30000 }).then(() => true, () => false);
  const after = await where(page);
  check(`after a restart the player stays on the game's page, at the same step of the final scoring ${tag}`,
    settled && after.url === before.url && after.step === before.step && after.line === before.line && after.highlight === before.highlight,
    `${JSON.stringify(before)} → ${JSON.stringify(after)}`);
  const banner = await testid(page, 'connection').textContent().catch(() => '');
  check(`... and the page says the server restarted and the game is kept, offering its replay ${tag}`,
    /server restarted/i.test(banner) && (await page.getByRole('link', { name: /replay/i }).count()) > 0, banner);
  await page.screenshot({ path: path.join(SHOTS, `restart-ending-${size}.png`) });
  await testid(page, 'final-next').click({ timeout: 5000 }).catch(() => undefined);
  // The banner is drawn again on the next frame: wait for its step to change ("Final scoring" is in every step's text).
  await page.waitForFunction((was) => !(document.querySelector('[data-testid="end-banner"]')?.textContent ?? '').includes(was), before.step, { timeout: 5000 }).catch(() => undefined);
  const next = await where(page);
  check(`... and its steps still move on ${tag}`, next.url === before.url && next.step !== before.step && next.highlight !== before.highlight, JSON.stringify(next));
  // The room is gone for good: Rematch cannot be sent, and the page says so in view rather than doing nothing.
  await testid(page, 'final-done').click();
  await testid(page, 'rematch').click();
  const note = testid(page, 'connection-text');
  const said = await page.waitForFunction(() => /rematch can no longer be asked/i.test(document.querySelector('[data-testid="connection-text"]')?.textContent ?? ''), null, { timeout: 5000 }).then(() => true, () => false);
  const box = await note.boundingBox();
  check(`... and Rematch, pressed after the restart, says in view that a new game is the way on ${tag}`, said && !!box && box.y >= 0 && box.y + box.height <= SIZES[size].viewport.height, await note.textContent().catch(() => ''));
  await ctx.close();
}

run(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-e2e-restart-ending-'));
  try {
    const store = new SqliteStore(dataDir);
    const seats = {};
    for (const size of Object.keys(SIZES)) seats[size] = await storeNearlyOver(store, CODES[size]);
    await store.close();
    await withServer({ DATA_DIR: dataDir }, async ({ base, browser, restart }) => {
      for (const size of Object.keys(SIZES)) await onSize(browser, base, restart, size, seats[size]);
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
