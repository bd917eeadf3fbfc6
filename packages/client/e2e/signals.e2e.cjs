// Browser test: "your turn", noticed. Ann creates a game, turns notifications on (the browser asks
// only then) and leaves the tab; when Bob arrives and the turn is hers, the title says so, the
// favicon alternates each second, a tone and a notification come; back on the tab, the icon stops.
// The sound toggle is remembered across a reload, and a watcher has no toggles. The Castle at desktop and phone sizes, Carcassonne at desktop.
// Headless Chromium never hides a page: the tab is left by turning Chromium's focus emulation off
// (document.hasFocus() is then false) and hidden as a browser hides it: document.hidden, the
// visibilitychange event, and no animation frames until it shows again.
// Screenshots: e2e/screenshots/signals-*.png.
const path = require('path');
const { ROOT, SIZES, check, status, attr, readyAt, actByKeys, withServer, run } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const ICON = '[rel="icon"]';

async function leaveTab(page) {
  await (await page.context().newCDPSession(page)).send('Emulation.setFocusEmulationEnabled', { enabled: false });
  await page.evaluate(() => {
    const w = window;
    w.heldFrames = [];
    w.ownFrame = w.requestAnimationFrame;
    w.requestAnimationFrame = (cb) => { w.heldFrames.push(cb); return 0; };
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('blur'));
  });
}

async function backToTab(page) {
  await (await page.context().newCDPSession(page)).send('Emulation.setFocusEmulationEnabled', { enabled: true });
  await page.evaluate(() => {
    const w = window;
    delete document.hidden;
    delete document.visibilityState;
    w.requestAnimationFrame = w.ownFrame;
    for (const cb of w.heldFrames.splice(0)) w.requestAnimationFrame(cb);
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });
}

/** The icons the tab showed over `ms`, sampled every 100 ms. */
async function iconsOver(page, ms) {
  const seen = new Set();
  for (const end = Date.now() + ms; Date.now() < end; await page.waitForTimeout(100)) seen.add(await page.locator(ICON).getAttribute('href'));
  return [...seen].sort();
}

/** A tone counts once it has begun to play (the page's policy allows its data: URL). */
const tonePlayed = (page) => page.waitForFunction(() => document.querySelector('[data-testid="signals"]').dataset.sounds, null, { timeout: 3000 }).catch(() => undefined);
const signalsData = (page) => page.locator('[data-testid="signals"]').evaluate((e) => ({ sounds: Number(e.dataset.sounds ?? 0), notified: Number(e.dataset.notified ?? 0) }));

/** The toggles are in the page's width, each at least 44 px high, overlapping nothing beside them. */
async function togglesFit(page, size) {
  const boxes = await Promise.all(['sound-toggle', 'notify-toggle'].map((t) => page.locator(`[data-testid="${t}"]`).boundingBox()));
  const width = SIZES[size].viewport.width;
  const apart = boxes[0].x + boxes[0].width <= boxes[1].x || boxes[0].y + boxes[0].height <= boxes[1].y;
  return boxes.every((b) => b && b.height >= 44 && b.x >= 0 && b.x + b.width <= width) && apart;
}

/** The page's seat plays its whole turn by keys (all its steps), until another seat is to act. */
async function playTurn(page, seat) {
  await page.evaluate(() => document.activeElement?.blur()); // a toggle clicked last would take the Enter key
  while (Number(await attr(page, 'data-to-act')) === seat && (await attr(page, 'data-over')) !== 'true') {
    const at = Number(await attr(page, 'data-moves'));
    await readyAt(page, at);
    await actByKeys(page);
    await page.waitForFunction((t) => Number(document.querySelector('[data-testid="game-status"]').dataset.moves) > t, at, { timeout: 15000 });
  }
}

