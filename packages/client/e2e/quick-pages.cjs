// What the browser tests of quick match share: a visitor's start page with a name typed (and an
// identity kept, for a rated quick match), and the seat a game's page shows once it has one.
const { SIZES, attr, check } = require('./browser.cjs');
const { keepIdentity } = require('./rated-players.cjs');

/** The start page at `size` (a key of SIZES), `name` typed; keeping `identity` when one is given. */
async function startPage(browser, base, size, name, identity) {
  const context = await browser.newContext(SIZES[size]);
  if (identity) await keepIdentity(context, identity);
  const page = await context.newPage();
  page.on('pageerror', (e) => check('no page error', false, e.message));
  await page.goto(base + '/');
  await page.fill('[data-testid="name"]', name);
  return page;
}

/** The seat the game's page shows, once it shows one. */
async function seatOf(page) {
  await page.waitForFunction(() => /^\d$/.test(document.querySelector('[data-testid="game-status"]')?.dataset.seat ?? ''), null, { timeout: 15000 });
  return attr(page, 'data-seat');
}

module.exports = { startPage, seatOf };
