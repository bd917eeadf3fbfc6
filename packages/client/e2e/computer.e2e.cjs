// Browser test (npm run test:e2e): playing the computer, from the start page. At desktop size a
// Castle game against the computer (it starts), a few turns each; at phone size a Carcassonne table
// of three, two seats the computer's, played to the end. Screenshots: e2e/screenshots/computer-*.png.
const path = require('path');
const { ROOT, SIZES, check, status, attr, readyAt, actByKeys, withServer, run } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');

/** From the start page: the game, its table, the computer with its level and who starts. */
async function playComputer(browser, base, size, { carcassonne = false, seats = 2, first = 'random', level = 'easy' }) {
  const page = await (await browser.newContext(SIZES[size])).newPage();
  page.on('pageerror', (e) => check('no page error', false, e.message));
  await page.goto(base + '/');
  await page.fill('[data-testid="name"]', 'Ann');
  if (carcassonne) {
    await page.check('[data-testid="game-carcassonne"]');
    await page.selectOption('[data-testid="seats"]', String(seats));
  }
  check(`the computer's settings are hidden until it is chosen (${size})`, !(await page.locator('[data-testid="level"]').isVisible()));
  await page.check('[data-testid="opponent-computer"]');
  const levels = await page.locator('[data-testid="level"] option').allTextContents();
  check(`the levels are offered weakest first, each with a few words on what it is like (${size})`,
    levels.map((t) => t.split(':')[0]).join() === 'Easy,Medium,Normal,Hard' && levels.every((t) => /^\w+: \w+/.test(t)), levels.join(' | '));
  await page.selectOption('[data-testid="level"]', level);
  await page.selectOption('[data-testid="first"]', first);
  if (seats > 2) await page.selectOption('[data-testid="computers"]', String(seats - 1));
  check(`the button says what it will do (${size})`, (await page.locator('[data-testid="create"]').textContent()) === 'Play the computer');
  await page.screenshot({ path: path.join(SHOTS, `computer-start-${size}.png`) });
  await page.click('[data-testid="create"]');
  await status(page).waitFor();
  await page.waitForFunction(() => /^\d$/.test(document.querySelector('[data-testid="game-status"]').dataset.seat ?? ''));
  return page;
}

/** Until the end or `turns` of its own: wait for its turn (the computer plays the others), act by keys. */
async function playOwnTurns(page, turns = Infinity) {
  let mine = 0;
  const seat = await attr(page, 'data-seat');
  while ((await attr(page, 'data-over')) !== 'true' && mine < turns) {
    await page.waitForFunction((s) => {
      const st = document.querySelector('[data-testid="game-status"]');
      return st.dataset.over === 'true' || (st.dataset.toAct === s && document.querySelector('.controls button'));
    }, seat, { polling: 50, timeout: 30000 });
    if ((await attr(page, 'data-over')) === 'true') break;
    const at = Number(await attr(page, 'data-moves'));
    await readyAt(page, at);
    await actByKeys(page, mine % 3 === 0);
    await page.waitForFunction((t) => Number(document.querySelector('[data-testid="game-status"]').dataset.moves) > t || document.querySelector('[data-testid="game-status"]').dataset.over === 'true', at, { polling: 50, timeout: 15000 });
    mine++;
  }
  return { mine };
}

run(async () => {
  await withServer({ BOT_PAUSE_MS: '150' }, async ({ base, browser }) => {
    const castle = await playComputer(browser, base, 'desktop', { first: 'computer' });
    check('the computer started: the first move is its own', (await attr(castle, 'data-seat')) === '1');
    const names = await castle.locator('[data-testid^="player-"] strong').allTextContents();
    check('the computer\'s seat is named with its level', names.includes('Computer (easy)'), names.join());
    // Whose turn it is, each time it changes: the computer's turns come between the person's (a wall
    // tile 1 may give either two turns in a row, which shows as one).
    await castle.evaluate(() => {
      const st = document.querySelector('[data-testid="game-status"]');
      window.turns = [st.dataset.toAct];
      new MutationObserver(() => { if (window.turns[window.turns.length - 1] !== st.dataset.toAct) window.turns.push(st.dataset.toAct); })
        .observe(st, { attributes: true, attributeFilter: ['data-to-act'] });
    });
    const { mine } = await playOwnTurns(castle, 6);
    await castle.waitForFunction(() => document.querySelector('[data-testid="game-status"]').dataset.toAct === '1', null, { timeout: 15000 });
    const turns = await castle.evaluate(() => window.turns.join(''));
    check(`the computer answers each of the person's turns (${mine} turns; whose turn it was: ${turns})`, mine === 6 && /^1?(01)+$/.test(turns) && turns.split('0').length - 1 >= 5, turns);
    await castle.screenshot({ path: path.join(SHOTS, 'computer-castle-desktop.png') });

    const carc = await playComputer(browser, base, 'phone', { carcassonne: true, seats: 3, first: 'me', level: 'easy' });
    check('"me first": the person holds seat 0', (await attr(carc, 'data-seat')) === '0');
    await carc.waitForFunction(() => document.querySelectorAll('.players [data-testid^="player-"]').length === 3);
    const { mine: own } = await playOwnTurns(carc);
    check(`a Carcassonne table of three with two computers is played to the end on a phone (${own} turns of mine)`, (await attr(carc, 'data-over')) === 'true' && own > 15);
    await carc.screenshot({ path: path.join(SHOTS, 'computer-carcassonne-end-phone.png') });
  });
});
