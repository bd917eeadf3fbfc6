// Browser test (npm run test:e2e) of quick match by rating (issue 44; docs/ratings.md "Quick match").
// Ann's identity holds a Castle rating of 1800, Bob's none yet (1500). Ann's quick match opens a rated
// game. Bob's page clock is held at the moment Ann's game was listed, so her ±150 band has not widened:
// his quick match opens a rated game of his own and waits. Cy, without an identity, sees both listed as
// rated with their players' ratings, and his quick match opens a casual game rather than join one of
// them. Then Bob's clock moves on past Ann's minute: her band takes any rating, and Bob's waiting page
// takes her game and withdraws its own. Screenshots: e2e/screenshots/quick-rated-*.png (the open games
// in en, de, fr at desktop and phone size). The pages take their rated seats by signing the server's
// challenge (docs/identity.md "Taking a rated seat"), as every rated seat is taken.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { ROOT, check, status, pageIn, withServer, run } = require('./browser.cjs');
const { newIdentity, seedRating } = require('./rated-players.cjs');
const { seatOf, startPage } = require('./quick-pages.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const RATED = { en: 'Rated', de: 'Gewertet', fr: 'Classée' };
const CASUAL = { en: 'Casual', de: 'Ungewertet', fr: 'Amicale' };

const codeOf = (page) => new URL(page.url()).pathname.split('/')[2];
const listed = (page, code) => page.locator(`[data-testid="open-games"] li[data-code="${code}"]`);

run(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-e2e-rated-'));
  const [ann, bob] = [await newIdentity('Ann'), await newIdentity('Bob')];
  await seedRating(dataDir, ann, 'castle', 1800);
  await withServer({ DATA_DIR: dataDir }, async ({ base, browser }) => {
    // Ann's page says quick match is rated, as her identity; her quick match opens a rated game.
    const annPage = await startPage(browser, base, 'desktop', 'Ann', ann);
    await annPage.locator('[data-testid="quick-kind"]', { hasText: 'rated' }).waitFor();
    check('with an identity, the start page says quick match is rated, and as whom',
      /^Quick match is rated: you play as Ann,/.test(await annPage.locator('[data-testid="quick-kind"]').textContent()));
    await annPage.locator('.find-player').screenshot({ path: path.join(SHOTS, 'quick-rated-kind-desktop.png') });
    const listedFrom = Date.now(); // Ann's game is listed after this
    await annPage.click('[data-testid="quick-castle"]');
    check('Ann\'s quick match opened a game and seated her', (await seatOf(annPage)) === '0');
    const annCode = codeOf(annPage);
    check('Ann\'s quick match game is rated', (await (await fetch(`${base}/api/games/${annCode}`)).json()).rated === true);

    // Bob, 300 below Ann, is out of her band while her wait is held at zero: he opens his own rated game.
    const bobPage = await startPage(browser, base, 'phone', 'Bob', bob);
    await bobPage.clock.setFixedTime(listedFrom);
    await listed(bobPage, annCode).waitFor({ timeout: 10000 });
    await bobPage.click('[data-testid="quick-castle"]');
    await seatOf(bobPage);
    const bobCode = codeOf(bobPage);
    check('a quick match out of the waiting player\'s band opens its own game rather than join hers', bobCode !== annCode, `${bobCode} ${annCode}`);
    await bobPage.locator('[data-testid="quick-offer"]').waitFor();

    // Cy has no identity: both rated games are listed with their ratings, and his quick match stays casual.
    const cyPage = await startPage(browser, base, 'phone', 'Cy');
    await listed(cyPage, bobCode).waitFor({ timeout: 10000 });
    const [annLine, bobLine] = [await listed(cyPage, annCode).textContent(), await listed(cyPage, bobCode).textContent()];
    check('the open games say Ann\'s game is rated and give her rating', annLine.includes('Rated') && annLine.includes('Ann (1800) waits'), annLine);
    check('a player without a rated game yet is listed as new', bobLine.includes('Rated') && bobLine.includes('Bob (new) waits'), bobLine);
    check('without an identity, the start page says quick match is casual',
      /^Quick match is casual:/.test(await cyPage.locator('[data-testid="quick-kind"]').textContent()));
    await cyPage.click('[data-testid="quick-castle"]');
    await seatOf(cyPage);
    const cyCode = codeOf(cyPage);
    check('a quick match without an identity never joins a rated game: it opens a casual one',
      ![annCode, bobCode].includes(cyCode) && (await (await fetch(`${base}/api/games/${cyCode}`)).json()).rated !== true, cyCode);

    // The list in each language and size, rated and casual games side by side.
    for (const lang of ['en', 'de', 'fr']) {
      for (const size of ['desktop', 'phone']) {
        const page = await pageIn(browser, lang, size);
        await page.goto(base + '/');
        await listed(page, cyCode).waitFor({ timeout: 10000 });
        const tags = await page.locator('[data-testid="open-games"] li .tag').allTextContents();
        check(`in ${lang} at ${size} size, each open game says rated or casual`, tags.filter((x) => x === RATED[lang]).length === 2 && tags.filter((x) => x === CASUAL[lang]).length === 1, tags.join());
        const box = page.locator('.find-player');
        const spill = await box.evaluate((el) => el.scrollWidth > el.clientWidth);
        check(`in ${lang} at ${size} size, the open games fit their box`, !spill);
        await box.screenshot({ path: path.join(SHOTS, `quick-rated-${lang}-${size}.png`) });
        await page.context().close();
      }
    }

    // Bob's clock moves past a minute of Ann's wait: her band takes any rating, and his page takes her game.
    await bobPage.clock.setFixedTime(listedFrom + 90_000);
    await bobPage.waitForFunction((c) => location.pathname === `/g/${c}`, annCode, { timeout: 15000 });
    check('once the waiting player\'s band widens to reach him, the waiting page takes her game', (await seatOf(bobPage)) === '1');
    await annPage.waitForFunction(() => document.querySelector('[data-testid="game-status"]').dataset.waiting === 'false', null, { timeout: 15000 });
    check('Ann\'s rated game has both players', (await status(annPage).getAttribute('data-waiting')) === 'false');
    const left = await (await fetch(`${base}/api/games/${bobCode}`)).json();
    check('the game Bob left waiting is withdrawn (aborted)', left.over === true && left.result?.end === 'aborted', JSON.stringify(left.result));
    await bobPage.screenshot({ path: path.join(SHOTS, 'quick-rated-matched-phone.png') });
  }).finally(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // Past RATED_PER_DAY rated games from one address, quick match goes on casual rather than fail.
  await withServer({ RATED_PER_DAY: '1' }, async ({ base, browser }) => {
    const dee = await newIdentity('Dee');
    const first = await startPage(browser, base, 'desktop', 'Dee', dee);
    await first.click('[data-testid="quick-castle"]');
    await seatOf(first);
    check('the address\'s one rated game of the day is rated', (await (await fetch(`${base}/api/games/${codeOf(first)}`)).json()).rated === true);
    const again = await startPage(browser, base, 'desktop', 'Dee', dee);
    await again.click('[data-testid="quick-carcassonne"]');
    await seatOf(again);
    check('past RATED_PER_DAY, quick match opens a casual game instead of failing',
      (await (await fetch(`${base}/api/games/${codeOf(again)}`)).json()).rated !== true && (await again.locator('[data-testid="error"], [data-testid="quick-error"]').allTextContents()).join('') === '');
  });
});
