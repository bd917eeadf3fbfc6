// What the browser tests share: Debian's chromium through playwright-core, checks that print one
// line each, and the game-status element every page carries.
const path = require('path');
const { chromium } = require('playwright-core');

const ROOT = path.resolve(__dirname, '../../..');
const local = require(path.join(ROOT, 'packages/server/dist/local-server.js'));
const results = [];

function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
}

const status = (page) => page.locator('[data-testid="game-status"]');
const attr = async (page, name) => status(page).getAttribute(name);

function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}

/** Run a test's main, then print the count and exit with its outcome. */
function run(main) {
  main()
    .catch((err) => check('browser test ran', false, err.stack || String(err)))
    .finally(() => {
      const failed = results.filter((r) => !r.ok).length;
      console.log(`${results.length - failed} passed, ${failed} failed`);
      process.exit(failed ? 1 : 0);
    });
}

module.exports = { ROOT, local, check, status, attr, launch, run };
