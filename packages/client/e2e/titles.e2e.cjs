// Browser test of what pages are called (issue 39, item 7), at desktop and phone sizes: for each
// game, the invitation, a watcher's page and the "game full" page name that game in the tab's title
// (a watcher's no longer says "… invites you"), and an address the site does not have is its own
// "Page not found" page, with status 404 and a link to the start page.
// Screenshots: e2e/screenshots/titles-*.png.
const path = require('path');
const { SIZES, ROOT, check, withServer, run } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const GAMES = { castle: 'Carcassonne – The Castle', carcassonne: 'Carcassonne' };
const testid = (page, id) => page.locator(`[data-testid="${id}"]`);
const seatIs = (page, seat) => page.waitForFunction((s) => document.querySelector('[data-testid="game-status"]')?.dataset.seat === s, String(seat), { timeout: 20000 });

async function newPage(browser, size) {
  const page = await (await browser.newContext(SIZES[size])).newPage();
  page.on('pageerror', (e) => check('no page error', false, e.message));
  return page;
}

async function notFound(browser, base, size) {
  const page = await newPage(browser, size);
  const answer = await page.goto(`${base}/no/such/page`);
  await testid(page, 'not-found').waitFor();
  check(`an unknown address is the site's own "Page not found" page, with status 404 (${size})`,
    answer.status() === 404 && (await page.locator('h1').textContent()) === 'Page not found' && /\/no\/such\/page/.test(await testid(page, 'notice-text').textContent()),
    `${answer.status()} ${await page.locator('h1').textContent()}`);
  check(`... styled as the site's pages, its title the site's (${size})`,
    (await page.title()) === 'Page not found · Carcassonne online' && (await page.locator('link[rel="stylesheet"], style').count()) > 0 && (await testid(page, 'not-found').evaluate((e) => getComputedStyle(e).fontFamily)) !== 'Times New Roman', await page.title());
  await page.screenshot({ path: path.join(SHOTS, `titles-not-found-${size}.png`) });
  await page.getByRole('link', { name: 'Back to the start page' }).click();
  await testid(page, 'create').waitFor();
  check(`... and its link leads to the start page (${size})`, new URL(page.url()).pathname === '/');
  await page.context().close();
}

/** Ann creates a game of `game` from the start page; returns her page and the game's code. */
async function create(browser, base, size, game) {
  const ann = await newPage(browser, size);
  await ann.goto(`${base}/`);
  await testid(ann, 'name').fill('Ann');
  await ann.check(`[data-testid="game-${game}"]`);
  await testid(ann, 'create').click();
  await testid(ann, 'code').waitFor();
  return { ann, code: await testid(ann, 'code').textContent() };
}

async function titles(browser, base, size, game) {
  const name = GAMES[game], tag = `(${game}, ${size})`;
  const { ann, code } = await create(browser, base, size, game);
  check(`the player who made the game has its name and code in the title ${tag}`, (await ann.title()) === `Game ${code} · ${name}`, await ann.title());

  const visitor = await newPage(browser, size);
  await visitor.goto(`${base}/g/${code}`);
  await testid(visitor, 'join-prompt').waitFor();
  check(`the invitation's title names the game ${tag}`, (await visitor.title()) === `Ann invites you to a game · ${name}`, await visitor.title());
  await visitor.screenshot({ path: path.join(SHOTS, `titles-invitation-${game}-${size}.png`) });
  await visitor.getByRole('button', { name: 'Just watch' }).click();
  await seatIs(visitor, 'spectator');
  check(`a watcher's title names the game, not the invitation ${tag}`, (await visitor.title()) === `Game ${code} · ${name}`, await visitor.title());

  const bob = await newPage(browser, size);
  await bob.goto(`${base}/g/${code}`);
  await testid(bob, 'name').fill('Bob');
  await testid(bob, 'take-seat').click();
  await bob.waitForFunction(() => /^\d$/.test(document.querySelector('[data-testid="game-status"]')?.dataset.seat ?? ''));
  check(`a player who took the seat has the game's title, not the invitation's ${tag}`, (await bob.title()).endsWith(`Game ${code} · ${name}`), await bob.title());

  const late = await newPage(browser, size);
  await late.goto(`${base}/g/${code}`);
  await testid(late, 'full-game').waitFor();
  check(`the "game full" page's title names the game ${tag}`, (await late.title()) === `This game is full · ${name}`, await late.title());
  await late.screenshot({ path: path.join(SHOTS, `titles-full-${game}-${size}.png`) });
  for (const p of [ann, visitor, bob, late]) await p.context().close();
}

run(async () => {
  await withServer({}, async ({ base, browser }) => {
    for (const size of Object.keys(SIZES)) {
      await notFound(browser, base, size);
      for (const game of Object.keys(GAMES)) await titles(browser, base, size, game);
    }
  });
});
