// Browser test (issue 39 item 1): the action that completes a step is on screen without scrolling,
// and the board and the drawn tile are in view when a player's turn starts, whatever was scrolled
// before. Whole games of the Castle, the Castle with the Falcon and Carcassonne, each between a
// player at desktop size and one at phone size, played with the page's buttons; between turns a
// page is now and then scrolled all the way down on purpose (as a player reading the log would).
// Item 13 on the same steps: no keyboard hints on a touch screen (the phone size has touch and no
// mouse), the step's hint not covered, and no word about turning a tile that fits one way only.
// Screenshots of the follower steps with the most choices go to e2e/screenshots/reach-*.png.
const path = require('path');
const { ROOT, check, attr, readyAt, movedPast, placedOrMoved, twoPlayers, withServer, run } = require('./browser.cjs');
const { carcTable } = require('./carc-table.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');

const sizeOfPage = (page) => (page.viewportSize().width < 760 ? 'phone' : 'desktop');

/** 'in' when the element is whole on screen and nothing covers its centre; else where it is. */
const whereIs = (page, selector) => page.evaluate((sel) => {
  const e = document.querySelector(sel);
  if (!e) return 'missing';
  const r = e.getBoundingClientRect();
  if (r.height === 0 || r.top < -0.5 || r.left < -0.5 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5) {
    return `at x ${Math.round(r.left)}–${Math.round(r.right)}, y ${Math.round(r.top)}–${Math.round(r.bottom)} of ${innerWidth}×${innerHeight}`;
  }
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return e.contains(hit) ? 'in' : `covered by ${hit?.tagName}.${hit?.className}`;
}, selector);

/** The option buttons that are too small to read or tap, by their text. */
const smallOptions = (page) => page.evaluate(() => Array.from(document.querySelectorAll('.controls button.option')).filter((b) => {
  const r = b.getBoundingClientRect();
  return r.height < 40 || r.width < 44 || parseFloat(getComputedStyle(b).fontSize) < 13 || b.scrollWidth > b.clientWidth + 1;
}).map((b) => b.textContent));

/** Scroll the page and its panel all the way down, as a player reading the log would. */
const scrollDown = (page) => page.evaluate(() => {
  window.scrollTo(0, document.documentElement.scrollHeight);
  const panel = document.querySelector('.panel');
  if (panel) panel.scrollTop = panel.scrollHeight;
});

/** What one game found, by size: steps whose action was out of reach, turn starts with the board
 *  or the drawn tile out of view, follower steps with options too small. */
function tally() {
  const one = () => ({ actions: 0, starts: 0, optionSteps: 0, most: 0, away: [], hidden: [], small: [], steps: 0, keyed: [], hintAway: [], placed: 0, oneWay: 0, turnWords: [] });
  return { desktop: one(), phone: one() };
}

/** Words that name a key: what a touch screen should not show. */
const KEY_WORDS = /\((R|Enter|Esc)\)|\(or R\)|arrow keys|Esc takes|wheel|F fits/;

/** The page's words at this step: keyboard hints noted, and the hint checked to be on screen. */
async function stepWords(page, t, what) {
  t.steps++;
  const [text, hint] = await page.evaluate(() => [document.body.innerText, document.querySelector('[data-testid="hint"]').textContent]);
  const key = text.match(KEY_WORDS);
  if (key) t.keyed.push(`${what}: "${key[0]}"`);
  const where = hint ? await whereIs(page, '[data-testid="hint"]') : 'in';
  if (where !== 'in') t.hintAway.push(`${what}: ${where}`);
}

/** Check that the button `testid` is in reach now; a miss is noted with the step. */
async function inReach(page, t, testid, what) {
  t.actions++;
  const where = await whereIs(page, `[data-testid="${testid}"]`);
  if (where !== 'in') t.away.push(`${what}: ${testid} ${where}`);
}

/** One turn of the page to act at `turn`, by its buttons: a cell by key, "Place here", then the
 *  follower or scoring step's option `pick(count)` and Confirm. Checks as it goes. */
