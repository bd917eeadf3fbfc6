// Browser test: the site in German and in French. For each game, in each language, at desktop and
// phone sizes, two players whose browsers ask for that language: the start page, the invitation, a
// few turns each, a move sent twice (the second is stale), a chat line longer than the server takes,
// and a resignation's end; at each step neither page shows any of the English catalogues' words
// (english-left.cjs). Screenshots: e2e/screenshots/translated-*.png.
const path = require('path');
const { ROOT, SIZES, check, status, attr, readyAt, movedPast, actByKeys, withServer, run } = require('./browser.cjs');
const { englishOn } = require('./english-left.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const LOCALES = { de: 'de-DE', fr: 'fr-FR' };
const CHAT_MAX = require('@castle/protocol').CHAT_MAX;

/** The page shows no English: checked and named for `where`. */
async function noEnglish(page, lang, where) {
  const left = await englishOn(page, lang);
  check(`${where}: no English left`, left.length === 0, left.slice(0, 8).join(' | '));
}

/** The page's sockets send the next frame naming an action twice, once `doubleNext()` is called:
 *  as a page would that sent again what it had sent (the second is stale: the game moved on). */
async function withDoubledAction(page) {
  await page.addInitScript(() => {
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (data) {
      send.call(this, data);
      const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : null;
      if (window.doubleNextAction && bytes && new TextDecoder().decode(bytes).includes('action')) {
        window.doubleNextAction = false;
        send.call(this, data);
      }
    };
  });
  return { doubleNext: () => page.evaluate(() => { window.doubleNextAction = true; }) };
}

/** Until the other seat is to act: the page of `seat` plays by keys. */
async function playTurn(page, seat, follower) {
  while (Number(await attr(page, 'data-to-act')) === seat && (await attr(page, 'data-over')) !== 'true') {
    const at = Number(await attr(page, 'data-moves'));
    await readyAt(page, at);
    await actByKeys(page, follower);
    await movedPast(page, at);
  }
}

async function playIn(browser, base, game, lang, size) {
  const pages = await Promise.all([0, 1].map(async () => (await browser.newContext({ ...SIZES[size], locale: LOCALES[lang] })).newPage()));
  const [ann, bob] = pages;
  for (const p of pages) p.on('pageerror', (e) => check('no page error', false, e.message));
  const sockets = await Promise.all(pages.map(withDoubledAction));
  const shot = (page, what) => page.screenshot({ path: path.join(SHOTS, `translated-${game}-${lang}-${what}-${size}.png`) });
  const where = (what) => `${game}, ${lang}, ${size}: ${what}`;

  await ann.goto(base + '/');
  await ann.locator('[data-testid="create"]').waitFor();
  check(where('a first visit speaks the browser\'s language'), (await ann.evaluate(() => document.documentElement.lang)) === lang);
  await ann.fill('[data-testid="name"]', 'Ann');
  await ann.check(`[data-testid="game-${game}"]`);
  await noEnglish(ann, lang, where('the start page'));
  await shot(ann, 'start');
  await ann.click('[data-testid="create"]');
  await status(ann).waitFor();
  await noEnglish(ann, lang, where('a table waiting for its second player'));
  const link = await ann.locator('[data-testid="share-link"]').getAttribute('href');
  await bob.goto(link.replace(/^https?:\/\/[^/]+/, base));
  await bob.locator('[data-testid="take-seat"]').waitFor();
  await noEnglish(bob, lang, where('the invitation'));
  await shot(bob, 'join');
  await bob.fill('[data-testid="name"]', 'Bob');
  await bob.click('[data-testid="take-seat"]');
  // Carcassonne draws the seats: the pages by seat.
  await bob.waitForFunction(() => /^\d$/.test(document.querySelector('[data-testid="game-status"]')?.getAttribute('data-seat') ?? ''));
  const bySeat = [];
  for (const p of pages) bySeat[Number(await attr(p, 'data-seat'))] = p;

  // A few turns each; the last of them sent twice.
  let doubled = ann;
  for (let turn = 0; turn < 6; turn++) {
    const seat = Number(await attr(ann, 'data-to-act'));
    if (turn === 5) { doubled = bySeat[seat]; await sockets[pages.indexOf(doubled)].doubleNext(); }
    await playTurn(bySeat[seat], seat, turn < 2);
  }
  await doubled.locator('[data-testid="error"]:not(:empty)').waitFor({ timeout: 10000 });
  const refused = await doubled.locator('[data-testid="error"]').textContent();
  check(where('the stale move\'s refusal is in the page\'s language'), !/chosen at move/.test(refused), refused);
  for (const p of pages) await noEnglish(p, lang, where(`a table in play, seen by ${p === ann ? 'Ann' : 'Bob'}`));
  await shot(doubled, 'table');

  // On a phone the chat starts closed.
  if (size === 'phone') await bob.click('[data-testid="chat"] summary');
  await bob.evaluate(() => document.querySelector('[data-testid="chat-input"]').removeAttribute('maxlength'));
  await bob.fill('[data-testid="chat-input"]', 'x'.repeat(CHAT_MAX + 20));
  await bob.click('[data-testid="chat-send"]');
  await bob.locator('[data-testid="chat-error"]:not(:empty)').waitFor({ timeout: 10000 });
  check(where('a chat line too long is refused in the page\'s language'), !/characters/.test(await bob.locator('[data-testid="chat-error"]').textContent()));
  await noEnglish(bob, lang, where('the chat\'s refusal'));
  await shot(bob, 'chat');

  await ann.click('[data-testid="resign"]');
  await ann.click('[data-testid="resign-yes"]');
  for (const p of pages) await p.locator('[data-testid="end-banner"]').waitFor({ timeout: 10000 });
  for (const p of pages) await noEnglish(p, lang, where(`the end, seen by ${p === ann ? 'Ann' : 'Bob'}`));
  await shot(bob, 'end');
  await Promise.all(pages.map((p) => p.context().close()));
}

run(async () => {
  await withServer({}, async ({ base, browser }) => {
    for (const game of ['castle', 'carcassonne']) {
      for (const [lang, size] of [['de', 'desktop'], ['fr', 'phone'], ['fr', 'desktop'], ['de', 'phone']]) await playIn(browser, base, game, lang, size);
    }
  });
});
