// Browser test: who watches. Cy, offered the free seat, types her name and chooses to watch; Dee,
// who plays a game of her own, watches this one by the link; a stranger watches unnamed; someone
// whose saved name is Ann watches too. The players see "Watchers (4)" beside the players, and on
// request the list, apart from the seats, each marked as watching. At desktop and phone sizes.
// Screenshots: e2e/screenshots/watchers-*.png.
const path = require('path');
const { ROOT, SIZES, check, status, withServer, run } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');

const newPage = async (browser, size) => {
  const p = await (await browser.newContext(SIZES[size])).newPage();
  p.on('pageerror', (e) => check('no page error', false, e.message));
  return p;
};
/** Resolves once the page watches, as the `n`th watcher (the status says "spectator" before it has joined). */
const watching = (page, n) => page.waitForFunction((k) => document.querySelector('[data-testid="game-status"]')?.dataset.seat === 'spectator'
  && document.querySelector('[data-testid="watchers-button"]')?.textContent === `Watchers (${k})`, n, { timeout: 15000 });
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function watchers(browser, base, size) {
  const tag = `(${size})`;
  const [ann, bob, cy, dee, stranger, namesake] = await Promise.all([0, 1, 2, 3, 4, 5].map(() => newPage(browser, size)));
  await ann.goto(base + '/');
  await ann.fill('[data-testid="name"]', 'Ann');
  await ann.click('[data-testid="create"]');
  await status(ann).waitFor();
  const link = (await ann.locator('[data-testid="share-link"]').getAttribute('href')).replace(/^https?:\/\/[^/]+/, base);

  // Cy is offered the free seat, gives her name and watches instead.
  await cy.goto(link);
  await cy.fill('[data-testid="name"]', 'Cy');
  await cy.click('[data-testid="watch"]');
  await watching(cy, 1);
  await bob.goto(link);
  await bob.fill('[data-testid="name"]', 'Bob');
  await bob.click('[data-testid="take-seat"]');
  await bob.waitForFunction(() => document.querySelector('[data-testid="game-status"]')?.dataset.seat === '1');
  // Dee plays a game of her own, then watches this one.
  await dee.goto(base + '/');
  await dee.fill('[data-testid="name"]', 'Dee');
  await dee.click('[data-testid="create"]');
  await status(dee).waitFor();
  await dee.goto(`${link}?watch`);
  await watching(dee, 2);
  await stranger.goto(`${link}?watch`);
  await watching(stranger, 3);
  await namesake.goto(base + '/');
  await namesake.evaluate(() => localStorage.setItem('castle.name', 'Ann'));
  await namesake.goto(`${link}?watch`);
  await watching(namesake, 4);

  const button = ann.getByTestId('watchers-button');
  await ann.waitForFunction(() => document.querySelector('[data-testid="watchers-button"]')?.textContent === 'Watchers (4)', null, { timeout: 15000 });
  check(`the players see how many watch, the list closed until asked for ${tag}`, !(await ann.getByTestId('watchers-list').isVisible()) && (await button.getAttribute('aria-expanded')) === 'false');
  await button.scrollIntoViewIfNeeded();
  await (size === 'phone' ? button.tap() : button.click());
  const items = await ann.locator('[data-testid="watchers-list"] li').allTextContents();
  check(`on request, the watchers by name, each marked as watching ${tag}`,
    items.length === 4 && ['Cy', 'Dee', 'Watcher 1', 'Ann'].every((n, i) => items[i].startsWith(`watching ${n}`)), items.join(' | '));
  check(`a watcher named like a seated player is marked as not that player ${tag}`, items[3].includes('not the player in the seat'), items[3]);
  const seats = await ann.locator('[data-testid^="player-"] strong').allTextContents();
  check(`the seats are still Ann and Bob alone: no watcher among them ${tag}`, seats.join() === 'Ann,Bob', seats.join());
  const box = await ann.getByTestId('watchers').boundingBox(), width = SIZES[size].viewport.width;
  const players = await Promise.all(['player-0', 'player-1'].map((t) => ann.getByTestId(t).boundingBox()));
  const buttonBox = await button.boundingBox();
  check(`the list fits the page and overlaps no player; the button is 44 px high ${tag}`,
    box.x >= 0 && box.x + box.width <= width && players.every((p) => !overlap(p, box)) && buttonBox.height >= 44, JSON.stringify(box));
  await ann.getByTestId('watchers').evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await ann.screenshot({ path: path.join(SHOTS, `watchers-${size}.png`) });
  check(`a watcher sees the list too ${tag}`, (await stranger.getByTestId('watchers-button').textContent()) === 'Watchers (4)');

  await cy.context().close();
  await ann.waitForFunction(() => document.querySelector('[data-testid="watchers-button"]')?.textContent === 'Watchers (3)', null, { timeout: 15000 });
  const after = await ann.locator('[data-testid="watchers-list"] li .watcher-name').allTextContents();
  check(`a watcher who leaves leaves the list, which stays open ${tag}`, after.join() === 'Dee,Watcher 1,Ann' && await ann.getByTestId('watchers-list').isVisible(), after.join());
  for (const p of [ann, bob, dee, stranger, namesake]) await p.context().close();
}

run(async () => {
  await withServer({}, async ({ base, browser }) => {
    await watchers(browser, base, 'desktop');
    await watchers(browser, base, 'phone');
  });
});
