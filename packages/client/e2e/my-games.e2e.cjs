// Browser test of "Your games" on the start page (issue 39, item 2), at desktop and phone sizes: Ann
// and Bob play one game to a resignation and start another with the Falcon and a 10+5 clock. Each
// one's start page lists both, newest first: the live one says whose turn it is with the game, the
// other player and the clock, and links to the seat; the finished one says the result and links to
// the replay. A game the server does not know says so; forget one, forget all. Screenshots:
// e2e/screenshots/my-games-*.png.
const path = require('path');
const { ROOT, SIZES, check, attr, status, readyAt, actByKeys, movedPast, withServer, run } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const testid = (page, id) => page.locator(`[data-testid="${id}"]`);
const line = (page, code) => page.locator(`[data-testid="my-games"] li[data-code="${code}"]`);
const inView = async (page, locator) => {
  const box = await locator.boundingBox(), view = page.viewportSize();
  return !!box && box.y >= 0 && box.y + box.height <= view.height;
};

/** Ann creates a Castle game from the start page (ticking `options`, with `clock`); Bob opens its
 *  link and takes the free seat. Its code. */
async function newGame(base, ann, bob, options = [], clock = 'none') {
  await ann.goto(`${base}/`);
  await ann.fill('[data-testid="name"]', 'Ann');
  for (const o of options) await ann.check(`[data-testid="${o}"]`);
  await ann.selectOption('[data-testid="clock"]', clock);
  await ann.click('[data-testid="create"]');
  await status(ann).waitFor();
  const code = new URL(ann.url()).pathname.split('/')[2];
  await bob.goto(`${base}/g/${code}`);
  await bob.fill('[data-testid="name"]', 'Bob');
  await bob.click('[data-testid="take-seat"]');
  await bob.waitForFunction(() => document.querySelector('[data-testid="game-status"]')?.dataset.seat === '1');
  return code;
}

/** The page plays its seat's whole turn by keys, until another seat is to act. */
async function playTurn(page) {
  const seat = await attr(page, 'data-seat');
  while ((await attr(page, 'data-to-act')) === seat && (await attr(page, 'data-over')) !== 'true') {
    const moves = Number(await attr(page, 'data-moves'));
    await readyAt(page, moves);
    await actByKeys(page);
    await movedPast(page, moves);
  }
}

/** The start page, once the server's answer is drawn for every listed game. */
async function startPage(base, page) {
  await page.goto(`${base}/`);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="my-games"] li[data-kind="asking"]').length === 0
    && document.querySelectorAll('[data-testid="my-games"] li').length > 0, null, { timeout: 10000 });
}