async function noticed(browser, base, size, game) {
  const tag = `(${game}, ${size})`;
  const [ann, bob, watcher] = await Promise.all([0, 1, 2].map(async () => (await browser.newContext(SIZES[size])).newPage()));
  for (const p of [ann, bob, watcher]) p.on('pageerror', (e) => check('no page error', false, e.message));
  await ann.context().grantPermissions(['notifications'], { origin: base });
  await ann.goto(base + '/');
  await ann.fill('[data-testid="name"]', 'Ann');
  if (game === 'carcassonne') await ann.check('[data-testid="game-carcassonne"]');
  await ann.click('[data-testid="create"]');
  await status(ann).waitFor();
  const link = (await ann.locator('[data-testid="share-link"]').getAttribute('href')).replace(/^https?:\/\/[^/]+/, base);
  const title = await ann.title();
  const sound = ann.locator('[data-testid="sound-toggle"]'), notify = ann.locator('[data-testid="notify-toggle"]');
  await sound.scrollIntoViewIfNeeded();
  check(`a player sees the two toggles: sound on, notifications off until asked for ${tag}`,
    (await sound.isVisible()) && (await sound.textContent()) === 'Sound: on' && (await notify.textContent()) === 'Notify when away: off', await notify.textContent());
  await notify.click();
  await ann.waitForFunction(() => document.querySelector('[data-testid="notify-toggle"]').getAttribute('aria-pressed') === 'true');
  check(`turned on, notifications are allowed and the toggle says on ${tag}`, (await notify.textContent()) === 'Notify when away: on');
  check(`no "your turn" while waiting for the other player ${tag}`, !(await ann.title()).startsWith('Your turn'), await ann.title());

  await leaveTab(ann);
  await bob.goto(link);
  await bob.fill('[data-testid="name"]', 'Bob');
  await bob.click('[data-testid="take-seat"]');
  await bob.waitForFunction(() => /^\d$/.test(document.querySelector('[data-testid="game-status"]')?.dataset.seat ?? ''));
  // Who starts: the Castle's first seat; at Carcassonne, a seat drawn by the server.
  const first = Number(await attr(bob, 'data-to-act')), annSeat = Number(await attr(ann, 'data-seat'));
  if (first !== annSeat) {
    // Bob starts: Ann's turn comes after his.
    await readyAt(bob, 0);
    await playTurn(bob, Number(await attr(bob, 'data-seat')));
  }
  await ann.waitForFunction(() => document.title.startsWith('Your turn'), null, { timeout: 15000 });
  check(`the turn comes while the tab is hidden: the title says "Your turn" ${tag}`, (await ann.title()) === `Your turn · ${title}`, await ann.title());
  const blinking = await iconsOver(ann, 2600);
  check(`the favicon alternates while the tab is not focused ${tag}`, blinking.join() === '/favicon-turn.svg,/favicon.svg', blinking.join());
  await tonePlayed(ann);
  const heard = await signalsData(ann);
  check(`one tone and one notification, the turn once ${tag}`, heard.sounds === 1 && heard.notified === 1, JSON.stringify(heard));
  const turnIcon = await ann.request.get(`${base}/favicon-turn.svg`);
  check(`the turn's icon is a file of this site (its policy allows only this origin's images) ${tag}`, turnIcon.ok() && (turnIcon.headers()['content-type'] ?? '').includes('svg'));

  await backToTab(ann);
  const still = await iconsOver(ann, 1500);
  check(`back on the tab, the favicon stops alternating; the title still says it ${tag}`, still.join() === '/favicon.svg' && (await ann.title()).startsWith('Your turn'), still.join());
  await ann.locator('[data-testid="signals"]').scrollIntoViewIfNeeded();
  check(`the toggles fit the page, 44 px high, side by side or stacked ${tag}`, await togglesFit(ann, size));
  await ann.screenshot({ path: path.join(SHOTS, `signals-${game}-${size}.png`) });

  // Ann plays her turn: the title is hers no longer; Bob's says it, with a tone (he clicked the page).
  const start = Number(await attr(ann, 'data-moves'));
  await playTurn(ann, annSeat);
  await bob.waitForFunction(() => document.title.startsWith('Your turn'), null, { timeout: 15000 });
  check(`after her turn Ann's title is the page's own; Bob's says "Your turn" ${tag}`, (await ann.title()) === title && Number(await attr(ann, 'data-moves')) > start);
  await tonePlayed(bob);
  check(`Bob, focused, gets the tone but no notification (his are off) ${tag}`, JSON.stringify(await signalsData(bob)) === '{"sounds":1,"notified":0}', JSON.stringify(await signalsData(bob)));

  {
    // The sound toggle is remembered: off, reloaded, still off.
    const bobSound = bob.locator('[data-testid="sound-toggle"]');
    await bobSound.click();
    check(`one click turns the sound off ${tag}`, (await bobSound.textContent()) === 'Sound: off' && (await bobSound.getAttribute('aria-pressed')) === 'false');
    await bob.reload();
    await bob.waitForFunction(() => document.title.startsWith('Your turn'), null, { timeout: 15000 });
    check(`after a reload the sound is still off, and the title says whose turn it is ${tag}`,
      (await bob.locator('[data-testid="sound-toggle"]').textContent()) === 'Sound: off');
    await bob.locator('[data-testid="sound-toggle"]').click();
    check(`and one click turns it on again ${tag}`, (await bob.locator('[data-testid="sound-toggle"]').textContent()) === 'Sound: on');
  }

  await watcher.goto(`${link}?watch`);
  await watcher.waitForFunction(() => document.querySelector('[data-testid="game-status"]')?.dataset.seat === 'spectator');
  await watcher.waitForTimeout(300);
  check(`a watcher has no turn, so no toggles and no "your turn" ${tag}`, !(await watcher.locator('[data-testid="signals"]').isVisible()) && !(await watcher.title()).startsWith('Your turn'));
  for (const p of [ann, bob, watcher]) await p.context().close();
}

run(async () => {
  await withServer({}, async ({ base, browser }) => {
    await noticed(browser, base, 'desktop', 'castle');
    await noticed(browser, base, 'phone', 'castle');
    await noticed(browser, base, 'desktop', 'carcassonne');
  });
});
