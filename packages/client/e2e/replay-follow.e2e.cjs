// Browser test: a live game's replay, opened during the game, follows the moves made after it was
// opened. Two colyseus.js clients in Node play; the browser's replay, left at the last move, moves
// on with them; stepped back, it stays where it is while the count grows; at the end the result
// shows in place of the note on a live game. At desktop and phone size.
// Screenshots: e2e/screenshots/replay-follow-*.png.
const path = require('path');
const { ROOT, SIZES, check, withServer, run } = require('./browser.cjs');
const { seatedPair, playMoves } = require('./bots.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');

async function follows(browser, base, size) {
  const players = await seatedPair(base.replace(/^http/, 'ws'));
  const code = players[0].room.roomId;
  await playMoves(players, 6);
  const page = await (await browser.newContext(SIZES[size])).newPage();
  page.on('pageerror', (e) => check(`${size}: no page error`, false, e.stack || e.message));
  const position = page.getByTestId('replay-position');
  /** The page shows `text` in its position, with its board drawn at that frame. */
  const shows = async (text, frame) => {
    await page.waitForFunction(([t, k]) => document.querySelector('[data-testid="replay-position"]')?.textContent === t
      && document.querySelector('.replay-board canvas')?.dataset.frame === String(k), [text, frame], { timeout: 15000 });
    return true;
  };
  await page.goto(`${base}/g/${code}/replay`);
  await shows('Move 6 of 6', 6);
  const lines = () => page.locator('[data-testid="replay-log"] li').count();

  await playMoves(players, 3);
  const started = Date.now();
  check(`${size}: opened at move 6, the replay follows the game to move 9 by itself`, await shows('Move 9 of 9', 9) && (await lines()) === 9,
    `${((Date.now() - started) / 1000).toFixed(1)} s after the moves`);
  await page.getByRole('button', { name: 'Previous move', exact: true }).click();
  await shows('Move 8 of 9', 8);
  await playMoves(players, 2);
  check(`${size}: stepped back, it stays at its move while the new ones are counted and logged`,
    await shows('Move 8 of 11', 8) && (await lines()) === 11 && (await page.locator('[data-testid="replay-log"] li[aria-current="step"]').getAttribute('data-frame')) === '8');
  await page.screenshot({ path: path.join(SHOTS, `replay-follow-${size}-live.png`) });

  const moves = 11 + await playMoves(players);
  await page.getByTestId('replay-result').waitFor({ timeout: 20000 });
  check(`${size}: at the end the result shows in place of the note on a live game`,
    (await page.getByTestId('replay-live').count()) === 0 && /won|draw/i.test(await page.getByTestId('winner').textContent()));
  await page.getByRole('button', { name: 'Last move', exact: true }).click();
  check(`${size}: every move is there`, await shows(`Move ${moves} of ${moves}`, moves) && (await lines()) === moves, `${moves} moves`);
  await page.screenshot({ path: path.join(SHOTS, `replay-follow-${size}-over.png`) });
  await page.context().close();
  for (const p of players) await p.room.leave();
}

run(async () => {
  // The bots move far faster than people: no rate limit for them.
  await withServer({ RATE_PER_SECOND: '10000' }, async ({ base, browser }) => {
    for (const size of Object.keys(SIZES)) await follows(browser, base, size);
  });
});
