// Browser test (npm run test:e2e): Debian's chromium, headless, driven by playwright-core against the
// real server serving the built client. One context creates a game, a second joins by the link, a
// third watches; they play a whole game, by clicks for the first turns and by keys after; a reload
// mid-game retakes the seat; screenshots go to e2e/screenshots/.
const fs = require('fs');
const path = require('path');
const { ROOT, check, status, attr, readyAt, movedPast, placedOrMoved, actByKeys, withServer, run } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const CLICK_ACTIONS = 6; // the first actions are made with the mouse, the rest with the keyboard

async function main() {
  await withServer({}, async ({ base, browser }) => {
    const contexts = await Promise.all([0, 1, 2].map(() => browser.newContext({ viewport: { width: 1280, height: 800 } })));
    const [ann, bob, cy] = await Promise.all(contexts.map((c) => c.newPage()));
    for (const p of [ann, bob, cy]) p.on('pageerror', (e) => check('no page error', false, e.message));

    // Start page: create a game.
    await ann.goto(base + '/');
    await ann.fill('[data-testid="name"]', 'Ann');
    await ann.screenshot({ path: path.join(SHOTS, 'start-page.png') });
    await ann.click('[data-testid="create"]');
    await status(ann).waitFor();
    const code = await ann.locator('[data-testid="code"]').textContent();
    const link = await ann.locator('[data-testid="share-link"]').getAttribute('href');
    check('creating a game gives a code and a share link', /^[A-Z0-9]{5}$/.test(code) && link.endsWith(`/g/${code}`), link);

    // The second player opens the link; the third watches.
    await bob.goto(link.replace(/^https?:\/\/[^/]+/, base));
    await bob.fill('[data-testid="name"]', 'Bob');
    await bob.click('[data-testid="take-seat"]');
    await cy.goto(`${base}/g/${code}?watch`);
    await bob.waitForFunction(() => document.querySelector('[data-testid="game-status"]')?.getAttribute('data-seat') === '1');
    await cy.waitForFunction(() => document.querySelector('[data-testid="game-status"]')?.getAttribute('data-seat') === 'spectator');
    check('seats: creator 0, link 1, watcher spectator', (await attr(ann, 'data-seat')) === '0' && (await attr(bob, 'data-seat')) === '1');

    const pages = { 0: ann, 1: bob };
    let actions = 0, reloaded = false, midShot = false;
    const clicked = [], previews = [];
    let tapped = 0;
    while ((await attr(cy, 'data-over')) !== 'true') {
      const turn = Number(await attr(cy, 'data-moves'));
      const toAct = await attr(cy, 'data-to-act');
      const page = pages[toAct];
      await readyAt(page, turn);
      if (actions < CLICK_ACTIONS) {
        if ((await attr(page, 'data-step')) === 'place') {
          // Click a lit cell on the canvas, click it again to turn the tile, then place it.
          const cells = JSON.parse(await page.locator('canvas').getAttribute('data-legal-cells'));
          const box = await page.locator('canvas').boundingBox();
          const [cell, x, y] = cells[cells.length - 1];
          await page.mouse.click(box.x + x, box.y + y);
          await page.waitForFunction((c) => document.querySelector('canvas').dataset.selected.startsWith(`${c}/`), cell, { polling: 50 });
          const first = await page.locator('canvas').getAttribute('data-selected');
          await page.mouse.click(box.x + x, box.y + y); // a second click turns the tile, if it can turn
          clicked.push(first);
          previews.push(await page.locator('[data-testid="preview"]').textContent());
          await page.click('[data-testid="confirm"]');
          await placedOrMoved(page, turn);
        }
        if ((await attr(page, 'data-step')) !== 'place' && Number(await attr(page, 'data-moves')) === turn) {
          // A follower by tapping its ring on the tile, when one is offered; else "none"; then confirm.
          const marks = JSON.parse((await page.locator('canvas').getAttribute('data-piece-marks')) || '[]');
          if (marks.length) {
            const box = await page.locator('canvas').boundingBox();
            await page.mouse.click(box.x + marks[0][1], box.y + marks[0][2]);
            tapped++;
          } else {
            await page.click('[data-testid="option-0"]');
          }
          await page.click('[data-testid="confirm-option"]');
        }
      } else {
        // Keys only: now and then a follower (arrow to the next option), else none.
        await actByKeys(page, actions % 3 === 0);
      }
      actions++;
      await movedPast(cy, turn);

      if (!midShot && actions >= 40) {
        midShot = true;
        await ann.screenshot({ path: path.join(SHOTS, 'mid-game.png') });
        // The same game watched on a phone-sized screen.
        const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
        const small = await phone.newPage();
        await small.goto(`${base}/g/${code}?watch`);
        await small.waitForFunction(() => document.querySelector('canvas')?.dataset.legalCells !== undefined, null, { timeout: 15000 });
        const canvas = await small.locator('canvas').boundingBox();
        check('on a phone the board fits the screen', canvas.width <= 390 && canvas.height > 200, `${canvas.width}×${canvas.height}`);
        await small.screenshot({ path: path.join(SHOTS, 'phone.png') });
        await phone.close();
      }
      if (!reloaded && actions >= 30 && (await attr(cy, 'data-to-act')) === '1') {
        reloaded = true;
        await bob.reload();
        await bob.waitForFunction(() => document.querySelector('[data-testid="game-status"]')?.getAttribute('data-seat') === '1', null, { timeout: 15000 });
        check('a reload mid-game retakes the seat', (await attr(bob, 'data-seat')) === '1');
      }
    }
    check('clicking a lit cell puts the tile there', clicked.length > 0, clicked.join(' '));
    check('tapping a ring on the new tile places a follower there', tapped > 0 && (await cy.locator('[data-testid="log"]').textContent()).match(/placed a (herald|knight|squire|merchant)/) !== null, `${tapped} taps`);
    check('before confirming, the placement says what it completes', previews.length > 0 && previews.every((t) => /^This placement completes/.test(t)), previews[0]);
    const moves = Number(await attr(cy, 'data-moves'));
    check('the game was played to its end through the browsers', moves > 60, `${moves} moves in ${actions} turns of play`);
    for (const p of [ann, bob, cy]) await p.waitForSelector('[data-testid="winner"]');
    const winner = await cy.locator('[data-testid="winner"]').textContent();
    check('the final scoring and the winner are shown to all', /wins|draw/.test(winner), winner);
    const final = await cy.locator('[data-testid="final-lines"]').textContent();
    check('players and watcher see the same result', final === await ann.locator('[data-testid="final-lines"]').textContent());
    const log = await cy.locator('[data-testid="log"]').textContent();
    check('the log tells placements and followers in words', /placed a/.test(log) && /(herald|knight|squire|merchant)/.test(log));
    await cy.screenshot({ path: path.join(SHOTS, 'final-scoring.png') });
    check('screenshots written', ['start-page', 'mid-game', 'final-scoring', 'phone'].every((n) => fs.existsSync(path.join(SHOTS, `${n}.png`))));
  });
}

run(main);
