// Browser test: the language picker at a table and on a replay. Two players with a clock make a few
// moves; Ann (desktop) picks Deutsch and Bob (phone) Français: each page loads again in its language
// with the same seat, moves, board and clocks, its panel in that language, the other player's page
// untouched, and the game goes on. On the phone the picker, at the panel's foot, never covers the
// board's Confirm button. A replay shown at a move comes back at that move in the language picked.
// Then a Castle game against the computer, a Carcassonne game, a table's end and a replay in German
// and in French at desktop and phone sizes, with no word of the shared table left in English.
// Screenshots: e2e/screenshots/languages-*.png.
const path = require('path');
const { ROOT, SIZES, check, attr, readyAt, actByKeys, twoPlayers, withServer, run, pageIn } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');

/** Words of the shared table and replay in each language, as the catalogues have them. */
const WORDS = {
  de: { log: 'Verlauf', status: /^(Du bist am Zug\.|\S+ ist am Zug\.|Die Partie ist zu Ende\.)$/, moves: 'Züge', position: /^Zug \d+ von \d+$/ },
  fr: { log: 'Journal', status: /^(À vous de jouer\.|\S+ joue\.|La partie est terminée\.)$/, moves: 'Coups', position: /^Coup \d+ sur \d+$/ },
};
/** English words of the shared panel that a German or French page must not show. */
const ENGLISH = [/\bYour turn\b/, /\bSound: (on|off)\b/, /\bNotify when away\b/, /\bReplay from the start\b/, /\bHow to play\b/, /\bStart page\b/,
  /\bWatchers \(/, /\bShow the result\b/, /\bPlace here\b/, /\bTake back the tile\b/, /\bResign…/, /\bAbort the game\b/, /\btiles? left\b/,
  /\bClock: /, /\bis playing\.|\bto play\./, /\bNothing said yet\b/, /\bSend\b/];

const englishIn = (text) => ENGLISH.filter((re) => re.test(text)).map(String);

/** What must survive a reload: the seat, the moves, whose turn, each clock's state. */
const tableFacts = (page) => page.evaluate(() => {
  const st = document.querySelector('[data-testid="game-status"]').dataset;
  const clocks = [...document.querySelectorAll('[data-testid^="clock-"]')].map((c) => ({ running: c.dataset.running, ms: Number(c.dataset.ms) }));
  return { seat: st.seat, moves: st.moves, toAct: st.toAct, clocks };
});

/** Pick `lang` in the panel; resolves once the page has loaded again with its board on the canvas. */
async function pick(page, lang, moves) {
  await Promise.all([page.waitForEvent('load'), page.click(`.panel [data-testid="language-${lang}"]`)]);
  await page.waitForFunction((m) => {
    const st = document.querySelector('[data-testid="game-status"]');
    return st?.dataset.moves === m && /^\d$/.test(st.dataset.seat) && document.querySelector('canvas')?.dataset.firstPaint;
  }, moves, { polling: 50, timeout: 15000 });
}

async function pickAtTable(browser, base) {
  const { ann, bob, link } = await twoPlayers(browser, base, [], ['desktop', 'phone'], async (page) => page.selectOption('[data-testid="clock"]', '5+3'));
  const pages = [ann, bob];
  for (let i = 0; i < 3; i++) {
    const at = Number(await attr(ann, 'data-moves')), seat = Number(await attr(ann, 'data-to-act'));
    await readyAt(pages[seat], at);
    await actByKeys(pages[seat]);
    await ann.waitForFunction((t) => Number(document.querySelector('[data-testid="game-status"]').dataset.moves) > t, at, { timeout: 15000 });
  }
  await bob.waitForFunction((m) => document.querySelector('[data-testid="game-status"]').dataset.moves === m, await attr(ann, 'data-moves'));
  for (const [page, lang, size] of [[ann, 'de', 'desktop'], [bob, 'fr', 'phone']]) {
    const before = await tableFacts(page);
    const other = pages[1 - pages.indexOf(page)];
    await pick(page, lang, before.moves);
    const after = await tableFacts(page);
    const tag = `(${lang}, ${size})`;
    check(`after picking a language the page has the same seat, moves and turn ${tag}`,
      after.seat === before.seat && after.moves === before.moves && after.toAct === before.toAct, JSON.stringify([before, after]));
    // The clock that does not run shows the same time; the running one no more than before.
    check(`the clocks are still there, as they were ${tag}`, after.clocks.length === 2 && after.clocks.every((c, s) => c.running === before.clocks[s].running
      && (c.running === 'true' ? c.ms <= before.clocks[s].ms : Math.abs(c.ms - before.clocks[s].ms) < 1000)), JSON.stringify([before.clocks, after.clocks]));
    const panel = await page.locator('.panel').innerText();
    const status = (await page.locator('[data-testid="game-status"]').textContent()).trim();
    const headings = await page.locator('.panel h3').allTextContents();
    check(`the panel speaks the language picked ${tag}`, await page.evaluate(() => document.documentElement.lang) === lang
      && headings.includes(WORDS[lang].log) && WORDS[lang].status.test(status), `${status} ${headings.join(' | ')}`);
    check(`no word of the shared panel is left in English ${tag}`, englishIn(panel).length === 0, englishIn(panel).join(', '));
    check(`the picker shows the language picked as chosen ${tag}`, (await page.locator(`.panel [data-testid="language-${lang}"]`).getAttribute('aria-pressed')) === 'true');
    check(`the other player's page keeps its own language ${tag}`, await other.evaluate(() => document.documentElement.lang) === (other === ann ? 'de' : 'en'));
  }
  // The game goes on: the player to act plays a move on the page in its new language.
  const at = Number(await attr(ann, 'data-moves')), seat = Number(await attr(ann, 'data-to-act'));
  await readyAt(pages[seat], at);
  await actByKeys(pages[seat]);
  const seen = await pages[1 - seat].waitForFunction((t) => Number(document.querySelector('[data-testid="game-status"]').dataset.moves) > t, at, { timeout: 15000 })
    .then(() => true, () => false);
  check('after both pages changed language the game goes on: a move made on one shows on the other', seen);
  // On the phone, with Bob to place a tile: the picker scrolled into view leaves Confirm where it can be pressed.
  if (Number(await attr(bob, 'data-to-act')) !== 1) {
    const m = Number(await attr(ann, 'data-moves'));
    await readyAt(ann, m);
    await actByKeys(ann);
  }
  await bob.waitForFunction(() => document.querySelector('[data-testid="game-status"]').dataset.toAct === '1' && document.querySelector('[data-testid="confirm"]'), null, { timeout: 15000 });
  // Confirm is where it can be pressed, the page at its top (the turn's place) and with the picker scrolled into view.
  const confirmPressable = () => bob.evaluate(() => {
    const b = document.querySelector('[data-testid="confirm"]').getBoundingClientRect();
    const y = b.top + b.height / 2;
    if (y < 0 || y > innerHeight) return 'out of view';
    return document.elementFromPoint(b.left + b.width / 2, y)?.closest('[data-testid="confirm"]') ? 'pressable' : 'covered';
  });
  await bob.evaluate(() => window.scrollTo(0, 0));
  const atTop = await confirmPressable();
  await bob.locator('.panel [data-testid="languages"]').scrollIntoViewIfNeeded();
  const atPicker = await confirmPressable();
  const pickerBox = await bob.locator('.panel [data-testid="languages"]').boundingBox();
  const confirmBox = await bob.locator('[data-testid="confirm"]').boundingBox();
  const overlap = pickerBox.y < confirmBox.y + confirmBox.height && confirmBox.y < pickerBox.y + pickerBox.height;
  check('on a phone the picker never covers the Confirm button', atTop === 'pressable' && atPicker !== 'covered' && !overlap, `${atTop}, ${atPicker}`);
  await bob.screenshot({ path: path.join(SHOTS, 'languages-picker-fr-phone.png') });
  return link.replace(/^https?:\/\/[^/]+/, base);
}

/** A live game's replay in German, stepped back two moves; picking French shows the same move. */
async function pickOnReplay(browser, base, gameLink) {
  const context = await browser.newContext(SIZES.desktop);
  await context.addInitScript(() => { if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'de'); });
  const page = await context.newPage();
  page.on('pageerror', (e) => check('no page error', false, e.message));
  await page.goto(`${gameLink}/replay`);
  await page.locator('[data-testid="replay-position"]').waitFor();
  await page.click('[data-testid="replay-previous"]');
  await page.click('[data-testid="replay-previous"]');
  const frame = await page.locator('[data-testid="replay-position"]').getAttribute('data-frame');
  const de = await page.locator('[data-testid="replay-position"]').textContent();
  check('the replay speaks German, with the picker under its column', WORDS.de.position.test(de) && (await page.locator('.replay-side h2').nth(1).textContent()) === WORDS.de.moves
    && await page.locator('.replay-side [data-testid="language-de"]').getAttribute('aria-pressed') === 'true', de);
  await Promise.all([page.waitForEvent('load'), page.click('.replay-side [data-testid="language-fr"]')]);
  await page.locator('[data-testid="replay-position"]').waitFor();
  const fr = await page.locator('[data-testid="replay-position"]').textContent();
  check('picking French shows the replay again at the same move, in French', (await page.locator('[data-testid="replay-position"]').getAttribute('data-frame')) === frame
    && WORDS.fr.position.test(fr), `${frame}: ${de} → ${fr}`);
  await context.close();
}

