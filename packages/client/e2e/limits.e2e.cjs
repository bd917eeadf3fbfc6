// Browser test of the server's limits as the page shows them (issue 12, items 3 and 6): a create
// refused because the server is full (MAX_GAMES) or because this address created too many games
// (CREATE_PER_MINUTE), said on the start page in the server's words; a watcher past MAX_WATCHERS
// told why, while the players still play.
const { SIZES, check, withServer, run } = require('./browser.cjs');

const testid = (page, id) => page.locator(`[data-testid="${id}"]`);
const seatIs = (page, seat) => page.waitForFunction((s) => document.querySelector('[data-testid="game-status"]')?.dataset.seat === s, String(seat), { timeout: 20000 });
/** Resolves once the page watches the game (which waits for its second player). */
const watching = (page) => page.waitForFunction(() => /Waiting for a second player/.test(document.querySelector('[data-testid="game-status"]')?.textContent ?? ''), null, { timeout: 20000 });

/** Click "Create a game" and resolve with what the page then says under it, or null if the game opened. */
async function create(page) {
  await page.click('[data-testid="create"]');
  await page.waitForFunction(() => location.pathname.startsWith('/g/') || document.querySelector('[data-testid="error"]')?.textContent, null, { timeout: 15000 });
  return page.url().includes('/g/') ? null : testid(page, 'error').textContent();
}

async function main() {
  const env = { LOG_LEVEL: process.env.E2E_LOG ?? 'warn', CREATE_PER_MINUTE: '2', MAX_GAMES: '1', MAX_WATCHERS: '1' };
  await withServer(env, async ({ base, browser }) => {
    const pages = await Promise.all([0, 1, 2].map(async () => (await browser.newContext(SIZES.desktop)).newPage()));
    for (const p of pages) p.on('pageerror', (e) => check('no page error', false, e.message));
    const [ann, cy, di] = pages;
    await ann.goto(`${base}/`);
    await ann.fill('[data-testid="name"]', 'Ann');
    check('the first game is created', (await create(ann)) === null);
    await seatIs(ann, 0);
    const code = new URL(ann.url()).pathname.split('/')[2];

    await cy.goto(`${base}/`);
    await cy.fill('[data-testid="name"]', 'Cy');
    const full = await create(cy);
    check('a create past MAX_GAMES says the server is full, in the page\'s error line', /^The game could not be created: The server is full \(too many games running\): try again in a few minutes/.test(full ?? ''), full);
    const tooMany = await create(cy);
    check('a create past CREATE_PER_MINUTE says to wait, and how long', /^The game could not be created: Too many games were created from this address: try again in \d+ seconds?\./.test(tooMany ?? ''), tooMany);
    check('the create button stays usable', await testid(cy, 'create').isEnabled());

    await cy.goto(`${base}/g/${code}?watch`);
    await watching(cy);
    await di.goto(`${base}/g/${code}?watch`);
    await di.waitForFunction(() => /watchers/.test(document.querySelector('[data-testid="connection"]')?.textContent ?? ''), null, { timeout: 15000 });
    const said = await testid(di, 'connection').textContent();
    check('a watcher past MAX_WATCHERS is told why', /Could not join game \w+: This game already has as many watchers as it can take: try again later/.test(said), said);
    check('the first watcher still watches', /Waiting for a second player/.test(await testid(cy, 'game-status').textContent()));
  });
}

run(main);
