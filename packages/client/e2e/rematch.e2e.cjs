// Browser test (npm run test:e2e): the rematch as an offer, at desktop and phone sizes, two players at
// a game Ann aborted. Ann asks; Bob sees "Ann asks for a rematch" with Accept and Decline (never
// "Starting the rematch…" before he accepts); Ann withdraws and Bob sees it withdrawn; Ann asks again
// and Bob declines, which Ann sees; Ann asks once more and Bob accepts: both are in the new game,
// the seats turned by one, each player in their own colour still.
// Screenshots: e2e/screenshots/rematch-*.png.
const path = require('path');
const { ROOT, SIZES, check, attr, twoPlayers, withServer, run } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const shot = (page, name) => page.screenshot({ path: path.join(SHOTS, `rematch-${name}.png`) });
const testid = (page, id) => page.locator(`[data-testid="${id}"]`);
const banner = async (page) => (await testid(page, 'end-banner').textContent()) ?? '';

/** Click `id` once it is on screen: a choice must be seen before it counts. */
async function press(page, id) {
  const b = testid(page, id);
  await b.waitFor({ timeout: 10000 });
  await b.scrollIntoViewIfNeeded();
  const box = await b.boundingBox(), view = page.viewportSize();
  check(`"${(await b.textContent()).trim()}" is on screen before it is pressed`, !!box && box.y >= 0 && box.y + box.height <= view.height && box.x >= 0 && box.x + box.width <= view.width);
  await b.click();
}

/** Wait until the page's end banner says `text`. */
/** The colour of a seat's swatch in the players box. */
const swatch = (page, seat) => page.locator(`[data-testid="player-${seat}"] .swatch`).evaluate((s) => getComputedStyle(s).backgroundColor);

const says = (page, text) => page.waitForFunction((t) => document.querySelector('[data-testid="end-banner"]')?.textContent.includes(t), text, { timeout: 10000 });

async function offer(browser, base, size) {
  const { ann, bob } = await twoPlayers(browser, base, [], size);
  await press(ann, 'abort');
  await press(ann, 'abort-yes');
  for (const p of [ann, bob]) await testid(p, 'end-banner').waitFor({ timeout: 10000 });
  const code = new URL(ann.url()).pathname;
  const before = [await swatch(bob, 0), await swatch(bob, 1)]; // Ann's, Bob's

  await press(ann, 'rematch');
  await says(bob, 'Ann asks for a rematch.');
  const asked = await banner(bob);
  check(`the player asked sees who asks, with Accept and Decline, and nothing starting yet (${size})`,
    asked.includes('Ann asks for a rematch. You would start it.') && !asked.includes('Starting the rematch')
      && (await testid(bob, 'rematch').textContent()) === 'Accept' && await testid(bob, 'rematch-decline').isVisible(), asked);
  await says(ann, 'waiting for Bob to accept');
  check(`the asker waits, and may withdraw (${size})`, (await banner(ann)).includes('You asked for a rematch: waiting for Bob to accept. Bob would start it.') && await testid(ann, 'rematch-withdraw').isVisible());
  await shot(bob, `offer-${size}`);
  await shot(ann, `asked-${size}`);

  await press(ann, 'rematch-withdraw');
  await says(bob, 'Ann withdrew the ask for a rematch.');
  check(`a withdrawn ask leaves the other a Rematch of his own, no Accept (${size})`,
    (await testid(bob, 'rematch').textContent()) === 'Rematch' && (await testid(bob, 'rematch-decline').count()) === 0);
  await shot(bob, `withdrawn-${size}`);

  await press(ann, 'rematch');
  await says(bob, 'Ann asks for a rematch.');
  check(`asked again, the withdrawal is no longer said (${size})`, !(await banner(bob)).includes('withdrew'));
  await press(bob, 'rematch-decline');
  await says(ann, 'Bob declined the rematch.');
  check(`the asker sees the decline, and may ask again (${size})`, (await testid(ann, 'rematch').textContent()) === 'Rematch' && (await testid(ann, 'rematch-withdraw').count()) === 0);
  await shot(ann, `declined-${size}`);

  await press(ann, 'rematch');
  await says(bob, 'Ann asks for a rematch.');
  await press(bob, 'rematch');
  for (const p of [ann, bob]) await p.waitForURL((u) => u.pathname !== code && /^\/g\/[A-Z0-9]{5}$/.test(u.pathname), { timeout: 20000 });
  await bob.waitForFunction(() => document.querySelector('[data-testid="game-status"]')?.dataset.seat === '0');
  await ann.waitForFunction(() => document.querySelector('[data-testid="game-status"]')?.dataset.seat === '1');
  check(`accepted, both are in the new game, Bob first (${size})`, new URL(ann.url()).pathname === new URL(bob.url()).pathname && (await attr(bob, 'data-to-act')) === '0');
  await testid(ann, 'player-1').waitFor();
  const after = [await swatch(ann, 1), await swatch(ann, 0)]; // Ann's (seat 1 now), Bob's (seat 0)
  check(`in the rematch each player keeps their colour, though the seats turned (${size})`, before[0] !== before[1] && after.join() === before.join(), `${before} → ${after}`);
  await shot(ann, `new-game-${size}`);
  await ann.goto(`${base}${new URL(ann.url()).pathname}/replay`);
  // Read once the board is drawn, in one step: each drawing of the replay makes its seats' lines anew.
  await ann.waitForFunction(() => document.querySelector('canvas')?.dataset.frame !== undefined, null, { timeout: 10000 });
  const replayed = await ann.evaluate(() => getComputedStyle(document.querySelector('[data-testid="replay-player-1"] .swatch')).backgroundColor);
  check(`the rematch's replay paints Ann in her colour too (${size})`, replayed === before[0], `${replayed} / ${before[0]}`);
  await Promise.all([ann, bob].map((p) => p.context().close()));
}

run(async () => {
  await withServer({}, async ({ base, browser }) => {
    for (const size of Object.keys(SIZES)) await offer(browser, base, size);
  });
});
