// Browser test of the start page's names and codes and the join prompt (issue 39, items 6, 11 and
// 14), at desktop and phone sizes: an empty or refused name is said under the name field, on screen,
// when Create or Quick match is pressed, and on the join prompt too; a pasted game link in the code
// box gives its code and Join opens the game; the join prompt says the game's time control and
// options before a seat is taken; the gates variant ticks the Falcon it needs. Screenshots:
// e2e/screenshots/start-name-refused-*.png, join-prompt-*.png.
const path = require('path');
const { ROOT, SIZES, check, status, withServer, run } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const testid = (page, id) => page.locator(`[data-testid="${id}"]`);
const inView = async (page, locator) => {
  const box = await locator.boundingBox(), view = page.viewportSize();
  return !!box && box.height > 0 && box.y >= 0 && box.y + box.height <= view.height;
};

/** A fresh visitor's start page (nothing kept from an earlier visit). */
async function visitor(browser, base, size) {
  const page = await (await browser.newContext(SIZES[size])).newPage();
  page.on('pageerror', (e) => check('no page error', false, e.message));
  await page.goto(`${base}/`);
  await testid(page, 'create').waitFor();
  return page;
}

async function names(browser, base, size) {
  const page = await visitor(browser, base, size);
  await testid(page, 'create').click();
  const problem = testid(page, 'name-problem');
  check(`Create with no name asks for one under the name field, on screen (${size})`,
    /Give a name/.test(await problem.textContent()) && await inView(page, problem) && new URL(page.url()).pathname === '/', await problem.textContent());
  await page.screenshot({ path: path.join(SHOTS, `start-name-refused-${size}.png`) });

  await testid(page, 'name').fill('Ann\u202E');
  await page.locator('[data-testid="quick-castle"]').click();
  check(`Quick match with a refused name says why under the name field, on screen (${size})`,
    /That name cannot be used: a name may not hold characters that turn the direction/.test(await problem.textContent()) && await inView(page, problem) && new URL(page.url()).pathname === '/', await problem.textContent());
  await testid(page, 'name').fill('Ann');
  check(`typing a new name clears the refusal (${size})`, (await problem.textContent()) === '');

  // The gates variant needs the Falcon: it says so, and ticking it ticks the Falcon.
  check(`the gates variant says it needs the Falcon (${size})`, /needs the Falcon/.test(await testid(page, 'gates-needs').textContent()));
  await testid(page, 'variant-gates').check();
  check(`ticking the gates variant ticks the Falcon (${size})`, await testid(page, 'falcon').isChecked());
  await testid(page, 'falcon').uncheck();
  check(`unticking the Falcon unticks the gates variant (${size})`, !(await testid(page, 'variant-gates').isChecked()));
  await page.context().close();
}

async function joinPrompt(browser, base, size) {
  // Ann creates a game with the Falcon, the gates variant and three days a turn.
  const ann = await visitor(browser, base, size);
  await testid(ann, 'name').fill('Ann');
  await testid(ann, 'variant-gates').check();
  await ann.selectOption('[data-testid="clock"]', '3d');
  await testid(ann, 'create').click();
  await status(ann).waitFor();
  const link = await testid(ann, 'share-link').getAttribute('href');
  const code = new URL(link).pathname.split('/')[2];

  // Bob pastes the link into the code box.
  const bob = await visitor(browser, base, size);
  await testid(bob, 'join-code').click();
  await bob.keyboard.insertText(`${link.replace(/^https?:\/\/[^/]+/, base)}?from=chat`);
  check(`a pasted game link becomes its code in the box (${size})`, (await testid(bob, 'join-code').inputValue()) === code, await testid(bob, 'join-code').inputValue());
  await testid(bob, 'join').click();
  await testid(bob, 'join-prompt').waitFor({ timeout: 10000 });
  check(`Join opens the pasted link's game (${size})`, new URL(bob.url()).pathname === `/g/${code}`);

  const clock = await testid(bob, 'join-clock').textContent(), options = await testid(bob, 'join-options').textContent();
  check(`the join prompt says the time control before a seat is taken (${size})`, /Clock: 3 days a turn/.test(clock), clock);
  check(`the join prompt says the options before a seat is taken (${size})`, /the Falcon expansion; variant: gates stop markers/.test(options), options);
  check(`the time control and options are on screen with the seat button (${size})`, await inView(bob, testid(bob, 'game-facts')) && await inView(bob, testid(bob, 'take-seat')));
  await bob.screenshot({ path: path.join(SHOTS, `join-prompt-${size}.png`) });

  await testid(bob, 'name').fill('');
  await testid(bob, 'take-seat').click();
  const problem = testid(bob, 'name-problem');
  check(`the join prompt asks for an empty name the same way, under the field, on screen (${size})`,
    /Give a name/.test(await problem.textContent()) && await inView(bob, problem) && (await testid(bob, 'join-prompt').count()) === 1, await problem.textContent());
  await testid(bob, 'name').fill('Bob');
  await testid(bob, 'take-seat').click();
  await bob.waitForFunction(() => document.querySelector('[data-testid="game-status"]')?.dataset.seat === '1', null, { timeout: 10000 });
  check(`with a name, the seat is taken (${size})`, true);
  for (const p of [ann, bob]) await p.context().close();
}

run(async () => {
  await withServer({}, async ({ base, browser }) => {
    for (const size of ['desktop', 'phone']) {
      await names(browser, base, size);
      await joinPrompt(browser, base, size);
    }
  });
});