async function playTurn(page, turn, t, name, shots) {
  const size = sizeOfPage(page);
  await readyAt(page, turn);
  if ((await attr(page, 'data-step')) === 'place') {
    t.starts++;
    for (const [sel, what] of [['canvas', 'board'], ['[data-testid="current-tile"]', 'drawn tile']]) {
      const where = await whereIs(page, sel);
      if (where !== 'in') t.hidden.push(`turn ${turn}: ${what} ${where}`);
    }
    await stepWords(page, t, `turn ${turn} place`);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => !document.querySelector('[data-testid="confirm"]')?.disabled, null, { polling: 30, timeout: 5000 });
    await stepWords(page, t, `turn ${turn} cell chosen`);
    // The hint speaks of turning the tile only when it can turn there.
    const [hint, canTurn] = await page.evaluate(() => [document.querySelector('[data-testid="hint"]').textContent, !document.querySelector('[data-testid="rotate"]').disabled]);
    t.placed++;
    if (!canTurn) t.oneWay++;
    if (/turn it/.test(hint) !== canTurn) t.turnWords.push(`turn ${turn} (${canTurn ? 'can' : 'cannot'} turn): "${hint}"`);
    await inReach(page, t, 'confirm', `turn ${turn} place`);
    await page.click('[data-testid="confirm"]');
    await placedOrMoved(page, turn);
  }
  while ((await attr(page, 'data-over')) !== 'true' && Number(await attr(page, 'data-moves')) === turn && (await attr(page, 'data-step')) !== 'place') {
    const step = await attr(page, 'data-step');
    // The step's choices, or the move it led to: a Confirm just sent hides the choices before the
    // server's move comes back, so the status can still say this move's step for a moment.
    await page.waitForFunction((n) => {
      const st = document.querySelector('[data-testid="game-status"]'), opt = document.querySelector('[data-testid="confirm-option"]');
      return (opt && opt.getClientRects().length > 0) || Number(st.dataset.moves) !== n || st.dataset.over === 'true' || st.dataset.step === 'place';
    }, turn, { polling: 30, timeout: 15000 });
    if (!(await page.locator('[data-testid="confirm-option"]').isVisible())) continue;
    const options = await page.locator('.controls button.option').count();
    t.optionSteps++;
    if (options > t.most) {
      t.most = options;
      await page.screenshot({ path: path.join(SHOTS, `reach-${name}-${size}.png`) });
      shots.push(`${name}-${size} (${options} choices)`);
    }
    t.small.push(...(await smallOptions(page)).map((x) => `turn ${turn}: ${x}`));
    await stepWords(page, t, `turn ${turn} ${step}`);
    if (await page.locator('[data-testid="take-back"]').count()) await inReach(page, t, 'take-back', `turn ${turn} ${step}`);
    await inReach(page, t, 'confirm-option', `turn ${turn} ${step} (${options} choices)`);
    // A follower on every other turn, the last choice (the farthest down the list), else the first;
    // in Carcassonne a farmer when one is offered every fourth turn (the final scoring's farm step).
    const farm = turn % 4 === 1 ? await page.locator('.controls button.option').evaluateAll((bs) => bs.findIndex((b) => /^f/.test(b.dataset.spot ?? ''))) : -1;
    const i = farm >= 0 ? farm : turn % 2 === 0 ? options - 1 : 0;
    await page.locator('.controls button.option').nth(i).click();
    await inReach(page, t, 'confirm-option', `turn ${turn} ${step} after choosing`);
    await page.click('[data-testid="confirm-option"]');
    await page.waitForFunction((n) => {
      const st = document.querySelector('[data-testid="game-status"]');
      return Number(st.dataset.moves) > n || st.dataset.over === 'true' || !document.querySelector('[data-testid="confirm-option"]');
    }, turn, { polling: 30, timeout: 15000 });
  }
}

/** Play `pages` (by seat) to the end, as `watcher` sees whose turn it is; every third turn, the
 *  page that just played is scrolled down before its next turn (when another seat plays first). */
async function playToEnd(pages, watcher, name) {
  const t = tally(), shots = [];
  let n = 0;
  while ((await attr(watcher, 'data-over')) !== 'true') {
    const turn = Number(await attr(watcher, 'data-moves'));
    const page = pages[Number(await attr(watcher, 'data-to-act'))];
    await playTurn(page, turn, t[sizeOfPage(page)], name, shots);
    await movedPast(watcher, turn);
    // Only while another seat is to act: a step of this page's own that began already (a scoring
    // order, another turn) was brought into view before such a scroll, which would then hide it.
    const again = pages[Number(await attr(watcher, 'data-to-act'))] === page && (await attr(watcher, 'data-over')) !== 'true';
    if (n++ % 3 === 0 && !again) await scrollDown(page);
  }
  return t;
}

