// Browser test (npm run test:e2e): a player resigns at a Carcassonne table of three, at desktop and
// phone sizes: asked once more with what it means, then the page watches, every page shows the seat
// as "Name (resigned)", and the computer plays it while the others go on. Screenshots:
// e2e/screenshots/resign-table-*.png.
const path = require('path');
const { ROOT, check, attr, withServer, run } = require('./browser.cjs');
const { carcTable, playOne } = require('./carc-table.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const moves = async (page) => Number(await attr(page, 'data-moves'));

/** Play by keys, each page on its turn (the computer on the seats it has), until `until` holds. */
async function playUntil(pages, watcher, until) {
  while (!(await until())) await playOne(pages, watcher);
}

async function resignAtThree(browser, base, size) {
  const { pages } = await carcTable(browser, base, 3, size);
  // Until every seat has moved, abort is offered; resign after.
  await playUntil(pages, pages[0], async () => (await pages[0].locator('[data-testid="resign"]').count()) > 0);
  const seat = Number(await attr(pages[0], 'data-to-act'));
  const leaver = pages[seat], name = await leaver.locator(`[data-testid="player-${seat}"] strong`).textContent();
  const ask = leaver.locator('[data-testid="resign"]');
  await ask.scrollIntoViewIfNeeded();
  await ask.click();
  const yes = leaver.locator('[data-testid="resign-yes"]');
  await yes.waitFor();
  const says = await leaver.locator('[data-testid="table-choices"]').textContent();
  check(`the resignation asks once more, saying the player cannot win and the computer plays on (${size})`, says.includes('You leave the game and cannot win it'), says);
  await yes.scrollIntoViewIfNeeded();
  const box = await yes.boundingBox(), view = leaver.viewportSize();
  check('"Resign" is on screen before it is pressed', !!box && box.y >= 0 && box.y + box.height <= view.height);
  await leaver.screenshot({ path: path.join(SHOTS, `resign-table-confirm-${size}.png`) });
  await yes.click();
  await leaver.waitForFunction(() => document.querySelector('[data-testid="game-status"]')?.dataset.seat === 'spectator' && location.search === '?watch', null, { timeout: 10000 });
  check(`the player who resigned watches now (${size})`, true);
  const others = pages.filter((_, s) => s !== seat);
  await others[0].waitForFunction(([s, n]) => document.querySelector(`[data-testid="player-${s}"] strong`)?.textContent === `${n} (resigned)`, [seat, name], { timeout: 10000 });
  check(`every page names the seat "${name} (resigned)"`, (await leaver.locator(`[data-testid="player-${seat}"] strong`).textContent()) === `${name} (resigned)`);
  const from = await moves(others[0]);
  // The computer may move before this page reads whose turn it is, so play on until a later turn of
  // the resigned seat has come and gone with no page acting for it (within a few rounds).
  let byComputer = 0;
  while (byComputer === 0 && (await moves(others[0])) < from + 12) {
    byComputer += await playOne(pages.map((p, s) => (s === seat ? null : p)), others[0]);
  }
  check(`the game goes on, the computer playing the resigned seat (${size})`, byComputer > 0 && (await attr(others[0], 'data-over')) === 'false', `moves by the computer seen: ${byComputer}`);
  await leaver.screenshot({ path: path.join(SHOTS, `resign-table-watching-${size}.png`) });
  for (const p of pages) await p.context().close();
}

run(async () => {
  await withServer({ BOT_PAUSE_MS: '150' }, async ({ base, browser }) => {
    await resignAtThree(browser, base, 'desktop');
    await resignAtThree(browser, base, 'phone');
  });
});
