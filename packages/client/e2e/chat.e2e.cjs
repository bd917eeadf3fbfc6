// Browser test (npm run test:e2e): the chat in both games' side panel. Two players chat (a line
// with HTML in it stays text, a quick phrase is one click), a watcher's line is kept from the
// players, a watcher mutes another watcher, a mute hides a player's lines and lasts through a
// reload, a flood is refused in the chat box without touching the turn, and the live replay shows
// the players' lines only. The Castle at
// desktop size, Carcassonne at phone size (390×844), where the chat must leave the turn's buttons in
// view. Screenshots: e2e/screenshots/chat-*.png.
const path = require('path');
const { ROOT, SIZES, check, attr, twoPlayers, withServer, run } = require('./browser.cjs');
const { carcTable } = require('./carc-table.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const lines = (page) => page.locator('[data-testid="chat-lines"] .chat-line').allTextContents();
const hasLine = (page, text) => page.waitForFunction((t) => [...document.querySelectorAll('[data-testid="chat-lines"] .chat-line')].some((l) => l.textContent.includes(t)), text, { timeout: 10000 });

async function say(page, text) {
  await page.fill('[data-testid="chat-input"]', text);
  await page.press('[data-testid="chat-input"]', 'Enter');
}

async function chat(browser, base, size) {
  const game = size === 'desktop' ? 'the Castle' : 'Carcassonne';
  let ann, bob, code;
  if (size === 'desktop') {
    ({ ann, bob } = await twoPlayers(browser, base, [], size));
  } else {
    const { pages } = await carcTable(browser, base, 2, size);
    [ann, bob] = pages; // seat 0 and seat 1: the names are the arrival order's, drawn by the server
  }
  code = new URL(ann.url()).pathname.split('/').pop();
  const [annName, bobName] = [await ann.locator('[data-testid="player-0"] strong').textContent(), await bob.locator('[data-testid="player-1"] strong').textContent()];
  const watcher = await (await browser.newContext(SIZES[size])).newPage();
  watcher.on('pageerror', (e) => check('no page error', false, e.message));
  await watcher.goto(`${base}/g/${code}?watch`);
  await watcher.locator('[data-testid="chat"]:not([hidden])').waitFor();
  if (size === 'phone') {
    // The chat starts closed under the board: its summary opens it.
    for (const p of [ann, bob, watcher]) {
      check('on a phone the chat starts closed', (await p.locator('[data-testid="chat"]').getAttribute('open')) === null);
      await p.click('[data-testid="chat"] summary');
    }
  }

  // Ann says a line with HTML in it: every page shows it as the text it is.
  const html = 'Hi <b>there</b> <img src=x onerror=alert(1)>';
  await ann.fill('[data-testid="chat-input"]', html);
  check(`the counter counts the characters as they are typed (${game})`, (await ann.locator('[data-testid="chat-count"]').textContent()) === `${html.length}/300`);
  check('the field takes at most 300 characters', (await ann.locator('[data-testid="chat-input"]').getAttribute('maxlength')) === '300');
  check('before a line is sent, the page says who will read it', (await ann.locator('[data-testid="chat-note"]').textContent()).includes('The players and the watchers read your lines'));
  await ann.press('[data-testid="chat-input"]', 'Enter');
  for (const p of [bob, ann]) await hasLine(p, 'Hi <b>there</b>');
  check(`a line with HTML in it reaches the other player as text (${game})`,
    (await bob.locator('[data-testid="chat-lines"] b, [data-testid="chat-lines"] img').count()) === 0 && (await lines(bob)).includes(`${annName} ${html}`), (await lines(bob)).join(' | '));
  check('the field is empty again once the line is sent', (await ann.locator('[data-testid="chat-input"]').inputValue()) === '');

  // Bob: a quick phrase, one click.
  await bob.click('[data-testid="chat-phrase-luck"]');
  await hasLine(ann, 'Good luck');
  check(`a quick phrase is one click (${game})`, (await lines(ann)).includes(`${bobName} Good luck`), (await lines(ann)).join(' | '));

  // The watcher's line stays among the watchers.
  check('a watcher writes in the watchers\' chat, and is told the players read it after the game', (await watcher.locator('[data-testid="chat-tab-watchers"]').getAttribute('aria-selected')) === 'true'
    && (await watcher.locator('[data-testid="chat-note"]').textContent()).includes('Only the watchers read your lines until the game ends'));
  await say(watcher, 'Ann will win this one');
  await hasLine(watcher, 'Ann will win this one');

  // A second watcher's lines: the first mutes them by the name they show, and is not offered to mute itself.
  const other = await (await browser.newContext(SIZES[size])).newPage();
  other.on('pageerror', (e) => check('no page error', false, e.message));
  await other.goto(`${base}/g/${code}?watch`);
  await other.locator('[data-testid="chat"]:not([hidden])').waitFor();
  if (size === 'phone') await other.click('[data-testid="chat"] summary');
  await say(other, 'go Bob');
  await hasLine(watcher, 'go Bob');
  const toggles = watcher.locator('[data-testid^="chat-mute-watcher:"]');
  const offered = await toggles.allTextContents();
  await toggles.first().click();
  await watcher.waitForFunction(() => ![...document.querySelectorAll('[data-testid="chat-lines"] .chat-line')].some((l) => l.textContent.includes('go Bob')), null, { timeout: 5000 });
  check(`a watcher mutes another watcher's lines, and is offered no mute of its own (${game})`,
    offered.length === 1 && offered[0].startsWith('Mute ') && (await lines(watcher)).some((l) => l.includes('Ann will win this one')), `${offered.join(', ')} | ${(await lines(watcher)).join(' | ')}`);
  await watcher.screenshot({ path: path.join(SHOTS, `chat-watcher-${size}.png`) });
  await watcher.click('[data-testid="chat-tab-players"]');
  await hasLine(watcher, 'Good luck');
  check(`the watcher reads the players' chat in its tab, as text, and cannot write there (${game})`, await watcher.locator('[data-testid="chat-input"]').isHidden()
    && (await lines(watcher)).includes(`${annName} ${html}`) && (await watcher.locator('[data-testid="chat-lines"] img').count()) === 0, (await lines(watcher)).join(' | '));
  await say(bob, 'shall we?');
  await hasLine(ann, 'shall we?');
  const annText = await ann.locator('body').textContent(), bobText = await bob.locator('body').textContent();
  check(`the watcher's line is kept from both players while the game goes on (${game})`, !annText.includes('Ann will win') && !bobText.includes('Ann will win'));
  check('a player sees no watchers\' tab during the game', (await ann.locator('[data-testid="chat-tab-watchers"]').count()) === 0);

  // Ann mutes Bob: his lines go, and stay gone after a reload of the page.
  await ann.click('[data-testid="chat-mute-1"]');
  check(`a mute hides the other player's lines at once (${game})`, !(await lines(ann)).some((l) => l.startsWith(bobName)), (await lines(ann)).join(' | '));
  await say(bob, 'can you hear me');
  await hasLine(watcher, 'can you hear me');
  await ann.waitForTimeout(300);
  check('a muted player\'s new line does not show', !(await lines(ann)).some((l) => l.includes('can you hear me')));
  await ann.screenshot({ path: path.join(SHOTS, `chat-muted-${size}.png`) });
  await ann.reload();
  if (size === 'phone') await ann.click('[data-testid="chat"] summary');
  await ann.locator('[data-testid="chat-mute-1"]').waitFor();
  await hasLine(ann, 'Hi <b>there</b>');
  check('the mute is remembered for this game after a reload', (await ann.locator('[data-testid="chat-mute-1"]').getAttribute('aria-pressed')) === 'true' && !(await lines(ann)).some((l) => l.startsWith(bobName)));
  await ann.click('[data-testid="chat-mute-1"]');
  await hasLine(ann, 'can you hear me');
  check('unmuting shows the lines again', (await lines(ann)).length === 4, (await lines(ann)).join(' | '));

  // Closed, the chat counts the lines that came.
  await bob.click('[data-testid="chat"] summary');
  await say(ann, 'still there?');
  await hasLine(watcher, 'still there?');
  await bob.waitForFunction(() => document.querySelector('[data-testid="chat"] summary').textContent !== 'Chat', null, { timeout: 5000 }).catch(() => undefined);
  const summary = await bob.locator('[data-testid="chat"] summary').textContent();
  check(`a closed chat says how many lines came (${game})`, summary === 'Chat (1 new)', summary);
  await bob.click('[data-testid="chat"] summary');
  // The box redraws on its toggle event, after the click resolves.
  await bob.waitForFunction(() => document.querySelector('[data-testid="chat"] summary').textContent === 'Chat', null, { timeout: 5000 }).catch(() => undefined);
  check('opened again, it shows them', (await lines(bob)).some((l) => l.includes('still there?')) && (await bob.locator('[data-testid="chat"] summary').textContent()) === 'Chat');

  // A flood is refused in the chat box, in words; the turn is as it was.
  const before = { moves: await attr(ann, 'data-moves'), error: await ann.locator('[data-testid="error"]').textContent() };
  for (let i = 0; i < 6; i++) await ann.click('[data-testid="chat-phrase-thanks"]');
  await ann.locator('[data-testid="chat-error"]').filter({ hasText: 'too many lines' }).waitFor({ timeout: 5000 });
  check(`a flood is refused in words in the chat box, and the game's own error line stays clear (${game})`,
    (await ann.locator('[data-testid="error"]').textContent()) === before.error && (await attr(ann, 'data-moves')) === before.moves);

  // On a phone the chat leaves the turn's buttons in view and usable.
  const acting = Number(await attr(ann, 'data-to-act')) === 0 ? ann : bob;
  await acting.locator('[data-testid="chat-input"]').scrollIntoViewIfNeeded();
  const turnShown = await acting.evaluate(() => {
    const box = document.querySelector('[data-testid="turn-box"]'), r = box.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !box.hidden && r.top >= 0 && r.bottom <= innerHeight + 1 && !!hit && box.contains(hit);
  });
  check(`with the chat in view, the turn's tile and buttons stay in view and on top (${size})`, turnShown);
  await acting.screenshot({ path: path.join(SHOTS, `chat-player-${size}.png`) });

  // The replay of the live game: the players' lines only.
  const replay = await (await browser.newContext(SIZES[size])).newPage();
  await replay.goto(`${base}/g/${code}/replay`);
  await replay.locator('[data-testid="replay-chat"]').waitFor();
  const replayLines = await replay.locator('[data-testid="replay-chat"] li').allTextContents();
  check(`the replay shows the players' lines with their moves, not the watchers' while the game goes on (${game})`,
    replayLines.some((l) => l.includes('Good luck')) && !replayLines.some((l) => l.includes('Ann will win')), replayLines.join(' | '));
  await replay.screenshot({ path: path.join(SHOTS, `chat-replay-${size}.png`) });
  for (const p of [ann, bob, watcher, other, replay]) await p.context().close();
}

run(async () => {
  await withServer({}, async ({ base, browser }) => {
    await chat(browser, base, 'desktop');
    await chat(browser, base, 'phone');
  });
});
