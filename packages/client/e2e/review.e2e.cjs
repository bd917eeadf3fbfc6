// Browser test of the hindsight review (issue 43, items 5-7): a colyseus.js client in Node plays a
// short game of the Castle against the computer (some moves, then it resigns); the browser opens
// its replay, reads what the review is, starts it, sees its progress, stops it and goes on to the
// end; the chart and the marked turns show; a marked turn shows the board before it with the best
// turn found lit; reopened, the review is there at once from the browser's store, in English, German
// and French, and for the game's record opened from disk too. At desktop and phone size. Screenshots: e2e/screenshots/review-*.png.
// REVIEW_WHOLE=1 plays the game to its end instead and prints how long the browser's review took;
// REVIEW_GAME=carcassonne plays Carcassonne at a table of 4 (3 computers) instead.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { Client } = require('colyseus.js');
const { ROOT, SIZES, check, withServer, run } = require('./browser.cjs');
const { until } = require('./bots.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const WHOLE = process.env.REVIEW_WHOLE === '1';
const GAME = process.env.REVIEW_GAME === 'carcassonne' ? { id: 'carcassonne', seats: 4, options: { seats: 4, computers: 3 } } : { id: 'castle', seats: 2, options: {} };

/** Ann against the computer (easy): she plays `moves` moves of the game at least (some followers),
 *  then resigns; or to the end. Returns the game's code. */
async function shortGame(url, moves) {
  const room = await new Client(url).create(GAME.id, { name: 'Ann', opponent: 'computer', level: 'easy', ...GAME.options });
  let seat = null, offer = null, made = 0;
  room.onMessage('seat', (m) => { seat = m.seat; });
  room.onMessage('actions', (m) => { offer = m; });
  room.onMessage('error', () => undefined);
  await until(() => seat !== null, 'a seat');
  while (!room.state.over && room.state.moves < moves) {
    if (room.state.toAct !== seat || !offer || offer.moves !== room.state.moves) { await new Promise((r) => setTimeout(r, 10)); continue; }
    const turn = room.state.moves, legal = offer.actions;
    const follower = legal.find((a) => a.type === 'follower' && a.piece !== null);
    room.send('action', { moves: turn, action: follower && made % 2 === 0 ? follower : legal[made % legal.length] });
    await until(() => room.state.moves > turn || room.state.over, 'the move to show', 60000);
    made++;
  }
  if (!room.state.over) {
    await until(() => room.state.toAct === seat, 'her turn', 60000); // the computer's move done
    room.send('resign', {});
    await until(() => room.state.over, 'the game over', 300000); // at a table of more, the computer plays her seat on
  }
  const code = room.roomId;
  await room.leave();
  return code;
}

const WORDS = {
  en: { start: 'Review this game', kept: /Reviewed before/ },
  de: { start: 'Diese Partie durchsehen', kept: /Schon durchgesehen/ },
  fr: { start: 'Passer cette partie en revue', kept: /Déjà passée en revue/ },
};

run(() => withServer({ RATE_PER_SECOND: '10000' }, async ({ base, browser }) => {
  const code = await shortGame(base.replace('http', 'ws'), WHOLE ? Infinity : 40);
  check(`a short game of ${GAME.id} against the computer is over`, true, code);

  for (const [size, options] of Object.entries(SIZES)) {
    const context = await browser.newContext(options);
    await context.addInitScript(() => { if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en'); });
    const page = await context.newPage();
    page.on('pageerror', (e) => check(`${size}: no page error`, false, e.stack || e.message));
    const tap = (locator) => (size === 'phone' ? locator.tap() : locator.click());
    const progress = page.getByTestId('review-progress');
    await page.goto(`${base}/g/${code}/replay`);
    await page.getByTestId('review').waitFor();

    const honest = await page.getByTestId('review-honest').textContent();
    check(`${size}: the review says it knows the tile order and is the computer's opinion at its budget`,
      /order in which the tiles came/.test(honest) && /no player knew/.test(honest) && /computer's opinion at the budget/.test(honest), honest);
    check(`${size}: nothing is reviewed before it is asked for`, (await page.getByTestId('review-row').count()) + (await page.getByTestId('review-marked').count()) === 0
      && (await progress.textContent()) === '');

    // Started, it shows its progress turn by turn; stopped, it keeps what it did.
    const started = Date.now();
    await tap(page.getByTestId('review-start'));
    await page.waitForFunction(() => /turn [1-9]\d* of \d+ done/.test(document.querySelector('[data-testid="review-progress"]')?.textContent ?? ''), null, { timeout: 60000 });
    check(`${size}: the review's progress shows turn k of n`, /Reviewing: turn \d+ of \d+ done/.test(await progress.textContent()), await progress.textContent());
    await tap(page.getByTestId('review-stop'));
    const stopped = await progress.textContent();
    const [, doneAtStop, total] = /after (\d+) of (\d+) turns/.exec(stopped) ?? [];
    const rowsAtStop = await page.locator('[data-testid="review-table"] tbody tr').count();
    await page.waitForTimeout(1500); // a stopped review adds nothing more
    const rowsLater = await page.locator('[data-testid="review-table"] tbody tr').count();
    check(`${size}: stopped, it says how far it went and adds no turn`, Number(doneAtStop) > 0 && Number(doneAtStop) < Number(total) && rowsAtStop === Number(doneAtStop) && rowsLater === rowsAtStop,
      `${stopped} · ${rowsAtStop} then ${rowsLater} rows`);
    check(`${size}: a stopped review goes on from where it stopped`, (await page.getByTestId('review-start').textContent()) === 'Go on with the review');
    await page.screenshot({ path: path.join(SHOTS, `review-${size}-stopped.png`), fullPage: true });

    await tap(page.getByTestId('review-start'));
    await page.waitForFunction(() => /All \d+ turns reviewed/.test(document.querySelector('[data-testid="review-progress"]')?.textContent ?? ''), null, { timeout: WHOLE ? 300000 : 120000 });
    console.log(`# ${size}: the browser reviewed ${total} turns in ${((Date.now() - started) / 1000).toFixed(1)} s (the stop and the pause included)`);
    const rows = await page.locator('[data-testid="review-table"] tbody tr').count();
    check(`${size}: every turn to review is in the table`, rows === Number(total), `${rows} of ${total}`);
    const lines = await page.locator('[data-testid="review-chart"] polyline').count();
    const dots = await page.locator('[data-testid="review-chart"] .review-dot').count();
    const marked = await page.getByTestId('review-marked').count();
    check(`${size}: the chart has a line for each seat and a dot for each marked turn`, lines === GAME.seats && marked > 0 && dots === marked, `${lines} lines, ${dots} dots, ${marked} marked`);
    const losses = await page.locator('[data-testid="review-table"] .review-loss').evaluateAll((cells) => cells.map((c) => c.dataset.loss));
    check(`${size}: no turn's loss is below 0`, losses.every((l) => Number(l) >= 0), losses.join(' '));

    // A marked turn: the board before it, the best turn found lit.
    const first = page.getByTestId('review-marked').first().locator('button');
    const move = Number((await first.getAttribute('data-testid')).replace('review-turn-', ''));
    await tap(first);
    await page.waitForFunction((k) => document.querySelector('.replay-board canvas')?.dataset.frame === String(k), move, { timeout: 15000 });
    const lit = await page.locator('.replay-board canvas').getAttribute('data-lit');
    check(`${size}: a marked turn shows the board before it with the best turn found lit`, /^[\d,-]+:\d$/.test(lit ?? '') && /best turn found/.test(await page.getByTestId('review-shown').textContent()),
      `move ${move}, lit ${lit}`);
    await page.screenshot({ path: path.join(SHOTS, `review-${size}-lit.png`) });
    const dot = page.locator('[data-testid="review-chart"] .review-dot').last();
    const dotMove = Number((await dot.getAttribute('data-testid')).replace('review-dot-', ''));
    await tap(dot);
    await page.waitForFunction((k) => document.querySelector('.replay-board canvas')?.dataset.frame === String(k), dotMove, { timeout: 15000 });
    check(`${size}: a dot on the chart shows its turn too`, !!(await page.locator('.replay-board canvas').getAttribute('data-lit')), `move ${dotMove}`);

    // Reopened, in each language: the review is there at once, kept in this browser.
    for (const lang of ['en', 'de', 'fr']) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.goto(`${base}/g/${code}/replay`);
      await page.getByTestId('review-table').waitFor({ timeout: 5000 });
      const text = await progress.textContent();
      check(`${size} ${lang}: reopened, the review shows from the browser's store without being asked`,
        WORDS[lang].kept.test(text) && (await page.locator('[data-testid="review-table"] tbody tr').count()) === Number(total)
        && !(await page.getByTestId('review-start').isVisible()), text);
      await page.getByTestId('review').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, `review-${size}-${lang}.png`), fullPage: size === 'phone' });
    }

    // The same game's record opened from disk: the same review, kept.
    const file = path.join(os.tmpdir(), `review-${code}-${size}.json`);
    fs.writeFileSync(file, await (await fetch(`${base}/api/games/${code}/record`)).text());
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto(`${base}/g/${code}/replay`);
    await page.getByTestId('record-file').setInputFiles(file);
    await page.waitForURL('**/record');
    await page.getByTestId('review-table').waitFor({ timeout: 5000 });
    check(`${size}: a record opened from disk shows the review kept for its game`, /Reviewed before/.test(await progress.textContent())
      && (await page.locator('[data-testid="review-table"] tbody tr').count()) === Number(total), await progress.textContent());
    fs.rmSync(file);
    await context.close();
  }
}));
