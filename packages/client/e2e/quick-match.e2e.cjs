// Browser test (npm run test:e2e): finding a stranger. At desktop size Ann opens a quick match and
// waits; at phone size Bob sees her game in the open games, and his quick match joins it: both are
// at the table. An open game ticked at creation is listed and joined from the list; after the wait,
// the quick match offers the computer, and its own game is withdrawn. Screenshots: e2e/screenshots/quick-*.png.
const path = require('path');
const { ROOT, check, status, withServer, run } = require('./browser.cjs');
const { seatOf, startPage } = require('./quick-pages.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');

run(async () => {
  await withServer({}, async ({ base, browser }) => {
    // Ann's quick match finds nobody: it opens a game and waits, the invitation counting down.
    const ann = await startPage(browser, base, 'desktop', 'Ann');
    await ann.click('[data-testid="quick-castle"]');
    await status(ann).waitFor();
    await ann.locator('[data-testid="quick-offer"]').waitFor();
    await ann.screenshot({ path: path.join(SHOTS, 'quick-waiting-desktop.png') });
    check('a quick match with nobody waiting opens a game and waits, saying when the computer is offered', /Looking for an opponent\. If nobody comes, the computer is offered in \d+ s\./.test(await ann.locator('[data-testid="quick-offer"]').textContent()));

    // Bob, on a phone, sees it in the open games, and his quick match joins it.
    const bob = await startPage(browser, base, 'phone', 'Bob');
    await bob.locator('[data-testid="open-games"] li').first().waitFor({ timeout: 10000 });
    const line = await bob.locator('[data-testid="open-games"] li').first().textContent();
    check('the open games list Ann\'s game: the game, who waits, a seat free', /The Castle/.test(line) && /Ann waits/.test(line) && /a seat free/.test(line), line);
    await bob.screenshot({ path: path.join(SHOTS, 'quick-open-games-phone.png') });
    await bob.click('[data-testid="quick-castle"]');
    const [a, b] = [await seatOf(ann), await seatOf(bob)];
    check('Bob\'s quick match joined Ann\'s game: two seats, one game', a === '0' && b === '1' && new URL(ann.url()).pathname === new URL(bob.url()).pathname, `${a} ${b}`);
    await ann.waitForFunction(() => document.querySelector('[data-testid="game-status"]').dataset.waiting === 'false');
    await ann.screenshot({ path: path.join(SHOTS, 'quick-matched-desktop.png') });

    // An open game ticked at creation is listed; a third visitor joins it from the list.
    const cy = await startPage(browser, base, 'desktop', 'Cy');
    await cy.check('[data-testid="game-carcassonne"]');
    await cy.check('[data-testid="open"]');
    await cy.click('[data-testid="create"]');
    await seatOf(cy);
    const dee = await startPage(browser, base, 'desktop', 'Dee');
    await dee.locator('[data-testid="open-games"] li', { hasText: 'Carcassonne' }).waitFor({ timeout: 10000 });
    check('the full Castle game has left the list', (await dee.locator('[data-testid="open-games"] li', { hasText: 'The Castle' }).count()) === 0);
    await dee.locator('[data-testid="open-games"] li', { hasText: 'Carcassonne' }).getByText('Join').click();
    check('the name typed on the start page is asked prefilled', (await dee.locator('[data-testid="name"]').inputValue()) === 'Dee');
    await dee.locator('[data-testid="take-seat"]').click();
    check('a game joined from the open games seats the visitor', /^\d$/.test(await seatOf(dee)));

    // A quick match that waited long enough offers the computer instead, which starts a game against it.
    const eve = await startPage(browser, base, 'desktop', 'Eve');
    await eve.click('[data-testid="quick-carcassonne"]');
    await seatOf(eve);
    const code = new URL(eve.url()).pathname.split('/').pop();
    await eve.evaluate((c) => sessionStorage.setItem(`castle.quick.${c}`, String(Date.now() - 61_000)), code);
    await eve.reload();
    await eve.locator('[data-testid="quick-computer"]').waitFor({ timeout: 10000 });
    await eve.screenshot({ path: path.join(SHOTS, 'quick-offer-desktop.png') });
    await eve.click('[data-testid="quick-computer"]');
    await eve.waitForFunction((c) => !location.pathname.endsWith(c), code, { timeout: 15000 });
    // The new game's page, once drawn: its players are Eve and the computer.
    await eve.waitForFunction(() => [...document.querySelectorAll('.players [data-testid^="player-"] strong')].some((e) => /^Computer/.test(e.textContent)), null, { timeout: 15000 }).catch(() => undefined);
    const names = await eve.locator('.players [data-testid^="player-"] strong').allTextContents();
    check('after the wait, "Play the computer instead" starts a game against it', names.some((n) => /^Computer/.test(n)) && names.includes('Eve'), names.join());
    // The quick match's own game is withdrawn: left waiting, it would count among the address's games waiting for players.
    const left = await (await fetch(`${base}/api/games/${code}`)).json();
    check('the quick match given up for the computer is aborted, not left waiting', left.over === true && left.result?.end === 'aborted', JSON.stringify(left.result));
  });
});
