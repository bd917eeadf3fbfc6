// Browser test (npm run test:e2e): the original Carcassonne in the page, at desktop and phone sizes.
// A 2-player game (desktop, with a watcher) and a 4-player game (phone) are created from the start
// page, joined by the link, played to the end (the first turns by taps on the plane's lit cells and
// rings, then by keys), then the end banner, its final scoring step by step and the replay are read.
// Screenshots go to e2e/screenshots/carcassonne-*.png.
const path = require('path');
const { ROOT, SIZES, check, attr, readyAt, placedOrMoved, actByKeys, withServer, run } = require('./browser.cjs');
const { carcTable } = require('./carc-table.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const TAP_TURNS = 4; // the first turns by taps on the plane, the rest by keys

/** One turn by taps: a lit cell of the plane, "Place here", then a ring if any, and Confirm. */
async function tapTurn(page, turn) {
  const canvas = page.locator('canvas');
  const box = await canvas.boundingBox();
  const cells = JSON.parse(await canvas.getAttribute('data-legal-cells'));
  const [x, y, sx, sy] = cells[0];
  await page.mouse.click(box.x + sx, box.y + sy);
  await page.waitForFunction((c) => document.querySelector('canvas').dataset.selected.startsWith(c), `${x},${y}/`, { polling: 50 });
  await page.click('[data-testid="confirm"]');
  await placedOrMoved(page, turn);
  if ((await attr(page, 'data-step')) !== 'follower' || Number(await attr(page, 'data-moves')) > turn) return false;
  const spots = JSON.parse(await canvas.getAttribute('data-spots') || '[]');
  const box2 = await canvas.boundingBox();
  if (spots.length) {
    const [spot, rx, ry] = spots[0];
    await page.mouse.click(box2.x + rx, box2.y + ry);
    await page.waitForFunction((s) => document.querySelector('[data-testid="controls"] [aria-pressed="true"]')?.dataset.spot === s, spot, { polling: 50, timeout: 5000 });
  }
  await page.click('[data-testid="confirm-option"]');
  return spots.length > 0;
}

/** Play until the end: whose turn the watcher page says, acted on by that seat's page. */
async function playToEnd(pages, watcher, size) {
  let turns = 0, ringTaps = 0, shotFollower = false, reloaded = false;
  while ((await attr(watcher, 'data-over')) !== 'true') {
    const moves = Number(await attr(watcher, 'data-moves'));
    const seat = Number(await attr(watcher, 'data-to-act'));
    const page = pages[seat];
    if (turns === 10) {
      // A reload mid-game: the page takes its seat back with the saved token.
      await page.reload();
      await page.waitForFunction((s) => document.querySelector('[data-testid="game-status"]')?.dataset.seat === String(s), seat);
      reloaded = true;
    }
    await readyAt(page, moves);
    if (turns < TAP_TURNS) {
      if (await tapTurn(page, moves)) ringTaps++;
    } else {
      if ((await attr(page, 'data-step')) === 'place') {
        // Arrows step through the lit cells: a different number each turn, so the plane spreads.
        for (let k = (turns * 7) % 5; k >= 0; k--) await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        await placedOrMoved(page, moves);
        if ((await attr(page, 'data-step')) === 'follower' && Number(await attr(page, 'data-moves')) === moves) {
          if (turns % 3 === 0) await page.keyboard.press('ArrowDown');
          if (!shotFollower && turns % 3 === 0) {
            await page.waitForTimeout(100);
            await page.screenshot({ path: path.join(SHOTS, `carcassonne-follower-${size}.png`) });
            shotFollower = true;
          }
          await page.keyboard.press('Enter');
        }
      } else await actByKeys(page, turns % 3 === 0);
    }
    await watcher.waitForFunction((t) => {
      const st = document.querySelector('[data-testid="game-status"]');
      return Number(st.dataset.moves) > t || st.dataset.over === 'true';
    }, moves, { polling: 30, timeout: 15000 });
    turns++;
    if (turns === 30) await pages[0].screenshot({ path: path.join(SHOTS, `carcassonne-mid-${size}.png`) });
  }
  check('a player who reloads mid-game is back in the seat and plays on', reloaded);
  return { turns, ringTaps };
}

async function game(browser, base, seats, size) {
  const { pages, link } = await carcTable(browser, base, seats, size);
  const code = link.split('/').pop();
  const watcher = await (await browser.newContext(SIZES[size])).newPage();
  watcher.on('pageerror', (e) => check('no page error', false, e.message));
  await watcher.goto(`${base}/g/${code}?watch`);
  await watcher.waitForFunction(() => document.querySelector('[data-testid="game-status"]')?.dataset.seat === 'spectator');
  await watcher.waitForFunction((n) => document.querySelectorAll('.players [data-testid^="player-"]').length === n, seats);
  const order = await watcher.locator('.players [data-testid^="player-"] strong').allTextContents();
  const seen = await pages[0].locator('.players [data-testid^="player-"] strong').allTextContents();
  check(`players and watchers see the same seat order (${order.join(', ')})`, order.length === seats && new Set(order).size === seats && seen.join() === order.join(), seen.join());

  const { turns, ringTaps } = await playToEnd(pages, watcher, size);
  // 71 tiles to place, fewer when one fits nowhere and is set aside: the end is when none is left.
  const left = await watcher.locator('[data-testid="tiles-left"]').textContent();
  check(`a ${seats}-player game is played to the end at ${size} size (${turns} moves; ${left})`, turns >= 60 && left.startsWith('0 tiles'), left);
  check('a follower was put on a ring by a tap', ringTaps > 0);

  // The end: every page shows the banner with the same scores as the players' boxes.
  const scores = [];
  for (let s = 0; s < seats; s++) scores.push(Number(await watcher.locator(`[data-testid="final-score-${s}"]`).textContent()));
  const track = (await watcher.locator('[data-testid="score-track"]').getAttribute('data-scores')).split(',').map(Number);
  check('the final table\'s scores are the score track\'s', JSON.stringify(scores) === JSON.stringify(track), `${scores} / ${track}`);
  // Its picture's words (written once the page is idle) say each seat's score.
  const alt = await watcher.waitForFunction((points) => {
    const a = document.querySelector('[data-testid="score-track"] img')?.alt ?? '';
    return points.every((p) => a.includes(` ${p}`)) && a;
  }, scores, { timeout: 5000 }).then((h) => h.jsonValue(), () => watcher.locator('[data-testid="score-track"] img').getAttribute('alt'));
  check('the score track\'s picture says every seat\'s score in words', scores.every((p) => alt.includes(` ${p}`)), alt);
  const title = await pages[0].locator('[data-testid="winner"]').textContent();
  check('the banner names the winner with the points', /win/.test(title) && title.includes(String(Math.max(...scores))), title);
  await pages[0].screenshot({ path: path.join(SHOTS, `carcassonne-end-${size}.png`) });
  const lines = await watcher.locator('[data-testid^="final-line-"]').count();
  if (lines > 0) {
    await watcher.click('[data-testid="final-steps"]');
    const lit = [];
    for (let i = 0; i < lines; i++) {
      await watcher.waitForFunction((n) => document.querySelector('[data-testid="end-banner"]').textContent.includes(`step ${n} of`), i + 1, { timeout: 5000 });
      // A feature lit, or a field outlined (with the cities it supplies lit, if any).
      lit.push(await watcher.locator('[data-testid="board"]').evaluate((b) => JSON.parse(b.dataset.highlight).length + JSON.parse(b.dataset.outline || '[]').length));
      if (i === 0) await watcher.screenshot({ path: path.join(SHOTS, `carcassonne-final-step-${size}.png`) });
      await watcher.click('[data-testid="final-next"]');
    }
    check(`stepping through the final scoring lights each line's feature on the board (${lines} lines)`, lit.every((n) => n > 0), lit.join());
    await watcher.locator('[data-testid="final-lines"]').waitFor();
  }

  // The replay, from the banner's link: it opens on the end, with the same scores.
  await watcher.click('[data-testid="replay-link"]');
  await watcher.locator('[data-testid="replay-result"]').waitFor();
  await watcher.waitForFunction(() => document.querySelector('canvas')?.dataset.scores, null, { timeout: 10000 });
  const replayScores = (await watcher.locator('canvas').getAttribute('data-scores')).split(',').map(Number);
  check('the replay ends at the final scores', JSON.stringify(replayScores) === JSON.stringify(scores), `${replayScores}`);
  await watcher.keyboard.press('Home');
  await watcher.waitForFunction(() => document.querySelector('canvas').dataset.frame === '0');
  check('the replay goes back to the start tile', (await watcher.locator('canvas').getAttribute('data-tiles')) === '1');
  await watcher.keyboard.press('End');
  await watcher.screenshot({ path: path.join(SHOTS, `carcassonne-replay-${size}.png`) });
  for (const p of [...pages, watcher]) await p.context().close();
}

run(async () => {
  await withServer({}, async ({ base, browser }) => {
    await game(browser, base, 2, 'desktop');
    await game(browser, base, 4, 'phone');
  });
});