function report(t, game) {
  for (const size of ['desktop', 'phone']) {
    const s = t[size];
    check(`${game} at ${size} size: the step's completing action is on screen without scrolling (${s.actions} checks)`, s.actions > 0 && s.away.length === 0, s.away.slice(0, 4).join('; '));
    check(`${game} at ${size} size: a turn starts with the board and the drawn tile in view (${s.starts} turns)`, s.starts > 0 && s.hidden.length === 0, s.hidden.slice(0, 4).join('; '));
    check(size === 'phone' ? `${game} on a touch screen: no keyboard hints (${s.steps} steps)` : `${game} with a keyboard: the keys are hinted`,
      size === 'phone' ? s.steps > 0 && s.keyed.length === 0 : s.keyed.length > 0, s.keyed.slice(0, 4).join('; '));
    check(`${game} at ${size} size: the step's hint is on screen, not covered (${s.steps} steps)`, s.steps > 0 && s.hintAway.length === 0, s.hintAway.slice(0, 4).join('; '));
    check(`${game} at ${size} size: the hint speaks of turning the tile only when it can turn (${s.oneWay} of ${s.placed} fit one way only)`, s.oneWay > 0 && s.turnWords.length === 0, s.turnWords.slice(0, 3).join('; '));
    check(`${game} at ${size} size: the follower choices are readable and tappable (${s.optionSteps} steps, at most ${s.most} choices)`, s.optionSteps > 0 && s.small.length === 0, s.small.slice(0, 4).join('; '));
  }
}

async function castle(browser, base, options, name, game) {
  const { ann, bob } = await twoPlayers(browser, base, options, ['desktop', 'phone']);
  report(await playToEnd([ann, bob], ann, name), game);
  for (const p of [ann, bob]) await p.context().close();
}

/** The final scoring stepped through (until a field that supplies a city): each farm step outlines
 *  its field and lights the cities it supplies, apart from it, with a key that says which is which. */
async function farmStep(page) {
  const size = sizeOfPage(page);
  const now = () => page.evaluate(() => {
    const b = document.querySelector('[data-testid="board"]').dataset;
    return { field: JSON.parse(b.outline || '[]').length, cities: JSON.parse(b.highlight || '[]').length, key: !!document.querySelector('[data-testid="farm-key"]'),
      text: document.querySelector('[data-testid="final-step-text"]').textContent, last: !document.querySelector('[data-testid="final-next"]').textContent.startsWith('Next') };
  });
  if (await page.locator('[data-testid="show-result"]').isVisible()) await page.click('[data-testid="show-result"]');
  await page.click('[data-testid="final-steps"]');
  await page.locator('[data-testid="final-step-text"]').waitFor();
  const farms = [];
  for (let at = await now(); ; at = await now()) {
    if (/^A field/.test(at.text)) {
      farms.push(at);
      if (farms.length === 1 || at.cities) {
        await page.waitForTimeout(400); // the camera's glide to the field
        await page.screenshot({ path: path.join(SHOTS, `reach-farm-${size}.png`) });
      }
    }
    if (at.cities && at.field || at.last) break;
    await page.click('[data-testid="final-next"]');
    await page.waitForFunction((t) => document.querySelector('[data-testid="final-step-text"]')?.textContent !== t, at.text, { polling: 30, timeout: 5000 }).catch(() => undefined);
  }
  const board = await whereIs(page, 'canvas');
  check(`stepping through the final scoring shows the board (${size})`, board === 'in', board);
  const wrong = farms.filter((f) => !f.key || !f.field || (f.cities > 0) === /supplies no/.test(f.text));
  check(`the farm steps of the final scoring outline the field and light the cities it supplies, with a key (${size}, ${farms.length} farms)`, farms.length > 0 && wrong.length === 0,
    farms.map((f) => `${f.field} field cells, ${f.cities} city cells`).join('; '));
}

/** The score track on a phone: as wide as the panel, its names and scores in it. */
async function phoneTrack(page) {
  await page.click('[data-testid="close-banner"]');
  const track = page.locator('[data-testid="score-track"] img');
  await track.screenshot({ path: path.join(SHOTS, 'reach-track-phone.png') });
  const width = (await track.boundingBox()).width;
  check('on a phone the Carcassonne score track fills the panel\'s width', width >= 340, `${Math.round(width)} px of 390`);
}

async function carcassonne(browser, base) {
  const { pages } = await carcTable(browser, base, 2, ['phone', 'desktop']);
  report(await playToEnd(pages, pages[0], 'carcassonne'), 'Carcassonne');
  await phoneTrack(pages.find((p) => sizeOfPage(p) === 'phone'));
  for (const p of pages) await scrollDown(p); // stepping through the final scoring shows the board, wherever the page was
  for (const p of pages) await farmStep(p);
  for (const p of pages) await p.context().close();
}

run(async () => {
  await withServer({}, async ({ base, browser }) => {
    await castle(browser, base, [], 'castle', 'The Castle');
    await castle(browser, base, ['falcon'], 'falcon', 'The Castle with the Falcon');
    await carcassonne(browser, base);
  });
});
