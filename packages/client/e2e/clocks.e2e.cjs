// Browser test (npm run test:e2e): a Castle game with a clock, chosen on the start page. Every page
// shows both clocks; none runs before both players have moved; then the one to act counts down,
// smoothly and from the server's figures; low time shows; when it runs out the other player wins on
// time; and the replay shows each player's time at every move. The server's time is moved on
// (TEST_TIME_HOOK) rather than waited for. At desktop and phone sizes. Screenshots:
// e2e/screenshots/clocks-*.png.
const path = require('path');
const { ROOT, SIZES, check, attr, readyAt, actByKeys, twoPlayers, withServer, run } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');

const clockMs = async (page, seat) => Number(await page.locator(`[data-testid="clock-${seat}"]`).getAttribute('data-ms'));

/** The seat to act plays its whole turn by keys; resolves once the turn has passed. */
async function turnByKeys(pages, watcher) {
  const seat = Number(await attr(watcher, 'data-to-act'));
  while (Number(await attr(watcher, 'data-to-act')) === seat && (await attr(watcher, 'data-over')) !== 'true') {
    const at = Number(await attr(watcher, 'data-moves'));
    await readyAt(pages[seat], at);
    await actByKeys(pages[seat]);
    await watcher.waitForFunction((t) => Number(document.querySelector('[data-testid="game-status"]').dataset.moves) > t, at, { timeout: 15000 });
  }
}

async function clockGame(browser, base, size) {
  const { ann, bob, link } = await twoPlayers(browser, base, [], size, async (page) => {
    const offered = await page.locator('[data-testid="clock"] option').allTextContents();
    check(`the start page offers no clock, live clocks and days a turn (${size})`, offered[0] === 'No clock' && offered.some((o) => o.startsWith('5+3')) && offered.includes('3 days a turn'), offered.join(' | '));
    await page.selectOption('[data-testid="clock"]', '5+3');
    await page.screenshot({ path: path.join(SHOTS, `clocks-start-${size}.png`) });
  });
  const watcher = await (await browser.newContext(SIZES[size])).newPage();
  watcher.on('pageerror', (e) => check('no page error', false, e.message));
  await watcher.goto(`${link.replace(/^https?:\/\/[^/]+/, base)}?watch`);
  await watcher.waitForFunction(() => document.querySelector('[data-testid="game-status"]')?.dataset.seat === 'spectator');

  for (const p of [ann, bob, watcher]) await p.locator('[data-testid="clock-1"]').waitFor();
  check(`every page shows both clocks at 5:00, none running before anyone has moved (${size})`,
    (await watcher.locator('[data-testid="clock-0"] .clock-time').textContent()) === '5:00' && (await attr(watcher, 'data-to-act')) !== null
      && (await watcher.locator('[data-testid="clocks"] [data-running="true"]').count()) === 0);

  const pages = [ann, bob];
  await turnByKeys(pages, watcher);
  await turnByKeys(pages, watcher);
  const seat = Number(await attr(watcher, 'data-to-act'));
  await watcher.locator(`[data-testid="clock-${seat}"][data-running="true"]`).waitFor();
  const a = await clockMs(watcher, seat), textA = await watcher.locator(`[data-testid="clock-${seat}"] .clock-time`).textContent();
  // The running clock's text changes at its next whole second: awaited, rather than a fixed wait.
  await watcher.waitForFunction(([s, text]) => document.querySelector(`[data-testid="clock-${s}"] .clock-time`)?.textContent !== text, [seat, textA], { polling: 50, timeout: 5000 });
  const b = await clockMs(watcher, seat), textB = await watcher.locator(`[data-testid="clock-${seat}"] .clock-time`).textContent();
  check(`once both have moved, the clock of the seat to act counts down on every page (${size})`, b < a && textB !== textA, `${textA} → ${textB}`);
  check('the other clock stands still', (await watcher.locator(`[data-testid="clock-${1 - seat}"]`).getAttribute('data-running')) === 'false');
  await pages[seat].screenshot({ path: path.join(SHOTS, `clocks-running-${size}.png`) });

  // Near the end: low time shows; past it, the other player wins on time.
  // The server's time moves on; the pages learn it with the server's next word (a join sends it to all).
  await fetch(`${base}/test/advance-time?ms=${b - 8000}`, { method: 'POST' });
  await watcher.reload();
  await watcher.locator(`[data-testid="clock-${seat}"].low`).waitFor({ timeout: 5000 });
  await pages[seat].locator(`[data-testid="clock-${seat}"].low`).waitFor({ timeout: 5000 });
  check(`below its low-time mark the clock shows tenths, and is marked low (${size})`,
    /^0:0\d\.\d$/.test(await watcher.locator(`[data-testid="clock-${seat}"] .clock-time`).textContent()));
  await pages[seat].screenshot({ path: path.join(SHOTS, `clocks-low-${size}.png`) });
  await fetch(`${base}/test/advance-time?ms=10000`, { method: 'POST' });
  await watcher.waitForFunction(() => document.querySelector('[data-testid="game-status"]')?.dataset.over === 'true', null, { timeout: 10000 });
  const banner = await pages[1 - seat].locator('[data-testid="end-banner"]').textContent();
  check(`the game ends on time, and says so (${size})`, /on time/i.test(banner), banner);
  await pages[1 - seat].screenshot({ path: path.join(SHOTS, `clocks-flag-${size}.png`) });

  // The replay gives every player's time at each move: the whole five minutes before the first, and
  // at the end none left for the one who ran out.
  await watcher.goto(`${link.replace(/^https?:\/\/[^/]+/, base)}/replay`);
  await watcher.locator(`[data-testid="replay-clock-${seat}"]`).waitFor();
  await watcher.waitForFunction(() => document.querySelector('.replay-board canvas')?.dataset.frame !== undefined, null, { timeout: 15000 });
  const title = await watcher.locator('.replay-title').textContent();
  const lastTimes = await watcher.locator('[data-testid^="replay-clock-"]').allTextContents();
  await watcher.screenshot({ path: path.join(SHOTS, `clocks-replay-${size}.png`) });
  await watcher.locator('[data-testid="replay-first"]').click();
  const firstTimes = await watcher.locator('[data-testid^="replay-clock-"]').allTextContents();
  check(`the replay names the clock and shows each player's time at every move (${size})`,
    title.includes('5+3') && firstTimes.length === 2 && firstTimes.every((t) => t.includes('5:00 left')) && lastTimes.length === 2 && lastTimes[seat].includes('0:00.0 left') && !lastTimes[1 - seat].includes('0:00'),
    `${title} | last: ${lastTimes.join(',')} | first: ${firstTimes.join(',')}`);
  for (const p of [ann, bob, watcher]) await p.context().close();
}

run(async () => {
  await withServer({ TEST_TIME_HOOK: '1' }, async ({ base, browser }) => {
    await clockGame(browser, base, 'desktop');
    await clockGame(browser, base, 'phone');
  });
});