async function onSize(browser, base, size) {
  const [ann, bob] = await Promise.all([0, 1].map(async () => (await browser.newContext(SIZES[size])).newPage()));
  for (const p of [ann, bob]) p.on('pageerror', (e) => check('no page error', false, e.message));

  // A game played until each has moved, then resigned by Ann.
  const over = await newGame(base, ann, bob);
  const first = (await attr(ann, 'data-to-act')) === '0' ? [ann, bob] : [bob, ann];
  for (const p of first) await playTurn(p);
  await testid(ann, 'resign').click();
  await testid(ann, 'resign-yes').click();
  await bob.waitForFunction(() => document.querySelector('[data-testid="game-status"]')?.dataset.over === 'true', null, { timeout: 10000 });

  // A live game with the Falcon and a clock: its first move is the first seat's.
  const live = await newGame(base, ann, bob, ['falcon'], '10+5');
  const toAct = await attr(ann, 'data-to-act');
  const [mover, waiter] = toAct === '0' ? [ann, bob] : [bob, ann];

  for (const p of [ann, bob]) await startPage(base, p);
  const codes = await ann.locator('[data-testid="my-games"] li').evaluateAll((lis) => lis.map((li) => li.dataset.code));
  check(`the start page lists both games, newest first (${size})`, codes.join() === [live, over].join(), codes.join());

  const mine = line(mover, live), theirs = line(waiter, live);
  const mineText = await mine.textContent(), theirsText = await theirs.textContent();
  check(`the live game says "Your turn" to the player to move, with the game, the other player and the clock (${size})`,
    (await mine.getAttribute('data-kind')) === 'your-turn' && /Your turn/.test(mineText) && /The Castle with the Falcon/.test(mineText) && /with (Ann|Bob)/.test(mineText) && /10\+5/.test(mineText), mineText);
  const moverName = mover === ann ? 'Ann' : 'Bob';
  check(`the live game says whose turn it is to the other player (${size})`, (await theirs.getAttribute('data-kind')) === 'their-turn' && theirsText.includes(`${moverName}'s turn`), theirsText);
  check(`the live game links to the seat (${size})`, (await mine.locator('[data-testid="my-game-link"]').getAttribute('href')) === `/g/${live}`);

  const annOver = line(ann, over), bobOver = line(bob, over);
  check(`the finished game says the result as each player sees it (${size})`,
    /Over: You resigned/.test(await annOver.textContent()) && /Over: You win: Ann resigned/.test(await bobOver.textContent()), `${await annOver.textContent()} | ${await bobOver.textContent()}`);
  check(`the finished game links to its replay (${size})`, (await bobOver.locator('[data-testid="my-game-link"]').getAttribute('href')) === `/g/${over}/replay`);
  check(`"Your games" is on screen when the start page opens (${size})`, await inView(mover, mine));
  await mover.screenshot({ path: path.join(SHOTS, `my-games-${size}.png`), fullPage: size === 'desktop' });

  // The links: back to the seat, and to the replay.
  await mine.locator('[data-testid="my-game-link"]').click();
  await mover.waitForFunction((s) => document.querySelector('[data-testid="game-status"]')?.dataset.seat === s, toAct, { timeout: 10000 });
  check(`the live game's link takes its player back to the seat (${size})`, new URL(mover.url()).pathname === `/g/${live}`);
  await bobOver.locator('[data-testid="my-game-link"]').click();
  await testid(bob, 'replay-log').waitFor({ timeout: 10000 });
  check(`the finished game's link opens its replay (${size})`, new URL(bob.url()).pathname === `/g/${over}/replay`);

  // A game this browser played on a server that has since lost it.
  await ann.evaluate(() => {
    const games = JSON.parse(localStorage.getItem('castle.games'));
    localStorage.setItem('castle.games', JSON.stringify([...games, { code: 'XQXQ9', seat: 0, at: 1 }]));
  });
  await startPage(base, ann);
  const gone = line(ann, 'XQXQ9');
  check(`a game the server does not know says so, with no link (${size})`,
    /The server no longer knows this game/.test(await gone.textContent()) && (await gone.locator('[data-testid="my-game-link"]').count()) === 0, await gone.textContent());

  await gone.locator('[data-testid="forget"]').click();
  const left = await ann.locator('[data-testid="my-games"] li').evaluateAll((lis) => lis.map((li) => li.dataset.code));
  check(`forget takes only that game off the list (${size})`, left.join() === [live, over].join(), left.join());
  await testid(ann, 'forget-all').click();
  check(`forget all asks once more first (${size})`, (await ann.locator('[data-testid="my-games"] li').count()) === 2 && /sure/.test(await testid(ann, 'forget-all').textContent()));
  await testid(ann, 'forget-all').click();
  check(`forget all empties the list and hides it (${size})`, !(await testid(ann, 'my-games-box').isVisible()));
  await ann.reload();
  await testid(ann, 'create').waitFor();
  check(`what is forgotten stays forgotten after a reload (${size})`, !(await testid(ann, 'my-games-box').isVisible()));
  for (const p of [ann, bob]) await p.context().close();
}

run(async () => {
  await withServer({}, async ({ base, browser }) => {
    await onSize(browser, base, 'desktop');
    await onSize(browser, base, 'phone');
  });
});
