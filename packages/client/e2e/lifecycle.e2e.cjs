// Browser test of a game's life (issue 13, items 5–7, 9, 10, 12, 14), at desktop and phone size:
// error pages with a way on; the creator waits with an invitation; a visitor gives a name; a full
// game offers watching; two tabs on one seat settle; a lost connection and a server restart say so
// and come back; the end is a banner with the final scoring and a rematch both accept, the other
// player starting, the watcher following; help, legend, hint and the tiles to come as pictures.
const path = require('path');
const { SIZES, ROOT, check, attr, movedPast, actByKeys, withServer, run } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const testid = (page, id) => page.locator(`[data-testid="${id}"]`);
const seatIs = (page, seat) => page.waitForFunction((s) => document.querySelector('[data-testid="game-status"]')?.dataset.seat === s, String(seat), { timeout: 20000 });

async function inViewport(page, id) {
  return page.evaluate((q) => {
    const r = document.querySelector(`[data-testid="${q}"]`)?.getBoundingClientRect();
    return !!r && r.height > 0 && r.top >= 0 && r.top < innerHeight && r.left >= 0 && r.right <= innerWidth + 1;
  }, id);
}

async function errorPages(browser, base, size, tag) {
  const ctx = await browser.newContext(SIZES[size]);
  const page = await ctx.newPage();
  await page.goto(`${base}/g/`);
  // The page is written once its words have come (a chunk fetched after the load event).
  await testid(page, 'bad-link').waitFor();
  check(`a game link without a code is a page with a way on ${tag}`, (await testid(page, 'bad-link').count()) === 1 && (await page.getByRole('link', { name: 'Back to the start page' }).count()) === 1);
  await page.goto(`${base}/g/ZZZZ9`);
  await testid(page, 'unknown-game').waitFor();
  check(`an unknown code says so plainly ${tag}`, /no game with the code ZZZZ9/.test(await testid(page, 'notice-text').textContent()));
  await page.getByRole('link', { name: 'Back to the start page' }).click();
  await testid(page, 'create').waitFor();
  await page.getByRole('button', { name: 'Join' }).click();
  check(`joining with an empty code asks for the code instead of failing ${tag}`, /code/.test(await testid(page, 'code-error').textContent()) && new URL(page.url()).pathname === '/');
  await page.getByRole('link', { name: 'How to play the Castle' }).click();
  await testid(page, 'help').waitFor();
  check(`"How to play" is the Castle's help for players, in sections ${tag}`, /How to play/.test(await page.locator('h1').first().textContent()) && (await page.locator('.help-text h2').count()) > 3);
  await page.goBack();
  await testid(page, 'create').waitFor();
  check(`Back returns from the help page to the start page ${tag}`, new URL(page.url()).pathname === '/');
  await page.getByRole('link', { name: 'How to play Carcassonne' }).click();
  await testid(page, 'help').waitFor();
  check(`Carcassonne's "How to play" is its help for players, in sections ${tag}`, /How to play Carcassonne/.test(await page.locator('h1').first().textContent()) && (await page.locator('.help-text h2').count()) > 3);
  await page.goBack();
  await testid(page, 'create').waitFor();
  const icon = await page.evaluate(() => document.querySelector('link[rel="icon"]')?.getAttribute('href'));
  check(`the page has a favicon ${tag}`, !!icon, icon);
  await ctx.close();
}

