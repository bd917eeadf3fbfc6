// Browser test (npm run test:e2e): a player walks away from a Carcassonne table of three. Every page
// shows for how long and when the computer may take the seat; past the limit (AWAY_SECONDS=3 here)
// the others are offered the hand-over, which asks once more; then the computer plays the seat and
// the game goes on. At desktop and phone sizes. Screenshots: e2e/screenshots/away-*.png.
const path = require('path');
const { ROOT, SIZES, check, attr, withServer, run } = require('./browser.cjs');
const { carcTable, playOne } = require('./carc-table.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');

async function walkAway(browser, base, size) {
  const { pages, link } = await carcTable(browser, base, 3, size);
  const code = link.split('/').pop();
  const watcher = await (await browser.newContext(SIZES[size])).newPage();
  await watcher.goto(`${base}/g/${code}?watch`);
  await watcher.waitForFunction(() => document.querySelector('[data-testid="game-status"]')?.dataset.seat === 'spectator');
  // The seat that leaves: one that is not to act, so the game waits for it on its turn.
  const toAct = Number(await attr(pages[0], 'data-to-act'));
  const gone = (toAct + 1) % 3, stay = [0, 1, 2].filter((s) => s !== gone);
  const name = await pages[gone].locator(`[data-testid="player-${gone}"] strong`).textContent();
  await pages[gone].context().close();
  const other = pages[stay[0]];
  const note = other.locator(`[data-testid="player-${gone}"] [data-testid="away"]`);
  await note.waitFor({ timeout: 10000 });
  const first = await note.textContent();
  // A closed tab is a dropped connection: "reconnecting" while the server waits for it, then "away".
  check(`the others see for how long ${name} has been away and when the computer may step in (${size})`, /(reconnecting|away) 0:0\d \(the computer may take the seat in 0:0\d\)/.test(first), first);
  check('before the limit, nobody is offered the hand-over', (await other.locator(`[data-testid="hand-over-${gone}"]`).count()) === 0);
  await other.screenshot({ path: path.join(SHOTS, `away-counting-${size}.png`) });

  const ask = other.locator(`[data-testid="hand-over-${gone}"]`);
  await ask.waitFor({ timeout: 10000 });
  check(`the button names whom the computer would play for (${size})`, (await ask.textContent()) === `Let the computer play for ${name}…`, await ask.textContent());
  check('a watcher is not offered the hand-over', (await watcher.locator(`[data-testid="hand-over-${gone}"]`).count()) === 0);
  await ask.click();
  const yes = other.locator(`[data-testid="hand-over-yes-${gone}"]`);
  await yes.waitFor();
  const words = await other.locator(`[data-testid="player-${gone}"] .hand-over p`).textContent();
  check('the page asks once more, saying what will happen, before anything is sent', words.includes(`The computer plays ${name}'s seat to the end`), words);
  await other.screenshot({ path: path.join(SHOTS, `away-confirm-${size}.png`) });
  check('nothing has happened yet: the seat is still the player\'s', (await watcher.locator(`[data-testid="player-${gone}"] strong`).textContent()) === name);
  await other.click(`[data-testid="hand-over-no-${gone}"]`);
  await ask.waitFor();
  check('"Keep waiting" takes the question back', (await yes.count()) === 0);
  await ask.click();
  await yes.click();
  await watcher.waitForFunction(([s, n]) => document.querySelector(`[data-testid="player-${s}"] strong`)?.textContent === `${n} (computer)`, [gone, name], { timeout: 10000 });
  check(`every page shows the computer in ${name}'s seat, no longer away`, (await watcher.locator(`[data-testid="player-${gone}"] [data-testid="away"]`).count()) === 0);

  // The game goes on: the two people play by keys; the computer plays the seat that left.
  const start = Number(await attr(watcher, 'data-moves'));
  let byComputer = 0;
  while (Number(await attr(watcher, 'data-moves')) < start + 12) byComputer += await playOne(pages.map((p, s) => (s === gone ? null : p)), watcher);
  check(`the computer took ${name}'s turns and the game went on (${size})`, byComputer > 0);
  await other.screenshot({ path: path.join(SHOTS, `away-handed-over-${size}.png`) });
  for (const p of [...stay.map((s) => pages[s]), watcher]) await p.context().close();
}

run(async () => {
  await withServer({ AWAY_SECONDS: '3', BOT_PAUSE_MS: '150' }, async ({ base, browser }) => {
    await walkAway(browser, base, 'desktop');
    await walkAway(browser, base, 'phone');
  });
});
