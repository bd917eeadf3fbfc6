// Browser test: the Castle in German and French, at desktop and phone sizes. A game against the
// computer from the start page, a few turns played, the follower choice of a turn on screen and the
// legend open, and its replay; then its help page. The Castle's own words (the panel's headings, the log, the follower
// choices, the legend, the help) are in the language chosen, with none of the English catalogue's
// left. Screenshots: e2e/screenshots/castle-options-, castle-words-, castle-legend-, castle-replay-
// and castle-help-<lang>-<size>.png.
const path = require('path');
const { ROOT, check, status, attr, readyAt, actByKeys, withServer, run, pageIn } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const CATALOGUE = (lang) => require(`../src/games/castle/locales/${lang}.json`);
/** The first line of the help page's first paragraph in `lang` (the game's part of the page). */
const helpOpening = (lang) => require('fs').readFileSync(path.join(__dirname, `../src/games/castle/locales/${lang}.md`), 'utf8')
  .split('\n').find((l) => l.startsWith('*Carcassonne')).replace(/\*/g, '').trim();

/** Words of the English log, choices and legend that neither German nor French uses. */
const ENGLISH = /\b(placed|scored|took|played|fitted|follower|followers|tiles?|keep|wall|path|tower|house|court|market|fountain|herald|knight|squire|merchant|edges?|Legend|Players)\b/;

/** A page in `lang` (the choice this browser remembers) at `size`. */
/** Until `turns` of its own are played: wait for its turn (the computer plays the others), act by keys
 *  with a follower each time; then place the next tile and stop at its follower step. */
async function playTurns(page, turns) {
  const seat = await attr(page, 'data-seat');
  const myTurn = () => page.waitForFunction((s) => {
    const st = document.querySelector('[data-testid="game-status"]');
    return st.dataset.over === 'true' || (st.dataset.toAct === s && document.querySelector('.controls button'));
  }, seat, { polling: 50, timeout: 30000 });
  for (let mine = 0; mine < turns; mine++) {
    await myTurn();
    const at = Number(await attr(page, 'data-moves'));
    await readyAt(page, at);
    await actByKeys(page, true);
    await page.waitForFunction((t) => Number(document.querySelector('[data-testid="game-status"]').dataset.moves) > t, at, { polling: 50, timeout: 15000 });
  }
  // The next placement, up to its follower choices (a tile may go straight on to scoring: then the next one).
  for (let tries = 0; tries < 4; tries++) {
    await myTurn();
    const at = Number(await attr(page, 'data-moves'));
    await readyAt(page, at);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const step = await page.waitForFunction((t) => {
      const st = document.querySelector('[data-testid="game-status"]');
      return Number(st.dataset.moves) > t ? 'moved' : st.dataset.step === 'follower' ? 'follower' : null;
    }, at, { polling: 30, timeout: 15000 });
    if ((await step.jsonValue()) === 'follower') return true;
  }
  return false;
}

async function game(browser, base, lang, size) {
  const words = CATALOGUE(lang);
  const page = await pageIn(browser, lang, size);
  await page.goto(base + '/');
  await page.fill('[data-testid="name"]', 'Ann');
  await page.check('[data-testid="falcon"]');
  const options = await page.locator('[data-testid="castle-options"]').innerText();
  check(`${lang} ${size}: the game's options are in the language`,
    [words['castle.options.legend'], words['castle.options.falcon'], words['castle.options.gates'], words['castle.options.endOfTurn']].every((w) => options.includes(w)), options.replace(/\s+/g, ' '));
  await page.locator('[data-testid="castle-options"]').screenshot({ path: path.join(SHOTS, `castle-options-${lang}-${size}.png`) });
  await page.check('[data-testid="opponent-computer"]');
  await page.selectOption('[data-testid="first"]', 'me');
  await page.click('[data-testid="create"]');
  await status(page).waitFor();
  // The status says "spectator" until the join has given the page its seat.
  await page.waitForFunction(() => /^\d$/.test(document.querySelector('[data-testid="game-status"]').dataset.seat ?? ''));
  const atFollower = await playTurns(page, 3);
  check(`${lang} ${size}: a turn waits at its follower choice`, atFollower);
  await page.screenshot({ path: path.join(SHOTS, `castle-words-${lang}-${size}.png`), fullPage: size === 'phone' });
  await page.click('.legend-box summary');
  await page.locator('[data-testid="legend"]').waitFor();
  await page.locator('[data-testid="legend"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, `castle-legend-${lang}-${size}.png`) });

  const headings = await page.locator('.side-panel h3, .panel h3, h3').allTextContents();
  check(`${lang} ${size}: the panel's headings are in the language`,
    headings.includes(words['castle.panel.players']) && headings.includes(words['castle.panel.tilesToCome']), headings.join(' | '));
  const log = await page.locator('[data-testid="log"] li').allTextContents();
  check(`${lang} ${size}: the log has lines, none with an English word`, log.length > 3 && log.every((l) => !ENGLISH.test(l)), log.filter((l) => ENGLISH.test(l)).join(' | ') || `${log.length} lines`);
  const choices = await page.locator('[data-testid="controls"] [data-testid^="option-"]').allTextContents();
  check(`${lang} ${size}: the follower choices are in the language`,
    choices.includes(words['castle.option.noFollower']) && choices.every((c) => !ENGLISH.test(c)), choices.join(' | '));
  const legend = await page.locator('[data-testid="legend"] figcaption').allTextContents();
  check(`${lang} ${size}: the legend is in the language`, legend.includes(words['castle.legend.keep']) && legend.every((l) => !ENGLISH.test(l)), legend.join(' | '));

  // Its replay so far: the moves, each seat's pieces.
  await page.goto(await page.locator('[data-testid="replay-from-start"]').evaluate((a) => a.href));
  await page.locator('[data-testid="replay-log"] li').first().waitFor();
  const moves = await page.locator('[data-testid="replay-log"] li').allTextContents();
  const seats = await page.locator('[data-testid^="replay-player-"]').allTextContents();
  check(`${lang} ${size}: the replay's moves and seats are in the language`, moves.length > 3 && [...moves, ...seats].every((l) => !ENGLISH.test(l)),
    [...moves, ...seats].filter((l) => ENGLISH.test(l)).join(' | ') || `${moves.length} moves`);
  await page.screenshot({ path: path.join(SHOTS, `castle-replay-${lang}-${size}.png`), fullPage: size === 'phone' });
  await page.context().close();
}

async function help(browser, base, lang, size) {
  const page = await pageIn(browser, lang, size);
  await page.goto(base + '/help');
  const text = await page.locator('[data-testid="help"]').textContent();
  const title = await page.locator('[data-testid="help"] h1').textContent();
  const flat = text.replace(/\s+/g, ' ');
  check(`${lang} ${size}: the Castle's help is in the language`, title.includes(CATALOGUE(lang)['castle.about.title'])
    && flat.includes(helpOpening(lang)) && !flat.includes(helpOpening('en')), title);
  await page.screenshot({ path: path.join(SHOTS, `castle-help-${lang}-${size}.png`) });
  await page.context().close();
}

run(async () => {
  await withServer({ BOT_PAUSE_MS: '100' }, async ({ base, browser }) => {
    for (const lang of ['de', 'fr']) {
      for (const size of ['desktop', 'phone']) {
        await game(browser, base, lang, size);
        await help(browser, base, lang, size);
      }
    }
  });
});
