// Carcassonne in German and in French, at desktop and phone sizes: a game against the computer
// played a few turns (and to the end and its replay once in each language), its follower choices,
// log, panel headings, players' lines, end banner and replay in the language chosen, with no word
// of the game's English catalogue left in them; its help page in the language.
// Screenshots of each (e2e/screenshots/carcassonne-<lang>-*.png) to look at.
const path = require('path');
const fs = require('fs');
const { SIZES, ROOT, check, attr, readyAt, actByKeys, withServer, run } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const LOCALES = path.join(__dirname, '../src/games/carcassonne/locales');
const catalogue = (lang) => JSON.parse(fs.readFileSync(path.join(LOCALES, `${lang}.json`), 'utf8'));
/** The words of a catalogue's messages, without the messages' syntax (parameters, plural and select names). */
const wordsOf = (text) => (text.toLowerCase().replace(/\{\s*\w+\s*,\s*(plural|select|number)\s*,?|\b\w+\s*\{|\{\w+\}|[{}]/g, ' ').match(/\p{L}{2,}/gu) ?? []);
const catalogueWords = (lang) => new Set(Object.values(catalogue(lang)).flatMap(wordsOf));

/** Words of the English catalogue that the language's own never uses. */
function englishOnly(lang) {
  const own = catalogueWords(lang);
  return [...catalogueWords('en')].filter((w) => !own.has(w));
}

/** The English words of the game's catalogue that `text` holds. */
const englishIn = (text, lang) => englishOnly(lang).filter((w) => new RegExp(`(?<!\\p{L})${w}(?!\\p{L})`, 'iu').test(text));

/** The text of every element `selector` finds. */
const textOf = (page, selector) => page.evaluate((sel) => [...document.querySelectorAll(sel)].map((e) => e.textContent).join('\n'), selector);

/** The game's own words on the page: follower choices, the log, the panel's headings and players' lines. */
const gameText = (page) => page.evaluate(() => [
  ...document.querySelectorAll('.controls button[data-option], [data-testid="log"] li, .panel > h3, [data-testid^="player-"] .small'),
].map((e) => e.textContent).join('\n'));

/** Play on to the end (the computer plays the other seat), then the end banner and its final
 *  scoring step by step, in the language shown. */
async function playToEnd(page, lang, size) {
  for (let mine = 0; (await attr(page, 'data-over')) !== 'true'; mine++) {
    await page.waitForFunction(() => {
      const st = document.querySelector('[data-testid="game-status"]');
      return st.dataset.over === 'true' || (st.dataset.toAct === '0' && document.querySelector('.controls button'));
    }, null, { polling: 50, timeout: 30000 });
    if ((await attr(page, 'data-over')) === 'true') break;
    const at = Number(await attr(page, 'data-moves'));
    await readyAt(page, at);
    await actByKeys(page, mine % 2 === 0);
    await page.waitForFunction((t) => Number(document.querySelector('[data-testid="game-status"]').dataset.moves) > t || document.querySelector('[data-testid="game-status"]').dataset.over === 'true', at, { polling: 50, timeout: 15000 });
  }
  await page.waitForSelector('[data-testid="final-table"]');
  await page.screenshot({ path: path.join(SHOTS, `carcassonne-${lang}-end-${size}.png`) });
  const end = await textOf(page, '[data-testid="winner"], [data-testid="final-table"] th, [data-testid="final-lines"], [data-testid="final-steps"]');
  const cut = await page.evaluate(() => {
    const scroll = document.querySelector('[data-testid="final-table"]').parentElement;
    return scroll.scrollWidth - scroll.clientWidth;
  });
  check(`the final table's totals are in view without scrolling (${lang}, ${size})`, cut <= 0, `${cut} px cut off`);
  check(`the end banner's headline, table and final scoring are in ${lang} (${size})`, end.length > 50 && !englishIn(end, lang).length, `${englishIn(end, lang).join(', ')} | ${end.slice(0, 200)}`);
  await page.click('[data-testid="final-steps"]');
  await page.waitForSelector('[data-testid="final-step-text"]');
  await page.screenshot({ path: path.join(SHOTS, `carcassonne-${lang}-final-step-${size}.png`) });
  const step = await textOf(page, '[data-testid="end-banner"]');
  check(`the final scoring's steps are in ${lang} (${size})`, step.length > 30 && !englishIn(step, lang).length, `${englishIn(step, lang).join(', ')} | ${step}`);

  // Its replay: the moves, the seats' lines and the result in the language.
  await page.click('[data-testid="final-done"]');
  await page.click('[data-testid="replay-link"]');
  await page.waitForSelector('[data-testid="replay-result"] .final-line');
  await page.screenshot({ path: path.join(SHOTS, `carcassonne-${lang}-replay-${size}.png`) });
  const replay = await textOf(page, '[data-testid="replay-log"] li, [data-testid="replay-result"], [data-testid^="replay-player-"] .small');
  check(`the replay's moves, seats and result are in ${lang} (${size})`, replay.length > 200 && !englishIn(replay, lang).length, `${englishIn(replay, lang).join(', ')} | ${replay.slice(0, 200)}`);
}

async function playInLanguage(browser, base, lang, size, toEnd) {
  const context = await browser.newContext(SIZES[size]);
  await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const page = await context.newPage();
  page.on('pageerror', (e) => check('no page error', false, e.message));
  await page.goto(base + '/');
  await page.fill('[data-testid="name"]', 'Ann');
  await page.check('[data-testid="game-carcassonne"]');
  const line = catalogue(lang)['carcassonne.choice.line'];
  check(`the start page offers Carcassonne with its line in ${lang} (${size})`, (await page.locator('body').textContent()).includes(line), line);
  const seats = await page.locator('[data-testid="seats"] option').allTextContents();
  check(`the table's sizes are offered in ${lang} (${size})`, seats.length === 4 && seats.every((s) => !/players/.test(s)), seats.join(' | '));
  await page.check('[data-testid="opponent-computer"]');
  await page.selectOption('[data-testid="first"]', 'me');
  await page.click('[data-testid="create"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="game-status"]')?.dataset.seat === '0');
  let followerShot = false;
  for (let mine = 0; mine < 4; mine++) {
    await page.waitForFunction(() => {
      const st = document.querySelector('[data-testid="game-status"]');
      return st.dataset.over === 'true' || (st.dataset.toAct === '0' && document.querySelector('.controls button'));
    }, null, { polling: 50, timeout: 30000 });
    const at = Number(await attr(page, 'data-moves'));
    await readyAt(page, at);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForFunction((t) => {
      const st = document.querySelector('[data-testid="game-status"]');
      return Number(st.dataset.moves) > t || st.dataset.step === 'follower';
    }, at, { polling: 50, timeout: 15000 });
    if ((await attr(page, 'data-step')) === 'follower' && Number(await attr(page, 'data-moves')) === at) {
      if (!followerShot) await page.screenshot({ path: path.join(SHOTS, `carcassonne-${lang}-follower-${size}.png`) });
      followerShot = true;
      await actByKeys(page, true);
    }
    await page.waitForFunction((t) => Number(document.querySelector('[data-testid="game-status"]').dataset.moves) > t, at, { polling: 50, timeout: 15000 });
  }
  // The computer's answer to the last turn in the log too.
  await page.waitForFunction(() => document.querySelector('[data-testid="game-status"]').dataset.toAct === '0', null, { polling: 50, timeout: 30000 });
  await page.screenshot({ path: path.join(SHOTS, `carcassonne-${lang}-play-${size}.png`) });
  // The panel's own boxes (the players' lines, the tiles to come, the log), below the board on a phone.
  await page.locator('[data-testid="player-0"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, `carcassonne-${lang}-panel-${size}.png`) });
  const text = await gameText(page);
  const english = englishIn(text, lang);
  check(`the game's choices, log and panel are in ${lang}, with no English word of its catalogue (${size})`, text.length > 100 && !english.length, english.join(', '));
  check(`the follower step was shown and photographed in ${lang} (${size})`, followerShot);
  if (toEnd) await playToEnd(page, lang, size);

  await page.goto(base + '/help/carcassonne');
  await page.waitForSelector('h1');
  const title = await page.locator('h1').first().textContent();
  check(`the help page is in ${lang} (${size})`, title === (lang === 'de' ? 'So wird Carcassonne gespielt' : 'Comment jouer à Carcassonne'), title);
  await page.screenshot({ path: path.join(SHOTS, `carcassonne-${lang}-help-${size}.png`) });
  await context.close();
}

run(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await withServer({ BOT_PAUSE_MS: '50' }, async ({ base, browser }) => {
    // Each language played to the end once, German on a phone and French on a desktop.
    for (const lang of ['de', 'fr']) for (const size of ['desktop', 'phone']) await playInLanguage(browser, base, lang, size, (lang === 'de') === (size === 'phone'));
  });
});
