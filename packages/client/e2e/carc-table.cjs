// A Carcassonne table for browser tests: created from the start page, joined by its link.
const path = require('path');
const { ROOT, SIZES, sizeOf, check, status, attr, readyAt, moveAndActor, actByKeys } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const NAMES = ['Ann', 'Bob', 'Cy', 'Dee'];

/** Ann creates a Carcassonne game of `seats` from the start page; the others open its link and take
 *  a seat. `size`: a key of SIZES, or an array of them by arrival. Returns the pages by seat (each arrival takes a seat drawn by the server) and the link. */
async function carcTable(browser, base, seats, size) {
  const pages = await Promise.all(NAMES.slice(0, seats).map(async (_, i) => (await browser.newContext(SIZES[sizeOf(size, i)])).newPage()));
  for (const p of pages) p.on('pageerror', (e) => check('no page error', false, e.message));
  const [ann] = pages;
  await ann.goto(base + '/');
  await ann.fill('[data-testid="name"]', 'Ann');
  await ann.check('[data-testid="game-carcassonne"]');
  check('choosing Carcassonne shows its options, not the Castle\'s', await ann.locator('[data-testid="seats"]').isVisible() && !(await ann.locator('[data-testid="falcon"]').isVisible()));
  await ann.selectOption('[data-testid="seats"]', String(seats));
  await ann.screenshot({ path: path.join(SHOTS, `carcassonne-start-${sizeOf(size, 0)}.png`) });
  await ann.click('[data-testid="create"]');
  await status(ann).waitFor();
  const link = await ann.locator('[data-testid="share-link"]').getAttribute('href');
  for (let i = 1; i < seats; i++) {
    const p = pages[i];
    await p.goto(link.replace(/^https?:\/\/[^/]+/, base));
    const prompt = await p.locator('[data-testid="join-prompt"]').textContent();
    const heading = await p.locator('[data-testid="join-prompt"] h1').textContent();
    check(`the invitation names the game and who has joined (${NAMES[i]})`, prompt.includes(`Carcassonne for ${seats} players`) && (seats === 2 || prompt.includes('Ann')), prompt);
    // Seats are drawn at random: everyone seated invites, Ann (who made the game) among them.
    check(`the invitation comes from everyone seated so far (${NAMES[i]})`, NAMES.slice(0, i).every((n) => heading.includes(n)) && heading.endsWith(i === 1 ? 'invites you to a game' : 'invite you to a game'), heading);
    if (i === 1 && seats > 2) await p.screenshot({ path: path.join(SHOTS, `carcassonne-join-${sizeOf(size, 1)}.png`) });
    await p.fill('[data-testid="name"]', NAMES[i]);
    await p.click('[data-testid="take-seat"]');
    await p.waitForFunction(() => /^\d$/.test(document.querySelector('[data-testid="game-status"]')?.getAttribute('data-seat') ?? ''));
  }
  const bySeat = [];
  for (const p of pages) bySeat[Number(await attr(p, 'data-seat'))] = p;
  check(`${seats} pages hold ${seats} different seats`, bySeat.filter(Boolean).length === seats);
  return { pages: bySeat, link };
}

/** One move: the page of the seat to act plays it by keys, or, if no page holds that seat (null), the
 *  computer does; resolves once `watcher` has seen it. Returns 1 for a move the computer made, else 0. */
async function playOne(pages, watcher) {
  const [at, acting] = await moveAndActor(watcher);
  const page = pages[acting];
  if (page) { await readyAt(page, at); await actByKeys(page); }
  await watcher.waitForFunction((t) => Number(document.querySelector('[data-testid="game-status"]').dataset.moves) > t, at, { timeout: 15000 });
  return page ? 0 : 1;
}

module.exports = { carcTable, playOne, NAMES };
