// Browser test of a store that lost its games (issue 12, item 10): the SQLite file is deleted under
// the running server; both players' pages say so in words, in the banner, for good, and no longer
// offer the turn (the server refuses moves then: test/health.test.ts). At a desktop and a phone size.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { SIZES, ROOT, check, status, attr, readyAt, twoPlayers, withServer, run } = require('./browser.cjs');

async function lostAt(size) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-e2e-store-'));
  try {
    await withServer({ DATA_DIR: dataDir }, async ({ base, browser }) => {
      const { ann, bob } = await twoPlayers(browser, base, [], size);
      await readyAt(ann, 0);
      for (const f of fs.readdirSync(dataDir)) fs.rmSync(path.join(dataDir, f));
      // One check's answer serves /health for 1.5 s: ask until it is a new one.
      let health;
      for (const until = Date.now() + 10000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
        const r = await fetch(`${base}/health`);
        health = { status: r.status, body: await r.json() };
        if (health.status === 503) break;
      }
      check(`${size}: /health says 503 once the database file is gone`, health.status === 503, JSON.stringify(health.body));
      for (const [name, page] of [['Ann', ann], ['Bob', bob]]) {
        const notice = page.locator('[data-testid="store-lost"]');
        await notice.waitFor({ state: 'visible', timeout: 15000 });
        const text = await notice.textContent();
        check(`${size}: ${name}'s page says the game can no longer be saved`, /lost its saved games.*cannot go on/.test(text), text);
      }
      await ann.screenshot({ path: path.join(ROOT, 'e2e', 'screenshots', `store-lost-${size}.png`) });
      const said = await status(ann).textContent();
      check(`${size}: the page no longer offers the turn`, /cannot go on/.test(said) && await ann.locator('[data-testid="turn-box"]').isHidden(), said);
      // Keys do nothing now, and the game stays where it was.
      await ann.keyboard.press('ArrowRight');
      await ann.keyboard.press('Enter');
      await new Promise((r) => setTimeout(r, 500));
      check(`${size}: the game stays at turn 0`, (await attr(bob, 'data-moves')) === '0');
      check(`${size}: the notice stays up`, await ann.locator('[data-testid="store-lost"]').isVisible());
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

run(async () => {
  for (const size of Object.keys(SIZES)) await lostAt(size);
});
