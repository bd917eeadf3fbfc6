// Browser test (npm run test:e2e): the ways a game ends besides its last tile, at a table of two, at
// desktop and phone sizes. Before every seat has moved a player may abort (asked twice), and a first
// move not made within FIRST_MOVE_UNCLOCKED_SECONDS (no clock) ends the game unstarted; after, resign
// (asked twice), which the banner and the replay tell; and when the opponent to act has gone, the
// countdown shows from its start and the win may be claimed once it runs out (asked twice). The
// server's time is moved on (TEST_TIME_HOOK), never waited for. Screenshots: e2e/screenshots/ending-*.png.
const path = require('path');
const { ROOT, check, attr, twoPlayers, playTurnByKeys, withServer, run } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const shot = (page, name) => page.screenshot({ path: path.join(SHOTS, `ending-${name}.png`) });
const text = async (page, id) => (await page.locator(`[data-testid="${id}"]`).first().textContent()) ?? '';


/** Click `id` once it is in view: a choice must be seen before it counts. */
async function press(page, id) {
  const b = page.locator(`[data-testid="${id}"]`);
  await b.waitFor({ timeout: 10000 });
  await b.scrollIntoViewIfNeeded();
  const box = await b.boundingBox(), view = page.viewportSize();
  check(`"${(await b.textContent()).trim()}" is on screen before it is pressed`, !!box && box.y >= 0 && box.y + box.height <= view.height && box.x >= 0 && box.x + box.width <= view.width);
  await b.click();
}

/** Both banners are up, saying how it ended; returns their titles. */
async function banners(pages, end) {
  for (const p of pages) await p.locator(`[data-testid="end-banner"][data-end="${end}"]`).waitFor({ timeout: 10000 });
  return Promise.all(pages.map((p) => text(p, 'winner')));
}

async function abort(browser, base, size) {
  const { ann, bob } = await twoPlayers(browser, base, [], size);
  await ann.locator('[data-testid="first-move"]').waitFor();
  check(`both pages show the first move's countdown: five minutes without a clock (${size})`, /^(5:00|4:[45]\d) left to make your first move/.test(await text(ann, 'first-move'))
    && /^(5:00|4:[45]\d) left for Ann to make a first move/.test(await text(bob, 'first-move')), `${await text(ann, 'first-move')} / ${await text(bob, 'first-move')}`);
  await press(bob, 'abort');
  await bob.locator('[data-testid="abort-yes"]').waitFor();
  check('the abort asks once more, saying it leaves no result', (await text(bob, 'table-choices')).includes('no result'));
  await shot(bob, `abort-confirm-${size}`);
  await press(bob, 'abort-no');
  await bob.locator('[data-testid="abort"]').waitFor();
  check('"Keep playing" takes the question back', (await bob.locator('[data-testid="abort-yes"]').count()) === 0 && (await attr(ann, 'data-over')) === 'false');
  await press(bob, 'abort');
  await press(bob, 'abort-yes');
  const [a, b] = await banners([ann, bob], 'aborted');
  check(`each page says who aborted (${size})`, a === 'Bob aborted the game' && b === 'You aborted the game', `${a} / ${b}`);
  await shot(ann, `aborted-${size}`);
  await Promise.all([ann, bob].map((p) => p.context().close()));
}

async function firstMoveLate(browser, base, size) {
  const { ann, bob } = await twoPlayers(browser, base, [], size);
  await ann.locator('[data-testid="first-move"]').waitFor();
  // Ann lets her first move's five minutes run out (the server's time moved on past them).
  await fetch(`${base}/test/advance-time?ms=301000`, { method: 'POST' });
  const [a, b] = await banners([ann, bob], 'notStarted');
  const line = await text(bob, 'end-banner');
  check(`a first move not made in time ends the game unstarted, on both pages (${size})`, a === 'The game did not start' && b === a
    && line.includes('Ann did not make a first move in time: the game was aborted, with no result.'), `${a} / ${b} / ${line}`);
  await shot(bob, `not-started-${size}`);
  await Promise.all([ann, bob].map((p) => p.context().close()));
}

