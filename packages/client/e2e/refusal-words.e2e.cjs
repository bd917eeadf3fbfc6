// Browser test of refusals in the player's language (issue 41): in German and in French, at desktop
// and phone sizes, a chat line too long (the page's own check, the protocol's CHAT_TOO_LONG) and a
// flood of lines (the server's CHAT_FLOOD, with its params) are said in the chat box in that
// language, whole and inside the panel; and the game's page as the server writes it has the
// browser's language (its Accept-Language) in `<html lang>`. Screenshots: e2e/screenshots/refusals-*.png.
const path = require('path');
const { SIZES, ROOT, check, status, withServer, run } = require('./browser.cjs');

const SAID = {
  de: { long: 'Eine Chatzeile hat höchstens 300 Zeichen; diese hat 301.', flood: 'Zu viele Zeilen: höchstens 5, dann eine alle 2 Sekunden.' },
  fr: { long: 'Une ligne de discussion compte au plus 300 caractères\u202f; celle-ci en a 301.', flood: 'Trop de lignes\u202f: 5 au plus, puis une toutes les 2 secondes.' },
};
const testid = (page, id) => page.locator(`[data-testid="${id}"]`);

/** Ann creates a game in `lang`, Bob takes the other seat: both pages speak `lang`. */
async function table(browser, base, lang, size) {
  const contexts = await Promise.all([0, 1].map(() => browser.newContext({ ...SIZES[size], locale: lang })));
  for (const c of contexts) await c.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const [ann, bob] = await Promise.all(contexts.map((c) => c.newPage()));
  for (const p of [ann, bob]) p.on('pageerror', (e) => check('no page error', false, e.message));
  await ann.goto(`${base}/`);
  await testid(ann, 'name').fill('Ann');
  await testid(ann, 'create').click();
  await status(ann).waitFor();
  const link = await testid(ann, 'share-link').getAttribute('href');
  await bob.goto(link.replace(/^https?:\/\/[^/]+/, base));
  await testid(bob, 'name').fill('Bob');
  await testid(bob, 'take-seat').click();
  await bob.waitForFunction(() => document.querySelector('[data-testid="game-status"]')?.dataset.seat === '1');
  return { ann, contexts, code: new URL(link).pathname.split('/')[2] };
}

/** The chat box's refusal once it says something new, and whether it stays inside its box. */
async function refusal(page, before) {
  await page.waitForFunction((b) => { const t = document.querySelector('[data-testid="chat-error"]')?.textContent ?? ''; return t && t !== b; }, before, { timeout: 5000 });
  return testid(page, 'chat-error').evaluate((e) => ({ text: e.textContent, inside: e.scrollWidth <= e.clientWidth && e.getBoundingClientRect().right <= document.documentElement.clientWidth }));
}

run(() => withServer({}, async ({ base, browser }) => {
  for (const lang of ['de', 'fr']) for (const size of ['desktop', 'phone']) {
    const tag = `(${lang}, ${size})`;
    const { ann, contexts, code } = await table(browser, base, lang, size);
    await ann.evaluate(() => { document.querySelector('[data-testid="chat"]').open = true; });
    // A line longer than the field takes (typed past its maxlength, as a paste in an old browser may).
    await testid(ann, 'chat-input').evaluate((i) => { i.removeAttribute('maxlength'); i.value = 'x'.repeat(301); i.dispatchEvent(new Event('input')); });
    await testid(ann, 'chat-send').click();
    const long = await refusal(ann, '');
    check(`a chat line too long is refused in the page's language, inside the panel ${tag}`, long.text === SAID[lang].long && long.inside, long.text);
    // Lines faster than the server takes them: its refusal, with its numbers, in the language.
    for (let i = 0; i < 8; i++) {
      await testid(ann, 'chat-input').fill(`${i}`);
      await testid(ann, 'chat-send').click();
    }
    const flood = await refusal(ann, long.text);
    check(`a flood of lines is refused by the server in the page's language ${tag}`, flood.text === SAID[lang].flood && flood.inside, flood.text);
    await ann.screenshot({ path: path.join(ROOT, 'e2e', 'screenshots', `refusals-${lang}-${size}.png`) });
    // The server writes the game's page in the browser's language (its Accept-Language, or the page's cookie).
    const html = await ann.evaluate(async (c) => (await fetch(`/g/${c}`)).text(), code);
    check(`the server writes the game's page in the browser's language ${tag}`, html.includes(`<html lang="${lang}">`), /<title>[^<]*<\/title>/.exec(html)?.[0]);
    await Promise.all(contexts.map((c) => c.close()));
  }
}));
