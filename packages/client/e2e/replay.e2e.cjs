// Browser test of replays: two colyseus.js clients in Node play a whole game fast, then the browser
// opens its link (a finished game's link shows its replay) and steps through it by buttons, keys and
// log lines; a game still being played replays up to its current move. At desktop and phone size.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { ROOT, SIZES, local: { freePort, spawnServer }, check, launch, run } = require('./browser.cjs');
const { seatedPair, playMoves } = require('./bots.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');

const placedTiles = (state) => state.board.filter((c) => c >= 0).length; // a packed cell, -1 when empty

async function main() {
  fs.mkdirSync(SHOTS, { recursive: true });
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-e2e-'));
  // The bots move far faster than people: no rate limit for them.
  const server = await spawnServer(port, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_PER_SECOND: '10000' });
  const base = `http://127.0.0.1:${port}`;
  const url = `ws://127.0.0.1:${port}`;
  const browser = await launch();
  try {
    const done = await seatedPair(url);
    const moves = await playMoves(done);
    const code = done[0].room.roomId;
    const final = { tiles: placedTiles(done[0].room.state), scores: done[0].room.state.players.map((p) => p.score).join(',') };
    check('the bots played a whole game', done[0].room.state.over && moves > 40, `${moves} moves, code ${code}`);
    for (const p of done) await p.room.leave();

    const live = await seatedPair(url);
    const liveMoves = await playMoves(live, 13);
    const liveCode = live[0].room.roomId;

    for (const [size, options] of Object.entries(SIZES)) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      page.on('pageerror', (e) => check(`${size}: no page error`, false, e.stack || e.message));
      const touch = size === 'phone';
      const press = (name) => (touch ? page.getByRole('button', { name, exact: true }).tap() : page.getByRole('button', { name, exact: true }).click());
      const position = page.getByTestId('replay-position');
      const canvas = page.locator('.replay-board canvas');
      const at = async (frame) => {
        await page.waitForFunction((k) => document.querySelector('.replay-board canvas')?.dataset.frame === String(k), frame, { timeout: 15000 });
        return { text: await position.textContent(), placements: Number(await canvas.getAttribute('data-placements')) };
      };
      /** The frame of the log line shown as current, and how many are. */
      const highlighted = () => page.evaluate(() => {
        const on = [...document.querySelectorAll('[data-testid="replay-log"] li[aria-current="step"]')];
        return { count: on.length, frame: on[0]?.dataset.frame, current: on[0]?.classList.contains('current') };
      });

      // A finished game's link shows its replay, at its last move, with the result.
      await page.goto(`${base}/g/${code}`);
      await page.waitForURL(`**/g/${code}/replay`, { timeout: 15000 });
      let now = await at(moves);
      check(`${size}: a finished game's link opens its replay at the last move`, now.text === `Move ${moves} of ${moves}`, now.text);
      check(`${size}: the final board is shown`, now.placements === final.tiles && (await canvas.getAttribute('data-scores')) === final.scores,
        `${now.placements} tiles, scores ${await canvas.getAttribute('data-scores')}`);
      const winner = await page.getByTestId('winner').textContent();
      const lines = await page.getByTestId('final-lines').locator('li').count();
      const winnerBox = await page.getByTestId('winner').boundingBox();
      check(`${size}: the result and the final scoring line by line, the winner in view on opening`,
        /won|draw/i.test(winner) && lines > 0 && winnerBox.y >= 0 && winnerBox.y + winnerBox.height <= options.viewport.height, `${winner} · ${lines} lines`);
      const last = await highlighted();
      check(`${size}: the log line of the shown move is highlighted`, last.count === 1 && last.frame === String(moves) && last.current);
      const viewport = options.viewport;
      const boxes = await Promise.all(['First move', 'Previous move', 'Next move', 'Last move'].map((n) => page.getByRole('button', { name: n, exact: true }).boundingBox()));
      const board = await canvas.boundingBox();
      check(`${size}: the controls are in view, at least 44 px, under or beside the board`,
        boxes.every((b) => b && b.width >= 44 && b.height >= 44 && b.y >= 0 && b.y + b.height <= viewport.height && b.x + b.width <= viewport.width)
        && (touch ? boxes[0].y >= board.y + board.height - 1 : boxes[0].x >= board.x + board.width - 1),
        boxes.map((b) => `${Math.round(b.width)}×${Math.round(b.height)}@${Math.round(b.x)},${Math.round(b.y)}`).join(' '));
      check(`${size}: at the last move, Next and Last are off`, await page.getByRole('button', { name: 'Next move', exact: true }).isDisabled()
        && await page.getByRole('button', { name: 'Last move', exact: true }).isDisabled());
      await page.screenshot({ path: path.join(SHOTS, `replay-${size}-finished.png`) });
      const lastPicture = await canvas.screenshot();

      // Buttons.
      await press('Previous move');
      now = await at(moves - 1);
      check(`${size}: Previous move steps back one`, now.text === `Move ${moves - 1} of ${moves}`, now.text);
      await press('First move');
      now = await at(0);
      const firstPicture = await canvas.screenshot();
      check(`${size}: First move shows the empty castle`, now.placements === 0 && /^Start/.test(now.text) && !firstPicture.equals(lastPicture), now.text);
      check(`${size}: at the start, First and Previous are off; no log line is highlighted`,
        await page.getByRole('button', { name: 'Previous move', exact: true }).isDisabled() && (await highlighted()).count === 0);
      await press('Next move');
      now = await at(1);
      check(`${size}: Next move shows the first tile`, now.text === `Move 1 of ${moves}` && now.placements === 1 && !(await canvas.screenshot()).equals(firstPicture), now.text);
      const first = await highlighted();
      const firstLine = (await page.locator('[data-testid="replay-log"] li[data-frame="1"]').textContent()).replace(/^1\.\s*/, '');
      check(`${size}: the first move's log line is highlighted, and its words are by the controls`,
        first.count === 1 && first.frame === '1' && (await page.getByTestId('replay-now').textContent()) === firstLine, firstLine);
      await page.screenshot({ path: path.join(SHOTS, `replay-${size}-move-1.png`) });
      await press('Last move');
      now = await at(moves);
      check(`${size}: Last move goes back to the end`, now.placements === final.tiles && now.text === `Move ${moves} of ${moves}`);

      // Keys.
      await page.keyboard.press('ArrowLeft');
      now = await at(moves - 1);
      check(`${size}: the Left arrow steps back`, now.text === `Move ${moves - 1} of ${moves}`, now.text);
      await page.keyboard.press('Home');
      now = await at(0);
      await page.keyboard.press('ArrowRight');
      now = await at(1);
      check(`${size}: Home, then the Right arrow, shows move 1`, now.text === `Move 1 of ${moves}` && now.placements === 1, now.text);
      await page.keyboard.press('End');
      now = await at(moves);
      check(`${size}: End shows the last move`, now.text === `Move ${moves} of ${moves}`);

      // A log line jumps to its move.
      const line = page.locator('[data-testid="replay-log"] li[data-frame="9"] button');
      const lineText = await line.textContent();
      await (touch ? line.tap() : line.click());
      now = await at(9);
      const nine = await highlighted();
      check(`${size}: a log line jumps to its move and is highlighted`, now.text === `Move 9 of ${moves}` && nine.frame === '9' && nine.count === 1, lineText);
      check(`${size}: the log tells the moves in words`, /^9\. (Ann|Bob) /.test(lineText.trim()), lineText);
      await page.screenshot({ path: path.join(SHOTS, `replay-${size}-move-9.png`) });

      // A game still being played replays up to now, and links back to it.
      await page.goto(`${base}/g/${liveCode}/replay`);
      now = await at(liveMoves);
      check(`${size}: a live game replays up to its current move`, now.text === `Move ${liveMoves} of ${liveMoves}` && now.placements === placedTiles(live[0].room.state), now.text);
      const back = page.getByRole('link', { name: 'Back to the live game' });
      const backBox = await back.boundingBox();
      check(`${size}: a live game's replay links back to it, in view`,
        (await back.getAttribute('href')) === `/g/${liveCode}?watch` && backBox.y + backBox.height <= options.viewport.height && backBox.height >= 44,
        `${Math.round(backBox.height)} px high at y ${Math.round(backBox.y)}`);
      check(`${size}: a live game shows no result`, (await page.getByTestId('replay-result').count()) === 0);
      await page.screenshot({ path: path.join(SHOTS, `replay-${size}-live.png`) });
      await (touch ? back.tap() : back.click());
      await page.waitForURL(`**/g/${liveCode}?watch`, { timeout: 15000 });
      await page.waitForSelector('[data-testid="game-status"]', { timeout: 15000 });
      check(`${size}: Back to the live game opens the game`, (await page.locator('.replay').count()) === 0);
      await context.close();
    }
    for (const p of live) await p.room.leave();
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

run(main);