async function onSize(browser, base, size, restart) {
  const tag = `(${size})`;
  await errorPages(browser, base, size, tag);
  const [annCtx, bobCtx, cyCtx] = await Promise.all([0, 1, 2].map(() => browser.newContext(SIZES[size])));
  const [ann, bob, cy] = await Promise.all([annCtx, bobCtx, cyCtx].map((c) => c.newPage()));
  for (const p of [ann, bob, cy]) p.on('pageerror', (e) => check('no page error', false, e.message));

  // 6. The creator waits with an invitation; nothing can be played alone.
  await ann.goto(base + '/');
  await testid(ann, 'name').fill('Ann');
  await testid(ann, 'create').click();
  await testid(ann, 'invite').waitFor();
  const code = await testid(ann, 'code').textContent();
  check(`the creator sees the invitation: link, copy button, the code in large letters ${tag}`,
    /^[A-Z0-9]{5}$/.test(code) && (await ann.getByRole('button', { name: 'Copy link' }).count()) === 1 && /starts when the other player arrives/.test(await testid(ann, 'invite').textContent())
      && parseFloat(await testid(ann, 'code').evaluate((e) => getComputedStyle(e).fontSize)) >= 24);
  check(`before the opponent arrives there is nothing to play ${tag}`, (await attr(ann, 'data-waiting')) === 'true' && !(await testid(ann, 'turn-box').isVisible()));
  await ann.screenshot({ path: path.join(SHOTS, `waiting-${size}.png`) });

  // 5. The visitor is asked a name (prefilled from last time) before taking the seat.
  await bob.goto(base + '/');
  await bob.evaluate(() => localStorage.setItem('castle.name', 'Bobby'));
  await bob.goto(`${base}/g/${code}`);
  await testid(bob, 'join-prompt').waitFor();
  check(`a visitor is asked a name, prefilled from last time ${tag}`, (await testid(bob, 'name').inputValue()) === 'Bobby' && /Ann invites you/.test(await bob.locator('h1').textContent()));
  await testid(bob, 'name').fill('Bob');
  await bob.getByRole('button', { name: 'Take the seat' }).click();
  await seatIs(bob, 1);
  await ann.waitForFunction(() => document.querySelector('[data-testid="game-status"]').dataset.waiting === 'false');
  check(`both players have their names ${tag}`, /Bob/.test(await testid(ann, 'player-1').textContent()) && /Ann/.test(await testid(bob, 'player-0').textContent()));
  check(`the invitation goes when the opponent arrives ${tag}`, !(await testid(ann, 'invite').isVisible()));

  // A third visitor: the game is full, watching is offered.
  await cy.goto(`${base}/g/${code}`);
  await testid(cy, 'full-game').waitFor();
  await cy.getByRole('link', { name: 'Watch the game' }).click();
  await seatIs(cy, 'spectator');
  check(`a full game says so and offers watching ${tag}`, true);

  // 12, 14. A hint, a legend, the tiles to come as pictures with counts.
  check(`the player to act gets a one-line hint ${tag}`, (await testid(ann, 'hint').textContent()).length > 10, await testid(ann, 'hint').textContent());
  check(`a legend is at hand ${tag}`, (await ann.locator('.legend-box summary').count()) === 1 && (await ann.locator('.legend-box img, .legend-box svg').count()) > 5);
  const toCome = await ann.locator('[data-testid="tiles-to-come"] img').count();
  check(`the tiles to come are pictures with counts ${tag}`, toCome > 5 && /×\d/.test(await testid(ann, 'tiles-to-come').textContent()), `${toCome} pictures`);

  // 9. Two tabs on one seat: the newest plays, the older says so and offers to take it back.
  const bob2 = await bobCtx.newPage();
  await bob2.goto(`${base}/g/${code}`);
  await seatIs(bob2, 1);
  await bob.waitForFunction(() => document.querySelector('[data-testid="connection"]')?.dataset.state === 'other-tab', null, { timeout: 10000 });
  let flips = 0;
  bob.on('websocket', () => flips++);
  bob2.on('websocket', () => flips++);
  await bob.waitForTimeout(3000);
  check(`two tabs on one seat settle: the newest plays, the older says so ${tag}`, flips === 0 && /another tab/.test(await testid(bob, 'connection').textContent()) && (await attr(bob2, 'data-seat')) === '1', `${flips} reconnections in 3 s`);
  await bob.getByRole('button', { name: 'Play here' }).click();
  await bob.waitForFunction(() => document.querySelector('[data-testid="connection"]')?.hidden === true, null, { timeout: 10000 });
  await bob2.waitForFunction(() => document.querySelector('[data-testid="connection"]')?.dataset.state === 'other-tab', null, { timeout: 10000 });
  check(`the older tab takes the seat back on request ${tag}`, true);
  await bob2.close();

  // 10. A lost connection (the server's process dies) says so, counts down, and comes back by itself.
  const down = ann.waitForFunction(() => {
    const text = document.querySelector('[data-testid="connection"]')?.textContent ?? '';
    return /connection was lost/.test(text) && text;
  }, null, { timeout: 20000 });
  await restart('SIGKILL', async () => {
    const lost = await (await down).jsonValue();
    check(`a lost connection says so with a countdown ${tag}`, /Reconnecting in \d+ s/.test(lost), lost);
  });
  await ann.waitForFunction(() => document.querySelector('[data-testid="connection"]')?.hidden === true, null, { timeout: 30000 });
  check(`... and comes back by itself to the same seat ${tag}`, (await attr(ann, 'data-seat')) === '0');

  // ... and a server restart too.
  const seen = ann.waitForFunction(() => /restarting/.test(document.querySelector('[data-testid="connection"]')?.textContent ?? ''), null, { timeout: 20000 });
  await restart('SIGTERM', () => seen);
  await ann.waitForFunction(() => document.querySelector('[data-testid="connection"]')?.hidden === true, null, { timeout: 30000 });
  await bob.waitForFunction(() => document.querySelector('[data-testid="connection"]')?.hidden === true, null, { timeout: 30000 });
  check(`a server restart says so and the game comes back ${tag}`, (await attr(ann, 'data-seat')) === '0');

  // 7. Play the game to its end by keys; the end is a banner in view, with a rematch.
  const pages = [ann, bob];
  while ((await attr(cy, 'data-over')) !== 'true') {
    const turn = Number(await attr(cy, 'data-moves'));
    const page = pages[Number(await attr(cy, 'data-to-act'))];
    await page.waitForFunction((t) => Number(document.querySelector('[data-testid="game-status"]').dataset.moves) === t && document.querySelector('.controls button'), turn, { polling: 30, timeout: 20000 })
      .catch(async (err) => {
        for (const [who, p] of [['ann', ann], ['bob', bob], ['cy', cy]]) {
          console.log(who, JSON.stringify(await p.evaluate(() => ({ ...document.querySelector('[data-testid="game-status"]').dataset, banner: document.querySelector('[data-testid="connection"]').textContent, error: document.querySelector('[data-testid="error"]').textContent }))));
          await p.screenshot({ path: path.join(SHOTS, `stuck-${who}-${size}.png`) });
        }
        throw err;
      });
    await actByKeys(page, turn % 4 === 0);
    await movedPast(cy, turn);
  }
  for (const p of [ann, bob, cy]) await testid(p, 'end-banner').waitFor();
  const title = await testid(ann, 'winner').textContent();
  check(`the end is a banner in view with who won and by how much ${tag}`, (await inViewport(ann, 'end-banner')) && (await inViewport(bob, 'winner')) && /(wins? by \d+ points?|draw)/.test(title), title);
  const lines = await testid(cy, 'final-lines').locator('li').allTextContents();
  check(`the banner gives the final scoring line by line ${tag}`, lines.length > 0 && lines.every((l) => l.length > 5) && !lines.some((l) => /\b1 points\b/.test(l)), lines.join(' | '));
  const log = await testid(cy, 'log').textContent();
  check(`the log says "1 point", never "1 points" ${tag}`, !/\b1 points\b/.test(log) && !/\(\w[^)]*\(/.test(log));
  await ann.screenshot({ path: path.join(SHOTS, `end-${size}.png`) });

  await ann.getByRole('button', { name: 'Rematch' }).click();
  await bob.locator('[data-testid="rematch-offer"]', { hasText: 'Ann asks for a rematch' }).waitFor();
  await bob.getByRole('button', { name: 'Accept', exact: true }).click();
  for (const p of [ann, bob, cy]) await p.waitForURL((u) => !u.pathname.includes(code) && /\/g\/[A-Z0-9]{5}/.test(u.pathname), { timeout: 20000 });
  await seatIs(ann, 1);
  await seatIs(bob, 0);
  await seatIs(cy, 'spectator');
  await bob.waitForFunction(() => document.querySelector('[data-testid="game-status"]').dataset.toAct === '0');
  check(`a rematch both accepted starts a new game, the other player first, the watcher following ${tag}`,
    new URL(ann.url()).pathname === new URL(bob.url()).pathname && new URL(cy.url()).pathname === new URL(ann.url()).pathname && (await attr(bob, 'data-to-act')) === '0');

  // Back goes from the new game to the old game's replay (a finished game's link shows it).
  await ann.goBack();
  await ann.waitForURL((u) => u.pathname.startsWith(`/g/${code}`), { timeout: 10000 });
  check(`Back works from a game to the page before ${tag}`, new URL(ann.url()).pathname.startsWith(`/g/${code}`));
  await Promise.all([annCtx, bobCtx, cyCtx].map((c) => c.close()));
}

async function main() {
  await withServer({ LOG_LEVEL: process.env.E2E_LOG ?? 'warn', RECONNECT_SECONDS: '5' }, async ({ base, browser, restart }) => {
    for (const size of Object.keys(SIZES)) await onSize(browser, base, size, restart);
  });
}

run(main);
