// Browser test: the words a player reads. Both "How to play" pages at desktop and phone sizes list
// the controls and explain the game and the page, with nothing written for developers (no file,
// function or option names, no action JSON, no error codes), and F fits the Castle's board as they
// say; a Carcassonne game's log names its tiles in words; a player who resigns at a table of three
// keeps their name on the moves made before, also in a page opened after; a refusal shown alone
// starts with a capital. Screenshots: e2e/screenshots/help-*.png (the top and the controls),
// words-carcassonne-log.png.
const path = require('path');
const { ROOT, SIZES, check, readyAt, twoPlayers, withServer, run } = require('./browser.cjs');
const { carcTable, playOne } = require('./carc-table.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');

/** What a player should never meet on a help page: the developers' words. */
const FORBIDDEN = [
  ['a file name', /\b[\w-]+\.(ts|js|cjs|md|json|txt|test)\b/],
  ['a call', /\w\(\)/],
  ['JSON', /\{\s*"|\{\s*\w+:/],
  ['code', /`/],
  ['an error or option code', /\b[A-Z]{2,}_[A-Z_]+\b/],
  ['a function or field name', /\b[a-z]+[A-Z]\w*\b/],
  ['a folder', /\bpackages\/|\bsrc\/|shared\/rules/],
  ['a developers\' word', /\b(test|tests|seed|generator|mulberry32|FNV|engine|null|true|false|rot|spot|seat \d)\b/i],
];
/** The controls the help must name: [what, pattern in the Controls section]. */
const CONTROLS = [['arrow keys', /arrow keys/i], ['R', /\bR\b/], ['Enter', /\bEnter\b/], ['Esc', /\bEsc\b/], ['F', /\bF\b/],
  ['drag', /\bdrag/i], ['pinch', /\bpinch/i], ['the wheel', /\bwheel\b/i]];

async function helpPage(browser, base, size, address, name) {
  const page = await (await browser.newContext(SIZES[size])).newPage();
  page.on('pageerror', (e) => check('no page error', false, e.message));
  await page.goto(base + address);
  await page.locator('[data-testid="help"]').waitFor();
  const tag = `(${name}, ${size})`;
  const text = await page.locator('[data-testid="help"]').innerText();
  for (const [what, re] of FORBIDDEN) check(`the help names no ${what} ${tag}`, !re.test(text), String(text.match(re)?.[0] ?? ''));
  const controls = await page.evaluate(() => {
    const h = [...document.querySelectorAll('.help-text h2')].find((e) => e.textContent === 'Controls');
    let t = '';
    for (let n = h?.nextElementSibling; n && n.tagName !== 'H2'; n = n.nextElementSibling) t += `${n.textContent}\n`;
    return h ? t : null;
  });
  check(`the help has a Controls section ${tag}`, controls !== null);
  for (const [what, re] of CONTROLS) check(`the controls name ${what} ${tag}`, re.test(controls ?? ''));
  const headings = await page.locator('.help-text h2').allTextContents();
  for (const h of ['A turn', 'Scoring during the game', 'The end', 'Where the rulebook is silent: what this site does', 'The game page', 'The replay']) {
    check(`the help explains "${h}" ${tag}`, headings.includes(h), headings.join(' | '));
  }
  const links = await page.locator('[data-testid="help-sections"] a').allTextContents();
  check(`the top of the help lists its sections ${tag}`, links.join('|') === headings.join('|'), links.join(' | '));
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  check(`the help fits the screen's width ${tag}`, wide <= 0, `${wide} px too wide`);
  await page.screenshot({ path: path.join(SHOTS, `help-${name}-${size}.png`) });
  await page.locator('.help-text h2', { hasText: /^Controls$/ }).evaluate((h) => h.scrollIntoView());
  await page.screenshot({ path: path.join(SHOTS, `help-${name}-${size}-controls.png`) });
  await page.context().close();
}

/** A line of the log that names a tile by its letter ("tile P"), or a placement not in words. */
const LETTER = /\btile [A-Za-z]\b|placed [A-Z]\b/;

run(() => withServer({}, async ({ base, browser }) => {
  for (const size of Object.keys(SIZES)) {
    await helpPage(browser, base, size, '/help', 'castle');
    await helpPage(browser, base, size, '/help/carcassonne', 'carcassonne');
  }

  // F shows the whole board again in the Castle too, as its help says.
  const { ann } = await twoPlayers(browser, base);
  await readyAt(ann, 0);
  const box = await ann.locator('canvas').boundingBox();
  await ann.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await ann.mouse.wheel(0, -600);
  await ann.locator('[data-testid="board-fit"]').waitFor({ state: 'visible' });
  await ann.keyboard.press('f');
  await ann.locator('[data-testid="board-fit"]').waitFor({ state: 'hidden', timeout: 5000 }).catch(() => undefined);
  check('F shows the whole Castle board again after a zoom', await ann.locator('[data-testid="board-fit"]').isHidden());

  const { pages } = await carcTable(browser, base, 3, 'desktop');
  const watcher = pages[0];
  for (let k = 0; k < 4; k++) await playOne(pages, watcher);
  const log = async (p) => (await p.locator('[data-testid="log"]').innerText()).split('\n').filter(Boolean);
  const lines = await log(watcher);
  check('the Carcassonne log says what each tile is in words', lines.filter((l) => / placed (a|an|two) /.test(l) && !/ placed a (knight|thief|farmer|monk) /.test(l)).length >= 4, lines.join(' | '));
  check('no line of the Carcassonne log names a tile by its letter', !lines.some((l) => LETTER.test(l)), lines.join(' | '));
  await watcher.locator('[data-testid="log"]').scrollIntoViewIfNeeded();
  await watcher.screenshot({ path: path.join(SHOTS, 'words-carcassonne-log.png') });

  // A refusal shown alone is a sentence: the server's refusal of a line too many (the quick phrases,
  // clicked past the burst the chat allows).
  const chatter = pages[2];
  for (let k = 0; k < 8; k++) await chatter.click('[data-testid="chat-phrase-hi"]');
  await chatter.waitForFunction(() => /many/.test(document.querySelector('[data-testid="chat-error"]')?.textContent ?? ''), null, { timeout: 10000 });
  const flood = await chatter.locator('[data-testid="chat-error"]').innerText();
  check('the server\'s refusal of a line too many is shown as a sentence', /^[A-Z].*\.$/.test(flood), flood);

  // Seat 1 resigns: the computer plays it on under "<name> (resigned)".
  const quitter = pages[1];
  const name = await quitter.locator('[data-testid="player-1"] strong').innerText();
  await quitter.click('[data-testid="resign"]');
  await quitter.click('[data-testid="resign-yes"]');
  await watcher.waitForFunction((n) => document.querySelector('[data-testid="player-1"] strong')?.textContent === `${n} (resigned)`, name, { timeout: 10000 });
  await watcher.reload();
  await watcher.locator('[data-testid="log"] li').first().waitFor();
  const again = await log(watcher);
  check('after a resignation, a page opened again tells the earlier moves under the player\'s own name',
    again.some((l) => l.startsWith(`${name} placed `)) && !again.some((l) => l.includes('(resigned)')), again.join(' | '));
}));