async function resign(browser, base, size) {
  const { ann, bob } = await twoPlayers(browser, base, [], size);
  await playTurnByKeys(ann, 0);
  check('once a seat has moved, the other may still abort', await bob.locator('[data-testid="abort"]').isVisible());
  await playTurnByKeys(bob, 1);
  await ann.locator('[data-testid="resign"]').waitFor();
  check(`once both have moved, abort gives way to resign (${size})`, (await ann.locator('[data-testid="abort"]').count()) === 0);
  await press(bob, 'resign');
  await bob.locator('[data-testid="resign-yes"]').waitFor();
  check('the resignation asks once more, saying who wins', (await text(bob, 'table-choices')).includes('The game ends now: Ann wins.'));
  await shot(bob, `resign-confirm-${size}`);
  await press(bob, 'resign-yes');
  const [a, b] = await banners([ann, bob], 'resigned');
  check(`the banner says the game was won by resignation (${size})`, a === 'You win: Bob resigned' && b === 'You resigned', `${a} / ${b}`);
  check('the banner offers the rematch and the replay', await ann.locator('[data-testid="rematch"]').isVisible() && await ann.locator('[data-testid="replay-link"]').isVisible());
  await shot(ann, `resigned-${size}`);
  await press(ann, 'replay-link');
  await ann.locator('[data-testid="replay-result"][data-end="resigned"]').waitFor({ timeout: 10000 });
  check(`the replay tells how it ended (${size})`, (await text(ann, 'replay-result')).includes('Bob resigned: Ann wins.'), await text(ann, 'replay-result'));
  await shot(ann, `replay-resigned-${size}`);
  await Promise.all([ann, bob].map((p) => p.context().close()));
}

async function claim(browser, base, size) {
  const { ann, bob } = await twoPlayers(browser, base, [], size);
  await playTurnByKeys(ann, 0);
  await playTurnByKeys(bob, 1);
  await playTurnByKeys(ann, 0); // Bob is to act when he goes
  await bob.context().close();
  const countdown = ann.locator('[data-testid="claim-countdown"]');
  await countdown.waitFor({ timeout: 10000 });
  check(`the countdown shows from its start (${size})`, /Bob has been away 0:0\d: you may claim the win in (2:00|1:5\d), or keep waiting\./.test(await countdown.textContent()), await countdown.textContent());
  check('no claim is offered yet', (await ann.locator('[data-testid="claimWin"]').count()) === 0);
  await shot(ann, `claim-countdown-${size}`);
  await fetch(`${base}/test/advance-time?ms=120000`, { method: 'POST' });
  await press(ann, 'claimWin');
  await ann.locator('[data-testid="claimWin-yes"]').waitFor();
  check('the claim asks once more', (await text(ann, 'table-choices')).includes('The game ends now, won by you.'));
  await shot(ann, `claim-confirm-${size}`);
  await press(ann, 'claimWin-yes');
  const [a] = await banners([ann], 'claimed');
  check(`the banner says the win was claimed (${size})`, a === 'You win: Bob left', a);
  await ann.waitForFunction(() => document.querySelector('[data-testid="away"]')?.textContent === ' · left', null, { timeout: 5000 });
  check(`once over, Bob's away count stops: he is shown as left, with no countdown (${size})`, (await text(ann, 'away')) === ' · left');
  await shot(ann, `claimed-${size}`);
  await ann.context().close();
}

run(async () => {
  await withServer({ TEST_TIME_HOOK: '1', FIRST_MOVE_UNCLOCKED_SECONDS: '300' }, async ({ base, browser }) => {
    for (const size of ['desktop', 'phone']) {
      await abort(browser, base, size);
      await firstMoveLate(browser, base, size);
      await resign(browser, base, size);
      await claim(browser, base, size);
    }
  });
});