/** A page of `size` that speaks `lang` from its first load. */
/** Own turns by keys until `turns` are played (the computer plays the others). */
async function ownTurns(page, turns) {
  const seat = await attr(page, 'data-seat');
  for (let mine = 0; mine < turns && (await attr(page, 'data-over')) !== 'true'; mine++) {
    await page.waitForFunction((s) => {
      const st = document.querySelector('[data-testid="game-status"]');
      return st.dataset.over === 'true' || (st.dataset.toAct === s && document.querySelector('.controls button'));
    }, seat, { polling: 50, timeout: 30000 });
    const at = Number(await attr(page, 'data-moves'));
    await readyAt(page, at);
    await actByKeys(page, mine % 2 === 0);
    await page.waitForFunction((t) => Number(document.querySelector('[data-testid="game-status"]').dataset.moves) > t, at, { polling: 50, timeout: 15000 });
  }
}

/** A game against the computer in `lang`: in play, at its end (resigned), and its replay. */
async function tableIn(browser, base, game, lang, size) {
  const page = await pageIn(browser, lang, size);
  const tag = `(${game}, ${lang}, ${size})`;
  await page.goto(base + '/');
  await page.fill('[data-testid="name"]', 'Ann');
  if (game === 'carcassonne') await page.check('[data-testid="game-carcassonne"]');
  await page.check('[data-testid="opponent-computer"]');
  await page.click('[data-testid="create"]');
  await page.waitForFunction(() => /^\d$/.test(document.querySelector('[data-testid="game-status"]')?.dataset.seat ?? ''));
  await ownTurns(page, 2);
  await page.waitForFunction(() => document.querySelector('[data-testid="game-status"]').dataset.toAct === document.querySelector('[data-testid="game-status"]').dataset.seat, null, { timeout: 30000 });
  // A tile placed and its follower step shown (the longest buttons: Confirm naming the choice, Take back).
  const at = Number(await attr(page, 'data-moves'));
  await readyAt(page, at);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.waitForFunction((t) => {
    const st = document.querySelector('[data-testid="game-status"]').dataset;
    return Number(st.moves) > t || st.step === 'follower' || st.over === 'true';
  }, at, { polling: 30, timeout: 15000 });
  await page.screenshot({ path: path.join(SHOTS, `languages-${game}-${lang}-${size}.png`) });
  const panel = await page.locator('.panel').innerText();
  check(`a table in play shows no word of the shared panel in English ${tag}`, englishIn(panel).length === 0, englishIn(panel).join(', '));
  await page.click('[data-testid="resign"]');
  await page.click('[data-testid="resign-yes"]');
  await page.locator('[data-testid="end-banner"]').waitFor();
  await page.screenshot({ path: path.join(SHOTS, `languages-${game}-end-${lang}-${size}.png`) });
  const banner = await page.locator('[data-testid="end-banner"]').innerText();
  check(`the end banner speaks ${lang} ${tag}`, englishIn(banner).length === 0 && !/\b(resigned|wins|Replay the game|New game|Show the board|Rematch)\b/.test(banner), banner);
  await page.click('[data-testid="replay-link"]');
  await page.locator('[data-testid="replay-position"]').waitFor();
  await page.click('[data-testid="replay-previous"]');
  await page.screenshot({ path: path.join(SHOTS, `languages-${game}-replay-${lang}-${size}.png`) });
  const side = await page.locator('.replay-side').innerText();
  check(`the replay speaks ${lang} ${tag}`, WORDS[lang].position.test(await page.locator('[data-testid="replay-position"]').textContent())
    && !/\b(At this move|Moves|Start page|left to draw|Previous|Next)\b/.test(side), side.slice(0, 200));
  await page.context().close();
}

run(async () => {
  await withServer({ BOT_PAUSE_MS: '100' }, async ({ base, browser }) => {
    const link = await pickAtTable(browser, base);
    await pickOnReplay(browser, base, link);
    for (const lang of ['de', 'fr']) {
      for (const size of ['desktop', 'phone']) {
        await tableIn(browser, base, 'castle', lang, size);
        await tableIn(browser, base, 'carcassonne', lang, size);
      }
    }
  });
});
