// Browser test of the page's languages (issue 41, item 4): a first visit follows the browser's
// language (German here), the picker's "Français" turns the page French in one click and a reload
// stays French; the help page is in the language chosen. Then, in German and French at desktop and
// phone sizes, the start page, the join prompt, the help page and a notice: nothing is wider than the
// page or its button (German words are long). Screenshots: e2e/screenshots/languages-*.png.
const path = require('path');
const { SIZES, ROOT, check, withServer, run } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const testid = (page, id) => page.locator(`[data-testid="${id}"]`);
/** Each language's words this test looks for: the start page's button, the heading of the help's
 *  shared part (locales/<lang>.md), the Castle's name in its help's title (games/castle/locales). */
const WORDS = {
  de: { create: 'Partie erstellen', controls: 'Bedienung', castle: /Burg/ },
  fr: { create: 'Créer une partie', controls: 'Commandes', castle: /Château/ },
};

async function newPage(browser, context) {
  const page = await (await browser.newContext(context)).newPage();
  page.on('pageerror', (e) => check('no page error', false, e.message));
  return page;
}

/** A page whose language was chosen in this browser before (as the picker keeps it). */
async function pageIn(browser, lang, size) {
  const page = await newPage(browser, SIZES[size]);
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
  return page;
}

async function firstVisit(browser, base) {
  const page = await newPage(browser, { ...SIZES.desktop, locale: 'de-DE' });
  await page.goto(`${base}/`);
  await testid(page, 'create').waitFor();
  check('a first visit from a German browser shows the start page in German',
    (await testid(page, 'create').textContent()) === WORDS.de.create && (await page.getAttribute('html', 'lang')) === 'de', await testid(page, 'create').textContent());
  check('... with the picker on the page, German marked as shown', (await testid(page, 'language-de').getAttribute('aria-pressed')) === 'true');
  await testid(page, 'language-fr').click();
  await page.waitForFunction((w) => document.querySelector('[data-testid="create"]')?.textContent === w, WORDS.fr.create);
  check('one click on "Français" turns the page French', (await page.getAttribute('html', 'lang')) === 'fr' && (await testid(page, 'language-fr').textContent()) === 'Français');
  await page.reload();
  await testid(page, 'create').waitFor();
  check('a reload stays French', (await testid(page, 'create').textContent()) === WORDS.fr.create, await testid(page, 'create').textContent());
  await page.context().close();
}

/** Elements wider than the page, or whose text spills out of them. */
const overflows = (page) => page.evaluate(() => {
  // The screen's width (a phone's page grows wider than its screen when something overflows).
  const screen = document.documentElement.clientWidth;
  const wide = document.documentElement.scrollWidth > screen + 1 ? ['the page'] : [];
  const spilled = [...document.querySelectorAll('button, a.button, h1, h2, label, legend, select, td, th')]
    .filter((e) => e.getClientRects().length && ((e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'auto') || e.getBoundingClientRect().right > screen + 1))
    .map((e) => e.textContent.trim().slice(0, 40));
  return [...wide, ...spilled];
});

/** `fullPage`: false for a long page (the help), whose top is shot instead. */
async function shown(page, what, lang, size, fullPage = true) {
  const spilled = await overflows(page);
  check(`${what} in ${lang} fits at ${size} size: nothing wider than the page or its box`, spilled.length === 0, spilled.join(' | '));
  await page.screenshot({ path: path.join(SHOTS, `languages-${what}-${lang}-${size}.png`), fullPage });
}

async function pages(browser, base, lang, size) {
  const page = await pageIn(browser, lang, size);
  await page.goto(`${base}/`);
  await testid(page, 'create').waitFor();
  check(`the start page is in ${lang} (${size})`, (await testid(page, 'create').textContent()) === WORDS[lang].create);
  await shown(page, 'start', lang, size);
  // Its longest words: the computer's settings, at a Carcassonne table where it may take several seats.
  await page.check('[data-testid="game-carcassonne"]');
  await page.check('[data-testid="opponent-computer"]');
  await page.selectOption('[data-testid="seats"]', '4');
  await testid(page, 'computers').waitFor();
  await shown(page, 'start-computer', lang, size);

  await page.goto(`${base}/help`);
  await testid(page, 'help').waitFor();
  const heading = await page.locator('.help-text h1').first().textContent();
  check(`the help page is in ${lang}: its title (${size})`, WORDS[lang].castle.test(heading), heading);
  check(`... and its part every game shares (${size})`, (await page.locator('.help-text h2').allTextContents()).includes(WORDS[lang].controls));
  check(`... with the picker on its top line (${size})`, await testid(page, 'languages').isVisible());
  await shown(page, 'help', lang, size, false);
  await page.getByRole('heading', { name: WORDS[lang].controls }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, `languages-help-shared-${lang}-${size}.png`) });

  await page.goto(`${base}/g/ZZZZZ`);
  await testid(page, 'unknown-game').waitFor();
  await shown(page, 'notice', lang, size);

  // Ann (in English) makes a game; its link, opened here, asks this visitor's name in its language.
  const ann = await newPage(browser, SIZES.desktop);
  await ann.goto(`${base}/`);
  await testid(ann, 'name').fill('Ann');
  await testid(ann, 'create').click();
  const code = await testid(ann, 'code').textContent();
  await page.goto(`${base}/g/${code}`);
  await testid(page, 'join-prompt').waitFor();
  check(`the join prompt is in ${lang} (${size})`, (await page.getAttribute('html', 'lang')) === lang && !/invites you/.test(await page.locator('h1').textContent()), await page.locator('h1').textContent());
  await shown(page, 'join', lang, size);
  await ann.context().close();
  await page.context().close();
}

run(async () => {
  await withServer({}, async ({ base, browser }) => {
    await firstVisit(browser, base);
    for (const lang of Object.keys(WORDS)) for (const size of Object.keys(SIZES)) await pages(browser, base, lang, size);
  });
});
