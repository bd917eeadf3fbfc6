// Browser test of one seat open in two tabs (issue 39, item 10), for both games at desktop and phone
// sizes: the tab opened last plays; the one it took the seat from shows no lit cells, no controls and
// no "Your turn" (neither in its status nor in its title), says the seat is open in another tab and
// offers to take it back; taking it back swaps the two. Screenshots: e2e/screenshots/other-tab-*.png.
const path = require('path');
const { SIZES, ROOT, check, attr, readyAt, twoPlayers, withServer, run } = require('./browser.cjs');
const { carcTable } = require('./carc-table.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const testid = (page, id) => page.locator(`[data-testid="${id}"]`);
const bannerState = (page, state) => page.waitForFunction((s) => document.querySelector('[data-testid="connection"]')?.dataset.state === s, state, { timeout: 15000 });
const litCells = async (page) => JSON.parse((await page.locator('canvas').getAttribute('data-legal-cells')) || '[]').length;

/** What a tab offers its player now. */
async function offered(page) {
  return {
    lit: await litCells(page),
    buttons: await page.locator('[data-testid="controls"] button').count(),
    table: await page.locator('[data-testid="abort"], [data-testid="resign"]').count(),
    status: await testid(page, 'game-status').textContent(),
    title: await page.title(),
  };
}

/** The tab the seat was taken from: nothing to play, says why, offers the seat back. */
async function superseded(page, tag) {
  await bannerState(page, 'other-tab');
  // Drawn at the next frame after the close: wait for the status to say it (the checks say what it shows otherwise).
  await page.waitForFunction(() => /another tab/.test(document.querySelector('[data-testid="game-status"]')?.textContent ?? ''), null, { timeout: 5000 }).catch(() => undefined);
  const o = await offered(page);
  check(`the tab whose seat another tab took shows no lit cells, no controls, no abort or resign ${tag}`, o.lit === 0 && o.buttons === 0 && o.table === 0, JSON.stringify(o));
  check(`... and no "Your turn", in its status or its title ${tag}`, !/your turn/i.test(o.status) && !/your turn/i.test(o.title), `${o.status} / ${o.title}`);
  const banner = await testid(page, 'connection').textContent();
  check(`... it says the seat is open in another tab and offers to play here ${tag}`,
    /Your seat is open in another tab/.test(banner) && (await page.getByRole('button', { name: 'Play here' }).isVisible()), banner);
}

/** The tab that plays the seat to act: lit cells, "Your turn". */
async function playing(page, tag, what) {
  // A tab just opened has no banner until its game page is drawn: wait for it, then for it to hide.
  await page.waitForFunction(() => document.querySelector('[data-testid="connection"]')?.hidden === true, null, { timeout: 15000 });
  await readyAt(page, Number(await attr(page, 'data-moves')));
  await page.waitForFunction(() => JSON.parse(document.querySelector('canvas')?.dataset.legalCells || '[]').length > 0, null, { timeout: 10000 });
  const o = await offered(page);
  check(`${what} ${tag}`, o.lit > 0 && /Your turn/.test(o.status) && /^Your turn/.test(o.title), JSON.stringify(o));
}

async function twoTabs(first, tag, shot) {
  const link = first.url();
  await playing(first, tag, 'the first tab plays its seat');
  const second = await first.context().newPage();
  second.on('pageerror', (e) => check('no page error', false, e.message));
  await second.goto(link);
  await playing(second, tag, 'the same seat opened in a second tab of the same browser plays there');
  await superseded(first, tag);
  await first.screenshot({ path: path.join(SHOTS, `other-tab-${shot}.png`) });
  await first.getByRole('button', { name: 'Play here' }).click();
  await playing(first, tag, '"Play here" takes the seat back to the first tab');
  await superseded(second, `(the second tab, once the first took it back) ${tag}`);
  await second.close();
}

run(async () => {
  await withServer({}, async ({ base, browser }) => {
    for (const size of Object.keys(SIZES)) {
      const { ann, bob } = await twoPlayers(browser, base, [], size);
      await twoTabs(ann, `(castle, ${size})`, `castle-${size}`);
      await Promise.all([ann, bob].map((p) => p.context().close()));
      const { pages } = await carcTable(browser, base, 2, size);
      const toAct = pages[Number(await attr(pages[0], 'data-to-act'))];
      await twoTabs(toAct, `(carcassonne, ${size})`, `carcassonne-${size}`);
      await Promise.all(pages.map((p) => p.context().close()));
    }
  });
});
