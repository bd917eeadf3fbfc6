// Browser test (npm run test:e2e): the first move's countdown, at desktop and phone sizes. With a live
// clock it counts 30 s in large figures right under "Your turn." on the page of the seat to act, on
// screen without scrolling, and the other page says whose it is; without a clock it gives five
// minutes; against the computer there is none. The server's time is moved on (TEST_TIME_HOOK), never
// waited for. Screenshots: e2e/screenshots/first-move-*.png.
const path = require('path');
const { ROOT, SIZES, check, status, twoPlayers, withServer, run } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const SETTINGS = { TEST_TIME_HOOK: '1', FIRST_MOVE_SECONDS: '30', FIRST_MOVE_UNCLOCKED_SECONDS: '300' };

/** The countdown as the page shows it: its figures, its words, its size, where it is. */
async function countdown(page) {
  const box = page.locator('[data-testid="first-move"]');
  await box.waitFor({ timeout: 10000 });
  return box.evaluate((b) => {
    const time = b.querySelector('[data-testid="first-move-time"]'), st = document.querySelector('[data-testid="game-status"]');
    const r = b.getBoundingClientRect(), s = st.getBoundingClientRect();
    return {
      time: time.textContent, words: b.textContent, px: parseFloat(getComputedStyle(time).fontSize),
      status: st.textContent, onScreen: r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth,
      underStatus: r.top >= s.bottom - 1 && r.top - s.bottom < 40,
    };
  });
}

async function clocked(browser, base, size) {
  const { ann, bob } = await twoPlayers(browser, base, [], size, (p) => p.selectOption('[data-testid="clock"]', '5+3'));
  await ann.waitForFunction(() => document.querySelector('[data-testid="game-status"]')?.textContent === 'Your turn.');
  const a = await countdown(ann), b = await countdown(bob);
  check(`with a clock, the seat to act sees 30 s counting, large, right under "Your turn." and on screen (${size})`,
    /^0:(30|2\d)$/.test(a.time) && a.px >= 28 && a.underStatus && a.onScreen && a.words.includes('left to make your first move, or the game is aborted.'), JSON.stringify(a));
  check(`the other player sees whose first move it is (${size})`, /^0:(30|2\d)$/.test(b.time) && b.words.includes('left for Ann to make a first move'), JSON.stringify(b));
  await ann.screenshot({ path: path.join(SHOTS, `first-move-clock-${size}.png`) });
  await fetch(`${base}/test/advance-time?ms=15000`, { method: 'POST' });
  await ann.waitForFunction(() => /^0:1[0-5]$/.test(document.querySelector('[data-testid="first-move-time"]')?.textContent ?? ''), null, { timeout: 5000 });
  check(`the figures count down in seconds (${size})`, /^0:1[0-5]$/.test((await countdown(ann)).time));
  await Promise.all([ann, bob].map((p) => p.context().close()));
}

async function unclocked(browser, base, size) {
  const { ann, bob } = await twoPlayers(browser, base, [], size);
  const a = await countdown(ann);
  check(`without a clock, the first move has five minutes (${size})`, /^(5:00|4:5\d)$/.test(a.time) && a.underStatus && a.onScreen, JSON.stringify(a));
  await ann.screenshot({ path: path.join(SHOTS, `first-move-no-clock-${size}.png`) });
  await Promise.all([ann, bob].map((p) => p.context().close()));
}

async function computer(browser, base, size) {
  const page = await (await browser.newContext(SIZES[size])).newPage();
  page.on('pageerror', (e) => check('no page error', false, e.message));
  await page.goto(base + '/');
  await page.fill('[data-testid="name"]', 'Ann');
  await page.check('[data-testid="opponent-computer"]');
  await page.selectOption('[data-testid="first"]', 'me');
  await page.click('[data-testid="create"]');
  await status(page).waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="game-status"]')?.textContent === 'Your turn.');
  await fetch(`${base}/test/advance-time?ms=600000`, { method: 'POST' });
  await page.waitForTimeout(1500); // a countdown, if any, would have shown at the server's next second
  check(`against the computer no first move is counted, and ten minutes later the game goes on (${size})`,
    (await page.locator('[data-testid="first-move"]').isVisible()) === false && (await status(page).getAttribute('data-over')) === 'false');
  await page.context().close();
}

run(async () => {
  await withServer(SETTINGS, async ({ base, browser }) => {
    for (const size of Object.keys(SIZES)) {
      await clocked(browser, base, size);
      await unclocked(browser, base, size);
      await computer(browser, base, size);
    }
  });
});
